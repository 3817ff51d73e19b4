import { safeHtml } from "./html";

/**
 * Blog posts (home/blogs): four categories over 2025 and 2026, so the category, year and month
 * filter has something to do. The last one is dated after the demo's today (2026-11-22)
 * and stays hidden until its day.
 */
export type BlogPost = {
  id: string;
  pageurl: string;
  title: string;
  category: string;
  blogDate: string;
  imageurl: string;
  summary: string;
  content: string;
};

const post = (
  id: string,
  pageurl: string,
  title: string,
  category: string,
  blogDate: string,
  summary: string,
  html: string,
): BlogPost => ({
  id,
  pageurl,
  title,
  category,
  blogDate,
  imageurl: `/images/blog/${pageurl}.jpg`,
  summary,
  content: safeHtml(html),
});

export const BLOG_POSTS: readonly BlogPost[] = [
  post(
    "BLOG-001",
    "spring-cleaning-checklist-for-london-flats",
    "The spring cleaning checklist for London flats",
    "Cleaning Tips",
    "2025-03-14",
    "Small spaces, big results: a room-by-room plan that fits into one weekend.",
    "<p>Spring light is unforgiving: it finds every smear on the windows and every cobweb in the corners. The good news is that a one-bedroom flat can be properly spring cleaned in a weekend if you work in the right order.</p>" +
      "<h2>Start at the top</h2><p>Dust light fittings, curtain rails and the tops of wardrobes first, so anything that falls lands on floors you have not cleaned yet. A microfibre cloth on a broom handle reaches most London ceiling heights.</p>" +
      "<h2>Kitchen: work from the inside out</h2><p>Empty one cupboard at a time, wipe it, throw away anything out of date, and put back only what you use. Then degrease the hob and extractor, and leave the oven racks soaking overnight in the bath with a dishwasher tablet.</p>" +
      "<h2>Bathroom: beat the limescale</h2><p>London water is hard. Wrap taps and shower heads in a cloth soaked in white vinegar for an hour, then rinse and buff dry. Do the same for the shower screen, and finish by washing the shower curtain on a warm cycle.</p>" +
      '<p>Short of time? Our <a href="/deep-cleaning">deep cleaning</a> team of two does all of this in about five hours.</p>',
  ),
  post(
    "BLOG-002",
    "how-to-get-your-tenancy-deposit-back",
    "How to get your tenancy deposit back",
    "Moving Home",
    "2025-06-02",
    "What inventory clerks check at move-out, and the five places tenants forget.",
    "<p>Cleaning is the most common reason for deductions from tenancy deposits in England. Inventory clerks compare the property with the check-in report, photo by photo, so the standard is simple: it should look the way it did when you moved in.</p>" +
      "<h2>The five places tenants forget</h2><ul><li>Inside the oven, including the glass between the door panels</li><li>The extractor hood filter</li><li>Limescale on taps and around the plug holes</li><li>Skirting boards and the tops of door frames</li><li>Inside the fridge seals and the freezer drawer</li></ul>" +
      "<h2>Keep the evidence</h2><p>Take dated photographs of every room after the final clean, and keep the receipt if you used a professional company. If a deduction is disputed, your deposit protection scheme will ask for both.</p>" +
      '<p>Our <a href="/end-of-tenancy-cleaning">end of tenancy clean</a> follows the inventory checklist and comes with a free 72-hour re-clean.</p>',
  ),
  post(
    "BLOG-003",
    "a-cleaner-office-in-five-habits",
    "A cleaner office in five habits",
    "Office Life",
    "2025-09-18",
    "Clear desks, a fridge rota and the one rule that keeps the kitchen under control.",
    "<p>Our evening teams clean more than 100 London offices, and the tidiest ones have something in common: a few habits everyone agreed to.</p>" +
      "<ol><li><strong>Clear desks on Friday.</strong> Cleaners can only wipe what they can reach.</li><li><strong>A fridge rota.</strong> Everything unlabelled goes on Friday afternoon.</li><li><strong>Mugs in the dishwasher, not the sink.</strong> The single rule that keeps a kitchen usable.</li><li><strong>A cable tray under each desk.</strong> Floors get vacuumed properly when nothing trails across them.</li><li><strong>Report spills straight away.</strong> Fresh coffee comes out of carpet; week-old coffee rarely does.</li></ol>" +
      '<p>Looking for a contract clean? Send us a <a href="/enquiry">corporate enquiry</a> and we will visit within the week.</p>',
  ),
  post(
    "BLOG-004",
    "how-we-vet-our-cleaners",
    "How we vet every Bookwell cleaner",
    "Bookwell News",
    "2025-11-05",
    "Interviews, references, DBS checks and a paid training week: what happens before anyone cleans your home.",
    "<p>Customers often ask who will be coming into their home. Here is exactly what every Bookwell cleaner goes through before their first booking.</p>" +
      "<h2>Interview and right to work</h2><p>Every applicant meets a supervisor in person at one of our depots. We check identity and the right to work in the UK on the same day.</p>" +
      "<h2>References and DBS</h2><p>We ask for two references, at least one from a previous employer, and carry out a basic DBS check. Nobody is booked until both are back.</p>" +
      "<h2>A paid training week</h2><p>New cleaners spend five paid days with a senior cleaner, learning our checklists, safe use of products and how to care for delicate surfaces such as marble and oak.</p>" +
      '<p>Interested in joining us? Apply to <a href="/service-crew">be a service crew member</a>.</p>',
  ),
  post(
    "BLOG-005",
    "eco-friendly-cleaning-that-works",
    "Eco-friendly cleaning that actually works",
    "Cleaning Tips",
    "2026-02-20",
    "Vinegar, bicarbonate of soda and microfibre: what they are good for, and where they are not.",
    "<p>You do not need a cupboard full of sprays to keep a home clean. Three things do most of the work.</p>" +
      "<h2>White vinegar</h2><p>Dissolves limescale and cuts through soap scum. Do not use it on natural stone, such as marble or granite, as the acid etches the surface.</p>" +
      "<h2>Bicarbonate of soda</h2><p>A gentle abrasive for ovens, sinks and grout, and a good deodoriser for fridges and carpets.</p>" +
      "<h2>Microfibre cloths</h2><p>They pick up dust and grease with water alone. Wash them at 60 degrees without fabric conditioner, which clogs the fibres.</p>" +
      '<p>Our crews use refillable, plant-based products on every <a href="/regular-home-cleaning">regular clean</a>.</p>',
  ),
  post(
    "BLOG-006",
    "moving-day-cleaning-timeline",
    "Moving day: a cleaning timeline that works",
    "Moving Home",
    "2026-05-11",
    "Four weeks, two weeks, moving day: when to book the cleaners, the carpet clean and the final check.",
    "<p>Moving is easier when the cleaning is planned backwards from the day you hand over the keys.</p>" +
      "<h2>Four weeks before</h2><p>Book your end of tenancy clean for the day after the removal van, and a carpet clean for the same afternoon. Cleaners work fastest in an empty property.</p>" +
      "<h2>Two weeks before</h2><p>Defrost the freezer, use up the food in the cupboards, and sell or donate what you do not want to move.</p>" +
      "<h2>Moving day</h2><p>Leave the electricity and hot water on, and leave the keys where the cleaners can reach them. Take photographs of the empty rooms before you go.</p>",
  ),
  post(
    "BLOG-007",
    "caring-for-carpets-and-sofas",
    "Caring for carpets and sofas between cleans",
    "Cleaning Tips",
    "2026-08-07",
    "Blot, never rub: how to deal with spills, and how often a professional clean makes sense.",
    "<p>Carpets and upholstery last longer when they are cared for a little every week and cleaned professionally once or twice a year.</p>" +
      "<h2>Spills: blot, never rub</h2><p>Press a clean white cloth on the spill to lift as much as you can, then dab with cold water. Rubbing pushes the stain deeper and frays the fibres.</p>" +
      "<h2>Vacuum slowly</h2><p>Two slow passes pick up far more grit than four fast ones. Grit is what wears carpet out.</p>" +
      '<h2>How often to deep clean</h2><p>Every 12 months for most homes, every six months with pets or young children. Our <a href="/carpet-and-upholstery-cleaning">carpet and upholstery team</a> tests every fabric before they start.</p>',
  ),
  post(
    "BLOG-008",
    "bookwell-renews-living-wage-accreditation",
    "Bookwell renews its Living Wage accreditation",
    "Bookwell News",
    "2026-10-01",
    "Every Bookwell cleaner is paid at least the London Living Wage, and keeps every tip.",
    "<p>We are proud to have renewed our accreditation as a Living Wage employer for a fifth year. Every cleaner, technician and driver who works with us is paid at least the London Living Wage, reviewed each November.</p>" +
      "<p>Tips left through My Feedback go to your cleaner in full, with no deduction.</p>" +
      "<blockquote><p>Fair pay is why our cleaners stay, and why customers see the same friendly face every week.</p></blockquote>" +
      "<p>Thank you to every customer who has supported us along the way.</p>",
  ),
  post(
    "BLOG-009",
    "preparing-your-home-for-christmas-guests",
    "Preparing your home for Christmas guests",
    "Cleaning Tips",
    "2026-11-12",
    "The guest room, the bathroom and the kitchen: what to clean first when family is coming to stay.",
    "<p>Guests notice three places: where they sleep, where they wash and where they eat. Start there.</p>" +
      "<h2>The guest room</h2><p>Wash the spare bedding a week ahead so it does not smell of the cupboard, clear a drawer and a few hangers, and put out a glass for water.</p>" +
      "<h2>The bathroom</h2><p>Descale the shower head, put out fresh towels and a spare toothbrush, and empty the bin.</p>" +
      "<h2>The kitchen</h2><p>Clean the oven before you need it for the roast, not after. Then clear the fridge to make room for the food.</p>" +
      '<p>Christmas dates go quickly: <a href="/deep-cleaning">book a deep clean</a> for the week before your guests arrive.</p>',
  ),
  post(
    "BLOG-010",
    "new-year-office-reset",
    "The new year office reset",
    "Office Life",
    "2026-12-29",
    "Start January with a clean slate: a one-off deep clean while the office is quiet.",
    "<p>The days between Christmas and New Year are the best time to deep clean an office: nobody is at their desk, and the carpets have all week to dry.</p>" +
      '<p>Book a one-off clean through a <a href="/enquiry">corporate enquiry</a>.</p>',
  ),
];

import { paragraphs, safeHtml } from "./html";

/**
 * The menu (home/services, home/ourservices), each sub-service's booking options
 * (home/services/detailII/{subsvcnum}) and its content page (cms/ourservice/{pageid}).
 * A sub-service's number is the catalogue category it books (seed/catalogue.ts), so the menu,
 * the questionnaire and the package listing all say RHC for regular home cleaning.
 */

export type SubServiceOption = { wdesc: string; matcatnum: string; btnlink: string };

export type SubService = {
  subsvcnum: string;
  subsvcname: string;
  subsvcdesc: string;
  imageurl: string;
  prodpageid: string;
  header_img: string;
  header_desc: string;
  options: SubServiceOption[];
};

export type Service = {
  svcnum: string;
  svcname: string;
  svcdesc: string;
  imageurl: string;
  subservices: SubService[];
};

/** Where a Book Now of a sub-service option leads: the package listing for its category. */
const LISTING = "/package-listing";

export const SERVICES: readonly Service[] = [
  {
    svcnum: "HOME",
    svcname: "Home Cleaning",
    svcdesc:
      "Vetted, insured cleaners for London homes: a weekly or fortnightly clean, a one-off deep clean, or a move-out clean your letting agent will sign off.",
    imageurl: "/images/services/home-cleaning.jpg",
    subservices: [
      {
        subsvcnum: "RHC",
        subsvcname: "Regular home cleaning",
        subsvcdesc:
          "The same cleaner every week or fortnight, from £24.00 an hour. Products and equipment included.",
        imageurl: "/images/services/regular-home-cleaning.jpg",
        prodpageid: "regular-home-cleaning",
        header_img: "/images/services/headers/regular-home-cleaning.jpg",
        header_desc:
          "Come home to a clean house every week. Your regular cleaner learns how you like things done, and if they are ever away we send a fully briefed replacement.",
        options: [
          {
            wdesc: "Weekly or fortnightly cleaning with the same cleaner",
            matcatnum: "RHC",
            btnlink: LISTING,
          },
        ],
      },
      {
        subsvcnum: "DEEP",
        subsvcname: "Deep cleaning",
        subsvcdesc:
          "A top-to-bottom clean for the places a weekly clean skips: ovens, limescale, skirting boards and behind the furniture.",
        imageurl: "/images/services/deep-cleaning.jpg",
        prodpageid: "deep-cleaning",
        header_img: "/images/services/headers/deep-cleaning.jpg",
        header_desc:
          "Spring clean, a new baby on the way or family coming to stay: a team of two gives your home the attention it has been waiting for.",
        options: [
          { wdesc: "Deep clean, priced by the hour", matcatnum: "DEEP", btnlink: LISTING },
          {
            wdesc: "After builders or decorators: we assess the job first",
            matcatnum: "ASSESS",
            btnlink: LISTING,
          },
        ],
      },
      {
        subsvcnum: "EOT",
        subsvcname: "End of tenancy cleaning",
        subsvcdesc:
          "A clean to inventory standard, at a fixed price per property, with a free re-clean within 72 hours if your agent asks for one.",
        imageurl: "/images/services/end-of-tenancy.jpg",
        prodpageid: "end-of-tenancy-cleaning",
        header_img: "/images/services/headers/end-of-tenancy.jpg",
        header_desc:
          "Get your deposit back. Our end of tenancy checklist follows the one London letting agents use, and a supervisor checks every property before we hand back the keys.",
        options: [
          {
            wdesc: "End of tenancy clean, fixed price per property",
            matcatnum: "EOT",
            btnlink: LISTING,
          },
        ],
      },
    ],
  },
  {
    svcnum: "BUSINESS",
    svcname: "Office Cleaning",
    svcdesc:
      "Early-morning or evening cleaning for offices, studios and surgeries, and a one-off clean when the builders have gone.",
    imageurl: "/images/services/office-cleaning.jpg",
    subservices: [
      {
        subsvcnum: "OFFICE",
        subsvcname: "Office cleaning",
        subsvcdesc:
          "Desks, kitchens and washrooms cleaned outside your working hours, from £30.00 an hour.",
        imageurl: "/images/services/office-cleaning.jpg",
        prodpageid: "office-cleaning",
        header_img: "/images/services/headers/office-cleaning.jpg",
        header_desc:
          "A clean office without the disruption: our teams arrive after you leave, hold their own keys and alarm codes securely, and leave a note of anything that needs your attention.",
        options: [
          {
            wdesc: "Evening office cleaning, up to 3,000 sq ft",
            matcatnum: "OFFICE",
            btnlink: LISTING,
          },
        ],
      },
      {
        subsvcnum: "ASSESS",
        subsvcname: "Post-renovation cleaning",
        subsvcdesc:
          "Dust, paint spots and plaster removed after building work. A supervisor visits first and quotes for the job.",
        imageurl: "/images/services/post-renovation.jpg",
        prodpageid: "post-renovation-cleaning",
        header_img: "/images/services/headers/post-renovation.jpg",
        header_desc:
          "Every renovation leaves something different behind, so we look before we quote. Book a free assessment visit and receive a fixed quotation within one working day.",
        options: [
          {
            wdesc: "Free assessment visit and a fixed quotation",
            matcatnum: "ASSESS",
            btnlink: LISTING,
          },
        ],
      },
    ],
  },
  {
    svcnum: "SPECIALIST",
    svcname: "Specialist Cleaning",
    svcdesc:
      "Hot-water extraction for carpets, rugs and sofas, and a collect-and-return laundry and ironing service.",
    imageurl: "/images/services/specialist-cleaning.jpg",
    subservices: [
      {
        subsvcnum: "CARPET",
        subsvcname: "Carpet and upholstery cleaning",
        subsvcdesc:
          "Hot-water extraction that lifts stains and allergens from carpets, rugs, sofas and mattresses.",
        imageurl: "/images/services/carpet-and-upholstery.jpg",
        prodpageid: "carpet-and-upholstery-cleaning",
        header_img: "/images/services/headers/carpet-and-upholstery.jpg",
        header_desc:
          "Carpets dry in three to four hours, sofas overnight. Our technicians test every fabric first and use only treatments that are safe for children and pets.",
        options: [
          {
            wdesc: "Carpets, rugs and upholstery, priced per room or item",
            matcatnum: "CARPET",
            btnlink: LISTING,
          },
        ],
      },
      {
        subsvcnum: "LAUNDRY",
        subsvcname: "Laundry and ironing",
        subsvcdesc:
          "We collect, wash, dry, iron and return your laundry within 48 hours, folded or on hangers.",
        imageurl: "/images/services/laundry.jpg",
        prodpageid: "laundry-and-ironing",
        header_img: "/images/services/headers/laundry.jpg",
        header_desc:
          "Hand over a bag at the door and get it back two days later, washed at the temperature on the label and pressed. No questionnaire: choose your items and book.",
        options: [
          { wdesc: "Laundry bags and ironing items", matcatnum: "LAUNDRY", btnlink: LISTING },
        ],
      },
    ],
  },
];

/** A section order of a service page: the cmsPage fields it shows, in order. */
type Section = "body_freetext" | "body_carousel" | "body_accordion" | "body_prod";

export type ServicePage = {
  pageid: string;
  title: string;
  desc: string;
  header_desc?: string;
  header_image?: string;
  orderby: Section[];
  body_freetext?: string;
  body_carousel?: { image: string; alt: string }[];
  body_accordion_title?: string;
  body_accordion?: { header: string; content: string }[];
  body_prod?: { html: string; btn: string; btnlink: string; catnum: string }[];
};

const carousel = (folder: string, ...alts: string[]) =>
  alts.map((alt, index) => ({ image: `/images/services/${folder}/${index + 1}.jpg`, alt }));

const product = (catnum: string, title: string, price: string, ...points: string[]) => ({
  html: safeHtml(
    `<h3>${title}</h3><p><strong>${price}</strong></p><ul>${points.map((point) => `<li>${point}</li>`).join("")}</ul>`,
  ),
  btn: "Book Now",
  btnlink: LISTING,
  catnum,
});

const answer = (header: string, ...lines: string[]) => ({ header, content: paragraphs(...lines) });

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    pageid: "regular-home-cleaning",
    title: "Regular Home Cleaning",
    desc: "Weekly and fortnightly home cleaning in London by vetted, insured cleaners.",
    header_desc:
      "The same friendly cleaner at the same time each week, from £24.00 an hour. Products and equipment included, no contract, cancel any time.",
    header_image: "/images/services/headers/regular-home-cleaning.jpg",
    orderby: ["body_freetext", "body_prod", "body_carousel", "body_accordion"],
    body_freetext: paragraphs(
      "A regular clean keeps your home the way you like it without giving up your evenings. Every Bookwell cleaner is interviewed in person, reference-checked and DBS-checked, and covered by our £5 million public liability insurance.",
      "Your first visit is a little longer, so your cleaner can learn the house and your priorities. After that, each visit follows a checklist you can change at any time from your account: kitchens and bathrooms cleaned and sanitised, floors vacuumed and mopped, surfaces dusted, beds made and bins emptied.",
      "Away on holiday? Skip a visit from My Booking up to 48 hours before it, at no cost.",
    ),
    body_prod: [
      product(
        "RHC",
        "Weekly clean",
        "From £24.00 per hour",
        "Three hours every week",
        "Same cleaner each visit",
        "Products and equipment included",
      ),
      product(
        "RHC",
        "Fortnightly clean",
        "From £26.00 per hour",
        "Three hours every other week",
        "Ideal for flats and smaller homes",
        "Skip or move a visit online",
      ),
      product(
        "RHC",
        "One-off clean",
        "From £28.00 per hour",
        "Before guests arrive or after a party",
        "Minimum three hours",
        "No commitment",
      ),
    ],
    body_carousel: carousel(
      "regular-home-cleaning",
      "A cleaner wiping a kitchen worktop",
      "A freshly made bed in a bright bedroom",
      "A spotless bathroom with folded towels",
    ),
    body_accordion_title: "Regular cleaning questions",
    body_accordion: [
      answer(
        "Do I need to provide cleaning products?",
        "No. Your cleaner brings professional, eco-friendly products and equipment, including a HEPA-filter vacuum. If you would rather we used your own products, just leave a note in the booking.",
      ),
      answer(
        "Do I need to be at home?",
        "Most customers give us a key or a key-safe code, which we store securely and never label with your address. You are welcome to be at home if you prefer.",
      ),
      answer(
        "What if I am not happy with a clean?",
        "Tell us within 48 hours and we will come back and re-clean the areas concerned, free of charge.",
      ),
    ],
  },
  {
    pageid: "deep-cleaning",
    title: "Deep Cleaning",
    desc: "One-off deep cleans for London homes: kitchens, bathrooms, limescale and the places a weekly clean skips.",
    header_desc:
      "A team of two with professional equipment, from £35.00 an hour. Ovens, extractor fans, limescale, skirting boards, inside cupboards and behind furniture.",
    header_image: "/images/services/headers/deep-cleaning.jpg",
    orderby: ["body_freetext", "body_accordion", "body_prod", "body_carousel"],
    body_freetext: paragraphs(
      "A deep clean is the reset button for your home. We start at the top of each room and work down: light fittings, door frames and skirting boards, then every surface, inside the kitchen cupboards and appliances, and finally the floors.",
      "Kitchens are degreased, ovens and hobs cleaned back to the metal, and bathrooms descaled so taps, tiles and shower screens shine again. Most two-bedroom homes take a team of two about five hours.",
    ),
    body_accordion_title: "What a deep clean includes",
    body_accordion: [
      answer(
        "Kitchen",
        "Inside and outside of the oven, hob and extractor hood; inside the fridge, microwave and cupboards; tiles and grout scrubbed; worktops and sink sanitised.",
      ),
      answer(
        "Bathrooms",
        "Limescale removed from taps, showers, screens and tiles; toilets, basins and baths sanitised; mirrors polished; extractor fans dusted.",
      ),
      answer(
        "Living areas and bedrooms",
        "Skirting boards, door frames, switches and radiators wiped; under and behind movable furniture vacuumed; windows cleaned inside; floors vacuumed and mopped.",
      ),
    ],
    body_prod: [
      product(
        "DEEP",
        "Deep clean",
        "From £35.00 per hour",
        "A team of two",
        "Minimum three hours",
        "All products and equipment included",
      ),
      product(
        "ASSESS",
        "After builders",
        "Free assessment, fixed quotation",
        "Dust and plaster removal",
        "Paint and adhesive spots lifted",
        "Quotation within one working day",
      ),
    ],
    body_carousel: carousel(
      "deep-cleaning",
      "An oven cleaned back to the metal",
      "A descaled shower screen",
      "Skirting boards being wiped down",
    ),
  },
  {
    pageid: "end-of-tenancy-cleaning",
    title: "End of Tenancy Cleaning",
    desc: "End of tenancy cleaning in London to inventory standard, with a free 72-hour re-clean guarantee.",
    header_desc:
      "Fixed prices by property size, a checklist agents recognise, and a free re-clean within 72 hours if anything is flagged at check-out.",
    header_image: "/images/services/headers/end-of-tenancy.jpg",
    orderby: ["body_freetext", "body_prod", "body_accordion", "body_carousel"],
    body_freetext: paragraphs(
      "Moving out is stressful enough. Our end of tenancy clean follows the inventory checklist used by London letting agents, so you can hand back the keys knowing the property is ready for inspection.",
      "The price is fixed by the number of bedrooms, not the hours it takes, and includes oven cleaning, limescale removal, interior windows and a final supervisor check. Carpet cleaning can be added when you book.",
    ),
    body_prod: [
      product(
        "EOT",
        "Two-bedroom property",
        "Fixed price £280.00",
        "Cleaning and a supervisor check on separate visits",
        "Oven and appliances included",
        "72-hour re-clean guarantee",
      ),
    ],
    body_accordion_title: "Before you book",
    body_accordion: [
      answer(
        "Does the property need to be empty?",
        "Yes, please. We clean inside every cupboard and wardrobe, so furniture can stay but your belongings should be gone.",
      ),
      answer(
        "Do you need electricity and hot water?",
        "Yes. Please keep the power and water connected until we have finished.",
      ),
      answer(
        "What is the re-clean guarantee?",
        "If your landlord or agent flags anything within 72 hours of our clean, send us the check-out report and we will return to put it right at no cost.",
      ),
    ],
    body_carousel: carousel(
      "end-of-tenancy",
      "An empty living room after an end of tenancy clean",
      "A gleaming kitchen ready for inspection",
    ),
  },
  {
    pageid: "office-cleaning",
    title: "Office Cleaning",
    desc: "Contract office cleaning in London, early mornings or evenings, by vetted and insured teams.",
    header_desc:
      "Daily, three times a week or weekly, outside your working hours. One named supervisor and a monthly quality audit.",
    header_image: "/images/services/headers/office-cleaning.jpg",
    orderby: ["body_freetext", "body_prod", "body_accordion"],
    body_freetext: paragraphs(
      "A clean workplace is good for your team and your visitors. Our office teams clean desks, meeting rooms, kitchens and washrooms before you arrive or after you leave, and restock soap, paper and bin liners as they go.",
      "You get one named supervisor, a written specification agreed at the start, and a monthly audit with photographs. Larger offices and shared buildings are quoted after a free site visit: send us a corporate enquiry.",
    ),
    body_prod: [
      product(
        "OFFICE",
        "Evening office clean",
        "From £30.00 per hour",
        "Offices up to 3,000 sq ft",
        "Consumables restocked",
        "Keys and alarm codes held securely",
      ),
    ],
    body_accordion_title: "Office cleaning questions",
    body_accordion: [
      answer(
        "Are your cleaners vetted?",
        "Every cleaner is DBS-checked and trained in handling confidential waste. We can work to your building's induction and security procedures.",
      ),
      answer(
        "Is there a minimum contract?",
        "No. Contracts run month to month with 30 days' notice.",
      ),
    ],
  },
  {
    pageid: "post-renovation-cleaning",
    title: "Post-Renovation Cleaning",
    desc: "Builders' cleans in London: dust, plaster and paint removed after building work, quoted after a free assessment.",
    header_desc:
      "Every renovation is different, so a supervisor visits first. You receive a fixed quotation within one working day, and you can accept it from your account.",
    header_image: "/images/services/headers/post-renovation.jpg",
    orderby: ["body_freetext", "body_accordion", "body_prod"],
    body_freetext: paragraphs(
      "Fine dust gets everywhere after building work: inside cupboards, on top of door frames and in the tracks of windows. Our post-renovation teams use HEPA-filter vacuums and microfibre systems to remove it, then clean every surface, fitting and floor.",
      "Book a free assessment visit at a time that suits you. The supervisor walks through the property with you, notes anything unusual such as paint on glass or adhesive on floors, and sends a fixed quotation to your account.",
    ),
    body_accordion_title: "How the assessment works",
    body_accordion: [
      answer(
        "How long does the visit take?",
        "About 30 minutes for a flat and up to an hour for a house.",
      ),
      answer(
        "Is there any charge for the assessment?",
        "No. The visit and the quotation are free, and there is no obligation to accept.",
      ),
    ],
    body_prod: [
      product(
        "ASSESS",
        "Free assessment visit",
        "Quotation within one working day",
        "Walk-through with a supervisor",
        "Fixed price, no surprises",
        "Accept online from My Request",
      ),
    ],
  },
  {
    pageid: "carpet-and-upholstery-cleaning",
    title: "Carpet and Upholstery Cleaning",
    desc: "Professional carpet, rug and sofa cleaning in London by hot-water extraction. Safe for children and pets.",
    header_desc:
      "Hot-water extraction lifts stains, odours and allergens. Carpets dry in three to four hours; add stain guard or sofa cleaning when you book.",
    header_image: "/images/services/headers/carpet-and-upholstery.jpg",
    orderby: ["body_freetext", "body_carousel", "body_prod", "body_accordion"],
    body_freetext: paragraphs(
      "Vacuuming removes surface dirt, but carpets hold far more than you can see. Our technicians pre-treat stains, then use truck-mounted or portable hot-water extraction to rinse the fibres and draw the dirt out.",
      "Every fabric is tested first, and we only use treatments that are safe for children and pets. Wool rugs, delicate upholstery and mattresses are welcome.",
    ),
    body_carousel: carousel(
      "carpet-and-upholstery",
      "A technician cleaning a living-room carpet",
      "A fabric sofa before and after cleaning",
      "A wool rug drying after treatment",
    ),
    body_prod: [
      product(
        "CARPET",
        "Carpet cleaning, per room",
        "From £35.00 per room",
        "Pre-treatment of stains",
        "Hot-water extraction",
        "Add stain guard or upholstery",
      ),
    ],
    body_accordion_title: "Carpet cleaning questions",
    body_accordion: [
      answer(
        "How long until I can walk on the carpet?",
        "Usually three to four hours. Open a window and it will dry faster.",
      ),
      answer(
        "Will every stain come out?",
        "Most do. Some, such as bleach or old red wine, change the fibre colour permanently; your technician will tell you before starting.",
      ),
    ],
  },
  {
    pageid: "laundry-and-ironing",
    title: "Laundry and Ironing",
    desc: "Laundry and ironing collected from your door in London and returned within 48 hours.",
    header_desc:
      "We collect, wash, dry, iron and return within 48 hours. Choose a bag or individual items and book: there are no questions to answer.",
    header_image: "/images/services/headers/laundry.jpg",
    orderby: ["body_freetext", "body_prod", "body_accordion"],
    body_freetext: paragraphs(
      "Hand your laundry to our driver and get it back two days later, washed at the temperature on each label, dried, pressed and folded or hung.",
      "Shirts are returned on hangers; bedding is folded and bagged. Items that need dry cleaning are sent to our partner dry cleaner and returned with the rest of your order.",
    ),
    body_prod: [
      product(
        "LAUNDRY",
        "Laundry, wash and fold",
        "£18.00 per 6 kg bag",
        "Up to 6 kg of washing",
        "Washed, dried and folded",
        "Add ironing per item",
      ),
    ],
    body_accordion_title: "Laundry questions",
    body_accordion: [
      answer(
        "When do you collect?",
        "Between 8am and 8pm on the day you choose. We text you when the driver is 30 minutes away.",
      ),
      answer(
        "What if something is damaged?",
        "Tell us within 48 hours of delivery. Every order is insured up to £500 per item.",
      ),
    ],
  },
];

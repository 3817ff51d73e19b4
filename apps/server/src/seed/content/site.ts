import { paragraphs, safeHtml } from "./html";
import { SERVICES } from "./services";

/**
 * The shell's documents (cms/home-top, cms/footer) and the home page's blocks (cms/home-body-2,
 * cms/home-body-3), plus the bank-transfer instructions (cms/paynow).
 */

export const HOTLINE = "020 7946 0000";
export const EMAIL = "hello@bookwell.co.uk";
export const HOURS = "8am to 8pm daily";
export const ADDRESS = "Bookwell Ltd, 2nd Floor, 14 Clerkenwell Close, London EC1R 0AA";
/** WhatsApp Business number (Ofcom's drama range: 07700 900000 to 900999). */
const WHATSAPP = "https://wa.me/447700900000";

const serviceLinks = SERVICES.flatMap((service) =>
  service.subservices.map((sub) => ({ title: sub.subsvcname, link: `/${sub.prodpageid}` })),
);

export const HOME_TOP = {
  navbar: [
    { title: "Home", link: "/" },
    { title: "Our Services", link: "/our-services" },
    { title: "Rates", link: "/rate" },
    { title: "How It Works", link: "/how-it-works" },
    { title: "Corporate Enquiry", link: "/enquiry" },
    { title: "Blog", link: "/blog" },
    { title: "Contact Us", link: "/contact-us" },
  ],
  announcementSlider: [
    {
      content: safeHtml(
        '<p><strong>New customers:</strong> 10% off your first clean with code <strong>WELCOME10</strong>. <a href="/regular-home-cleaning">Book a regular clean</a></p>',
      ),
    },
    {
      content: safeHtml(
        '<p>Moving out before Christmas? End of tenancy cleans from <strong>£280.00</strong>, with a 72-hour re-clean guarantee. <a href="/end-of-tenancy-cleaning">See what is included</a></p>',
      ),
    },
    {
      content: safeHtml(
        `<p>Questions? Call us on <a href="tel:+442079460000">${HOTLINE}</a>, ${HOURS}.</p>`,
      ),
    },
  ],
  slider: [
    {
      image: "/images/home/hero-1.jpg",
      alt: "A Bookwell cleaner wiping down a bright London kitchen",
      title: "A cleaner home, booked in 60 seconds",
      subtitle: "Vetted, insured cleaners across London, from £24.00 an hour.",
      btn: "Book Now",
      btnlink: "/regular-home-cleaning",
    },
    {
      image: "/images/home/hero-2.jpg",
      alt: "An empty flat after an end of tenancy clean",
      title: "Get your deposit back",
      subtitle: "End of tenancy cleaning to inventory standard, at a fixed price.",
      btn: "See prices",
      btnlink: "/end-of-tenancy-cleaning",
    },
    {
      image: "/images/home/hero-3.jpg",
      alt: "An open-plan office cleaned after hours",
      title: "Offices cleaned while you are away",
      subtitle: "Evening and early-morning teams with one named supervisor.",
      btn: "Make an enquiry",
      btnlink: "/enquiry",
    },
  ],
  whatsapp: WHATSAPP,
  hotline: HOTLINE,
  hours: HOURS,
  /** The home page's trusted-by carousel. */
  partners: [
    { image: "/images/partners/trustpilot.svg", name: "Trustpilot" },
    { image: "/images/partners/which-trusted-trader.svg", name: "Which? Trusted Trader" },
    { image: "/images/partners/british-cleaning-council.svg", name: "British Cleaning Council" },
    { image: "/images/partners/living-wage-employer.svg", name: "Living Wage Employer" },
    { image: "/images/partners/safe-contractor.svg", name: "SafeContractor" },
    { image: "/images/partners/dbs-checked.svg", name: "DBS checked staff" },
  ],
};

export const FOOTER = {
  general: [
    { title: "About Us", link: "/about-us" },
    { title: "How It Works", link: "/how-it-works" },
    { title: "Rates", link: "/rate" },
    { title: "FAQ", link: "/faq" },
    { title: "Blog", link: "/blog" },
    { title: "Shop", link: "/shop" },
    { title: "Contact Us", link: "/contact-us" },
    { title: "Corporate Enquiry", link: "/enquiry" },
    { title: "Be A Service Crew", link: "/service-crew" },
    { title: "Terms and Conditions", link: "/terms-and-condition" },
    { title: "Terms of Use", link: "/terms-of-use" },
    { title: "Privacy Policy", link: "/privacy-policy" },
  ],
  our_Services: [...serviceLinks, { title: "All services", link: "/our-services" }],
  find_us_here: { addr: ADDRESS, phone: HOTLINE, email: EMAIL, hours: HOURS },
  social: [
    { title: "Facebook", link: "https://www.facebook.com/bookwellcleaning" },
    { title: "Instagram", link: "https://www.instagram.com/bookwellcleaning" },
  ],
  review: { title: "Rated Excellent on Trustpilot", image: "/images/footer/trustpilot.svg" },
  payments: [
    { title: "Visa", image: "/images/footer/visa.svg" },
    { title: "Mastercard", image: "/images/footer/mastercard.svg" },
    { title: "American Express", image: "/images/footer/amex.svg" },
    { title: "Apple Pay", image: "/images/footer/apple-pay.svg" },
  ],
  copyright: "© 2026 Bookwell Ltd. Registered in England and Wales, company number 09876543.",
};

/** Home: the customer content block. */
export const HOME_BODY_2 = {
  body: {
    title: "Why London homes choose Bookwell",
    html: paragraphs(
      "Since 2014 we have cleaned more than 40,000 homes and offices across all 32 London boroughs. Every cleaner is interviewed in person, DBS-checked and paid the London Living Wage, which is why most of them stay with us for years.",
      "Book online in a minute, pay securely, and manage everything from your account: skip a visit, change a date, add extras or leave feedback after each clean.",
    ),
    image: "/images/home/customer-block.jpg",
    stats: [
      { value: "40,000+", label: "homes and offices cleaned" },
      { value: "4.8/5", label: "average rating from 6,200 reviews" },
      { value: "£5m", label: "public liability insurance" },
    ],
  },
};

/** Home: the countries flag carousel. */
export const HOME_BODY_3 = {
  title: "Where you can book Bookwell",
  flag: [
    { image: "/images/flags/gb-eng.svg", name: "England" },
    { image: "/images/flags/gb-wls.svg", name: "Wales" },
    { image: "/images/flags/gb-sct.svg", name: "Scotland" },
    { image: "/images/flags/sg.svg", name: "Singapore" },
  ],
};

/** Bank transfer: the QR image and the steps shown beside the booking's own QR code. */
export const PAY_NOW = {
  qrcode: "/images/paynow/bank-transfer-qr.png",
  instruction: [
    {
      header: "Open your banking app",
      content: "Choose Pay by QR code, or Pay someone new if your app cannot scan codes.",
    },
    {
      header: "Scan the code or enter our details",
      content: "Bookwell Ltd, sort code 04-00-75, account number 21469012.",
    },
    {
      header: "Use your booking reference",
      content:
        "Enter the booking reference shown above as the payment reference, so we can match your payment.",
    },
    {
      header: "We confirm within one working day",
      content:
        "Your booking is confirmed when the payment arrives; you will see it as Confirmed in My Booking.",
    },
  ],
};

import { paragraphs, safeHtml } from "./html";
import { ADDRESS, EMAIL, HOTLINE, HOURS } from "./site";

/**
 * The static pages (visitor-and-entry.md section 2, "Static pages"): about, rates, how it
 * works, FAQ, contact, and the three legal pages. Each is what its call answers in
 * `data.content`.
 */

const section = (heading: string, ...lines: string[]) => ({ heading, html: paragraphs(...lines) });

export const ABOUT_US = {
  title: "About Bookwell",
  header_image: "/images/about/header.jpg",
  about: {
    heading: "Who we are",
    html: paragraphs(
      "Bookwell is a London cleaning company for homes and offices. We started in 2014 with two cleaners and a borrowed van in Islington; today more than 300 cleaners, technicians and drivers work with us across every London borough.",
      "We do one thing and try to do it properly: send a trained, trusted person to your door at the time you chose, and make it easy to book, change and pay.",
    ),
    image: "/images/about/team.jpg",
  },
  values: {
    heading: "What we stand for",
    items: [
      {
        title: "Trust",
        text: "Every cleaner is interviewed in person, reference-checked and DBS-checked before their first job.",
        icon: "/images/about/values-trust.svg",
      },
      {
        title: "Fair pay",
        text: "We are an accredited Living Wage employer, and our crews keep every tip in full.",
        icon: "/images/about/values-fair-pay.svg",
      },
      {
        title: "Care for the planet",
        text: "Refillable, plant-based products, microfibre cloths and electric vans in central London.",
        icon: "/images/about/values-planet.svg",
      },
      {
        title: "Getting it right",
        text: "Not happy with a clean? Tell us within 48 hours and we will come back free of charge.",
        icon: "/images/about/values-guarantee.svg",
      },
    ],
  },
  history: {
    heading: "Our story",
    timeline: [
      {
        year: "2014",
        text: "Founded in Islington by Hannah and Daniel Okafor, cleaning 20 homes a week.",
      },
      { year: "2017", text: "End of tenancy and deep cleaning teams launched for letting agents." },
      { year: "2019", text: "Office cleaning for more than 100 London businesses." },
      { year: "2021", text: "Accredited as a Living Wage employer." },
      {
        year: "2024",
        text: "Online booking, account area and same-week availability across London.",
      },
      {
        year: "2026",
        text: "40,000 homes and offices cleaned, and our first partner team in Singapore.",
      },
    ],
  },
  banner: {
    text: "Have a question about our services? Our team is here 8am to 8pm daily.",
    btn: "Contact Us",
    btnlink: "/contact-us",
  },
};

const card = (title: string, name: string, price: string, unit: string, btnlink: string) => ({
  title,
  image: `/images/rates/${btnlink.slice(1)}.svg`,
  content: { name, price, unit, btnlink },
});

export const RATES = {
  title: "Our Rates",
  intro:
    "Clear prices with no hidden extras. Products and equipment are always included; VAT at 20% and a £5.00 service fee per booking are added at checkout.",
  cards: [
    card(
      "Regular home cleaning",
      "Weekly, 3 hours",
      "£24.00",
      "per hour",
      "/regular-home-cleaning",
    ),
    card(
      "Regular home cleaning",
      "Fortnightly, 3 hours",
      "£26.00",
      "per hour",
      "/regular-home-cleaning",
    ),
    card("One-off home clean", "Minimum 3 hours", "£28.00", "per hour", "/regular-home-cleaning"),
    card("Deep cleaning", "Team of two, minimum 3 hours", "£35.00", "per hour", "/deep-cleaning"),
    card(
      "End of tenancy",
      "Two-bedroom property",
      "£280.00",
      "fixed price",
      "/end-of-tenancy-cleaning",
    ),
    card(
      "Office cleaning",
      "Evenings, up to 3,000 sq ft",
      "£30.00",
      "per hour",
      "/office-cleaning",
    ),
    card(
      "Carpet cleaning",
      "Hot-water extraction",
      "£35.00",
      "per room",
      "/carpet-and-upholstery-cleaning",
    ),
    card("Laundry", "Wash and fold, 6 kg bag", "£18.00", "per bag", "/laundry-and-ironing"),
    card(
      "Post-renovation",
      "Assessment visit and quotation",
      "Free",
      "quotation",
      "/post-renovation-cleaning",
    ),
  ],
  note: "Prices shown are for London. Bank holiday bookings are charged at the same rate.",
};

export const HOW_IT_WORKS = {
  title: "How It Works",
  steps: [
    {
      step: 1,
      title: "Choose your service",
      description:
        "Pick a service and tell us a little about your home: the type of property and the number of bedrooms and bathrooms.",
      icon: "/images/how-it-works/step-1.svg",
    },
    {
      step: 2,
      title: "Pick a date and time",
      description:
        "See the packages that match your home, then choose a day and a two-hour arrival window that suits you.",
      icon: "/images/how-it-works/step-2.svg",
    },
    {
      step: 3,
      title: "Pay securely",
      description:
        "Pay by card or bank transfer, use your Bookwell credit, or add a promo code. You are only charged for what you booked.",
      icon: "/images/how-it-works/step-3.svg",
    },
    {
      step: 4,
      title: "Relax, we clean",
      description:
        "Your vetted cleaner arrives on time with everything needed. Rate the clean afterwards and manage future visits from My Account.",
      icon: "/images/how-it-works/step-4.svg",
    },
  ],
  image: "/images/how-it-works/booking-on-phone.jpg",
};

const qa = (question: string, answer: string) => ({ question, answer: paragraphs(answer) });

export const FAQ = [
  {
    title: "Booking",
    list: [
      qa(
        "How far ahead do I need to book?",
        "Most services can be booked from two days ahead; office cleaning needs five days to plan the first visit. Later dates appear in the calendar as soon as they are available.",
      ),
      qa(
        "Can I choose my cleaner?",
        "Regular cleans keep the same cleaner every visit. If you would like a change, send us a message from My Account and we will arrange it.",
      ),
      qa(
        "Do I need to be at home during the clean?",
        "No. Many customers leave a key or a key-safe code, which we store securely and never label with your address.",
      ),
    ],
  },
  {
    title: "Payments and prices",
    list: [
      qa(
        "When am I charged?",
        "Card payments are taken when you confirm your booking. Bank transfers must arrive before the day of the clean.",
      ),
      qa(
        "What is the service fee?",
        "A flat £5.00 per booking covers insurance, vetting and customer support. VAT is added at 20%.",
      ),
      qa(
        "How do I use a promo code or my credit?",
        "Enter the code at the Finalise Booking step. Available credit is shown at Checkout and can pay for part or all of a booking.",
      ),
    ],
  },
  {
    title: "Changes and cancellations",
    list: [
      qa(
        "Can I change the date of my booking?",
        "Yes. Open the booking in My Booking and choose Change Date, up to the lead time of your package (usually 48 hours).",
      ),
      qa(
        "Can I skip a regular clean?",
        "Yes. Skip a visit of a weekly or fortnightly package from My Booking and it moves to the next available week.",
      ),
      qa(
        "How do refunds work?",
        "Request a refund from the booking's details page. Refunds go back to your card or to your Bookwell credit within five working days.",
      ),
    ],
  },
  {
    title: "Our cleaners",
    list: [
      qa(
        "Are your cleaners insured and vetted?",
        "Every cleaner is interviewed, reference-checked and DBS-checked, and covered by our £5 million public liability insurance.",
      ),
      qa(
        "Can I tip my cleaner?",
        "Yes. After a completed clean, leave feedback in My Feedback and add a tip from your credit; your cleaner receives all of it.",
      ),
    ],
  },
];

export const CONTACT_US = {
  title: "Contact Us",
  intro: `Call us on ${HOTLINE}, ${HOURS}, or send us a message below and we will reply the same day.`,
  generaloffice: {
    title: "Head office",
    addr: ADDRESS,
    phone: HOTLINE,
    email: EMAIL,
    hours: HOURS,
  },
  generalofficelist: [
    { label: "Bookings and general questions", value: HOTLINE, link: "tel:+442079460000" },
    { label: "Email", value: EMAIL, link: `mailto:${EMAIL}` },
    {
      label: "Business accounts",
      value: "business@bookwell.co.uk",
      link: "mailto:business@bookwell.co.uk",
    },
    { label: "Careers", value: "crew@bookwell.co.uk", link: "mailto:crew@bookwell.co.uk" },
  ],
  office1: {
    title: "North London depot",
    addr: "Unit 6, Brewery Road Trading Estate, London N7 9PD",
    phone: "020 7946 0123",
    hours: "Monday to Saturday, 7am to 7pm",
  },
  office2: {
    title: "South London depot",
    addr: "Arch 42, Lavender Hill, London SW11 5RW",
    phone: "020 7946 0456",
    hours: "Monday to Saturday, 7am to 7pm",
  },
  /** The map's centre: Clerkenwell, central London. */
  map_lat: 51.5237,
  map_long: -0.1053,
};

const legal = (title: string, updated: string, sections: { heading: string; html: string }[]) => ({
  title,
  updated,
  body: safeHtml(sections.map((s) => `<h2>${s.heading}</h2>${s.html}`).join("")),
});

export const TERMS_AND_CONDITIONS = legal("Terms and Conditions", "2026-09-01", [
  section(
    "1. About these terms",
    "These terms apply to every cleaning, laundry and related service you book with Bookwell Ltd, a company registered in England and Wales (company number 09876543), whose registered office is at 2nd Floor, 14 Clerkenwell Close, London EC1R 0AA.",
    "By confirming a booking you accept these terms. Please read them together with our Privacy Policy.",
  ),
  section(
    "2. Bookings",
    "A booking is confirmed when we have received payment, or, for bank transfers, when the transfer has arrived. We will show the confirmed booking in My Booking and send you a confirmation message.",
    "Prices are those shown at checkout and include VAT at 20% and a £5.00 service fee per booking. Quotations for assessed work are valid for 30 days.",
  ),
  section(
    "3. Access and safety",
    "Please make sure our crew can get into the property at the agreed time and that electricity and hot water are available. If we cannot get in, the visit may be charged in full.",
    "Our crew may decline work that is unsafe, such as cleaning at height without proper access, or areas affected by mould or hazardous waste.",
  ),
  section(
    "4. Changes, skips and cancellations",
    "You can change or skip a visit free of charge from My Booking up to the lead time of your package, usually 48 hours before the visit. Cancellations inside that time may be charged at 50% of the visit price.",
    "Refunds are made to your original payment method or, if you prefer, as Bookwell credit, within five working days.",
  ),
  section(
    "5. Our guarantee",
    "If you are not satisfied with a clean, tell us within 48 hours and we will return to re-clean the areas concerned at no charge. End of tenancy cleans carry a 72-hour re-clean guarantee.",
  ),
  section(
    "6. Damage and liability",
    "We are insured for £5 million public liability. Please report any damage within 48 hours with photographs. We are not liable for pre-existing damage, wear and tear, or items that were not safe to clean as instructed.",
    "Nothing in these terms limits your rights as a consumer under the Consumer Rights Act 2015.",
  ),
  section(
    "7. Credit and vouchers",
    "Bookwell credit is valid for 12 months from the date it is added and cannot be exchanged for cash. Promo codes are subject to their own conditions, such as a minimum spend or validity dates, and one code applies per cart.",
  ),
  section(
    "8. Complaints and law",
    `Contact us on ${HOTLINE} or at ${EMAIL} and we will reply within one working day. These terms are governed by the law of England and Wales.`,
  ),
]);

export const TERMS_OF_USE = legal("Terms of Use", "2026-09-01", [
  section(
    "1. Using this website",
    "This website is operated by Bookwell Ltd. By using it you agree to these terms of use. If you do not agree, please do not use the site.",
  ),
  section(
    "2. Your account",
    "You are responsible for keeping your password confidential and for activity under your account. Tell us straight away if you think someone else has used it.",
    "We may suspend an account that is used to make false bookings, abuse our crews or misuse promo codes.",
  ),
  section(
    "3. Content",
    "The text, images and logos on this site belong to Bookwell Ltd or its licensors. You may view and print pages for your own use, but not copy them for commercial purposes.",
  ),
  section(
    "4. Acceptable use",
    "You must not try to gain unauthorised access to the site, interfere with its operation, or use automated tools to collect information from it.",
  ),
  section(
    "5. Availability",
    "We aim to keep the site available at all times, but we may need to suspend it for maintenance. Prices and availability shown are correct at the time of display and may change.",
  ),
  section(
    "6. Links",
    "Links to other websites are provided for your convenience. We are not responsible for their content.",
  ),
  section(
    "7. Changes",
    "We may update these terms from time to time. The date at the top of this page shows when they last changed.",
  ),
]);

export const PRIVACY_POLICY = legal("Privacy Policy", "2026-09-01", [
  section(
    "1. Who we are",
    `Bookwell Ltd is the controller of the personal data described in this policy. You can contact our data protection lead at privacy@bookwell.co.uk or by post at ${ADDRESS}.`,
  ),
  section(
    "2. What we collect",
    "Your name, e-mail address, phone number and the addresses where you want us to clean; details of your property such as the number of bedrooms; your bookings, payments, feedback and messages with us.",
    "Card details are handled by our payment provider and never reach our servers.",
  ),
  section(
    "3. Why we use it",
    "To provide the services you book (contract), to keep our crews and customers safe and prevent fraud (legitimate interests), to meet tax and accounting rules (legal obligation), and to send you our newsletter if you ask for it (consent).",
  ),
  section(
    "4. Who we share it with",
    "The crew member who carries out your booking sees your name, the address and your instructions for that visit only. We also share data with our payment provider, our IT and e-mail providers, and our accountants, all under contract.",
    "We never sell your personal data.",
  ),
  section(
    "5. How long we keep it",
    "Booking and payment records are kept for six years to meet tax rules. Newsletter sign-ups are kept until you unsubscribe. Enquiries that do not lead to a booking are deleted after 12 months.",
  ),
  section(
    "6. Your rights",
    "You can ask for a copy of your data, ask us to correct or delete it, object to how we use it, or withdraw consent at any time. You can also complain to the Information Commissioner's Office at ico.org.uk.",
  ),
  section(
    "7. Cookies",
    "We use essential cookies to keep you logged in and, if you accept them, analytics cookies to understand how the site is used. You can change your choice at any time from the cookie banner.",
  ),
]);

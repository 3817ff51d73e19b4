import { SERVICES, SERVICE_PAGES } from "./services";

/**
 * Page metadata for every url of visitor-and-entry.md's route table (section 2), each alias
 * with its main route as `canonical`, plus one entry per service page. Blog posts get theirs
 * from the post itself when they are published (handlers/content/content.ts).
 */
export type PageMeta = {
  url: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: string;
};

const BRAND = "Bookwell";
const COMMON = "cleaning London, cleaners London";

const page = (
  url: string,
  title: string,
  description: string,
  keywords: string,
  aliases: string[] = [],
): PageMeta[] =>
  [url, ...aliases].map((path) => ({
    url: path,
    title: `${title} | ${BRAND}`,
    description,
    keywords: `${keywords}, ${COMMON}`,
    canonical: url,
    robots: "index, follow",
  }));

/** Pages no search engine should list: forms' results and the customer's own screens. */
const privatePage = (url: string, title: string, description: string): PageMeta => ({
  url,
  title: `${title} | ${BRAND}`,
  description,
  keywords: "",
  canonical: url,
  robots: "noindex, nofollow",
});

const servicePages: PageMeta[] = SERVICE_PAGES.flatMap((servicePage) => {
  const sub = SERVICES.flatMap((s) => s.subservices).find(
    (s) => s.prodpageid === servicePage.pageid,
  );
  return page(
    `/${servicePage.pageid}`,
    `${servicePage.title} in London`,
    servicePage.desc,
    `${servicePage.title.toLowerCase()}, ${sub?.subsvcname.toLowerCase() ?? servicePage.pageid}`,
  );
});

export const PAGE_METADATA: readonly PageMeta[] = [
  ...page(
    "/",
    "Home and Office Cleaning in London",
    "Book vetted, insured home and office cleaners across London in 60 seconds. Regular, deep and end of tenancy cleaning from £24.00 an hour.",
    "home cleaning, office cleaning, end of tenancy cleaning, deep cleaning",
    ["/index"],
  ),
  ...page(
    "/about-us",
    "About Us",
    "Bookwell has cleaned more than 40,000 London homes and offices since 2014. Meet the team, our values and our story.",
    "about Bookwell, London cleaning company, Living Wage cleaners",
    ["/aboutus"],
  ),
  ...page(
    "/enquiry",
    "Corporate Enquiry",
    "Tell us about your office, studio or building and receive a tailored cleaning proposal. We reply the same day.",
    "office cleaning quote, commercial cleaning enquiry, contract cleaning",
    ["/corporate-enquiry"],
  ),
  ...page(
    "/rate",
    "Our Rates",
    "Clear cleaning prices for London: regular cleaning from £24.00 an hour, end of tenancy from £280.00, carpet cleaning from £35.00 a room.",
    "cleaning prices, cleaner hourly rate, end of tenancy cleaning price",
    ["/ourrates"],
  ),
  ...page(
    "/how-it-works",
    "How It Works",
    "Choose a service, pick a date and time, pay securely and relax: how booking a Bookwell cleaner works.",
    "book a cleaner online, how to book cleaning",
  ),
  ...page(
    "/faq",
    "Frequently Asked Questions",
    "Answers about booking, prices, changes, cancellations and our cleaners.",
    "cleaning FAQ, cancel cleaning booking, cleaner insurance",
  ),
  ...page(
    "/contact-us",
    "Contact Us",
    "Call 020 7946 0000, 8am to 8pm daily, e-mail us or send a message. Offices in Clerkenwell, Holloway and Battersea.",
    "contact Bookwell, cleaning company phone number",
  ),
  ...page(
    "/blog",
    "Blog",
    "Cleaning tips, moving home advice, office life and news from the Bookwell team.",
    "cleaning tips, cleaning blog, moving home checklist",
  ),
  ...page(
    "/shop",
    "Shop",
    "Plant-based cleaning products, laundry care, microfibre tools and Bookwell gift vouchers.",
    "eco cleaning products, microfibre cloths, cleaning gift voucher",
  ),
  ...page(
    "/package-listing",
    "Choose Your Package",
    "Packages matched to your home, with prices and what is included.",
    "cleaning packages, cleaning prices",
  ),
  ...page(
    "/service-booking",
    "Book Your Service",
    "Choose a date and time, add your details and pay securely.",
    "book cleaning, cleaning appointment",
  ),
  ...page(
    "/privacy-policy",
    "Privacy Policy",
    "How Bookwell collects, uses and protects your personal data, and your rights under UK GDPR.",
    "privacy policy, data protection",
  ),
  ...page(
    "/terms-and-condition",
    "Terms and Conditions",
    "The terms that apply to every Bookwell booking: payments, changes, cancellations and our guarantee.",
    "terms and conditions, cancellation policy",
  ),
  ...page(
    "/terms-of-use",
    "Terms of Use",
    "The terms for using the Bookwell website and your account.",
    "terms of use, website terms",
    ["/terms-service"],
  ),
  ...page(
    "/service-crew",
    "Be A Service Crew",
    "Join Bookwell's cleaning crews: London Living Wage, flexible hours, paid training. We confirm applications within 24 hours.",
    "cleaning jobs London, cleaner vacancies, join Bookwell",
    ["/servicecrew"],
  ),
  ...page(
    "/our-services",
    "Our Services",
    "Home cleaning, deep cleaning, end of tenancy, office, carpet and upholstery, laundry and post-renovation cleaning across London.",
    "cleaning services London, all cleaning services",
    ["/ourservices"],
  ),
  ...servicePages,
  privatePage("/404", "Page Not Found", "The page you were looking for could not be found."),
  privatePage("/thankyou", "Thank You", "Thank you. We will contact you soon."),
  privatePage("/addon-listing", "Add-ons", "Add extras to your booking."),
  privatePage("/schedule-assessment", "Schedule Assessment", "Book a free assessment visit."),
  privatePage("/payment-successfully", "Payment", "The result of your payment."),
  privatePage("/paynow-qrcode", "Pay by Bank Transfer", "Pay your booking by bank transfer."),
  privatePage("/my-account/my-profile", "My Profile", "Your particulars, contacts and locations."),
  privatePage("/my-account/my-booking", "My Booking", "Your active bookings and history."),
  privatePage("/my-account/my-request", "My Request", "Your assessments and quotations."),
  privatePage("/my-account/my-credits", "My Credits", "Your credit balance and top-ups."),
  privatePage("/my-account/my-inbox", "My Inbox", "Messages from Bookwell."),
  privatePage("/my-account/my-feedback", "My Feedback", "Rate your completed services."),
];

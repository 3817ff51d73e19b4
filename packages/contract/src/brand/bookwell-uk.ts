import type { BrandInput } from "./brand";

/**
 * Bookwell UK, the first demo brand: London, pounds, the default tokens. The VAT number is
 * made up (no such registration exists): a real deployment writes its own brand file.
 */
export const bookwellUk = {
  id: "uk",
  name: "Bookwell",
  legal: {
    name: "Bookwell Ltd",
    address: ["2nd Floor, 14 Clerkenwell Close", "London EC1R 0AA", "United Kingdom"],
    companyNumber: "09876543",
  },
  locale: "en-GB",
  currency: "GBP",
  timeZone: "Europe/London",
  defaultCountry: "United Kingdom",
  // England and Wales bank holidays (the package's England list; Wales has the same days).
  holidays: { country: "GB", state: "ENG" },
  contact: { email: "hello@bookwell.co.uk", phone: "020 7946 0000", hours: "8am to 8pm daily" },
  logo: { wordmark: "Bookwell" },
  themeColour: "#006259",
  // £5.00 a booking, as the demo content's prices and terms say.
  serviceFee: 500,
  mail: { from: '"Bookwell" <no-reply@localhost>' },
  invoice: {
    taxName: "VAT",
    taxBasisPoints: 2000,
    vatNumber: "GB 123 4567 89 (demo)",
    footer: "Bookwell Ltd, registered in England and Wales. Thank you for booking with us.",
  },
  // Refund reasons and hours: the schema's defaults; the optional account tabs: off.
  social: [
    { label: "Facebook", url: "https://www.facebook.com/bookwellcleaning" },
    { label: "Instagram", url: "https://www.instagram.com/bookwellcleaning" },
  ],
} as const satisfies BrandInput;

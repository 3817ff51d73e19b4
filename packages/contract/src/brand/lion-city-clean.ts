import { DEFAULT_REFUND_REASONS } from "../constants";
import type { BrandInput } from "./brand";

/**
 * Lion City Clean, the second demo brand: Singapore, Singapore dollars, its own tokens
 * (`data-brand="sg"`, @bookwell/ui's `brands/sg.css`). Its GST number and UEN are made up.
 */
export const lionCityClean = {
  id: "sg",
  name: "Lion City Clean",
  legal: {
    name: "Lion City Clean Pte. Ltd.",
    address: ["80 Robinson Road, #10-01", "Singapore 068898", "Singapore"],
    companyNumber: "UEN 202612345K",
  },
  locale: "en-SG",
  currency: "SGD",
  timeZone: "Asia/Singapore",
  defaultCountry: "Singapore",
  holidays: { country: "SG" },
  contact: { email: "hello@lioncityclean.sg", phone: "+65 6123 4567", hours: "8am to 8pm daily" },
  logo: { wordmark: "Lion City Clean" },
  theme: "sg",
  themeColour: "#b71824",
  // S$8.00 a booking: about the first brand's £5.00.
  serviceFee: 800,
  mail: { from: '"Lion City Clean" <no-reply@localhost>' },
  invoice: {
    taxName: "GST",
    taxBasisPoints: 900,
    vatNumber: "GST M90-1234567-X (demo)",
    footer: "Lion City Clean Pte. Ltd., registered in Singapore. Thank you for booking with us.",
  },
  refunds: { reasons: [...DEFAULT_REFUND_REASONS], confirmWithinHours: 72 },
  social: [{ label: "Facebook", url: "https://www.facebook.com/lioncityclean" }],
} as const satisfies BrandInput;

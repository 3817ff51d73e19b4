// One account page, a module of its own: loaded beside the page's hydration (see account.tsx).
export { Quotation } from "@bookwell/booking-kit/account";

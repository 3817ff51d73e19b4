// One account page, a module of its own: loaded beside the page's hydration (see account.tsx).
export { MyCredits } from "@bookwell/booking-kit/account";

// One account page, a module of its own: loaded beside the page's hydration (see account.tsx).
export { MyFeedback } from "@bookwell/booking-kit/account";

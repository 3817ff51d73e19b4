// One account page, a module of its own: loaded beside the page's hydration (see account.tsx).
export { MyBookings } from "@bookwell/booking-kit/account";

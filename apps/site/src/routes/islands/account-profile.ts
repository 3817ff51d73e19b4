// One account page, a module of its own: loaded beside the page's hydration (see account.tsx).
export { MyProfile } from "@bookwell/booking-kit/account";

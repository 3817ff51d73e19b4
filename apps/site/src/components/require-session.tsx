/** The kit's session guard, which every page that needs a customer wraps itself in. */
export { RequireSession } from "@bookwell/booking-kit";

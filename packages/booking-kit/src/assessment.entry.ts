/** `@bookwell/booking-kit/assessment`: Schedule Assessment. */
export * from "./assessment";

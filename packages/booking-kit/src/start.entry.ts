/** `@bookwell/booking-kit/start`: the home page's service chooser and "book this service". */
export * from "./entry";

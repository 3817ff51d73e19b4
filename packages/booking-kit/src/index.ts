/**
 * @bookwell/booking-kit: the public surface. The booking rules are pure modules, exported so
 * a site (or a test) can use the very same rules the composites use.
 */
export * from "./booking/calendar-date";
export * from "./booking/date-rules";
export * from "./booking/wizard-machine";
export * from "./booking/quantity-rules";
export * from "./provider";
export * from "./queries/queries";
export * from "./session/api-errors";
export * from "./session/session-store";
export * from "./auth";
export * from "./questionnaire";
export * from "./booking/booking-storage";
export * from "./session/stored-value";
export * from "./wizard/step-props";
export * from "./captcha";
export * from "./forms";
export * from "./queries/content-queries";
export * from "./checkout";
export * from "./results";
export * from "./assessment";
export * from "./wizard/finalise-step";
export * from "./wizard/checkout-step";
export * from "./listing";
export * from "./wizard";
export * from "./shell";

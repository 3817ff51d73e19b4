/** `@bookwell/booking-kit/wizard`: the booking wizard (date and time, information, checkout). */
export * from "./wizard";
export * from "./wizard/wizard-machine";
export * from "./wizard/step-props";
export * from "./wizard/finalise-step";
export * from "./wizard/checkout-step";

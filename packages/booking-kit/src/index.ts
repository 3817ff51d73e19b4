/**
 * @bookwell/booking-kit: the public surface. The booking rules (dates, quantities, credit,
 * payment methods, cards) are the contract's: a site imports them from `@bookwell/contract`,
 * the very functions the composites and the server call.
 */
export * from "./wizard/wizard-machine";
export * from "./provider";
export * from "./queries/queries";
export * from "./queries/cart-queries";
export * from "./session/api-errors";
export * from "./require-session";
export * from "./session/session-store";
export * from "./auth";
export * from "./questionnaire";
export * from "./booking/booking-storage";
export * from "./lib/stored-value";
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
export * from "./addons/addon-groups";
export * from "./entry";
export * from "./wizard";
export * from "./shell";
export * from "./account";
export * from "./kit-link";
export * from "./queries/account-queries";
export * from "./queries/account-mutations";

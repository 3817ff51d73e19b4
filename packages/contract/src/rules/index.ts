/**
 * Every booking rule, once: both sides of the wire call these (README, "Rules"). Pure
 * functions of their arguments; "today" is always passed in (`businessToday`).
 */
export * from "./calendar";
export * from "./bookable-dates";
export * from "./date-time";
export * from "./quantities";
export * from "./credit";
export * from "./payment-methods";
export * from "./card";
export * from "./fields";
export * from "./quote";
export * from "./plan-price";
export * from "./postcode";
export * from "./countries";

/** `@bookwell/booking-kit/shell`: the header, footer and the shell's notices and widgets. */
export * from "./shell";

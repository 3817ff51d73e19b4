/** `@bookwell/booking-kit/listing`: the package and add-on listings. */
export * from "./listing";
export * from "./addons/addon-groups";

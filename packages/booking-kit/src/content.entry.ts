/** `@bookwell/booking-kit/content`: the CMS content queries content pages prefetch and read. */
export * from "./queries/content-queries";

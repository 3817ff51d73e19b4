/** `@bookwell/booking-kit/account`: the account area's pages and their queries. */
export * from "./account";
export * from "./queries/account-queries";
export * from "./queries/account-mutations";

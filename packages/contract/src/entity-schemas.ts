/**
 * The entities' zod schemas, one of the three imports the client loads its schemas with
 * (`client.ts`): zod, these, and the endpoints' table (`client-schemas.ts`).
 */
export * as account from "./entities/account";
export * as auth from "./entities/auth";
export * as booking from "./entities/booking";
export * as checkout from "./entities/checkout";
export * as content from "./entities/content";

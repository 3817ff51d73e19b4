/**
 * The entities' zod schemas, the second of the three steps the client loads its schemas in
 * (`client.ts`): zod, these, then the endpoints' table (`client-schemas.ts`).
 */
export * as account from "./entities/account";
export * as auth from "./entities/auth";
export * as booking from "./entities/booking";
export * as checkout from "./entities/checkout";
export * as content from "./entities/content";

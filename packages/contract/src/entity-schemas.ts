/**
 * The entities' zod schemas, one of the two imports the client loads its schemas with
 * (`client.ts`): these and the endpoints' table (`client-schemas.ts`), each with the parts of zod
 * it uses.
 */
export * as account from "./entities/account";
export * as auth from "./entities/auth";
export * as booking from "./entities/booking";
export * as checkout from "./entities/checkout";
export * as content from "./entities/content";

/**
 * What the client checks answers with: the envelope and every endpoint's response schema
 * (zod). Loaded by the client with its first call, or earlier through `preloadSchemas` (beside
 * `entity-schemas.ts`, each with the parts of zod it uses), so a page's first load carries no zod.
 */
export { endpoints } from "./endpoints";
export { anyEnvelopeSchema, errorBodySchema } from "./envelope";

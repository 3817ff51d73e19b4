import { z } from "zod";

/**
 * The response envelope every call answers with (all three specs, section 7):
 * `{ meta: { responseCode, message }, data }`, where `responseCode` "S" means success and any
 * other code (we send "E") is a failure whose `meta.message` is shown to the customer.
 *
 * Some legacy calls answer `{ error }` instead; the client treats that text exactly like a
 * failing `meta.message`.
 */

/** The success code. Anything else is a failure. */
export const SUCCESS_CODE = "S";
/** The failure code our server sends. Clients must treat any code other than "S" as failure. */
export const FAILURE_CODE = "E";

export const metaSchema = z.object({
  responseCode: z.string().min(1),
  message: z.string(),
});
export type Meta = z.infer<typeof metaSchema>;

/** `{ error }`: a failure carried as a single text, shown as an error notification. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The envelope around `dataSchema`. A failing envelope may carry `data: null` (or no data at
 * all), so this schema is for success bodies; use {@link anyEnvelopeSchema} to read a body
 * before knowing whether it succeeded.
 */
export function envelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({ meta: metaSchema, data: dataSchema });
}
export type Envelope<T> = { meta: Meta; data: T };

/** Any envelope, success or failure, with data not yet checked. */
export const anyEnvelopeSchema = z.object({ meta: metaSchema, data: z.unknown().optional() });

/** A failure envelope as our server sends it. */
export type FailEnvelope = { meta: Meta; data: null };

/** Builds a success envelope (`responseCode: "S"`). */
export function ok<T>(data: T, message = ""): Envelope<T> {
  return { meta: { responseCode: SUCCESS_CODE, message }, data };
}

/**
 * Builds a failure envelope. `message` should come from the `messages` catalogue (or be a
 * validation message) because clients show it to the customer verbatim.
 */
export function fail(message: string, code: string = FAILURE_CODE): FailEnvelope {
  if (code === SUCCESS_CODE) throw new RangeError('fail() cannot use the success code "S"');
  return { meta: { responseCode: code, message }, data: null };
}

export function isSuccess(meta: Meta): boolean {
  return meta.responseCode === SUCCESS_CODE;
}

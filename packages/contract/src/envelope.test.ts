import { describe, expect, it } from "vitest";
import { z } from "zod";

import { anyEnvelopeSchema, envelope, errorBodySchema, fail, isSuccess, ok } from "./envelope";
import { messages } from "./messages";

describe("envelope", () => {
  it("ok() builds a success envelope that envelope(schema) accepts", () => {
    const body = ok([{ shiftnum: "1" }], "done");
    expect(body).toEqual({
      meta: { responseCode: "S", message: "done" },
      data: [{ shiftnum: "1" }],
    });
    const schema = envelope(z.array(z.object({ shiftnum: z.string() })));
    expect(schema.parse(body)).toEqual(body);
    expect(isSuccess(body.meta)).toBe(true);
  });

  it("ok() defaults the message to empty", () => {
    expect(ok(null).meta).toEqual({ responseCode: "S", message: "" });
  });

  it("fail() builds a failure envelope with code E by default", () => {
    const body = fail(messages.fillAllDetails);
    expect(body).toEqual({
      meta: { responseCode: "E", message: "Please fill all the details." },
      data: null,
    });
    expect(isSuccess(body.meta)).toBe(false);
    expect(fail("x", "V").meta.responseCode).toBe("V");
    expect(anyEnvelopeSchema.safeParse(body).success).toBe(true);
  });

  it("fail() refuses the success code", () => {
    expect(() => fail("x", "S")).toThrow(RangeError);
  });

  it("envelope(schema) rejects data of the wrong shape and a missing meta", () => {
    const schema = envelope(z.object({ total: z.number() }));
    expect(schema.safeParse(ok({ total: "12" })).success).toBe(false);
    expect(schema.safeParse({ data: { total: 1 } }).success).toBe(false);
  });

  it("reads the { error } form", () => {
    expect(errorBodySchema.parse({ error: "Card declined" })).toEqual({ error: "Card declined" });
    expect(errorBodySchema.safeParse({ meta: {} }).success).toBe(false);
  });
});

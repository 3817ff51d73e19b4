import { ApiError, messages } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { describeError } from "./api-errors";

describe("describeError", () => {
  it("turns a 401 into the session-expired message", () => {
    const error = new ApiError("unauthorized", "ignored", { endpoint: "cartSummary", status: 401 });
    expect(describeError(error)).toEqual({
      kind: "session-expired",
      message: messages.sessionExpired,
    });
  });

  it("shows the server's own text", () => {
    const error = new ApiError("server", "Invalid promo code.", {
      endpoint: "applyPromo",
      status: 400,
    });
    expect(describeError(error)).toEqual({ kind: "server", message: "Invalid promo code." });
  });

  it.each([
    new ApiError("network", "x", { endpoint: "timeSlots" }),
    new ApiError("empty", "x", { endpoint: "timeSlots", status: 200 }),
    new ApiError("invalid-response", "x", { endpoint: "timeSlots", status: 200 }),
    new TypeError("boom"),
    undefined,
  ])("says Oops for anything else (%#)", (error) => {
    expect(describeError(error)).toEqual({
      kind: "failed",
      message: "Oops ! Something went wrong.",
    });
  });
});

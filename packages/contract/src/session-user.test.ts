import { describe, expect, it } from "vitest";

import { sessionUser } from "./entities/auth";
import { sessionUserCheck } from "./session-user";

const alice = {
  arnum: "AR1001",
  email: "alice@example.com",
  firstname: "Alice",
  lastname: "Smith",
  mobile: "07700900001",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

const cases: [string, unknown][] = [
  ["a whole profile", alice],
  ["a profile with more keys", { ...alice, title: "Ms" }],
  ["an empty arnum", { ...alice, arnum: "" }],
  ["a numeric arnum", { ...alice, arnum: 1001 }],
  ["a missing mobile", { ...alice, mobile: undefined }],
  ["a flag as text", { ...alice, payNowEnable: "true" }],
  ["a missing flag", { ...alice, c2pEnable: undefined }],
  ["null", null],
  ["an array", [alice]],
  ["a string", "AR1001"],
];

describe("sessionUserCheck (the stored session without zod)", () => {
  it.each(cases)("agrees with the sessionUser schema on %s", (_name, value) => {
    const schema = sessionUser.safeParse(value);
    const check = sessionUserCheck.safeParse(value);
    expect(check.success).toBe(schema.success);
    if (check.success && schema.success) expect(check.data).toEqual(schema.data);
  });
});

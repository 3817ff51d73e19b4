import { describe, expect, it } from "vitest";

import { sanitiseOtp } from "./otp";

describe("sanitiseOtp", () => {
  it("keeps digits only, up to the length", () => {
    expect(sanitiseOtp("12 34-56", 6)).toBe("123456");
    expect(sanitiseOtp("Your code: 987654321", 6)).toBe("987654");
    expect(sanitiseOtp("abc", 6)).toBe("");
  });
});

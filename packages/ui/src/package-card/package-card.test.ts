import { describe, expect, it } from "vitest";

import { splitRate } from "./split-rate";

describe("splitRate", () => {
  it("splits around the emphasised price", () => {
    expect(splitRate("From **£45.00** per visit")).toEqual({
      textBefore: "From ",
      price: "£45.00",
      textAfter: " per visit",
    });
  });

  it("handles a price at either end", () => {
    expect(splitRate("**£45.00** per visit")).toEqual({
      textBefore: "",
      price: "£45.00",
      textAfter: " per visit",
    });
    expect(splitRate("From **£45.00**")).toEqual({
      textBefore: "From ",
      price: "£45.00",
      textAfter: "",
    });
  });

  it("uses only the first pair", () => {
    expect(splitRate("**£1** then **£2**")).toEqual({
      textBefore: "",
      price: "£1",
      textAfter: " then **£2**",
    });
  });

  it("keeps text without a complete pair as is", () => {
    expect(splitRate("Price on request")).toEqual({
      textBefore: "Price on request",
      price: "",
      textAfter: "",
    });
    expect(splitRate("From **£45")).toEqual({ textBefore: "From **£45", price: "", textAfter: "" });
    expect(splitRate("")).toEqual({ textBefore: "", price: "", textAfter: "" });
  });
});

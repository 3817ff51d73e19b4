import { describe, expect, it } from "vitest";

import { rateInCurrency, rateText } from "./rate-in-currency";

describe("rateInCurrency", () => {
  it("shows the API's price in the brand's currency", () => {
    expect(rateInCurrency("From **£24.00** per hour", "SGD")).toEqual({
      textBefore: "From ",
      price: "S$24.00",
      textAfter: " per hour",
    });
    expect(rateInCurrency("Fixed price **£1,280.50** per property", "SGD").price).toBe(
      "S$1,280.50",
    );
    expect(rateInCurrency("From **S$45** per visit", "GBP").price).toBe("£45.00");
  });

  it("keeps a UK brand's rate as the API wrote it", () => {
    expect(rateText("From **£24.00** per hour", "GBP")).toBe("From £24.00 per hour");
  });

  it("keeps a price that is not an amount, and a rate without markers", () => {
    expect(rateInCurrency("Price **on request**", "SGD").price).toBe("on request");
    expect(rateText("Call us for a price", "SGD")).toBe("Call us for a price");
  });
});

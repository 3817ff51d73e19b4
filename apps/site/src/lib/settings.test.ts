import { brandById, brandDomain } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { siteBrandOf, siteSettings } from "./settings";

describe("the kit's settings from the brand", () => {
  it.each(["uk", "sg"] as const)(
    "the %s brand's currency, tax's name and calendar domain",
    (id) => {
      const brand = brandById(id);
      const settings = siteSettings({ brand: siteBrandOf(brand) });
      expect(settings).toMatchObject({
        currency: brand.currency,
        taxName: brand.invoice.taxName,
        calendarDomain: brandDomain(brand),
        timeZone: brand.timeZone,
      });
    },
  );

  it("gives Lion City Clean's GST and domain, not Bookwell's", () => {
    const settings = siteSettings({ brand: siteBrandOf(brandById("sg")) });
    expect(settings.taxName).toBe("GST");
    expect(settings.calendarDomain).toBe("lioncityclean.sg");
  });
});

import {
  addonOption,
  ok,
  packageItem,
  type AddonOption,
  type PackageItem,
} from "@bookwell/contract";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { z } from "zod";

/**
 * Package and add-on listing fixtures and MSW handlers, built from the contract's schemas.
 * pTypes come in the legacy mix of case and spacing the listing must read.
 */
const pkg = (fields: Partial<PackageItem> & Pick<PackageItem, "matname" | "matnum" | "pType">) =>
  packageItem.parse({
    jobnum: `J-${fields.matnum}`,
    baseamt: 45,
    rate: "From **£45.00** per visit",
    price: 45,
    description: `<p>${fields.matname}: kitchen, bathrooms and living areas.</p>`,
    directory: "",
    ...fields,
  });

export const headerPackage = pkg({
  matname: "Home cleaning",
  matnum: "RHC-HEADER",
  pType: "Header",
  rate: "Regular home cleaning from **£18.00** an hour",
});
export const weeklyPackage = pkg({
  matname: "Weekly home clean",
  matnum: "RHC-WEEKLY",
  pType: "PreviouslyBooked",
});
export const deepPackage = pkg({
  matname: "Deep clean, 3 hours",
  matnum: "DEEP-3H",
  pType: " bestmatched ",
  rate: "Only **£120.00** for three hours",
  baseamt: 120,
  price: 120,
});
export const endOfTenancyPackage = pkg({
  matname: "End of tenancy, 2 bedrooms",
  matnum: "EOT-2BED",
  pType: "BESTMATCHED",
  baseamt: 240,
  rate: "**£240.00** fixed price",
});
/** A two-job package: its jobs joined by ";" (collection and delivery). */
export const laundryPackage = pkg({
  matname: "Laundry collection and delivery",
  matnum: "LAUNDRY",
  jobnum: "J-LAUNDRY-PICK;J-LAUNDRY-DROP",
  pType: "Popular",
  baseamt: 20,
  rate: "From **£20.00** a bag",
});
export const otherPackages = ["Oven clean", "Carpet clean", "Window clean", "Fridge clean"].map(
  (name, index) =>
    pkg({
      matname: name,
      matnum: `OTHER-${index + 1}`,
      pType: "Other",
      rate: `**£${30 + index * 5}.00**`,
    }),
);

export const allPackages: PackageItem[] = [
  headerPackage,
  weeklyPackage,
  deepPackage,
  endOfTenancyPackage,
  laundryPackage,
  ...otherPackages,
];

/** Choice-group add-ons (a package's extras). */
export const deepAddons: AddonOption[] = z.array(addonOption).parse([
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "OVEN",
    optiondesc: "Oven clean",
    price: 25,
    maxchoice: 2,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "each",
    totalamt: 0,
    qtyeditable: false,
  },
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "FRIDGE",
    optiondesc: "Fridge clean",
    price: 15,
    maxchoice: 2,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "each",
    totalamt: 0,
    qtyeditable: false,
  },
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "WINDOWS",
    optiondesc: "Inside windows",
    price: 20,
    maxchoice: 2,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "each",
    totalamt: 0,
    qtyeditable: false,
  },
]);

/** Multi-job items: a quantity each. */
export const laundryItems: AddonOption[] = z.array(addonOption).parse(
  [
    ["SHIRT", "Shirt", 3],
    ["DUVET", "Duvet", 12],
    ["CURTAIN", "Curtain panel", 8],
  ].map(([optionnum, optiondesc, price]) => ({
    groupnum: "ITEMS",
    groupdesc: "Items",
    choicetype: "qty",
    optionnum,
    optiondesc,
    price,
    maxchoice: 100,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "piece",
    totalamt: 0,
    qtyeditable: true,
  })),
);

/** The requests the listing handlers saw, for play functions to check. */
export const listingRequests: { name: string; url: string; body: JsonBodyType }[] = [];

export const listingHandlers = {
  packages: http.post("*/api/booking/:arnum/packages", async ({ request }) => {
    listingRequests.push({
      name: "packages",
      url: request.url,
      body: (await request.json()) as JsonBodyType,
    });
    return HttpResponse.json(ok(allPackages));
  }),
  packageAddons: http.get("*/api/booking/addons/:matnum", ({ params }) =>
    HttpResponse.json(ok(params.matnum === "LAUNDRY" ? laundryItems : deepAddons)),
  ),
};

export const allListingHandlers = Object.values(listingHandlers);

/** Packages without any best match. */
export const noBestMatch = http.post("*/api/booking/:arnum/packages", () =>
  HttpResponse.json(ok(allPackages.filter((p) => !/bestmatched/i.test(p.pType)))),
);

/** The packages with a picture for the header package (a file Storybook serves). */
export const headerWithPicture = http.post("*/api/booking/:arnum/packages", () =>
  HttpResponse.json(
    ok(allPackages.map((p) => (p.pType === "Header" ? { ...p, directory: "/map-tile.png" } : p))),
  ),
);

/** Add-ons that are not there. */
export const noAddons = http.get("*/api/booking/addons/:matnum", () => HttpResponse.json(ok([])));

/** A call that never answers: the loading state. */
export function pending(method: "get" | "post", path: string) {
  return http[method](path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}

/** A call failing at the network: "Oops ! Something went wrong.". */
export function failing(method: "get" | "post", path: string) {
  return http[method](path, () => HttpResponse.error());
}

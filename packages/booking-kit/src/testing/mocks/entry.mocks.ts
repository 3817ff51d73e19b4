import { menuItem, ok, serviceDetail, type MenuItem, type ServiceDetail } from "@bookwell/contract";
import { http, HttpResponse } from "msw";
import { z } from "zod";

/** The services menu (`home/services`): two services, three sub-services. */
export const homeServices: MenuItem[] = z.array(menuItem).parse([
  {
    name: "Home Cleaning",
    number: "HC",
    subservices: [
      { name: "Regular", description: "", image: "", number: "101" },
      { name: "Deep", description: "", image: "", number: "102" },
    ],
  },
  {
    name: "Laundry",
    number: "LD",
    subservices: [{ name: "Wash & Fold", description: "", image: "", number: "201" }],
  },
]);

/** Home Cleaning: Regular's options: one with the questionnaire, one that skips it. */
export const regularCleaning: ServiceDetail = serviceDetail.parse({
  header_img: "",
  header_desc: "A tidy home every week or fortnight.",
  serviceDetails: [
    {
      wdesc: "Regular home cleaning",
      matcatnum: "RHC",
      skipqn: false,
      displayaddon: false,
      btnlink: "",
    },
    {
      wdesc: "Ironing add-on only",
      matcatnum: "IRN",
      skipqn: true,
      displayaddon: true,
      btnlink: "",
    },
  ],
});

export const entryHandlers = [
  http.get("*/api/home/services", () => HttpResponse.json(ok(homeServices))),
  http.get("*/api/home/services/detailII/:subsvcnum", () => HttpResponse.json(ok(regularCleaning))),
];

/** The sub-service's options fail at the network (the "Oops" path). */
export const detailFailing = http.get("*/api/home/services/detailII/:subsvcnum", () =>
  HttpResponse.error(),
);

import {
  locationOption,
  ok,
  question,
  type LocationOption,
  type Question,
} from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";

import { sgLocations } from "./sg.mocks";
import { byBrand } from "./story-brand";

/** Alice's saved properties: three, so View More has one to reveal (UK brand). */
export const savedLocations: LocationOption[] = z.array(locationOption).parse([
  {
    locationid: "LOC1",
    locationname: "Home",
    fulladdr: "12 Elm Row, London E1 6AN",
    addr1: "12 Elm Row",
    postcode: "E1 6AN",
    isDefault: true,
    housetype: "Apartment",
    bedroomqty: 2,
    bathroomqty: 1,
  },
  {
    locationid: "LOC2",
    locationname: "Mum's flat",
    fulladdr: "4 Park Lane, London W1K 1QA",
    addr1: "4 Park Lane",
    postcode: "W1K 1QA",
    housetype: "Apartment",
    bedroomqty: 3,
    bathroomqty: 2,
  },
  {
    locationid: "LOC3",
    locationname: "Cottage",
    fulladdr: "1 Mill Lane, Oxford OX1 1AA",
    addr1: "1 Mill Lane",
    postcode: "OX1 1AA",
    housetype: "Landed",
    bedroomqty: 4,
    bathroomqty: 2,
  },
]);

/**
 * Mei Ling's saved properties with the Singapore brand: her home and her parents' flat (as in
 * her profile), and a landed house, so View More has one to reveal there too.
 */
export const sgSavedLocations: LocationOption[] = z.array(locationOption).parse([
  ...sgLocations.map((saved) => ({
    locationid: saved.locationid,
    locationname: saved.locationname,
    fulladdr: saved.fulladdr,
    addr1: saved.addr1,
    postcode: saved.postcode,
    isDefault: saved.isDefault,
    housetype: saved.housetype,
    bedroomqty: saved.bedroomqty,
    bathroomqty: saved.bathroomqty,
  })),
  {
    locationid: "LOC-S3",
    locationname: "Grandma's house",
    fulladdr: "21 Jalan Kembangan, Kembangan, 419129, Singapore",
    addr1: "21 Jalan Kembangan",
    postcode: "419129",
    housetype: "Landed",
    bedroomqty: 4,
    bathroomqty: 3,
  },
]);

/** The home-cleaning questionnaire as the reference server seeds it (RHC). */
export const homeQuestions: Question[] = z.array(question).parse([
  {
    qnnum: "RHC-Q1",
    wqn: "What type of property is it?",
    winputtype: "button",
    wvalues: "Apartment;Landed;Other",
  },
  {
    qnnum: "RHC-Q2",
    wqn: "How many bedrooms?",
    winputtype: "combobox",
    wvalues: "1;2;3;4;5;6 or more",
    assessmentValues: ["6 or more"],
  },
  {
    qnnum: "RHC-Q3",
    wqn: "Anything our crew should know? (pets, parking, access)",
    winputtype: "string",
    wvalues: "",
  },
]);

export const questionnaireHandlers = {
  locations: http.get("*/api/booking/locations/:arnum", () =>
    HttpResponse.json(ok(byBrand(savedLocations, sgSavedLocations))),
  ),
  questions: http.get("*/api/booking/questions/:matcatnum", () =>
    HttpResponse.json(ok(homeQuestions)),
  ),
};

export const allQuestionnaireHandlers = Object.values(questionnaireHandlers);

/** Questions that never arrive: the loading state. */
export const questionsPending = http.get("*/api/booking/questions/:matcatnum", async () => {
  await delay("infinite");
  return HttpResponse.json(ok([]));
});

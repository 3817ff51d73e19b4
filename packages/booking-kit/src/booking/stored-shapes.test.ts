import { addonOption, questionnaireAnswers } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { createStoredValue, type SessionStorageLike } from "../lib/stored-value";
import {
  chosenAddonsCheck,
  questionnaireAnswersCheck,
  wizardProgressCheck,
  type WizardProgress,
} from "./stored-shapes";

// The stored booking state is checked by hand, without zod. These read the values
// back the way the stores do (JSON in a storage, through `createStoredValue`).

function storeOf<T>(check: Parameters<typeof createStoredValue<T>>[1]) {
  const memory = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  const store = createStoredValue<T>("stored-shapes-test", check, () => storage);
  /** Reads back `raw` as stored text (a value written by an older version, or garbage). */
  const read = (raw: string) => {
    storage.setItem("stored-shapes-test", raw);
    return store.get();
  };
  return { store, read };
}

const answers = {
  locationid: "L1",
  housetype: "Flat",
  area: 72.5,
  bedroomqty: 2,
  bathroomqty: 1,
  postcode: "SW1A 1AA",
  answers: [{ qnnum: "Q1", value: "Yes" }],
};

const addon = {
  groupnum: "G1",
  groupdesc: "Extras",
  choicetype: "multi",
  optionnum: "O1",
  optiondesc: "Oven clean",
  price: 25,
  maxchoice: 3,
  minchoice: 0,
  selected: true,
  qty: 1,
  uom: "each",
  totalamt: 25,
  qtyeditable: true,
};

const progress: WizardProgress = {
  pkg: { matname: "Regular clean", matnum: "M1", jobnum: "J1", jobnum2: null, baseamt: 45 },
  step: "BOOKING_INFORMATION",
  date: "2026-12-10",
  shift: "S1",
  date2: null,
  shift2: null,
  draft: {
    shiptitle: "Ms",
    shipfirstname: "Alice",
    shiplastname: "Smith",
    shipphone: "07700900123",
    shipemail: "alice@example.com",
    shippostcode: "SW1A 1AA",
    shipunitno: "",
    shipaddr1: "12 Elm Row",
    shipaddr2: "",
    shipaddr3: "United Kingdom",
    remarks: "Ring twice",
    shiplocationid: "L1",
    saveAddress: false,
  },
  owner: "AR1001",
  savedOn: "2026-12-01",
};

describe("questionnaire answers kept for the listing and the wizard", () => {
  const { store, read } = storeOf(questionnaireAnswersCheck);

  it("reads back what was stored, fields a newer version added included", () => {
    store.set(answers);
    expect(store.get()).toEqual(answers);
    expect(read(JSON.stringify({ ...answers, newer: 1 }))).toEqual({ ...answers, newer: 1 });
    expect(read("{}")).toEqual({});
  });

  it("reads malformed stored data as nothing stored", () => {
    for (const raw of [
      "not json",
      "null",
      "[]",
      '"answers"',
      JSON.stringify({ ...answers, bedroomqty: -1 }),
      JSON.stringify({ ...answers, bathroomqty: 1.5 }),
      JSON.stringify({ ...answers, area: "72" }),
      JSON.stringify({ ...answers, postcode: 12 }),
      JSON.stringify({ ...answers, answers: [{ qnnum: "", value: "Yes" }] }),
      JSON.stringify({ ...answers, answers: { qnnum: "Q1", value: "Yes" } }),
    ]) {
      expect(read(raw), raw).toBeNull();
    }
  });
});

describe("add-ons chosen on the add-on listing", () => {
  const { store, read } = storeOf(chosenAddonsCheck);

  it("reads back the list, optional fields and all", () => {
    const list = [addon, { ...addon, optionnum: "O2", imageurl: "/oven.png", desc: "Inside" }];
    store.set(list);
    expect(store.get()).toEqual(list);
    expect(read("[]")).toEqual([]);
  });

  it("reads a list with one malformed add-on, or not a list, as nothing stored", () => {
    for (const raw of [
      JSON.stringify(addon),
      JSON.stringify([addon, { ...addon, qty: "1" }]),
      JSON.stringify([{ ...addon, optionnum: "" }]),
      JSON.stringify([{ ...addon, selected: "true" }]),
      JSON.stringify([{ ...addon, price: null }]),
      JSON.stringify([{ ...addon, desc: 3 }]),
      JSON.stringify([(({ uom: _uom, ...rest }) => rest)(addon)]),
    ]) {
      expect(read(raw), raw).toBeNull();
    }
  });
});

describe("the wizard's answers kept for the tab", () => {
  const { store, read } = storeOf(wizardProgressCheck);

  it("reads back a step's answers, a two-job package's and a visitor's too", () => {
    store.set(progress);
    expect(store.get()).toEqual(progress);
    const visitor = {
      ...progress,
      pkg: { ...progress.pkg, jobnum2: "J2" },
      step: "DATE_TIME" as const,
      date2: "2026-12-12",
      shift2: "S2",
      draft: null,
      owner: "",
    };
    expect(read(JSON.stringify(visitor))).toEqual(visitor);
    const { jobnum2: _jobnum2, ...oneJob } = progress.pkg;
    expect(read(JSON.stringify({ ...progress, pkg: oneJob }))?.pkg).toEqual(oneJob);
  });

  it("reads an older version's answers (no owner, no day) as nothing stored", () => {
    const { owner: _owner, savedOn: _savedOn, ...older } = progress;
    expect(read(JSON.stringify(older))).toBeNull();
    expect(read(JSON.stringify({ ...progress, savedOn: undefined }))).toBeNull();
  });

  it("reads malformed answers as nothing stored", () => {
    for (const value of [
      { ...progress, step: "FINALISE" },
      { ...progress, date: "10/12/2026" },
      { ...progress, date2: 20261212 },
      { ...progress, shift: undefined },
      { ...progress, owner: null },
      { ...progress, pkg: null },
      { ...progress, pkg: { ...progress.pkg, baseamt: "45" } },
      { ...progress, pkg: { ...progress.pkg, jobnum2: 2 } },
      { ...progress, draft: { ...progress.draft, saveAddress: "no" } },
      { ...progress, draft: { ...progress.draft, remarks: undefined } },
      [progress],
    ]) {
      expect(read(JSON.stringify(value)), JSON.stringify(value)).toBeNull();
    }
  });
});

// The checks stand for the contract's schemas: on the same values both say yes or both no.
describe("the checks agree with the contract's schemas", () => {
  const cases = <T>(base: T, changes: Record<string, unknown>[]) =>
    [base, ...changes.map((change) => ({ ...base, ...change }))] as unknown[];

  it("questionnaireAnswers", () => {
    for (const value of cases(answers, [
      { bedroomqty: 2.5 },
      { bedroomqty: -1 },
      { area: "72" },
      { ptc: 1 },
      { specialinstruction: "Side door" },
      { answers: [] },
      { answers: [{ qnnum: "", value: "x" }] },
      { answers: [{ qnnum: "Q1" }] },
      { extra: { any: true } },
    ])) {
      expect(questionnaireAnswersCheck.safeParse(value).success, JSON.stringify(value)).toBe(
        questionnaireAnswers.safeParse(value).success,
      );
    }
  });

  it("addonOption", () => {
    for (const value of cases(addon, [
      { groupnum: "" },
      { price: "25" },
      { maxchoice: 1.5 },
      { minchoice: -1 },
      { selected: 1 },
      { qtyeditable: undefined },
      { directory: "/img" },
      { imageurl: null },
      { extra: 1 },
    ])) {
      expect(chosenAddonsCheck.safeParse([value]).success, JSON.stringify(value)).toBe(
        addonOption.array().safeParse([value]).success,
      );
    }
  });
});

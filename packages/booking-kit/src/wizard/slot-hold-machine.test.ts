import { ApiError, cartLine, texts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { holdFailure, holdRequest, slotsToHold } from "./slot-hold-machine";
import type { WizardState } from "./wizard-machine";

const state = (changes: Partial<WizardState>): WizardState => ({
  step: "DATE_TIME",
  pkg: { matname: "One-off home clean", matnum: "P1", jobnum: "J1", baseamt: 84 },
  date: "2026-12-10",
  shift: "S1",
  date2: null,
  shift2: null,
  loginRequested: false,
  error: null,
  holdExpiresAt: null,
  ...changes,
});
const line = (changes: object) =>
  cartLine.parse({
    guid: "G1",
    refnum: "CART-1",
    matname: "Deep clean, 3 hours",
    matnum: "P2",
    jobnum: "J2",
    qty: 1,
    baseamt: 115,
    totalamt: 115,
    ...changes,
  });

// The hold covers every way into checkout, not only the straight path.
describe("slotsToHold", () => {
  const quoted = line({ shiftnum: "S2", startdate: "2026-12-12" });
  const plan = line({
    guid: "G2",
    shiftnum: "S3",
    startdate: "2026-12-11",
    sessions: [
      { sessionNo: 1, date: "2026-12-11" },
      { sessionNo: 2, date: "2026-12-18" },
    ],
  });
  const twoJobs = line({
    guid: "G3",
    shiftnum: "S4",
    startdate: "2026-12-14",
    shiftnum2: "S5",
    startdate2: "2026-12-16",
  });

  it("holds nothing on Date & Time, the chosen slots on Booking Information", () => {
    expect(slotsToHold(state({}), [quoted])).toEqual([]);
    expect(slotsToHold(state({ step: "BOOKING_INFORMATION" }), [quoted])).toEqual([
      { shiftnum: "S1", date: "2026-12-10" },
    ]);
  });

  it("entered at Finalise (header cart, accepted quotation, My Cart): every slot of the cart", () => {
    const entered = state({ step: "FINALIZE_BOOKING", pkg: null, date: null, shift: null });
    expect(slotsToHold(entered, [quoted, plan, twoJobs])).toEqual([
      { shiftnum: "S2", date: "2026-12-12" },
      { shiftnum: "S3", date: "2026-12-11" },
      { shiftnum: "S3", date: "2026-12-18" },
      { shiftnum: "S4", date: "2026-12-14" },
      { shiftnum: "S5", date: "2026-12-16" },
    ]);
    expect(slotsToHold({ ...entered, step: "CHECKOUT_PAYMENT" }, [quoted])).toEqual([
      { shiftnum: "S2", date: "2026-12-12" },
    ]);
  });

  it("the straight path at Checkout: its own slot once, with the cart's others", () => {
    const saved = line({ guid: "G4", shiftnum: "S1", startdate: "2026-12-10" });
    expect(slotsToHold(state({ step: "CHECKOUT_PAYMENT" }), [saved, quoted])).toEqual([
      { shiftnum: "S1", date: "2026-12-10" },
      { shiftnum: "S2", date: "2026-12-12" },
    ]);
  });
});

describe("holdRequest", () => {
  it("asks for nothing without a session or without a slot", () => {
    expect(holdRequest(null, state({ step: "BOOKING_INFORMATION" }), [])).toBeNull();
    expect(holdRequest("AR1", state({}), [])).toBeNull();
  });

  it("keys the hold by step and slots, so each step renews it once", () => {
    const information = holdRequest("AR1", state({ step: "BOOKING_INFORMATION" }), []);
    const finalise = holdRequest("AR1", state({ step: "FINALIZE_BOOKING" }), []);
    expect(information?.slots).toEqual([{ shiftnum: "S1", date: "2026-12-10" }]);
    expect(information?.arnum).toBe("AR1");
    expect(finalise?.key).not.toBe(information?.key);
    expect(holdRequest("AR1", state({ step: "BOOKING_INFORMATION" }), [])?.key).toBe(
      information?.key,
    );
  });
});

describe("holdFailure", () => {
  it("a 409 is the place lost, with the server's text or the catalogue's", () => {
    expect(holdFailure(new ApiError("server", "Taken meanwhile", { endpoint: "holdSlots", status: 409 }))).toEqual({ lost: "Taken meanwhile" });
    expect(holdFailure(new ApiError("server", "", { endpoint: "holdSlots", status: 409 }))).toEqual({ lost: texts.slotFull });
  });

  it("anything else is an ordinary failure", () => {
    const offline = new TypeError("Failed to fetch");
    expect(holdFailure(offline)).toEqual({ error: offline });
    const server = new ApiError("server", "Oops", { endpoint: "holdSlots", status: 500 });
    expect(holdFailure(server)).toEqual({ error: server });
  });
});

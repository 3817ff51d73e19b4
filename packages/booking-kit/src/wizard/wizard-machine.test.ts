import { describe, expect, it } from "vitest";

import type { WizardProgress } from "../booking/booking-storage";
import {
  restoreProgress,
  startWizard,
  dateTimeError,
  wizardReducer,
  type SelectedPackage,
  type WizardState,
} from "./wizard-machine";

const oneJob: SelectedPackage = {
  matname: "Regular clean",
  matnum: "M1",
  jobnum: "J1",
  jobnum2: null,
  baseamt: 45,
};
const twoJobs: SelectedPackage = { ...oneJob, matname: "Move-out pair", jobnum2: "J2" };

function started(pkg: SelectedPackage = oneJob): WizardState {
  const start = startWizard({ package: pkg }, false);
  if (!start.ok) throw new Error("expected a start");
  return start.state;
}

describe("startWizard", () => {
  it("opens Date & Time with package data, even for a visitor", () => {
    expect(startWizard({ package: oneJob }, false)).toMatchObject({
      ok: true,
      state: { step: "DATE_TIME" },
    });
  });

  it("opens Finalise Booking directly with redirect FINALIZE and a session", () => {
    expect(startWizard({ redirect: "FINALIZE" }, true)).toMatchObject({
      ok: true,
      state: { step: "FINALIZE_BOOKING" },
    });
  });

  it("sends a visitor arriving with FINALIZE home with the session-expired message", () => {
    expect(startWizard({ redirect: "FINALIZE" }, false)).toEqual({
      ok: false,
      message: "sessionExpired",
      goHome: true,
    });
  });

  it("opens Date & Time on the package a rebook carries (jobnum, matname, matnum, baseamt)", () => {
    const rebook = { jobnum: "J1", matname: "Regular clean", matnum: "M1", baseamt: 45 };
    expect(startWizard(rebook, true)).toEqual({
      ok: true,
      state: expect.objectContaining({
        step: "DATE_TIME",
        pkg: { ...rebook, jobnum2: undefined },
      }),
    });
  });

  it("refuses a direct visit without navigation state", () => {
    for (const entry of [null, undefined, {}]) {
      expect(startWizard(entry, true)).toEqual({
        ok: false,
        message: "directAccess",
        goHome: true,
      });
    }
  });
});

describe("Date & Time", () => {
  it("asks for date, then shift, in that order", () => {
    let state = started();
    expect(dateTimeError(state)).toBe("chooseDate");
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-01" });
    expect(dateTimeError(state)).toBe("chooseShift");
    state = wizardReducer(state, { type: "SELECT_SHIFT", shift: "S1" });
    expect(dateTimeError(state)).toBeNull();
  });

  it("asks a two-job package for the pick date and pick shift too", () => {
    let state = started(twoJobs);
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-01" });
    state = wizardReducer(state, { type: "SELECT_SHIFT", shift: "S1" });
    expect(dateTimeError(state)).toBe("choosePickDate");
    state = wizardReducer(state, { type: "SELECT_DATE2", date: "2026-12-05" });
    expect(dateTimeError(state)).toBe("choosePickShift");
    state = wizardReducer(state, { type: "SELECT_SHIFT2", shift: "S2" });
    expect(dateTimeError(state)).toBeNull();
  });

  it("clears the second date when a new first date is chosen", () => {
    let state = started(twoJobs);
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-01" });
    state = wizardReducer(state, { type: "SELECT_DATE2", date: "2026-12-05" });
    state = wizardReducer(state, { type: "SELECT_SHIFT2", shift: "S2" });
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-02" });
    expect(state).toMatchObject({ date: "2026-12-02", date2: null, shift2: null });
  });

  it("shows the first problem on CONTINUE and stays", () => {
    const state = wizardReducer(started(), { type: "CONTINUE_DATE_TIME", hasSession: true });
    expect(state).toMatchObject({ step: "DATE_TIME", error: "chooseDate" });
  });

  it("asks a visitor to log in on CONTINUE instead of moving on", () => {
    let state = started();
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-01" });
    state = wizardReducer(state, { type: "SELECT_SHIFT", shift: "S1" });
    state = wizardReducer(state, { type: "CONTINUE_DATE_TIME", hasSession: false });
    expect(state).toMatchObject({ step: "DATE_TIME", loginRequested: true });
    state = wizardReducer(state, { type: "LOGIN_HANDLED" });
    state = wizardReducer(state, { type: "CONTINUE_DATE_TIME", hasSession: true });
    expect(state).toMatchObject({ step: "BOOKING_INFORMATION", loginRequested: false });
  });
});

describe("moving between steps", () => {
  function atBookingInformation(): WizardState {
    let state = started();
    state = wizardReducer(state, { type: "SELECT_DATE", date: "2026-12-01" });
    state = wizardReducer(state, { type: "SELECT_SHIFT", shift: "S1" });
    return wizardReducer(state, { type: "CONTINUE_DATE_TIME", hasSession: true });
  }

  it("goes forward only through each step's own event", () => {
    let state = atBookingInformation();
    expect(wizardReducer(state, { type: "CONTINUE_FINALIZE" }).step).toBe("BOOKING_INFORMATION");
    state = wizardReducer(state, { type: "BOOKING_SAVED" });
    expect(state.step).toBe("FINALIZE_BOOKING");
    state = wizardReducer(state, { type: "CONTINUE_FINALIZE" });
    expect(state.step).toBe("CHECKOUT_PAYMENT");
  });

  it("PREVIOUS goes back one step and keeps the choices (nothing is saved)", () => {
    let state = atBookingInformation();
    state = wizardReducer(state, { type: "PREVIOUS" });
    expect(state).toMatchObject({ step: "DATE_TIME", date: "2026-12-01", shift: "S1" });
    expect(wizardReducer(state, { type: "PREVIOUS" }).step).toBe("DATE_TIME");
  });
});

// Reloading mid-wizard reopened an empty Date & Time step.
describe("restoring the answers kept for the tab", () => {
  const kept: WizardProgress = {
    pkg: oneJob,
    step: "BOOKING_INFORMATION",
    date: "2026-12-10",
    shift: "S1",
    date2: null,
    shift2: null,
    draft: null,
    owner: "AR1001",
    savedOn: "2026-12-01",
  };
  const restore = (state: WizardState, progress: WizardProgress, customer: string | null) =>
    wizardReducer(state, { type: "RESTORE", progress, customer, today: "2026-12-01" });

  it("reopens the step the customer was on, with their date and slot", () => {
    expect(restore(started(), kept, "AR1001")).toMatchObject({
      step: "BOOKING_INFORMATION",
      date: "2026-12-10",
      shift: "S1",
    });
  });

  it("keeps a visitor, or another customer, on Date & Time with the date and slot", () => {
    expect(restore(started(), kept, null)).toMatchObject({ step: "DATE_TIME", date: "2026-12-10" });
    expect(restore(started(), kept, "AR1002")).toMatchObject({
      step: "DATE_TIME",
      shift: "S1",
    });
  });

  it("carries a two-job package's second date and slot", () => {
    const pair = {
      ...kept,
      pkg: twoJobs,
      step: "DATE_TIME" as const,
      date2: "2026-12-12",
      shift2: "S2",
    };
    expect(restore(started(twoJobs), pair, "AR1001")).toMatchObject({
      date2: "2026-12-12",
      shift2: "S2",
    });
  });

  it("starts afresh for another package, another day, or a wizard already under way", () => {
    const fresh = started();
    expect(restore(fresh, { ...kept, pkg: { ...oneJob, matnum: "M2" } }, "AR1001")).toBe(fresh);
    expect(restore(fresh, { ...kept, pkg: twoJobs }, "AR1001")).toBe(fresh);
    expect(restore(fresh, { ...kept, savedOn: "2026-11-30" }, "AR1001")).toBe(fresh);
    const underWay = wizardReducer(fresh, { type: "SELECT_DATE", date: "2026-12-11" });
    expect(restore(underWay, kept, "AR1001")).toBe(underWay);
    expect(
      restoreProgress(underWay, { progress: kept, customer: "AR1001", today: "2026-12-01" }),
    ).toBe(underWay);
  });
});

describe("slot hold", () => {
  const atCheckout = (): WizardState => ({
    ...started(oneJob),
    step: "CHECKOUT_PAYMENT",
    date: "2026-12-01",
    shift: "S1",
    holdExpiresAt: "2026-11-22T10:10:00.000Z",
  });

  it("keeps the hold's end as the server gave it", () => {
    const state = wizardReducer(started(oneJob), {
      type: "HOLD_PLACED",
      expiresAt: "2026-11-22T10:10:00.000Z",
    });
    expect(state.holdExpiresAt).toBe("2026-11-22T10:10:00.000Z");
  });

  it("a lost hold goes back to Date & Time with the date kept and the slot to choose again", () => {
    const state = wizardReducer(atCheckout(), { type: "HOLD_LOST" });
    expect(state).toMatchObject({
      step: "DATE_TIME",
      date: "2026-12-01",
      shift: null,
      holdExpiresAt: null,
    });
  });

  it("entered from the cart (no package), a lost hold only clears it", () => {
    const state = wizardReducer({ ...atCheckout(), pkg: null }, { type: "HOLD_LOST" });
    expect(state).toMatchObject({ step: "CHECKOUT_PAYMENT", holdExpiresAt: null });
  });
});

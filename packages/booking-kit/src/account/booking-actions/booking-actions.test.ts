import { messages } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { bookingActionButtons, rebookDestination } from "./action-buttons";
import {
  changeDateProblem,
  changeDateReducer,
  feedbackProblem,
  firstAllowedChangeDate,
  initialChangeDate,
  refundProblem,
  skipProblem,
  tipExceedsCredit,
  toggleFeedbackItem,
  toggleTip,
} from "./booking-actions";

const flags = {
  changebtn: true,
  changeable: true,
  skipbtn: true,
  skiptodate: "2026-12-07",
  status: "Confirmed",
  rating: 0,
};

describe("bookingActionButtons (account-area section 4)", () => {
  it("shows change date and skip on an active booking with the flags, enabled while changeable", () => {
    const buttons = bookingActionButtons(flags, "active");
    expect(buttons.changeDate).toEqual({ shown: true, enabled: true });
    expect(buttons.skip).toEqual({ shown: true, enabled: true });
    expect(buttons.rebook.shown).toBe(false);
    expect(buttons.feedback.shown).toBe(false);
  });

  it("keeps both buttons but disables them when the booking is not changeable", () => {
    const buttons = bookingActionButtons({ ...flags, changeable: false }, "active");
    expect(buttons.changeDate).toEqual({ shown: true, enabled: false });
    expect(buttons.skip).toEqual({ shown: true, enabled: false });
  });

  it("hides change date without changebtn and skip without skipbtn, whatever changeable says", () => {
    expect(bookingActionButtons({ ...flags, changebtn: false }, "active").changeDate.shown).toBe(
      false,
    );
    expect(bookingActionButtons({ ...flags, skipbtn: false }, "active").skip.shown).toBe(false);
  });

  it("hides skip when there is no date to skip to", () => {
    expect(bookingActionButtons({ ...flags, skiptodate: "" }, "active").skip.shown).toBe(false);
  });

  it("offers rebook only on history, and never change date or skip there", () => {
    const buttons = bookingActionButtons({ ...flags, status: "Completed" }, "history");
    expect(buttons.rebook).toEqual({ shown: true, enabled: true });
    expect(buttons.changeDate.shown).toBe(false);
    expect(buttons.skip.shown).toBe(false);
    expect(bookingActionButtons(flags, "active").rebook.shown).toBe(false);
  });

  it("offers feedback once, for a completed booking not rated yet", () => {
    const completed = { ...flags, status: "Completed" };
    expect(bookingActionButtons(completed, "history").feedback.shown).toBe(true);
    expect(bookingActionButtons({ ...completed, rating: 4 }, "history").feedback.shown).toBe(false);
    expect(bookingActionButtons({ ...flags, status: "Cancelled" }, "history").feedback.shown).toBe(
      false,
    );
  });

  it("offers a refund for a paid booking only", () => {
    expect(bookingActionButtons(flags, "active").refund.shown).toBe(true);
    expect(bookingActionButtons({ ...flags, status: "Completed" }, "history").refund.shown).toBe(
      true,
    );
    for (const status of ["Open", "Cancelled", "Refunded"]) {
      expect(bookingActionButtons({ ...flags, status }, "active").refund.shown).toBe(false);
    }
  });

  // A refund asked for leaves a trace; it is not offered again.
  it("offers no second refund request", () => {
    const asked = { ...flags, refundRequestedOn: "2026-11-22" };
    expect(bookingActionButtons(asked, "active").refund.shown).toBe(false);
  });
});

describe("rebookDestination", () => {
  it("carries jobnum, matname, matnum and baseamt to the booking wizard", () => {
    expect(
      rebookDestination({ jobnum: "J-RHC", matname: "Weekly", matnum: "RHC-WEEKLY", baseamt: 45 }),
    ).toEqual({
      to: "booking",
      state: { jobnum: "J-RHC", matname: "Weekly", matnum: "RHC-WEEKLY", baseamt: 45 },
    });
  });
});

describe("change date (account-area sections 4 and 5)", () => {
  const info = { startAfterDays: 2, holidays: [{ pubDate: "2026-12-03" }] };

  it("starts on the first allowed date: the lead time from today, past holidays", () => {
    expect(firstAllowedChangeDate(info, "2026-12-01")).toBe("2026-12-04");
    expect(firstAllowedChangeDate({ startAfterDays: 2, holidays: [] }, "2026-12-01")).toBe(
      "2026-12-03",
    );
    const opened = changeDateReducer(initialChangeDate, {
      type: "HOLIDAYS_LOADED",
      info,
      today: "2026-12-01",
    });
    expect(opened).toEqual({ date: "2026-12-04", shift: null, error: null });
  });

  it("keeps a date already chosen when the holidays arrive again (a refetch)", () => {
    const chosen = { date: "2026-12-09", shift: "S1", error: null };
    expect(changeDateReducer(chosen, { type: "HOLIDAYS_LOADED", info, today: "2026-12-01" })).toBe(
      chosen,
    );
  });

  it("clears the chosen shift when another date is chosen, not when the same one is", () => {
    const chosen = { date: "2026-12-04", shift: "S1", error: null };
    expect(changeDateReducer(chosen, { type: "DATE_CHOSEN", date: "2026-12-05" })).toEqual({
      date: "2026-12-05",
      shift: null,
      error: null,
    });
    expect(changeDateReducer(chosen, { type: "DATE_CHOSEN", date: "2026-12-04" })).toBe(chosen);
  });

  it("keeps the date and clears the shift when the server refuses the slot", () => {
    const chosen = { date: "2026-12-04", shift: "S1", error: null };
    expect(changeDateReducer(chosen, { type: "REFUSED", message: "Full" })).toEqual({
      date: "2026-12-04",
      shift: null,
      error: "Full",
    });
  });

  it("resets after success", () => {
    expect(
      changeDateReducer({ date: "2026-12-04", shift: "S1", error: null }, { type: "RESET" }),
    ).toEqual(initialChangeDate);
  });

  it("asks for a date, then a shift, in the spec's words", () => {
    expect(changeDateProblem(initialChangeDate, "BK-1")).toBe(messages.chooseDate);
    expect(changeDateProblem({ date: "2026-12-04", shift: null, error: null }, "BK-1")).toBe(
      "Please choose shift.",
    );
    expect(changeDateProblem({ date: "2026-12-04", shift: "S1", error: null }, "BK-1")).toBeNull();
  });

  it("refuses a skip without a date to skip to", () => {
    expect(skipProblem({ refnum: "BK-1", skiptodate: "" })).toBe("Please choose date.");
    expect(skipProblem({ refnum: "BK-1", skiptodate: "2026-12-07" })).toBeNull();
  });
});

describe("refund (account-area section 5)", () => {
  it("needs a reason among the spec's placeholders", () => {
    expect(refundProblem({ refnum: "BK-1", reason: "", remark: "" })).toEqual({
      field: "reason",
      message: "Please select reason of refund.",
    });
    expect(refundProblem({ refnum: "BK-1", reason: "Reason 2", remark: "" })).toBeNull();
  });

  it("limits the remark to 500 characters", () => {
    expect(refundProblem({ refnum: "BK-1", reason: "Reason 1", remark: "x".repeat(500) })).toBe(
      null,
    );
    expect(
      refundProblem({ refnum: "BK-1", reason: "Reason 1", remark: "x".repeat(501) })?.field,
    ).toBe("remark");
  });
});

describe("feedback (account-area sections 4 and 5)", () => {
  it("toggles the tip: the same amount again clears it", () => {
    expect(toggleTip(null, 2)).toBe(2);
    expect(toggleTip(2, 5)).toBe(5);
    expect(toggleTip(5, 5)).toBeNull();
  });

  it("toggles items on and off, in the spec's order", () => {
    expect(toggleFeedbackItem([], "eco")).toEqual(["eco"]);
    expect(toggleFeedbackItem(["eco"], "clean")).toEqual(["clean", "eco"]);
    expect(toggleFeedbackItem(["clean", "eco"], "clean")).toEqual(["eco"]);
  });

  it("says when the tip is more than the credit", () => {
    expect(tipExceedsCredit(2, 1.5)).toBe(true);
    expect(tipExceedsCredit(2, 2)).toBe(false);
    expect(tipExceedsCredit(null, 0)).toBe(false);
    expect(tipExceedsCredit(2, undefined)).toBe(false);
  });

  const form = { refnum: "BK-1", rating: 4, items: [], remark: "", tipamt: 0, availableCredit: 0 };

  it("needs a rating first", () => {
    expect(feedbackProblem({ ...form, rating: 0, tipamt: 5 })?.message).toBe(
      "Please Select rating.",
    );
  });

  it("refuses a tip above the credit, in the spec's words", () => {
    expect(feedbackProblem({ ...form, tipamt: 2, availableCredit: 1 })?.message).toBe(
      "You do not have enough credits left in your account to give a tip.",
    );
    expect(feedbackProblem({ ...form, tipamt: 2, availableCredit: 2 })).toBeNull();
  });

  it("limits the remark to 500 characters", () => {
    expect(feedbackProblem({ ...form, remark: "x".repeat(501) })?.field).toBe("remark");
  });
});

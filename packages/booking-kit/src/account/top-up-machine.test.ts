import { messages } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  amountOf,
  initialTopUp,
  OTHER_AMOUNT,
  topUpReducer,
  wholeAmountOf,
  type TopUpEvent,
  type TopUpState,
} from "./top-up-machine";

const contact = { fullname: "Ann Lee", email: "ann@example.com", mobile: "07700900123" };
const run = (...events: TopUpEvent[]): TopUpState =>
  events.reduce(topUpReducer, initialTopUp(contact));

describe("top-up machine", () => {
  it("PAY without an amount: the spec's message, and no payment starts", () => {
    const state = run({ type: "PAY" });
    expect(state.phase).toBe("editing");
    expect(state.fieldError).toEqual({ field: "amount", message: messages.topUpAmountRequired });
  });

  it("choosing an amount clears the amount's message; another amount is typed", () => {
    const chosen = run({ type: "PAY" }, { type: "CHOOSE", choice: "100" });
    expect(chosen.fieldError).toBeNull();
    expect(wholeAmountOf(chosen)).toBe(100);
    const other = run(
      { type: "CHOOSE", choice: OTHER_AMOUNT },
      { type: "TYPE_OTHER", text: " 20 " },
    );
    expect(amountOf(other)).toBe("20");
    expect(wholeAmountOf(run({ type: "CHOOSE", choice: OTHER_AMOUNT }))).toBeNull();
  });

  it("a missing contact field stops PAY with its message", () => {
    const state = run(
      { type: "CHOOSE", choice: "100" },
      { type: "EDIT_CONTACT", field: "mobile", value: "" },
      { type: "PAY" },
    );
    expect(state.phase).toBe("editing");
    expect(state.fieldError).toEqual({ field: "mobile", message: messages.mobileRequired });
  });

  it("paying locks the form; a second PAY changes nothing", () => {
    const paying = run({ type: "CHOOSE", choice: "500" }, { type: "PAY" });
    expect(paying.phase).toBe("paying");
    expect(topUpReducer(paying, { type: "PAY" })).toBe(paying);
    expect(topUpReducer(paying, { type: "CHOOSE", choice: "100" })).toBe(paying);
  });

  it("paid, declined, a refused card and a failed call", () => {
    const paying = run({ type: "CHOOSE", choice: "100" }, { type: "PAY" });
    expect(topUpReducer(paying, { type: "PAID", transactionId: "T1" })).toMatchObject({
      phase: "paid",
      transactionId: "T1",
    });
    const declined = topUpReducer(paying, { type: "DECLINED", error: "Your card was declined." });
    expect(declined).toMatchObject({
      phase: "editing",
      declined: true,
      cardError: "Your card was declined.",
    });
    expect(topUpReducer(paying, { type: "CARD_REFUSED", error: "Incomplete" })).toMatchObject({
      phase: "editing",
      declined: false,
      cardError: "Incomplete",
    });
    expect(topUpReducer(paying, { type: "FAILED" }).phase).toBe("editing");
    // Opening again starts afresh with the customer's contact.
    expect(topUpReducer(declined, { type: "OPEN", contact })).toEqual(initialTopUp(contact));
  });
});

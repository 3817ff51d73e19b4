import { messages, type PaymentMethod } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  checkoutReducer,
  initialCheckout,
  isBusy,
  type CheckoutEvent,
  type CheckoutState,
  type ContactFields,
} from "./checkout-machine";

const form: ContactFields = {
  title: "Ms",
  firstname: "Alice",
  lastname: "Smith",
  phoneNumber: "07700900123",
  email: "alice@example.com",
  postalCode: "SW1A 1AA",
  unitno: "4B",
  addr1: "1 High Street",
  addr2: "",
  addr3: "United Kingdom",
};

const priced = (changes: Partial<Extract<CheckoutEvent, { type: "PRICED" }>> = {}) =>
  ({
    type: "PRICED",
    amount: 132,
    hasSession: true,
    refnum: "REF-1",
    form,
    card: { complete: true },
    ...changes,
  }) as const;

/** Runs events from the start with the given methods. */
function run(events: CheckoutEvent[], methods: PaymentMethod[] = ["card", "link"]): CheckoutState {
  return events.reduce(checkoutReducer, initialCheckout(methods));
}

describe("initialCheckout", () => {
  it("chooses card by default, the only method when there is one, else none", () => {
    expect(initialCheckout(["card", "link"]).method).toBe("card");
    expect(initialCheckout(["link"]).method).toBe("link");
    expect(initialCheckout(["link", "2c2p"]).method).toBeUndefined();
    expect(initialCheckout([]).method).toBeUndefined();
  });
});

describe("PAY NOW", () => {
  it("asks the amount once: a second press while an attempt is under way is ignored", () => {
    const once = run([{ type: "PAY" }]);
    expect(once.phase).toBe("pricing");
    expect(checkoutReducer(once, { type: "PAY" })).toBe(once);
    const paying = run([{ type: "PAY" }, priced(), { type: "TOKENISED", paymentMethodId: "pm" }]);
    expect(checkoutReducer(paying, { type: "PAY" })).toBe(paying);
  });

  it("goes back to editing when the amount could not be asked", () => {
    expect(run([{ type: "PAY" }, priced({ amount: null })]).phase).toBe("editing");
  });
});

describe("the checks in the spec's order", () => {
  it("a missing session leads to the expired-session reaction", () => {
    expect(run([{ type: "PAY" }, priced({ hasSession: false, refnum: "" })]).phase).toBe("expired");
  });

  it("a missing cart reference is told and leaves the checkout", () => {
    const state = run([{ type: "PAY" }, priced({ refnum: "" })]);
    expect(state).toMatchObject({ phase: "cart-missing", notice: messages.oopsTryAgain });
  });

  it("the first failing field is shown at its field, and editing it clears the message", () => {
    const state = run([{ type: "PAY" }, priced({ form: { ...form, title: "", email: "" } })]);
    expect(state).toMatchObject({
      phase: "editing",
      fieldError: { field: "title", message: messages.salutationRequired },
    });
    expect(checkoutReducer(state, { type: "EDIT_FIELD", field: "email" }).fieldError).not.toBe(
      null,
    );
    expect(checkoutReducer(state, { type: "EDIT_FIELD", field: "title" }).fieldError).toBe(null);
  });

  it("a negative amount from the server is refused with a notice", () => {
    expect(run([{ type: "PAY" }, priced({ amount: -1 })])).toMatchObject({
      phase: "editing",
      notice: messages.oops,
    });
  });

  it("nothing is sent without a payment method", () => {
    expect(run([{ type: "PAY" }, priced()], ["link", "2c2p"]).phase).toBe("editing");
  });
});

describe("card", () => {
  it("an incomplete card asks the card field what to say, then goes back to editing", () => {
    const checking = run([{ type: "PAY" }, priced({ card: { complete: false } })]);
    expect(checking.phase).toBe("checking-card");
    expect(isBusy(checking)).toBe(false);
    const told = checkoutReducer(checking, { type: "CARD_CHECKED", error: "Incomplete." });
    expect(told).toMatchObject({ phase: "editing", cardError: "Incomplete.", notice: null });
  });

  it("tokenises, confirms the cart with the server's amount, then pays with 3-D Secure", () => {
    let state = run([{ type: "PAY" }, priced({ amount: 99.99 })]);
    expect(state).toMatchObject({ phase: "tokenising", amount: 99.99 });
    expect(isBusy(state)).toBe(true);
    state = checkoutReducer(state, { type: "TOKENISED", paymentMethodId: "pm_card_visa" });
    expect(state).toMatchObject({ phase: "confirming", paymentMethodId: "pm_card_visa" });
    state = checkoutReducer(state, { type: "CONFIRMED", result: { refnum: "REF-1" } });
    expect(state.phase).toBe("paying");
    state = checkoutReducer(state, { type: "AUTHENTICATION_REQUIRED" });
    expect(state.phase).toBe("authenticating");
    expect(isBusy(state)).toBe(true);
    state = checkoutReducer(state, { type: "AUTHENTICATED" });
    expect(state.phase).toBe("paying");
    state = checkoutReducer(state, { type: "PAID", transactionId: "TXN-1" });
    expect(state).toMatchObject({ phase: "paid", transactionId: "TXN-1" });
  });

  it("credit covering the whole amount skips the gateway", () => {
    let state = run([{ type: "PAY" }, priced({ amount: 0 })]);
    expect(state).toMatchObject({ phase: "confirming", paymentMethodId: "" });
    state = checkoutReducer(state, {
      type: "CONFIRMED",
      result: { refnum: "REF-1", transactionId: "CR-1" },
    });
    expect(state).toMatchObject({ phase: "paid", transactionId: "CR-1" });
  });

  // The card tab stays selected, and no card is asked for.
  it("credit covering the whole amount needs no card, though the card tab is selected", () => {
    const state = run([
      { type: "PAY" },
      priced({ amount: 0, card: { complete: false, error: "Your card number is incomplete." } }),
    ]);
    expect(state).toMatchObject({ phase: "confirming", paymentMethodId: "", cardError: null });
  });

  it("a refused card or a failed payment is told at the field and as a notice", () => {
    const refused = run([{ type: "PAY" }, priced(), { type: "TOKENISE_FAILED", error: "No." }]);
    expect(refused).toMatchObject({ phase: "editing", cardError: "No.", notice: "No." });
    const declined = run([
      { type: "PAY" },
      priced(),
      { type: "TOKENISED", paymentMethodId: "pm" },
      { type: "CONFIRMED", result: { refnum: "REF-1" } },
      { type: "PAYMENT_FAILED", error: "Declined." },
    ]);
    expect(declined).toMatchObject({ phase: "editing", cardError: "Declined." });
    expect(checkoutReducer(declined, { type: "PAY" }).phase).toBe("pricing");
  });

  it("choosing another method clears the card's message, but not during an attempt", () => {
    const refused = run([{ type: "PAY" }, priced(), { type: "TOKENISE_FAILED", error: "No." }]);
    expect(checkoutReducer(refused, { type: "CHOOSE_METHOD", method: "link" })).toMatchObject({
      method: "link",
      cardError: null,
    });
    const busy = run([{ type: "PAY" }, priced()]);
    expect(checkoutReducer(busy, { type: "CHOOSE_METHOD", method: "link" }).method).toBe("card");
  });
});

describe("bank transfer and redirect gateways", () => {
  it("bank transfer confirms without a card and opens the QR page with the server's amount", () => {
    const state = run([
      { type: "CHOOSE_METHOD", method: "link" },
      { type: "PAY" },
      priced({ card: { complete: false } }),
      { type: "CONFIRMED", result: { refnum: "REF-1", sor: "SOR-1", qrPayload: "QR" } },
    ]);
    expect(state).toMatchObject({
      phase: "bank-transfer",
      bankTransfer: { sor: "SOR-1", qrPayload: "QR", amount: 132 },
    });
  });

  it("a redirect gateway opens its page; without one the customer is told", () => {
    const confirming = run([{ type: "PAY" }, priced()], ["2c2p"]);
    expect(confirming.phase).toBe("confirming");
    const opened = checkoutReducer(confirming, {
      type: "CONFIRMED",
      result: { refnum: "REF-1", redirectUrl: "https://pay.example/1" },
    });
    expect(opened).toMatchObject({ phase: "redirecting", redirectUrl: "https://pay.example/1" });
    expect(checkoutReducer(opened, { type: "PAY" }).phase).toBe("pricing");
    const missing = checkoutReducer(confirming, { type: "CONFIRMED", result: { refnum: "REF-1" } });
    expect(missing).toMatchObject({ phase: "editing", notice: messages.oops });
  });

  it("a failed call goes back to editing with what was entered", () => {
    const state = run([{ type: "PAY" }, priced(), { type: "CALL_FAILED" }]);
    expect(state).toMatchObject({ phase: "editing", method: "card", notice: null });
  });
});

import { validateTopUp, type TopUpForm } from "@bookwell/contract";

/**
 * TOP-UP CREDITS' decisions (account-area.md section 4) as a pure reducer: the amount chosen,
 * the receipt's contact, whether PAY may start, and what the customer is told. The hook
 * (`use-top-up.ts`) makes the calls and reports each answer back as an event; the view only
 * shows the state. The amount charged is the server's (the credit record's).
 */

/** The preset radio's value for a whole amount typed by the customer. */
export const OTHER_AMOUNT = "other";

export type TopUpField = keyof TopUpForm;
export type TopUpContact = Pick<TopUpForm, "fullname" | "email" | "mobile">;

export type TopUpPhase =
  /** Choosing an amount and filling the contact and card; PAY may be pressed. */
  | "editing"
  /** The card, the credit record and the card loop are under way: the form is locked. */
  | "paying"
  /** Paid: the spec's success texts and the transaction id. */
  | "paid";

export interface TopUpState {
  phase: TopUpPhase;
  /** A preset amount ("100"), {@link OTHER_AMOUNT}, or "" before a choice. */
  choice: string;
  /** The whole amount typed with "Another amount". */
  other: string;
  contact: TopUpContact;
  /** The first failing field in the spec's order, with its message. */
  fieldError: { field: TopUpField; message: string } | null;
  /** The card field's or the gateway's reason, shown under the card. */
  cardError: string | null;
  /** The last payment declined (the spec's failure text shows above the form). */
  declined: boolean;
  transactionId: string | null;
}

export type TopUpEvent =
  /** The dialog opens: a fresh form with the customer's own contact. */
  | { type: "OPEN"; contact: TopUpContact }
  | { type: "CHOOSE"; choice: string }
  | { type: "TYPE_OTHER"; text: string }
  | { type: "EDIT_CONTACT"; field: keyof TopUpContact; value: string }
  /** The card field changed; its reason (if it says one). */
  | { type: "CARD_CHANGED"; error?: string | undefined }
  | { type: "PAY" }
  /** The card could not be turned into a payment method: its reason. */
  | { type: "CARD_REFUSED"; error: string }
  | { type: "PAID"; transactionId: string }
  /** The gateway declined or the card's action failed: its reason. */
  | { type: "DECLINED"; error: string }
  /** A call failed (the kit's error handling tells the customer): back to the form. */
  | { type: "FAILED" };

export function initialTopUp(contact: TopUpContact): TopUpState {
  return {
    phase: "editing",
    choice: "",
    other: "",
    contact,
    fieldError: null,
    cardError: null,
    declined: false,
    transactionId: null,
  };
}

/** The amount as the customer gave it: the preset, or what they typed (trimmed). */
export function amountOf(state: Pick<TopUpState, "choice" | "other">): string {
  return state.choice === OTHER_AMOUNT ? state.other.trim() : state.choice;
}

/** A whole amount is known (PAY can name it). */
export function wholeAmountOf(state: Pick<TopUpState, "choice" | "other">): number | null {
  const amount = amountOf(state);
  return /^\d+$/.test(amount) ? Number(amount) : null;
}

export function topUpReducer(state: TopUpState, event: TopUpEvent): TopUpState {
  switch (event.type) {
    case "OPEN":
      return initialTopUp(event.contact);
    case "CHOOSE":
      if (state.phase !== "editing") return state;
      return {
        ...state,
        choice: event.choice,
        fieldError: state.fieldError?.field === "amount" ? null : state.fieldError,
      };
    case "TYPE_OTHER":
      return state.phase === "editing" ? { ...state, other: event.text } : state;
    case "EDIT_CONTACT":
      if (state.phase !== "editing") return state;
      return { ...state, contact: { ...state.contact, [event.field]: event.value } };
    case "CARD_CHANGED":
      return { ...state, cardError: event.error ?? null };
    case "PAY": {
      // A second press while paying starts nothing.
      if (state.phase !== "editing") return state;
      const [error] = validateTopUp({ amount: amountOf(state), ...state.contact });
      if (error) return { ...state, fieldError: error };
      return { ...state, phase: "paying", fieldError: null, cardError: null };
    }
    case "CARD_REFUSED":
      return { ...state, phase: "editing", cardError: event.error };
    case "PAID":
      return { ...state, phase: "paid", declined: false, transactionId: event.transactionId };
    case "DECLINED":
      return { ...state, phase: "editing", declined: true, cardError: event.error };
    case "FAILED":
      return { ...state, phase: "editing" };
  }
}

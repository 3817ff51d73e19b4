import {
  checkoutErrors,
  isRedirectMethod,
  messages,
  type CheckoutForm,
  type ConfirmCartResult,
  type PaymentMethod,
} from "@bookwell/contract";

/**
 * Checkout & Payment's decisions (booking-flow.md sections 2 to 5) as a pure reducer: which
 * step a PAY NOW press is at, what it leads to, and what the customer is told. The hook
 * (`use-checkout.ts`) performs each step's call and reports back with an event; the view
 * only shows the state. Amounts are the server's: the machine passes on the figure the
 * server answered and never works one out.
 */

/** The contact and billing fields the customer edits (the spec's checkout state). */
export type ContactFields = Omit<CheckoutForm, "hasSession" | "refnum" | "finalAmount">;
export type ContactField = keyof ContactFields;

export type CheckoutPhase =
  /** Choosing a method and filling the fields; PAY NOW may be pressed. */
  | "editing"
  /** Asking the server the amount to pay after the credit chosen. */
  | "pricing"
  /** The card is incomplete or wrong: asking the card field what to say. */
  | "checking-card"
  /** Turning the card into a payment method id (the number goes only to the gateway). */
  | "tokenising"
  /** Confirm cart: the contact details, the credit used and the server's amount. */
  | "confirming"
  /** The card payment with the gateway. */
  | "paying"
  /** The card asks for 3-D Secure: the customer authenticates in the gateway's dialog. */
  | "authenticating"
  /** A redirect gateway's page (2c2p, UK Takepayments) is opening. */
  | "redirecting"
  /** Bank transfer: the QR page with the booking reference. */
  | "bank-transfer"
  /** Paid (by card or, with credit covering the whole amount, without a gateway). */
  | "paid"
  /** The stored session went away: the kit's expired-session reaction follows. */
  | "expired"
  /** The cart's reference is missing: the customer is told and sent home. */
  | "cart-missing";

/** A step that is under way: PAY NOW shows as pending and the fields are locked. */
export const BUSY_PHASES: ReadonlySet<CheckoutPhase> = new Set([
  "tokenising",
  "confirming",
  "paying",
  "authenticating",
]);

export interface CheckoutState {
  phase: CheckoutPhase;
  method: PaymentMethod | undefined;
  /** The first failing field in the spec's order, with its message. */
  fieldError: { field: ContactField; message: string } | null;
  /** The card field's message (incomplete, refused, declined, authentication failed). */
  cardError: string | null;
  /** A message for the notification region, once per transition that raises it. */
  notice: string | null;
  /** The server's amount for this attempt: what confirm cart and the gateway receive. */
  amount: number | null;
  /** The gateway's payment method id for a card attempt ("" when nothing is left to pay). */
  paymentMethodId: string;
  /** The finished attempt's transaction id. */
  transactionId: string | null;
  /** The bank-transfer page's reference and QR payload. */
  bankTransfer: {
    sor: string;
    qrPayload: string | undefined;
    amount: number;
    /** Until when its places are held (ISO time): the QR page shows it. */
    payBy: string | undefined;
  } | null;
  redirectUrl: string | null;
}

export type CheckoutEvent =
  | { type: "CHOOSE_METHOD"; method: PaymentMethod }
  | { type: "EDIT_FIELD"; field: ContactField }
  | { type: "CARD_CHANGED"; error?: string | undefined }
  /** PAY NOW (or Enter): ignored while an attempt is under way, so it sends once. */
  | { type: "PAY" }
  /** The server's amount is known (null: it could not be asked; the error is handled). */
  | {
      type: "PRICED";
      amount: number | null;
      hasSession: boolean;
      refnum: string;
      form: ContactFields;
      card: { complete: boolean; error?: string | undefined };
    }
  /** What the card field said about an incomplete card (`error` undefined: its own). */
  | { type: "CARD_CHECKED"; error: string | undefined }
  | { type: "TOKENISED"; paymentMethodId: string }
  | { type: "TOKENISE_FAILED"; error: string }
  | { type: "CONFIRMED"; result: ConfirmCartResult }
  | { type: "AUTHENTICATION_REQUIRED" }
  | { type: "AUTHENTICATED" }
  | { type: "PAID"; transactionId: string }
  | { type: "PAYMENT_FAILED"; error: string }
  /** A call failed and the kit's error rule has told the customer (or the session expired). */
  | { type: "CALL_FAILED" };

/** Card is the default payment type; with one method only, that one. */
export function defaultMethod(methods: readonly PaymentMethod[]): PaymentMethod | undefined {
  return methods.includes("card") ? "card" : methods.length === 1 ? methods[0] : undefined;
}

export function initialCheckout(methods: readonly PaymentMethod[]): CheckoutState {
  return {
    phase: "editing",
    method: defaultMethod(methods),
    fieldError: null,
    cardError: null,
    notice: null,
    amount: null,
    paymentMethodId: "",
    transactionId: null,
    bankTransfer: null,
    redirectUrl: null,
  };
}

/** Back to editing, keeping what the customer entered and chose. */
const editing = (state: CheckoutState, changes: Partial<CheckoutState> = {}): CheckoutState => ({
  ...state,
  phase: "editing",
  notice: null,
  ...changes,
});

/** Whether PAY NOW is pending (a call of the attempt is under way). */
export const isBusy = (state: CheckoutState) => BUSY_PHASES.has(state.phase);

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "CHOOSE_METHOD":
      if (state.phase !== "editing") return state;
      return { ...state, method: event.method, cardError: null };
    case "EDIT_FIELD":
      return state.fieldError?.field === event.field ? { ...state, fieldError: null } : state;
    case "CARD_CHANGED":
      return { ...state, cardError: event.error ?? null };
    case "PAY":
      // Once more after a gateway's page was opened (the customer may come back to it).
      if (state.phase !== "editing" && state.phase !== "redirecting") return state;
      return { ...state, phase: "pricing", notice: null };
    case "PRICED":
      return priced(state, event);
    case "CARD_CHECKED":
      if (state.phase !== "checking-card") return state;
      return editing(state, { cardError: event.error ?? state.cardError });
    case "TOKENISED":
      if (state.phase !== "tokenising") return state;
      return { ...state, phase: "confirming", paymentMethodId: event.paymentMethodId };
    case "TOKENISE_FAILED":
    case "PAYMENT_FAILED":
      return editing(state, { cardError: event.error, notice: event.error });
    case "CONFIRMED":
      return confirmed(state, event.result);
    case "AUTHENTICATION_REQUIRED":
      return state.phase === "paying" ? { ...state, phase: "authenticating" } : state;
    case "AUTHENTICATED":
      return state.phase === "authenticating" ? { ...state, phase: "paying" } : state;
    case "PAID":
      return { ...state, phase: "paid", notice: null, transactionId: event.transactionId };
    case "CALL_FAILED":
      return editing(state);
  }
}

/** PAY NOW's checks in the spec's order, then the first call of the chosen method. */
function priced(state: CheckoutState, event: Extract<CheckoutEvent, { type: "PRICED" }>) {
  if (state.phase !== "pricing") return state;
  if (event.amount === null) return editing(state);
  const [error] = checkoutErrors({
    hasSession: event.hasSession,
    refnum: event.refnum,
    ...event.form,
    finalAmount: event.amount,
  });
  const cleared = { ...state, fieldError: null, amount: event.amount, paymentMethodId: "" };
  if (error) {
    switch (error.field) {
      case "hasSession":
        return { ...cleared, phase: "expired" as const, notice: null };
      case "refnum":
        return { ...cleared, phase: "cart-missing" as const, notice: error.message };
      case "finalAmount":
        return editing(cleared, { notice: error.message });
      default:
        return editing(cleared, {
          fieldError: { field: error.field, message: error.message },
        });
    }
  }
  if (!state.method) return editing(cleared);
  // Credit covering the whole amount leaves nothing for the gateway, so no card is asked for.
  if (state.method === "card" && event.amount > 0) {
    // The card must be complete and free of error: the field says what is missing.
    if (!event.card.complete || event.card.error) {
      return { ...cleared, phase: "checking-card" as const, cardError: event.card.error ?? null };
    }
    return { ...cleared, phase: "tokenising" as const, cardError: null };
  }
  return { ...cleared, phase: "confirming" as const, cardError: null };
}

/** After confirm cart: paid already, the QR page, a gateway's page, or the card payment. */
function confirmed(state: CheckoutState, result: ConfirmCartResult): CheckoutState {
  if (state.phase !== "confirming") return state;
  if (typeof result.transactionId === "string") {
    return { ...state, phase: "paid", transactionId: result.transactionId };
  }
  if (state.method === "link") {
    return {
      ...state,
      phase: "bank-transfer",
      bankTransfer: {
        sor: result.sor ?? result.refnum,
        qrPayload: typeof result.qrPayload === "string" ? result.qrPayload : undefined,
        amount: state.amount ?? 0,
        payBy: typeof result.payBy === "string" ? result.payBy : undefined,
      },
    };
  }
  if (state.method && isRedirectMethod(state.method)) {
    return result.redirectUrl
      ? { ...state, phase: "redirecting", redirectUrl: result.redirectUrl }
      : editing(state, { notice: messages.oops });
  }
  return { ...state, phase: "paying" };
}

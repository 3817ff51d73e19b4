"use client";
import {
  enabledPaymentMethods,
  paymentRefOf,
  type CartLine,
  type CartSummary,
  type EndpointBody,
  type endpoints,
  type PaymentMethod,
  type SessionUser,
} from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useExpireSession, useHandleError, useKit } from "../kit-context";
import { amountDueQuery, refreshAfterPayment } from "../queries/cart-queries";
import { visitsOf, type PaymentResultState } from "../booking/booked-visits";
import { runCardPayment, type CardPaymentHandle, type CardPaymentInput } from "./card-payment";
import {
  checkoutReducer,
  initialCheckout,
  isBusy,
  type CheckoutEvent,
  type CheckoutState,
  type ContactField,
  type ContactFields,
} from "./checkout-machine";
import { initialContact, type ContactHints } from "./contact-prefill";
import type { CardFieldState } from "./test-card-field";

export interface UseCheckoutInput {
  session: SessionUser;
  /** The open cart's summary (null when the cart is empty). */
  cart: CartSummary | null;
  lines: CartLine[];
  availableCredit: number;
  /** The profile's title and saved locations, for a line that does not carry them. */
  hints?: ContactHints;
  onRedirect: (url: string) => void;
}

/** Confirm cart's body, as the contract types it. */
type ConfirmCartBody = EndpointBody<(typeof endpoints)["confirmCart"]>;

function confirmBody(
  form: ContactFields,
  creditused: number,
  paidamt: number,
  method: PaymentMethod,
): ConfirmCartBody {
  return {
    title: form.title,
    firstname: form.firstname,
    lastname: form.lastname,
    mobile: form.phoneNumber,
    email: form.email,
    postcode: form.postalCode,
    unitno: form.unitno,
    addr1: form.addr1,
    addr2: form.addr2,
    addr3: form.addr3,
    creditused,
    paidamt,
    paymentref: paymentRefOf(method),
  };
}

/**
 * Drives the checkout machine (`checkout-machine.ts`) over TanStack Query: the server's amount
 * for the credit chosen (a query), then tokenise, confirm cart and the card payment
 * (mutations). Each answer goes back to the machine as an event; what the machine decides
 * (a notice, the expired session, the result page, the QR page, a gateway's page) is carried
 * out here. The view gets plain values and callbacks.
 */
export function useCheckout({
  session,
  cart,
  lines,
  availableCredit,
  hints,
  onRedirect,
}: UseCheckoutInput) {
  const { client, navigate, session: sessionStore, settings } = useKit();
  const notify = useNotify();
  const handleError = useHandleError();
  const expireSession = useExpireSession();
  const queryClient = useQueryClient();
  const methods = enabledPaymentMethods(session);

  // The machine's state is kept in a ref as well, so two presses in the same tick (before
  // React re-renders PAY NOW as pending) see the first one's transition and start nothing.
  const [state, setState] = React.useState(() => initialCheckout(methods));
  const machine = React.useRef(state);
  const send = React.useCallback(
    (event: CheckoutEvent): CheckoutState => {
      const previous = machine.current;
      const next = checkoutReducer(previous, event);
      machine.current = next;
      setState(next);
      // A notice is told once, by the transition that raised it.
      if (next.notice && next.notice !== previous.notice) notify.error(next.notice);
      return next;
    },
    [notify],
  );

  const [form, setForm] = React.useState(() =>
    initialContact(session, lines[0], settings.defaultCountry, hints),
  );
  const setField = (field: ContactField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    send({ type: "EDIT_FIELD", field });
  };
  const [creditText, setCreditText] = React.useState("");
  const [creditUsed, setCreditUsed] = React.useState(0);
  const [cardState, setCardState] = React.useState<CardFieldState>({ complete: false });
  const cardRef = React.useRef<CardPaymentHandle>(null);

  // The amount to pay is the server's, after the credit chosen: shown as soon as it comes
  // (the previous figure stays on screen meanwhile), and what PAY NOW sends.
  const dueQuery = amountDueQuery(client, session.arnum, session.email, creditUsed);
  const due = useQuery({ ...dueQuery, enabled: cart !== null, placeholderData: keepPreviousData });
  React.useEffect(() => {
    if (due.error) handleError(due.error);
  }, [due.error, handleError]);

  const tokenise = useMutation({
    mutationFn: async () => {
      if (!cardRef.current) throw new Error("The card field is not ready.");
      return cardRef.current.createPaymentMethod();
    },
  });
  const confirmCart = useMutation({
    mutationFn: (input: { refnum: string; body: ConfirmCartBody }) =>
      client.confirmCart({ params: { refnum: input.refnum }, body: input.body }),
  });
  const payByCard = useMutation({
    mutationFn: (input: CardPaymentInput) => runCardPayment(input),
  });

  /** The server's amount for the credit chosen now: from the cache, or asked (and awaited). */
  const amountToPay = async (): Promise<number | null> => {
    if (!cart) return 0;
    try {
      const { summary } = await queryClient.ensureQueryData(dueQuery);
      return summary?.finalAmount ?? null;
    } catch (error) {
      handleError(error);
      return null;
    }
  };

  /** What a settled attempt leads to, outside the checkout. */
  const leave = (settled: CheckoutState) => {
    switch (settled.phase) {
      case "expired":
        return expireSession();
      case "cart-missing":
        return navigate({ to: "home" });
      case "paid": {
        const result: PaymentResultState = {
          txnId: settled.transactionId ?? "",
          visits: visitsOf(lines),
          ...(cart ? { reference: cart.refnum } : {}),
          ...(settled.amount !== null ? { amountPaid: settled.amount, creditUsed } : {}),
        };
        return navigate({ to: "payment-result", state: result });
      }
      case "bank-transfer":
        // The cart became a booking awaiting payment: the cart, My Booking and the list of
        // bookings awaiting payment are all out of date now.
        void refreshAfterPayment(queryClient, session.arnum);
        return navigate({ to: "paynow", state: settled.bankTransfer ?? undefined });
      case "redirecting":
        return settled.redirectUrl ? onRedirect(settled.redirectUrl) : undefined;
      default:
        return undefined;
    }
  };

  const pay = async () => {
    // A press the machine ignores (an attempt is under way) starts nothing.
    const before = machine.current;
    if (send({ type: "PAY" }) === before) return;
    const amount = await amountToPay();
    let current = send({
      type: "PRICED",
      amount,
      hasSession: sessionStore.get() !== null,
      refnum: cart?.refnum ?? "",
      form,
      card: cardState,
    });
    try {
      if (current.phase === "checking-card") {
        const created = await cardRef.current?.createPaymentMethod();
        send({
          type: "CARD_CHECKED",
          error: created && "error" in created ? created.error : undefined,
        });
        return;
      }
      if (current.phase === "tokenising") {
        const created = await tokenise.mutateAsync();
        current = send(
          "error" in created
            ? { type: "TOKENISE_FAILED", error: created.error }
            : { type: "TOKENISED", paymentMethodId: created.id },
        );
      }
      if (current.phase === "confirming" && cart && current.method && current.amount !== null) {
        const confirmed = await confirmCart.mutateAsync({
          refnum: cart.refnum,
          body: confirmBody(form, creditUsed, current.amount, current.method),
        });
        current = send({ type: "CONFIRMED", result: confirmed });
      }
      if (current.phase === "paying" && cart && cardRef.current && current.amount !== null) {
        const handle = cardRef.current;
        const outcome = await payByCard.mutateAsync({
          client,
          // The 3-D Secure dialog is a state of its own while the gateway waits for it.
          card: {
            gateway: handle.gateway,
            createPaymentMethod: () => handle.createPaymentMethod(),
            handleAction: async (clientSecret) => {
              send({ type: "AUTHENTICATION_REQUIRED" });
              try {
                return await handle.handleAction(clientSecret);
              } finally {
                send({ type: "AUTHENTICATED" });
              }
            },
          },
          paymentMethodId: current.paymentMethodId,
          attemptKey: crypto.randomUUID(),
          refnum: cart.refnum,
          paidamt: current.amount,
          creditused: creditUsed,
          availcredit: availableCredit,
          email: form.email,
        });
        current = send(
          "transactionId" in outcome
            ? { type: "PAID", transactionId: outcome.transactionId }
            : { type: "PAYMENT_FAILED", error: outcome.error },
        );
      }
      leave(current);
    } catch (error) {
      handleError(error);
      send({ type: "CALL_FAILED" });
    }
  };

  return {
    state,
    /** PAY NOW is pending and the fields are locked. */
    processing: isBusy(state),
    methods,
    chooseMethod: (method: PaymentMethod) => send({ type: "CHOOSE_METHOD", method }),
    form,
    setField,
    cardRef,
    onCardChange: (next: CardFieldState, shownError: string | undefined) => {
      setCardState(next);
      send({ type: "CARD_CHANGED", error: shownError });
    },
    creditText,
    setCreditText,
    redeemCredit: setCreditUsed,
    /** The credit line and the amount it leads to, together, as the server answered them. */
    amountDue: due.data?.summary?.finalAmount ?? cart?.total ?? 0,
    creditShown: due.data?.creditused ?? 0,
    pay,
  };
}

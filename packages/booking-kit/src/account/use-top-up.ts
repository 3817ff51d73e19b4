"use client";
import type { CardGateway } from "@bookwell/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { runCardLoop, type CardPaymentHandle } from "../checkout/card-payment";
import { useHandleError, useKit, useSession } from "../kit-context";
import { accountKeys } from "../queries/account-queries";
import { cartKeys } from "../queries/cart-queries";
import {
  initialTopUp,
  topUpReducer,
  wholeAmountOf,
  type TopUpContact,
  type TopUpEvent,
  type TopUpState,
} from "./top-up-machine";

/** What the card loop of one top-up needs. */
interface TopUpPayment {
  card: CardPaymentHandle;
  paymentMethodId: string;
  gateway: CardGateway;
  attemptKey: string;
  arnum: string;
  refnum: string;
  amount: number;
}

/**
 * Drives the top-up machine (`top-up-machine.ts`) over TanStack Query mutations: create the
 * credit record, then the card loop (initiate, the card's action while the server asks,
 * confirm). Each answer goes back to the machine as an event; a paid top-up refreshes the
 * balance, the lots, the ledger and the checkout's credit. The view gets the state, `send` and
 * `pay`.
 */
export function useTopUp() {
  const { client } = useKit();
  const session = useSession();
  const handleError = useHandleError();
  const queryClient = useQueryClient();

  // The receipt goes to the customer's own contact unless they change it.
  const ownContact = (): TopUpContact => ({
    email: session?.email ?? "",
    mobile: session?.mobile ?? "",
    fullname: session ? `${session.firstname} ${session.lastname}`.trim() : "",
  });

  // Kept in a ref as well, so two presses in the same tick see the first one's transition.
  const [state, setState] = React.useState(() => initialTopUp(ownContact()));
  const machine = React.useRef(state);
  const send = React.useCallback((event: TopUpEvent): TopUpState => {
    const next = topUpReducer(machine.current, event);
    machine.current = next;
    setState(next);
    return next;
  }, []);

  const card = React.useRef<CardPaymentHandle>(null);

  const createCredit = useMutation({
    mutationFn: (input: { arnum: string; amount: number; attemptKey: string }) =>
      client.createCredit({
        params: { arnum: input.arnum },
        body: {
          arnum: input.arnum,
          payref: "card",
          qty: input.amount,
          idempotencyKey: input.attemptKey,
        },
      }),
  });
  const payByCard = useMutation({
    mutationFn: (input: TopUpPayment) =>
      runCardLoop({
        card: input.card,
        start: () =>
          client.initiateTopUp({
            body: {
              PaymentMethodId: input.paymentMethodId,
              paymentMethod: input.gateway,
              idempotencyKey: `${input.attemptKey}-pay`,
              paidamt: input.amount,
              arnum: input.arnum,
              refnum: input.refnum,
            },
          }),
        confirm: (paymentIntentId, round) =>
          client.confirmTopUp({
            body: {
              PaymentIntentId: paymentIntentId,
              refnum: input.refnum,
              paymentMethod: input.gateway,
              idempotencyKey: `${input.attemptKey}-confirm-${round}`,
            },
          }),
      }),
    onSuccess: (result, input) => {
      if (!("transactionId" in result)) return;
      // The balance, the lots and the ledger changed; the checkout's credit total too.
      void queryClient.invalidateQueries({ queryKey: accountKeys.of(input.arnum) });
      void queryClient.invalidateQueries({ queryKey: cartKeys.credit(input.arnum) });
    },
  });

  /** PAY: the machine checks the form; when it starts paying, the calls follow. */
  const pay = async (): Promise<TopUpState> => {
    if (!session || machine.current.phase !== "editing") return machine.current;
    const started = send({ type: "PAY" });
    const amount = wholeAmountOf(started);
    if (started.phase !== "paying" || amount === null) return started;
    const handle = card.current;
    if (!handle) return send({ type: "FAILED" });
    const attemptKey = crypto.randomUUID();
    try {
      const created = await handle.createPaymentMethod();
      if ("error" in created) return send({ type: "CARD_REFUSED", error: created.error });
      const record = await createCredit.mutateAsync({
        arnum: session.arnum,
        amount,
        attemptKey,
      });
      const result = await payByCard.mutateAsync({
        card: handle,
        paymentMethodId: created.id,
        gateway: handle.gateway,
        attemptKey,
        arnum: session.arnum,
        refnum: record.refnum,
        amount,
      });
      return "transactionId" in result
        ? send({ type: "PAID", transactionId: result.transactionId })
        : send({ type: "DECLINED", error: result.error });
    } catch (cause) {
      handleError(cause);
      return send({ type: "FAILED" });
    }
  };

  return {
    state,
    send,
    pay,
    /** The dialog opens: a fresh form with the customer's own contact. */
    open: () => send({ type: "OPEN", contact: ownContact() }),
    card,
  };
}

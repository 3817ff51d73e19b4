"use client";
import {
  messages,
  type ChangeDateBody,
  type ChangePasswordBody,
  type FeedbackBody,
  type LocationBody,
  type Particulars,
  type ParticularsBody,
  type RefundBody,
} from "@bookwell/contract";
import { useNotify } from "@bookwell/ui";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import { cartKeys } from "./cart-queries";
import { useHandleError, useKit } from "../kit-context";
import { accountKeys, type AccountOwner } from "./account-queries";
import { bookingKeys } from "./queries";

/**
 * The account area's writes (account-area.md section 7), one hook per call. Each shows the
 * spec's success text (section 8), refreshes what the change makes stale, and hands a failure
 * to the kit's one error rule (`useHandleError`: a 401 ends the session and goes home, a
 * server's text is shown as it is). A composite adds its own follow-up with
 * `mutate(input, { onSuccess })`; what the customer typed is never cleared on a failure.
 */
function useAccountMutation<Input, Output>({
  call,
  success,
  stale,
  onSuccess,
}: {
  call: (input: Input) => Promise<Output>;
  success: string;
  /** Keys to refetch after success. */
  stale: (input: Input, output: Output) => QueryKey[];
  onSuccess?: (output: Output, input: Input) => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const handleError = useHandleError();
  return useMutation({
    mutationFn: call,
    onSuccess: async (output, input) => {
      onSuccess?.(output, input);
      notify.success(success);
      await Promise.all(
        stale(input, output).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: handleError,
  });
}

/**
 * `PUT myaccount/myparticulars/{arnum}`. The answer becomes the cached particulars, and the
 * stored profile takes the new names, e-mail and mobile (the header and checkout show them).
 */
export function useUpdateParticulars({ arnum }: AccountOwner) {
  const { client, session } = useKit();
  const queryClient = useQueryClient();
  return useAccountMutation({
    call: (body: ParticularsBody) => client.updateParticulars({ params: { arnum }, body }),
    success: messages.particularsUpdated,
    stale: () => [],
    onSuccess: (particulars: Particulars) => {
      queryClient.setQueryData(accountKeys.particulars(arnum), particulars);
      const user = session.get();
      if (user?.arnum === arnum) {
        const { firstname, lastname, email, mobile } = particulars;
        session.set({ ...user, firstname, lastname, email, mobile });
      }
    },
  });
}

/** `DELETE myaccount/mycontacts/{arnum}?guid=`: a location it owned loses its owner. */
export function useDeleteContact({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (guid: string) => client.deleteContact({ params: { arnum }, query: { guid } }),
    success: messages.contactDeleted,
    stale: () => [
      accountKeys.contacts(arnum),
      accountKeys.locationOwners(arnum),
      accountKeys.locations(arnum),
    ],
  });
}

/** `PUT myaccount/mylocations/{arnum}?locationId=`: creates without an id, else updates. */
export function useSaveLocation({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (body: LocationBody) =>
      client.saveLocation({
        params: { arnum },
        query: { locationId: body.locationid ?? "" },
        body,
      }),
    success: messages.locationUpdated,
    // The booking flow's saved locations are the same records.
    stale: () => [accountKeys.locations(arnum), bookingKeys.locations(arnum)],
  });
}

export function useDeleteLocation({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (locationId: string) =>
      client.deleteLocation({ params: { arnum }, query: { locationId } }),
    success: messages.locationDeleted,
    stale: () => [accountKeys.locations(arnum), bookingKeys.locations(arnum)],
  });
}

/** `POST user/changepwd` (a JSON body: a password never travels in a URL). */
export function useChangePassword() {
  const { client } = useKit();
  return useAccountMutation({
    call: (body: ChangePasswordBody) => client.changePassword({ body }),
    success: messages.passwordUpdated,
    stale: () => [],
  });
}

/** `POST mybooking/details/changedate/{refnum}`: a new date and shift, or a skip (no shift). */
export function useChangeBookingDate({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (body: ChangeDateBody) =>
      client.changeBookingDate({ params: { refnum: body.refnum }, body }),
    success: messages.dateTimeChanged,
    stale: (body) => [accountKeys.bookings(arnum), accountKeys.bookingDetail(arnum, body.refnum)],
  });
}

export function useRequestRefund({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (body: RefundBody) => client.requestRefund({ params: { refnum: body.refnum }, body }),
    success: messages.requestSubmitted,
    stale: (body) => [accountKeys.bookings(arnum), accountKeys.bookingDetail(arnum, body.refnum)],
  });
}

/** A tip is paid from credit: the credit pages and the checkout's credit are stale after it. */
export function useSubmitFeedback({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (body: FeedbackBody) => client.submitFeedback({ params: { refnum: body.refnum }, body }),
    success: messages.feedbackSubmitted,
    stale: (body) => [
      accountKeys.bookings(arnum),
      accountKeys.bookingDetail(arnum, body.refnum),
      accountKeys.feedbackList(arnum),
      accountKeys.credit(arnum),
      cartKeys.credit(arnum),
    ],
  });
}

export function useDeleteRequest({ arnum }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: (refnum: string) => client.deleteRequest({ params: { refnum } }),
    success: messages.quotationDeleted,
    stale: () => [accountKeys.requests(arnum)],
  });
}

/**
 * `POST myrequest/quoteaccept/{arnum}`: the quotation goes into the cart. `upgrade` accepts
 * its 12-session upgrade (the reference with the letter U appended, as the spec says).
 */
export function useAcceptQuote({ arnum, email }: AccountOwner) {
  const { client } = useKit();
  return useAccountMutation({
    call: ({ refnum, upgrade }: { refnum: string; upgrade: boolean }) =>
      client.acceptQuote({
        params: { arnum },
        query: { email, quoterefnum: upgrade ? `${refnum}U` : refnum },
      }),
    success: messages.quotationAccepted,
    stale: () => [accountKeys.requests(arnum), cartKeys.all],
  });
}

"use client";
import {
  accountTexts,
  businessToday,
  dateFormat,
  fillTemplate,
  formatDisplayDate,
  labels,
  messages,
  templates,
  type BookingListItem,
} from "@bookwell/contract";
import {
  Badge,
  Banner,
  Button,
  DataTable,
  DateField,
  Field,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tabs,
  TextInput,
  type DataTableColumn,
} from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { useKit, useSession } from "../kit-context";
import { KitLink } from "../kit-link";
import { bookingListQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";
import { BookingStatus } from "./booking-status";
import {
  bookingListReducer,
  bookingRowStatus,
  initialBookingList,
  searchByTicket,
  type BookingListEvent,
  type BookingListState,
  type BookingListType,
} from "./bookings";

export { BookingStatus };

/** Each list's name: its table's caption and its filter form's. */
const LIST_NAMES: Readonly<Record<BookingListType, string>> = {
  active: "Active bookings",
  history: "Booking history",
};

/** "28/11/2026, 10:00": a payment deadline in the business's time zone (DD/MM/YYYY). */
function formatDeadline(iso: string, timeZone: string): string {
  return dateFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/**
 * A listed booking's status; one awaiting payment (bank transfer or a redirect gateway, issue
 * 15) also shows the reference to pay with, until when its place is held, and Complete my
 * payment (the site's resume page: the QR and reference again, the gateway again, or a card).
 * Past the deadline it reads Released, with no way to resume.
 */
function ListedBookingStatus({ row }: { row: BookingListItem }) {
  const { settings } = useKit();
  const unpaid = row.awaitingPayment;
  if (!unpaid) {
    return <BookingStatus status={row.status} refundRequested={row.refundRequested === true} />;
  }
  const deadline = formatDeadline(unpaid.payBy, settings.timeZone);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={unpaid.expired ? "neutral" : "warning"}>{bookingRowStatus(row)}</Badge>
      <span>{fillTemplate(templates.paymentReference, { reference: unpaid.reference })}</span>
      <span>
        {fillTemplate(unpaid.expired ? templates.placeReleasedOn : templates.placeHeldUntil, {
          deadline,
        })}
      </span>
      {unpaid.expired ? null : (
        <KitLink
          to={{ to: "resume-payment", refnum: unpaid.refnum }}
          // The visible text first; a plan's sessions share the booking, the session tells apart.
          aria-label={`${accountTexts.completeMyPayment}, ${row.ticket}, session ${row.sessionNo}`}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {accountTexts.completeMyPayment}
        </KitLink>
      )}
    </div>
  );
}

function columnsFor(type: BookingListType): DataTableColumn<BookingListItem>[] {
  return [
    {
      key: "ticket",
      header: "Ticket",
      cell: (row) => (
        <KitLink
          to={{ to: "booking-details", type, refnum: row.refnum }}
          // A plan's sessions share a ticket: the session tells their links apart.
          aria-label={`${row.ticket}, session ${row.sessionNo}`}
          className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {row.ticket}
        </KitLink>
      ),
    },
    { key: "sessionNo", header: "Session no.", cell: (row) => row.sessionNo },
    {
      key: "serviceDate",
      header: "Service date",
      cell: (row) => formatDisplayDate(row.serviceDate),
    },
    {
      key: "assignedCrew",
      header: "Crew",
      cell: (row) => row.assignedCrew || accountTexts.crewToBeAssigned,
    },
    { key: "serviceType", header: "Service type", cell: (row) => row.serviceType },
    { key: "status", header: "Status", cell: (row) => <ListedBookingStatus row={row} /> },
  ];
}

export type MyBookingsViewProps = {
  /** The tab, the dates being chosen and asked for, and the ticket search. */
  state: BookingListState;
  /** Called with what the customer did (the list's rules are `bookingListReducer`'s). */
  onEvent: (event: BookingListEvent) => void;
  /** Today, YYYY-MM-DD (the business's date): the calendars open on it. */
  today: string;
  /** The bookings between the dates asked for; `undefined` while they load or if they failed. */
  bookings: readonly BookingListItem[] | undefined;
  /**
   * The bookings could not be loaded: the list offers to ask again.
   * @default false
   */
  failed?: boolean;
  /** Asks for the bookings again after a failure. */
  onRetry?: () => void;
  /**
   * The customer has just paid (the site's `f=s`): the payment success notice shows.
   * @default false
   */
  justPaid?: boolean;
};

/**
 * My Booking, presentational: the payment notice, the Active and History tabs, each with
 * date from, date to, Filter and a ticket search, and the list (a table above 768 px, cards
 * below) whose tickets link to the booking's details.
 */
export function MyBookingsView({
  state,
  onEvent,
  today,
  bookings,
  failed = false,
  onRetry,
  justPaid = false,
}: MyBookingsViewProps) {
  const panel = (type: BookingListType) => {
    const name = LIST_NAMES[type];
    return (
      <TabsContent value={type} className="space-y-6">
        <form
          noValidate
          aria-label={`Filter ${name.toLowerCase()}`}
          className="flex flex-wrap items-end gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onEvent({ type: "filter" });
          }}
        >
          <DateField
            label="Date from"
            openLabel="Choose date from"
            value={state.draft.from}
            onValueChange={(date) => onEvent({ type: "from", date })}
            today={today}
            defaultMonth={state.draft.from || today}
            error={state.missing === "from" ? messages.chooseDate : undefined}
          />
          <DateField
            label="Date to"
            openLabel="Choose date to"
            value={state.draft.to}
            onValueChange={(date) => onEvent({ type: "to", date })}
            today={today}
            defaultMonth={state.draft.to || state.draft.from || today}
            error={state.missing === "to" ? messages.chooseDate : undefined}
          />
          <Button type="submit">{labels.filter}</Button>
          <Field label="Search ticket" className="min-w-48 flex-1">
            <TextInput
              type="search"
              autoComplete="off"
              value={state.search}
              onChange={(event) => onEvent({ type: "search", text: event.target.value })}
            />
          </Field>
        </form>
        {bookings ? (
          <DataTable
            caption={name}
            columns={columnsFor(type)}
            rows={searchByTicket(bookings, state.search)}
            getRowKey={(row) => row.refnum}
            emptyText={messages.noRecordsFound}
          />
        ) : failed ? (
          <AccountFailed onRetry={() => onRetry?.()} />
        ) : (
          <AccountLoading label={`Loading ${name.toLowerCase()}`} />
        )}
      </TabsContent>
    );
  };

  return (
    <div data-slot="my-bookings" className="space-y-6">
      {justPaid ? <Banner tone="success" label="Payment" message={messages.bookingPaid} /> : null}
      <Tabs
        value={state.type}
        onValueChange={(tab) => onEvent({ type: "tab", tab: tab as BookingListType, today })}
      >
        <TabsList aria-label="My Booking">
          <TabsTrigger value="active">{labels.active}</TabsTrigger>
          <TabsTrigger value="history">{labels.history}</TabsTrigger>
        </TabsList>
        {panel("active")}
        {panel("history")}
      </Tabs>
    </div>
  );
}

export type MyBookingsProps = {
  /**
   * The customer has just paid for a booking (the site passes this for `?f=s`): "You have
   * successfully made a payment.  Please take note of the booking schedule" shows.
   * @default false
   */
  justPaid?: boolean;
  /**
   * The tab shown first.
   * @default "active"
   */
  defaultTab?: BookingListType;
};

/**
 * My Booking (/my-account/my-booking): `GET mybooking/active|history/{arnum}` between the
 * tab's dates (Active: today to 30 days ahead; History: 30 days ago to today, the business's
 * today). Switching tabs and Filter ask the server again.
 */
export function MyBookings({ justPaid = false, defaultTab = "active" }: MyBookingsProps) {
  const { client, settings } = useKit();
  const queryClient = useQueryClient();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const today = businessToday(settings.timeZone);
  const [state, setState] = React.useState(() => initialBookingList(defaultTab, today));
  // The state the next event starts from, even when two arrive before a render.
  const latest = React.useRef(state);
  const list = useQuery({
    ...bookingListQuery(client, owner, state.type, state.applied.from, state.applied.to),
    enabled: Boolean(user),
  });
  useReportErrors(list.error);

  const onEvent = (event: BookingListEvent) => {
    const next = bookingListReducer(latest.current, event);
    latest.current = next;
    setState(next);
    // A tab switch or an accepted Filter is a fresh request, even for dates in the cache.
    if (event.type === "tab" || (event.type === "filter" && next.missing === null)) {
      const { from, to } = next.applied;
      void queryClient.invalidateQueries({
        queryKey: bookingListQuery(client, owner, next.type, from, to).queryKey,
        exact: true,
      });
    }
  };

  return (
    <MyBookingsView
      state={state}
      onEvent={onEvent}
      today={today}
      bookings={list.data}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      justPaid={justPaid}
    />
  );
}

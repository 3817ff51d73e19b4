"use client";
import {
  accountTexts,
  FEEDBACK_MAX_RATING,
  fillTemplate,
  formatDisplayDate,
  invoiceUrl,
  isApiError,
  templates,
  texts,
  type BookingAwaitingPayment,
  type BookingDetail,
} from "@bookwell/contract";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  lazyComponent,
  Money,
  TextLink,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { useHandleError, useKit, useSession, type KitSettings } from "../kit-context";
import { bookingDetailQuery } from "../queries/account-queries";
import { AccountFailed, AccountLoading, useReportErrors } from "./account-states";
import { BookingActions } from "./booking-actions";
import { progressPercent, type BookingListType } from "./bookings";
import { crewLocationOf } from "./crew-location";
import { CrewLocationPanel } from "./crew-location-panel";
import { BookingStatus } from "./booking-status";
import { KitLink } from "../kit-link";

/**
 * A past booking's rating, loaded on use: only history details show it, so the stars and the
 * radio group of their input are not in an upcoming booking's first load. On a server the
 * module loads with this one (the stars are in the first HTML); in the browser React keeps the
 * server's HTML and hydrates them once their module has arrived.
 */
const RatingStars = lazyComponent(() =>
  import("./rating-stars-part").then((module) => module.RatingStars),
);
if (typeof document === "undefined") void RatingStars.preload();

/**
 * The stars in a Suspense boundary of their own. Memoised: React replaces a boundary still
 * waiting for its code with its fallback when its props change, which would blank the server's
 * HTML.
 */
const BookingRating = React.memo(function BookingRating({ value }: { value: number }) {
  return (
    <React.Suspense fallback={null}>
      <RatingStars value={value} max={FEEDBACK_MAX_RATING} size="sm" />
    </React.Suspense>
  );
});

/** "28/11/2026, 10:00": a payment deadline in the business's time zone (DD/MM/YYYY). */
function formatDeadline(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/**
 * A booking awaiting payment (bank transfer or a redirect gateway), as My Booking lists it:
 * Awaiting payment, the reference to pay with, until when its place is held, and Complete my
 * payment; after the deadline Released, with no way to resume.
 */
function AwaitingPayment({
  unpaid,
  timeZone,
}: {
  unpaid: BookingAwaitingPayment;
  timeZone: string;
}) {
  const deadline = formatDeadline(unpaid.payBy, timeZone);
  return (
    <div className="flex flex-col items-start gap-2">
      <Badge tone={unpaid.expired ? "neutral" : "warning"}>
        {unpaid.expired ? accountTexts.statusReleased : accountTexts.statusAwaitingPayment}
      </Badge>
      <span>{fillTemplate(templates.paymentReference, { reference: unpaid.reference })}</span>
      <span>
        {fillTemplate(unpaid.expired ? templates.placeReleasedOn : templates.placeHeldUntil, {
          deadline,
        })}
      </span>
      {unpaid.expired ? null : (
        <Button asChild size="sm">
          <KitLink to={{ to: "resume-payment", refnum: unpaid.refnum }}>
            {accountTexts.completeMyPayment}
          </KitLink>
        </Button>
      )}
    </div>
  );
}

/** One label and its value in a card's description list. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-2 last:border-0 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function Progress({ value }: { value: string | number }) {
  const percent = progressPercent(value);
  if (percent === null) return <>{value}</>;
  return (
    <span className="flex items-center gap-3">
      <progress
        value={percent}
        max={100}
        aria-label="Progress"
        className="h-2 w-40 accent-primary"
      />
      <span className="tabular-nums">{percent}%</span>
    </span>
  );
}

export type BookingDetailsViewProps = {
  /** Which list the booking was opened from: the right panel shows that kind of details. */
  type: BookingListType;
  /** The booking, as `GET mybooking/details/{refnum}` gives it. */
  booking: BookingDetail;
  /**
   * The currency the price is shown in.
   * @default "GBP"
   */
  currency?: "GBP" | "SGD";
  /**
   * The invoice link of the Service Information card; the row shows only when given.
   * @default undefined
   */
  invoice?: React.ReactNode;
  /**
   * The right panel's actions (change date, skip, refund, feedback, rebook), under its details.
   * @default undefined
   */
  actions?: React.ReactNode;
  /**
   * The tiles of the crew location map (`KitSettings.map`).
   * @default OpenStreetMap's standard tiles
   */
  mapTiles?: KitSettings["map"];
  /**
   * The business's time zone, for a payment deadline.
   * @default "Europe/London"
   */
  timeZone?: string;
};

/**
 * Booking Details, presentational (account-area.md section 2): the Service Information card
 * on the left, and on the right the active or the history details. The invoice link and the
 * actions come in as slots. An upcoming booking with a crew and its position also offers the
 * crew location map in the right panel, on a tab beside the details (`crewLocationOf` says
 * when; the details come first, as that is what a booking is opened for).
 */
export function BookingDetailsView({
  type,
  booking,
  currency = "GBP",
  invoice,
  actions,
  mapTiles,
  timeZone = "Europe/London",
}: BookingDetailsViewProps) {
  const ticket = booking.ticket;
  const infoId = React.useId();
  const detailsId = React.useId();
  return (
    <div
      data-slot="booking-details"
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <Card role="region" aria-labelledby={infoId}>
        <CardHeader>
          <CardTitle as="h2" id={infoId}>
            Service Information
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            {ticket ? <Row label="Ticket">{ticket}</Row> : null}
            <Row label={texts.bookingReference}>{booking.refnum}</Row>
            <Row label="Created on">{formatDisplayDate(booking.createdon)}</Row>
            <Row label="Service type">{booking.servicetype}</Row>
            <Row label="Number of crews">{booking.crewqty}</Row>
            <Row label="Service no.">{booking.serviceno}</Row>
            <Row label="Price">
              <Money amount={booking.price} currency={currency} />
            </Row>
            <Row label="Property">
              {/* A size only when known: a new property's questionnaire does not ask it. */}
              {[booking.propertytype, booking.area > 0 ? `${booking.area} sqft` : ""]
                .filter(Boolean)
                .join(", ") || accountTexts.notGiven}
            </Row>
            <Row label="Bedrooms">{booking.bedroomqty}</Row>
            <Row label="Bathrooms">{booking.bathroomqty}</Row>
            <Row label="Service address">{booking.shipaddress}</Row>
            <Row label="Service date">{formatDisplayDate(booking.servicedate)}</Row>
            <Row label="Time slot">
              {booking.timestart} to {booking.timeend}
            </Row>
            {invoice ? <Row label="Invoice">{invoice}</Row> : null}
            <Row label="Progress">
              <Progress value={booking.progress} />
            </Row>
          </dl>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby={detailsId}>
        <CardHeader>
          <CardTitle as="h2" id={detailsId}>
            {type === "active" ? "Upcoming service" : "Past service"}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CrewLocationPanel location={crewLocationOf(type, booking)} tiles={mapTiles}>
            <dl>
              <Row label="Package">{booking.matname}</Row>
              <Row label="Status">
                {booking.awaitingPayment ? (
                  <AwaitingPayment unpaid={booking.awaitingPayment} timeZone={timeZone} />
                ) : (
                  <>
                    <BookingStatus
                      status={booking.status}
                      refundRequested={booking.refundRequestedOn !== undefined}
                    />
                    {booking.refundRequestedOn && booking.status !== "Refunded" ? (
                      <span className="mt-1 block">
                        {accountTexts.refundRequestedOn(
                          formatDisplayDate(booking.refundRequestedOn),
                        )}
                      </span>
                    ) : null}
                  </>
                )}
              </Row>
              <Row label="Crew">{booking.crewname || accountTexts.crewToBeAssigned}</Row>
              {type === "history" ? (
                <Row label="Your rating">
                  {booking.rating > 0 ? (
                    <BookingRating value={booking.rating} />
                  ) : (
                    accountTexts.notRatedYet
                  )}
                </Row>
              ) : null}
              {type === "history" && booking.notes ? (
                <Row label="Crew's notes">{booking.notes}</Row>
              ) : null}
              {booking.cusremarks ? <Row label="Your remarks">{booking.cusremarks}</Row> : null}
              {booking.modifiedby ? (
                <Row label="Last change">
                  {booking.reason || "Changed"}, by {booking.modifiedby}
                  {booking.modifiedon
                    ? ` on ${formatDisplayDate(booking.modifiedon.slice(0, 10))}`
                    : ""}
                </Row>
              ) : null}
            </dl>
          </CrewLocationPanel>
          {actions}
        </CardContent>
      </Card>
    </div>
  );
}

export type BookingDetailsProps = {
  /** The list the booking was opened from (the URL's `{type}`). */
  type: BookingListType;
  /** The booking (the URL's `{refnum}`). None: home. */
  refnum: string;
};

/**
 * Booking Details (/my-booking-details/{type}/{refnum}): `GET mybooking/details/{refnum}`.
 * No refnum goes home. A booking the server refuses (403, or 404) goes home too, with the
 * server's text, and the same way whether it exists or belongs to someone else.
 */
export function BookingDetails({ type, refnum }: BookingDetailsProps) {
  const { client, settings, navigate } = useKit();
  const user = useSession();
  const handleError = useHandleError();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const detail = useQuery({
    ...bookingDetailQuery(client, owner, refnum),
    enabled: Boolean(user && refnum),
  });
  const refusal =
    isApiError(detail.error) && (detail.error.status === 403 || detail.error.status === 404)
      ? detail.error
      : null;
  useReportErrors(refusal ? null : detail.error);

  React.useEffect(() => {
    if (!refnum) navigate({ to: "home", replace: true });
  }, [refnum, navigate]);
  const sentHome = React.useRef<Error | null>(null);
  React.useEffect(() => {
    if (!refusal || sentHome.current === refusal) return;
    sentHome.current = refusal;
    handleError(refusal);
    navigate({ to: "home", replace: true });
  }, [refusal, handleError, navigate]);

  if (!refnum || refusal) return null;
  if (detail.isPending) return <AccountLoading label="Loading the booking" rows={6} />;
  if (!detail.data) return <AccountFailed onRetry={() => void detail.refetch()} />;
  // A real link: the browser downloads the PDF with the session cookie, from the API's origin.
  const invoice = (
    <TextLink href={invoiceUrl(refnum, client.baseUrl)} download={`invoice-${refnum}.pdf`}>
      Download invoice (PDF)
    </TextLink>
  );
  return (
    <BookingDetailsView
      type={type}
      booking={detail.data}
      currency={settings.currency}
      invoice={invoice}
      mapTiles={settings.map}
      timeZone={settings.timeZone}
      actions={<BookingActions type={type} booking={detail.data} />}
    />
  );
}

import { staffTexts, type StaffBookingDetail } from "@bookwell/contract";
import { Field, TextInput, Textarea } from "@bookwell/ui";
import { Link, useParams } from "react-router";

import { ActionForm, numberOf, textOf } from "../components/action-form";
import { DoneNotice, formatDateTime, Loaded, Screen } from "../components/notices";
import { StatusBadge } from "../components/status-badge";
import { useMoney } from "../lib/business";
import { useStaffAction, useStaffQuery } from "../lib/staff-api";

/** One visit in full, with the lifecycle actions: crew, position, progress, complete, cancel. */
export function BookingPage() {
  const { refnum = "" } = useParams();
  const query = useStaffQuery("staffBooking", { params: { refnum } });
  return (
    <Loaded query={query}>
      {(booking) => (
        <Screen title={staffTexts.bookingTitle(booking.ticket)}>
          <p>
            <Link className="text-primary underline underline-offset-4" to="/">
              {staffTexts.backToBoard}
            </Link>
          </p>
          <BookingFacts booking={booking} />
          <BookingActions booking={booking} />
        </Screen>
      )}
    </Loaded>
  );
}

export function BookingFacts({ booking }: { booking: StaffBookingDetail }) {
  const money = useMoney();
  const facts: [string, React.ReactNode][] = [
    [staffTexts.status, <StatusBadge key="s" status={booking.status} />],
    [staffTexts.payment, booking.awaitingPayment ? staffTexts.awaitingPayment : staffTexts.paid],
    [staffTexts.customer, `${booking.customer} (${booking.arnum})`],
    [staffTexts.email, booking.email],
    [staffTexts.mobile, booking.mobile],
    [staffTexts.address, booking.address],
    [staffTexts.service, booking.serviceType],
    [staffTexts.date, booking.serviceDate],
    [staffTexts.time, `${booking.start}–${booking.end}`],
    [staffTexts.session, `${booking.sessionNo} / ${booking.sessionQty}`],
    [
      staffTexts.crew,
      booking.crewName
        ? `${booking.crewName} (${booking.crewPhone}), ${booking.crewQty}`
        : staffTexts.noCrew,
    ],
    [staffTexts.progress, `${booking.progress}%`],
    [staffTexts.price, money(booking.price)],
    [staffTexts.paid, money(booking.paid)],
    [staffTexts.refunded, money(booking.refunded)],
    [staffTexts.notes, booking.notes],
    [staffTexts.customerRemarks, booking.customerRemarks],
    [
      staffTexts.lastChange,
      booking.modifiedOn
        ? `${formatDateTime(booking.modifiedOn)} · ${booking.modifiedBy} · ${booking.modifiedReason}`
        : "",
    ],
  ];
  return (
    <section aria-labelledby="facts" className="rounded-md border border-border p-4">
      <h2 id="facts" className="mb-2 text-lg font-semibold">
        {staffTexts.bookingFacts}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const closed = new Set(["Completed", "Cancelled", "Refunded"]);

export function BookingActions({ booking }: { booking: StaffBookingDetail }) {
  const refnum = booking.refnum;
  const assign = useStaffAction("staffAssignCrew");
  const position = useStaffAction("staffCrewPosition");
  const progress = useStaffAction("staffProgress");
  const complete = useStaffAction("staffCompleteBooking");
  const cancel = useStaffAction("staffCancelBooking");
  // A closed visit takes no more actions: the last one's confirmation stays in view.
  if (closed.has(booking.status))
    return <DoneNotice message={complete.data?.meta.message ?? cancel.data?.meta.message} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ActionForm
        title={staffTexts.assignCrew}
        submitLabel={staffTexts.assignCrew}
        action={assign}
        toInput={(form) => ({
          params: { refnum },
          body: {
            crewName: textOf(form, "crewName"),
            crewPhone: textOf(form, "crewPhone"),
            crewPhoto: textOf(form, "crewPhoto"),
            crewQty: numberOf(form, "crewQty"),
          },
        })}
      >
        <Field label={staffTexts.crewName} required>
          <TextInput name="crewName" defaultValue={booking.crewName} />
        </Field>
        <Field label={staffTexts.crewPhone} required>
          <TextInput name="crewPhone" type="tel" defaultValue={booking.crewPhone} />
        </Field>
        <Field label={staffTexts.crewPhoto}>
          <TextInput name="crewPhoto" defaultValue={booking.crewPhoto} />
        </Field>
        <Field label={staffTexts.crewSize}>
          <TextInput
            name="crewQty"
            type="number"
            min={1}
            max={20}
            defaultValue={booking.crewQty || 1}
          />
        </Field>
      </ActionForm>
      <ActionForm
        title={staffTexts.crewPosition}
        submitLabel={staffTexts.setPosition}
        action={position}
        toInput={(form) => ({
          params: { refnum },
          body: { lat: numberOf(form, "lat"), longi: numberOf(form, "longi") },
        })}
      >
        <Field label={staffTexts.latitude} required>
          <TextInput name="lat" inputMode="decimal" defaultValue={booking.lat ?? ""} />
        </Field>
        <Field label={staffTexts.longitude} required>
          <TextInput name="longi" inputMode="decimal" defaultValue={booking.longi ?? ""} />
        </Field>
      </ActionForm>
      <ActionForm
        title={staffTexts.progress}
        submitLabel={staffTexts.setProgress}
        action={progress}
        toInput={(form) => ({ params: { refnum }, body: { progress: numberOf(form, "progress") } })}
      >
        <Field label={`${staffTexts.progress} (%)`} required>
          <TextInput
            name="progress"
            type="number"
            min={0}
            max={100}
            step={5}
            defaultValue={booking.progress}
          />
        </Field>
      </ActionForm>
      <ActionForm
        title={staffTexts.complete}
        submitLabel={staffTexts.complete}
        action={complete}
        toInput={() => ({ params: { refnum } })}
      />
      <ActionForm
        title={staffTexts.cancelBooking}
        submitLabel={staffTexts.cancelBooking}
        variant="destructive"
        action={cancel}
        toInput={(form) => ({ params: { refnum }, body: { reason: textOf(form, "reason") } })}
      >
        <Field label={staffTexts.cancelReason} required>
          <Textarea name="reason" rows={2} />
        </Field>
      </ActionForm>
    </div>
  );
}

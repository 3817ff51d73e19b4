/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Link } from "@react-email/link";

import { useMailPalette } from "../frame";
import { formatMailDate } from "../format";
import type { MailSession } from "../ics";
import { ActionButton, Details, MailLayout, Paragraph } from "../layout";

const sessionText = (session: MailSession) =>
  `${formatMailDate(session.date)}${session.label ? `, ${session.label}` : ""}`;

export interface BookingConfirmationProps {
  firstname: string;
  refnum: string;
  /** The package's name. */
  service: string;
  /** Every visit of the booking, in order. */
  sessions: readonly MailSession[];
  /** The address, one line. */
  address: string;
  /** What was paid, as shown ("£120.00"). */
  amount: string;
  /** The booking in My Bookings. */
  bookingUrl: string;
  /** The invoice, once one exists. */
  invoiceUrl?: string;
}

/** Confirmed and paid: every visit, the address, the amount; the .ics is attached. */
export function BookingConfirmationMail(props: BookingConfirmationProps) {
  const { firstname, refnum, service, sessions, address, amount, bookingUrl, invoiceUrl } = props;
  const brand = useMailPalette();
  return (
    <MailLayout
      preview={`${service}, ${sessionText(sessions[0] ?? { date: "" })}`}
      title="Your booking is confirmed"
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        Thank you: your booking is confirmed. The visits are in the attached calendar file.
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          [
            sessions.length > 1 ? `Visits (${sessions.length})` : "Visit",
            <>
              {sessions.map((session, index) => (
                <span key={`${session.date}-${index}`}>
                  {index > 0 ? <br /> : null}
                  {sessionText(session)}
                </span>
              ))}
            </>,
          ],
          ["Address", address],
          ["Amount paid", amount],
        ]}
      />
      <ActionButton href={bookingUrl}>See my booking</ActionButton>
      {invoiceUrl ? (
        <Paragraph>
          Your invoice:{" "}
          <Link href={invoiceUrl} style={{ color: brand.primary }}>
            download the invoice (PDF)
          </Link>
        </Paragraph>
      ) : null}
    </MailLayout>
  );
}

export interface PaymentNeededProps {
  firstname: string;
  refnum: string;
  service: string;
  amount: string;
  /** Where the customer picks up the payment. */
  resumeUrl: string;
  /** `failed`: the card was declined; `awaiting`: not paid yet (bank transfer, left off). */
  reason: "failed" | "awaiting";
  /** `YYYY-MM-DD`: when the held place is released, if known. */
  deadline?: string;
}

/** The payment failed, or is still awaited: the resume link. */
export function PaymentNeededMail({
  firstname,
  refnum,
  service,
  amount,
  resumeUrl,
  reason,
  deadline,
}: PaymentNeededProps) {
  const title =
    reason === "failed" ? "Your payment did not go through" : "Your booking is awaiting payment";
  return (
    <MailLayout preview={`${refnum}: ${amount} to pay`} title={title}>
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        {reason === "failed"
          ? "The payment for your booking was declined, so it is not confirmed yet. No money was taken."
          : "Your booking is saved, and confirmed once it is paid."}
        {deadline ? ` We hold your place until ${formatMailDate(deadline)}.` : ""}
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          ["Amount due", amount],
        ]}
      />
      <ActionButton href={resumeUrl}>Complete my payment</ActionButton>
    </MailLayout>
  );
}

export interface DateChangedProps {
  firstname: string;
  refnum: string;
  service: string;
  /** The visit as it was. */
  from: MailSession;
  /** The visit as it is now. */
  to: MailSession;
  bookingUrl: string;
}

/** A visit moved to another date. */
export function DateChangedMail({
  firstname,
  refnum,
  service,
  from,
  to,
  bookingUrl,
}: DateChangedProps) {
  return (
    <MailLayout
      preview={`${service} is now on ${formatMailDate(to.date)}`}
      title="Your visit has a new date"
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>The date of your visit has changed.</Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          ["Was", sessionText(from)],
          ["Now", sessionText(to)],
        ]}
      />
      <ActionButton href={bookingUrl}>See my booking</ActionButton>
    </MailLayout>
  );
}

export interface RefundRequestedProps {
  firstname: string;
  refnum: string;
  service: string;
  amount: string;
}

/** A refund was asked for: what happens next. */
export function RefundRequestedMail({ firstname, refnum, service, amount }: RefundRequestedProps) {
  return (
    <MailLayout
      preview={`Refund of ${amount} requested for ${refnum}`}
      title="We have your refund request"
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        We have received your refund request. Our team checks it and replies within 2 working days;
        the money goes back to the card or account it was paid from.
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          ["Amount", amount],
        ]}
      />
    </MailLayout>
  );
}

export interface TopUpReceiptProps {
  firstname: string;
  /** The payment's reference. */
  reference: string;
  /** What was paid. */
  amount: string;
  /** The credit it bought (may include a bonus). */
  credit: string;
  /** The payment's date, `YYYY-MM-DD`. */
  date: string;
}

/** Credit bought: the receipt. */
export function TopUpReceiptMail({
  firstname,
  reference,
  amount,
  credit,
  date,
}: TopUpReceiptProps) {
  return (
    <MailLayout preview={`Receipt: ${credit} credit added`} title="Your top-up receipt">
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>Thank you: your credit has been added to your account.</Paragraph>
      <Details
        rows={[
          ["Reference", reference],
          ["Date", formatMailDate(date)],
          ["Paid", amount],
          ["Credit added", credit],
        ]}
      />
    </MailLayout>
  );
}

export interface QuotationReadyProps {
  firstname: string;
  refnum: string;
  /** The quotation's total. */
  amount: string;
  /** The quotation in My Requests. */
  quotationUrl: string;
}

/** A request has been priced: the quotation to accept. */
export function QuotationReadyMail({
  firstname,
  refnum,
  amount,
  quotationUrl,
}: QuotationReadyProps) {
  return (
    <MailLayout preview={`Your quotation ${refnum}: ${amount}`} title="Your quotation is ready">
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        We have priced your request. Open the quotation to see each line and accept it.
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Total", amount],
        ]}
      />
      <ActionButton href={quotationUrl}>See my quotation</ActionButton>
    </MailLayout>
  );
}

export interface BookingStatusProps {
  firstname: string;
  refnum: string;
  service: string;
  /** The visit's date, `YYYY-MM-DD`. */
  date: string;
  status: "completed" | "cancelled";
  /** Why it was cancelled (cancelled only). */
  reason?: string;
  /** The booking in My Bookings (rate it, tip the crew). */
  bookingUrl: string;
}

/** A visit was completed (rate it) or cancelled by the brand (with the reason). */
export function BookingStatusMail({
  firstname,
  refnum,
  service,
  date,
  status,
  reason,
  bookingUrl,
}: BookingStatusProps) {
  const completed = status === "completed";
  return (
    <MailLayout
      preview={
        completed ? `Your visit ${refnum} is completed` : `Your visit ${refnum} is cancelled`
      }
      title={completed ? "Your visit is completed" : "Your visit has been cancelled"}
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        {completed
          ? "Our crew has finished. We would love to hear how it went: you can rate the visit and tip the crew from My Bookings."
          : "We are sorry: we have had to cancel this visit. If you paid for it, a refund request has been opened for you and our team will reply shortly."}
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          ["Date", formatMailDate(date)],
          ...(reason ? ([["Reason", reason]] as [string, string][]) : []),
        ]}
      />
      <ActionButton href={bookingUrl}>
        {completed ? "Rate my visit" : "See my bookings"}
      </ActionButton>
    </MailLayout>
  );
}

export interface RefundDecidedProps {
  firstname: string;
  refnum: string;
  service: string;
  decision: "approved" | "refused";
  /** What is refunded, as shown ("£30.00") (approved only). */
  amount?: string;
  /** Where it goes (approved only). */
  to?: "card" | "credit";
  /** Why it was refused (refused only). */
  reason?: string;
}

/** A refund request decided: the amount and where it goes, or the reason it was refused. */
export function RefundDecidedMail({
  firstname,
  refnum,
  service,
  decision,
  amount,
  to,
  reason,
}: RefundDecidedProps) {
  const approved = decision === "approved";
  return (
    <MailLayout
      preview={approved ? `Refund of ${amount} for ${refnum}` : `Refund request for ${refnum}`}
      title={approved ? "Your refund is on its way" : "About your refund request"}
    >
      <Paragraph>Hello {firstname || "there"},</Paragraph>
      <Paragraph>
        {approved
          ? to === "card"
            ? "We have refunded you to the card you paid with. Banks take up to 10 working days to show it."
            : "We have added the refund to your credit: it is ready to use on your next booking."
          : "We have looked at your refund request and cannot refund this booking."}
      </Paragraph>
      <Details
        rows={[
          ["Reference", refnum],
          ["Service", service],
          ...(approved
            ? ([
                ["Refunded", amount ?? ""],
                ["To", to === "card" ? "Your card" : "Your credit"],
              ] as [string, string][])
            : ([["Reason", reason ?? ""]] as [string, string][])),
        ]}
      />
    </MailLayout>
  );
}

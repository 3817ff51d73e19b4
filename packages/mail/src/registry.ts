import type { ComponentType } from "react";

import type { MailSettings } from "./frame";
import { bookingCalendar } from "./ics";
import {
  PasswordChangedMail,
  PasswordResetCodeMail,
  SignUpExistingMail,
  SignUpVerificationMail,
} from "./templates/account";
import {
  BookingConfirmationMail,
  BookingStatusMail,
  DateChangedMail,
  PaymentNeededMail,
  QuotationReadyMail,
  RefundDecidedMail,
  RefundRequestedMail,
  TopUpReceiptMail,
} from "./templates/booking";

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Template<P> {
  component: ComponentType<P>;
  subject: (props: P) => string;
  attachments?: (props: P, settings: MailSettings & { timeZone: string }) => MailAttachment[];
}

const template = <P>(definition: Template<P>) => definition;

/** Every mail the server sends, by name. */
export const mailTemplates = {
  "sign-up-verification": template({
    component: SignUpVerificationMail,
    subject: () => "Verify your email address",
  }),
  "sign-up-existing": template({
    component: SignUpExistingMail,
    subject: () => "Someone tried to sign up with your address",
  }),
  "password-reset-code": template({
    component: PasswordResetCodeMail,
    subject: () => "Your password reset code",
  }),
  "password-changed": template({
    component: PasswordChangedMail,
    subject: () => "Your password was changed",
  }),
  "booking-confirmation": template({
    component: BookingConfirmationMail,
    subject: (props) => `Booking confirmed: ${props.service} (${props.refnum})`,
    attachments: (props, settings) => [
      {
        filename: `${props.refnum}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: bookingCalendar({
          refnum: props.refnum,
          service: props.service,
          address: props.address,
          sessions: props.sessions,
          brandName: settings.brandName,
          domain: settings.domain ?? new URL(settings.siteUrl).hostname,
          timeZone: settings.timeZone,
        }),
      },
    ],
  }),
  "payment-needed": template({
    component: PaymentNeededMail,
    subject: (props) =>
      props.reason === "failed"
        ? `Payment failed: ${props.refnum}`
        : `Awaiting payment: ${props.refnum}`,
  }),
  "date-changed": template({
    component: DateChangedMail,
    subject: (props) => `New date for your visit (${props.refnum})`,
  }),
  "refund-requested": template({
    component: RefundRequestedMail,
    subject: (props) => `Refund requested: ${props.refnum}`,
  }),
  "booking-status": template({
    component: BookingStatusMail,
    subject: (props) =>
      props.status === "completed"
        ? `Visit completed: ${props.refnum}`
        : `Visit cancelled: ${props.refnum}`,
  }),
  "refund-decided": template({
    component: RefundDecidedMail,
    subject: (props) =>
      props.decision === "approved"
        ? `Refund approved: ${props.refnum}`
        : `Refund request declined: ${props.refnum}`,
  }),
  "top-up-receipt": template({
    component: TopUpReceiptMail,
    subject: (props) => `Receipt for your top-up (${props.reference})`,
  }),
  "quotation-ready": template({
    component: QuotationReadyMail,
    subject: (props) => `Your quotation is ready (${props.refnum})`,
  }),
};

type Templates = typeof mailTemplates;
export type MailTemplateName = keyof Templates;
type PropsOf<N extends MailTemplateName> = Templates[N] extends Template<infer P> ? P : never;

/** A mail to render: a template's name and its props (plain data, so it can be queued as JSON). */
export type MailInput = {
  [N in MailTemplateName]: { template: N; props: PropsOf<N> };
}[MailTemplateName];

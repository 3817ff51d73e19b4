import nodemailer from "nodemailer";

import type { MailAttachment } from "@bookwell/mail";

/** One mail as the drainer hands it to a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/** What sends mail: SMTP in production, anything in tests. A rejected promise is a retry. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * SMTP through nodemailer, from a URL: `smtp://user:pass@host:587` (STARTTLS when the server
 * offers it), `smtps://...:465` (TLS from the start); nodemailer's query options (e.g.
 * `?requireTLS=true`) pass through.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** The SMTP server's host and port, for logs: never the URL, which may carry a password. */
export function describeSmtp(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}`;
  } catch {
    return "an SMTP server";
  }
}

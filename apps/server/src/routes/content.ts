import { messages } from "@bookwell/contract";

import type { HandlerContext, Handlers } from "../app";
import { verifyCaptcha } from "../captcha";
import { HttpError } from "../http-error";

/** CMS, home, blogs, shop and the visitor forms (visitor-and-entry.md section 7). */

type FormKind = "contact" | "question" | "enquiry" | "crew";

/** Checks the captcha, then keeps the form as plain text (the contract has checked it). */
async function receive(ctx: HandlerContext, kind: FormKind, email: string) {
  const { altcha, ...fields } = ctx.body as Record<string, unknown> & { altcha: string };
  if (!(await verifyCaptcha(altcha, ctx))) throw new HttpError(400, messages.captchaRequired);
  await ctx.db.query("INSERT INTO form_submissions (kind, email, body) VALUES ($1, $2, $3)", [
    kind,
    email.trim().toLowerCase(),
    JSON.stringify(fields),
  ]);
  return { data: null, message: messages.requestSumitted };
}

export const contentHandlers: Handlers = {
  async newsletter({ body, db }) {
    const { email } = body as { email: string };
    // The same thanks for an address already subscribed: nothing tells who is on the list.
    await db.query(
      `INSERT INTO form_submissions (kind, email, body) VALUES ('newsletter', $1, '{}')
       ON CONFLICT DO NOTHING`,
      [email.trim().toLowerCase()],
    );
    return { data: null, message: messages.newsletterThanks };
  },

  async contactUs(ctx) {
    const body = ctx.body as { ptcemail: string; contactnumber?: string };
    return receive(ctx, body.contactnumber === undefined ? "question" : "contact", body.ptcemail);
  },

  async corporateEnquiry(ctx) {
    return receive(ctx, "enquiry", (ctx.body as { email: string }).email);
  },

  async joinUs(ctx) {
    return receive(ctx, "crew", (ctx.body as { email: string }).email);
  },
};

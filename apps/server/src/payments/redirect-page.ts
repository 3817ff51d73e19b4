import { fail, ok, penceToPounds, texts } from "@bookwell/contract";
import type { Hono } from "hono";
import { z } from "zod";

import type { Db } from "../db/db";
import type { PaymentGateway } from "./gateway";
import { authenticateTestIntent } from "./test-gateway";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in for a redirect gateway (2c2p, UK takepayments): the browser arrives with an
 * order reference only, never card details, and sees what it would pay. A real brand points
 * `redirectUrl` at its provider instead.
 */
export function mountTestGatewayPage(app: Hono, db: Db, payments: PaymentGateway): void {
  mountTestAuthentication(app, db, payments);
  app.get("/api/checkout/testgateway/redirect/:refnum", async (c) => {
    const refnum = c.req.param("refnum");
    const [cart] = await db.query<{ paid_pence: number; payment_ref: string; status: string }>(
      "SELECT paid_pence, payment_ref, status FROM carts WHERE refnum = $1",
      [refnum],
    );
    if (!cart)
      return c.html("<!doctype html><title>Order not found</title><h1>Order not found</h1>", 404);
    const gateway = cart.payment_ref === "2c2p" ? "2C2P" : "UK takepayments";
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${gateway} test payment page</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
a{display:inline-block;margin-top:1rem;padding:.75rem 1rem;background:#0b5cad;color:#fff;border-radius:.5rem;text-decoration:none}</style></head>
<body><main><h1>${gateway} test payment page</h1>
<p>This page stands in for the payment provider. It received an order reference only, never card details.</p>
<dl><dt>Order reference</dt><dd>${escape(refnum)}</dd>
<dt>Amount</dt><dd>£${penceToPounds(cart.paid_pence).toFixed(2)}</dd>
<dt>Status</dt><dd>${escape(cart.status)}</dd></dl>
<p>What happens after the provider's page is not part of the specification.</p>
<a href="/">Back to the site</a></main></body></html>`);
  });
}

const authenticationBody = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(["approve", "fail"]),
});

/**
 * The test gateway's stand-in for the bank's 3-D Secure page (`src/payments/test-gateway.ts`):
 * `POST /api/checkout/testgateway/authenticate` `{ clientSecret, outcome: "approve" | "fail" }`
 * answers for the card holder; `checkout/confirmpayment` then pays or declines. The client
 * secret is the credential, as with Stripe. Not there when the app's gateway is another
 * (Stripe).
 */
function mountTestAuthentication(app: Hono, db: Db, payments: PaymentGateway): void {
  app.post("/api/checkout/testgateway/authenticate", async (c) => {
    if (payments.name !== "testgateway") return c.json(fail(texts.stripeInUse), 404);
    const parsed = authenticationBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(fail(texts.authenticationBadRequest), 400);
    const { clientSecret, outcome } = parsed.data;
    if (!(await authenticateTestIntent(db, clientSecret, outcome)))
      return c.json(fail(texts.notWaitingForAuthentication), 400);
    return c.json(
      ok(null, outcome === "approve" ? texts.authenticationApproved : texts.authenticationRefused),
    );
  });
}

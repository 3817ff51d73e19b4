import { fail, ok, serverTexts } from "@bookwell/contract";
import type { Hono } from "hono";
import { z } from "zod";

import type { Db } from "../db/db";
import type { PaymentGateway } from "./gateway";
import { authenticateTestIntent } from "./test-gateway";

/**
 * The test gateway's pages that are not contract calls. The redirect gateways' hosted test page
 * is the site's (`/test-payment/{sessionId}`), over `testPaymentSession` and
 * `decideTestPayment` (`src/handlers/checkout/redirect-return.ts`).
 */
export function mountTestGatewayPage(app: Hono, db: Db, payments: PaymentGateway): void {
  mountTestAuthentication(app, db, payments);
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
    if (payments.name !== "testgateway") return c.json(fail(serverTexts.stripeInUse), 404);
    const parsed = authenticationBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json(fail(serverTexts.authenticationBadRequest), 400);
    const { clientSecret, outcome } = parsed.data;
    if (!(await authenticateTestIntent(db, clientSecret, outcome)))
      return c.json(fail(serverTexts.notWaitingForAuthentication), 400);
    return c.json(
      ok(
        null,
        outcome === "approve"
          ? serverTexts.authenticationApproved
          : serverTexts.authenticationRefused,
      ),
    );
  });
}

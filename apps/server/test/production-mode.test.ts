import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { createApp } from "../src/app";
import { modeOf, parseEnv, productionProblems, trustProxyOf, type Env } from "../src/environment";
import { paymentGateway, redirectGateway } from "../src/payments";
import { returnSecret } from "../src/payments/test-redirect-gateway";
import { DEMO_PASSWORD } from "../src/seed";
import { demoLoginProblems } from "../src/startup";
import { ALICE, dataOf, failureOf } from "./account-helpers";
import { contact, weekly } from "./cart-helpers";
import { cookieFrom, fixedClock, freshDb, type TestResponse } from "./helpers";

/**
 * Demo and production are two explicit modes (`src/environment.ts`): production refuses to
 * start without its settings or with anything made for the demo, and offers no payment method
 * it has no real provider for.
 */

const SECRET = "a-real-secret-of-at-least-32-characters!";
/** Everything production requires, and nothing of the demo's. */
const READY: Env = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://book.example.co.uk",
  CAPTCHA_HMAC_KEY: SECRET,
  SMTP_URL: "smtps://user:pass@smtp.example.co.uk",
  MAIL_FROM: "Bookwell <no-reply@example.co.uk>",
};

describe("the modes", () => {
  it("is production only with NODE_ENV=production and no DEMO=1", () => {
    expect(modeOf({ NODE_ENV: "production" })).toBe("production");
    expect(modeOf({ NODE_ENV: "production", DEMO: "1" })).toBe("demo");
    expect(modeOf({})).toBe("development");
  });

  it("reads TRUST_PROXY as a hop count or proxy addresses, never any", () => {
    expect(trustProxyOf(undefined)).toEqual({ hops: 0 });
    expect(trustProxyOf("2")).toEqual({ hops: 2 });
    expect(trustProxyOf("true")).toEqual({ hops: 1 });
    expect(trustProxyOf("10.0.0.1, 10.0.0.0/8")).toEqual({ addresses: ["10.0.0.1", "10.0.0.0/8"] });
  });

  it("reads only the declared variables, trimmed, empty as unset", () => {
    expect(
      parseEnv({ PUBLIC_URL: "  https://x.example ", SMTP_URL: " ", SHELL: "/bin/sh" }),
    ).toEqual({ PUBLIC_URL: "https://x.example" });
  });
});

describe("the demo's mailbox", () => {
  it("is open in the demo (a production build with DEMO=1) and absent in production", async () => {
    const db = await freshDb();
    const demo = createApp({ db, env: { NODE_ENV: "production", DEMO: "1" } });
    expect((await demo.request("/api/dev/mailbox")).status).toBe(200);
    const production = createApp({ db, env: READY, payments: null });
    expect((await production.request("/api/dev/mailbox")).status).toBe(404);
  });
});

describe("production's refusal", () => {
  it("lists every missing setting at once, with what it does", () => {
    const problems = productionProblems({ NODE_ENV: "production" });
    for (const name of ["PUBLIC_URL", "CAPTCHA_HMAC_KEY", "SMTP_URL", "MAIL_FROM"])
      expect(problems.some((line) => line.startsWith(`${name} is not set: `))).toBe(true);
    expect(problems).toHaveLength(4);
    expect(productionProblems(READY)).toEqual([]);
    // The demo is on purpose: nothing refused.
    expect(productionProblems({ NODE_ENV: "production", DEMO: "1" })).toEqual([]);
  });

  it("refuses test gateways and default secrets", () => {
    expect(
      productionProblems({ ...READY, STRIPE_SECRET_KEY: "sk_test_" + "x".repeat(40) }),
    ).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY is a test key/)]);
    expect(productionProblems({ ...READY, PAYMENT_RETURN_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^PAYMENT_RETURN_SECRET turns on the built-in test payment page/),
    ]);
    expect(productionProblems({ ...READY, CAPTCHA_HMAC_KEY: "change-me" })).toEqual([
      expect.stringMatching(/^CAPTCHA_HMAC_KEY is a default or short secret/),
    ]);
    expect(
      productionProblems({ ...READY, STRIPE_SECRET_KEY: "sk_live_" + "x".repeat(40) }),
    ).toEqual([]);
  });

  it("refuses the demo's logins in the database", async () => {
    const db = await freshDb();
    const problems = await demoLoginProblems(db);
    expect(problems).toContain(
      "The demo login alice@example.com (the README's password) is in the database.",
    );
    await db.query("UPDATE accounts SET password_hash = 'changed'");
    // The demo's staff console logins, which the demo data seeds.
    expect(await demoLoginProblems(db)).toEqual([
      "The demo staff login agent@bookwell.example is in the database.",
      "The demo staff login admin@bookwell.example is in the database.",
    ]);
    await db.query(
      "UPDATE staff_users SET email = 'agent@brand.example' WHERE email = 'agent@bookwell.example'",
    );
    expect(await demoLoginProblems(db)).toEqual([
      "The demo staff login admin@bookwell.example is in the database.",
    ]);
  });

  it("makes the server process exit 1 with the whole list", async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Bookwell will not start in production");
    for (const name of ["PUBLIC_URL", "CAPTCHA_HMAC_KEY", "SMTP_URL", "MAIL_FROM"])
      expect(output).toContain(`${name} is not set`);
  }, 60_000);
});

describe("payments in production without a provider", () => {
  it("has no test gateway, card or redirect", () => {
    expect(paymentGateway(null as never, READY)).toBeNull();
    expect(redirectGateway(READY)).toBeNull();
    expect(returnSecret({ ...READY, PAYMENT_RETURN_SECRET: SECRET })).toBeNull();
    expect(redirectGateway({ NODE_ENV: "production", DEMO: "1" })).not.toBeNull();
  });

  it("does not offer cards or redirects, and refuses them", async () => {
    const db = await freshDb();
    await db.query("UPDATE accounts SET c2p_enable = true WHERE arnum = $1", [ALICE]);
    const app = createApp({ db, clock: fixedClock, env: READY, log: () => undefined });
    const request = (
      url: string,
      init: { method?: string; json?: unknown; cookie?: string } = {},
    ) =>
      app.request(url, {
        method: init.method ?? "GET",
        headers: {
          ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(init.cookie ? { Cookie: init.cookie } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      }) as Promise<TestResponse>;
    const login = await request("/api/user/login", {
      method: "POST",
      json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
    });
    const user = (await login.json()).data;
    expect(user).toMatchObject({
      stripeEnable: false,
      payNowEnable: true,
      c2pEnable: false,
      ukTakepaymentsEnable: false,
    });
    const cookie = cookieFrom(login);
    const saved = await dataOf(
      "saveCart",
      await request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26" })],
        cookie,
      }),
    );
    for (const paymentref of ["card", "2c2p"]) {
      expect(
        await failureOf(
          await request(`/api/booking/cart/confirm/${saved.data.refnum}`, {
            method: "POST",
            json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref },
            cookie,
          }),
        ),
      ).toEqual({ status: 400, message: serverTexts.methodDisabled });
    }
    // The test gateway's 3-D Secure stand-in is not there.
    const authenticate = await request("/api/checkout/testgateway/authenticate", {
      method: "POST",
      json: { clientSecret: "pi_x_secret_y", outcome: "approve" },
    });
    expect(authenticate.status).toBe(404);
    // Nor its card tokens or its ledger.
    expect(
      await failureOf(
        await request("/api/checkout/testgateway/tokenize", {
          method: "POST",
          json: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
          cookie,
        }),
      ),
    ).toEqual({ status: 404, message: serverTexts.testGatewayOff });
    expect(
      await failureOf(
        await request(`/api/checkout/testgateway/charges/${saved.data.refnum}`, { cookie }),
      ),
    ).toEqual({ status: 404, message: serverTexts.testGatewayOff });
  });

  it("answers every payment call of the contract without reaching a gateway: nothing charged, nothing paid", async () => {
    const db = await freshDb();
    const app = createApp({ db, clock: fixedClock, env: READY, log: () => undefined });
    const request = (url: string, init: { method?: string; json?: unknown; cookie?: string }) =>
      app.request(url, {
        method: init.method ?? "GET",
        headers: {
          ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(init.cookie ? { Cookie: init.cookie } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      }) as Promise<TestResponse>;
    const cookie = cookieFrom(
      await request("/api/user/login", {
        method: "POST",
        json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
      }),
    );
    // An order awaiting a bank transfer (the one method production offers without a provider).
    const saved = await dataOf(
      "saveCart",
      await request(`/api/booking/cart/${ALICE}`, {
        method: "POST",
        json: [weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26" })],
        cookie,
      }),
    );
    const refnum = saved.data.refnum as string;
    await dataOf(
      "confirmCart",
      await request(`/api/booking/cart/confirm/${refnum}`, {
        method: "POST",
        json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "paynow" },
        cookie,
      }),
    );
    const card = { paymentMethod: "testgateway", PaymentMethodId: "pm_card_visa" };
    const probes: [string, { method?: string; json?: unknown }][] = [
      [
        "/api/checkout/initiatepayment",
        {
          method: "POST",
          json: {
            ...card,
            idempotencyKey: "probe-pay",
            refnum,
            paidamt: saved.data.total,
            creditused: 0,
            availcredit: 0,
            email: "alice@example.com",
          },
        },
      ],
      [
        "/api/checkout/confirmpayment",
        {
          method: "POST",
          json: {
            refnum,
            PaymentIntentId: "pi_probe",
            paymentMethod: "testgateway",
            idempotencyKey: "probe-confirm",
          },
        },
      ],
      ...(["card", "2c2p", "uktakepay"] as const).map(
        (paymentref) =>
          [`/api/booking/unpaid/resume/${refnum}`, { method: "POST", json: { paymentref } }] as [
            string,
            { method: string; json: unknown },
          ],
      ),
      [
        `/api/mycredit/${ALICE}`,
        {
          method: "POST",
          json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "probe-topup" },
        },
      ],
      [
        "/api/checkout/initiatetopup",
        {
          method: "POST",
          json: {
            ...card,
            idempotencyKey: "probe-topup-pay",
            paidamt: 100,
            arnum: ALICE,
            refnum: "TU-5001",
          },
        },
      ],
      [
        "/api/checkout/confirmtopup",
        {
          method: "POST",
          json: {
            PaymentIntentId: "pi_probe",
            refnum: "TU-5001",
            paymentMethod: "testgateway",
            idempotencyKey: "probe-topup-confirm",
          },
        },
      ],
      [
        "/api/checkout/redirect/return",
        { method: "POST", json: { result: "e30", signature: "made-up" } },
      ],
      ["/api/testgateway/session/probe", {}],
      ["/api/testgateway/session/probe", { method: "POST", json: { outcome: "approved" } }],
    ];
    // What the test gateway charged, the credit given and the top-ups recorded, before and after.
    const ledgers = () =>
      db.query(
        `SELECT (SELECT count(*)::int FROM test_gateway_charges) AS charges,
                (SELECT count(*)::int FROM account_credit_entries) AS credits,
                (SELECT count(*)::int FROM credit_topups) AS topups,
                (SELECT count(*)::int FROM redirect_payments) AS redirects`,
      );
    const before = await ledgers();
    for (const [url, init] of probes) {
      const answer = await request(url, { ...init, cookie });
      const body = await answer.json();
      expect(body.meta.responseCode, `${url}: ${body.meta.message}`).not.toBe("S");
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
    expect(await ledgers()).toEqual(before);
    expect(await db.query("SELECT status FROM carts WHERE refnum = $1", [refnum])).toEqual([
      { status: "AwaitingPayment" },
    ]);
  });
});

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterEach, expect, it, vi } from "vitest";

import { DEMO_PASSWORD } from "../src/seed";
import { cookieFrom, TEST_CARD_EXPIRY, testApp } from "./helpers";

/**
 * No answer, log line or URL carries a password, an OTP or a card number,
 * across login, sign-up, verification, reset and change password (and a card tokenised). Every
 * request goes through one recorder; server logs and the console are captured too.
 */
const SIGN_UP_PASSWORD = "Signup-Secret-1";
const NEW_PASSWORD = "Changed-Secret2";
const RESET_PASSWORD = "Reset-Secret-33";
const CARD = "4242424242424242";

afterEach(() => {
  vi.restoreAllMocks();
});

it("no answer, header, log line or URL carries a password, OTP or card number", async () => {
  const consoleLines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(" "));
    });
  const app = await testApp();
  const urls: string[] = [];
  const answers: string[] = [];
  const call = async (
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) => {
    urls.push(path);
    const response = await app.request(path, init);
    answers.push(
      `${response.status} ${JSON.stringify([...response.headers])} ${await response.clone().text()}`,
    );
    return response;
  };
  const captcha = async () => {
    const { data: challenge } = await (await call("/api/captcha/challenge")).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  };

  // Login: a failure and a success.
  await call("/api/user/login", {
    method: "POST",
    json: { userEmail: "alice@example.com", pwd: `${DEMO_PASSWORD}x` },
  });
  const alice = cookieFrom(
    await call("/api/user/login", {
      method: "POST",
      json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
    }),
  );

  // Sign-up, a refused one (too long) and a real one, then its link.
  await call("/api/user/basicsignup", {
    method: "POST",
    json: {
      title: "Mr",
      postalcode: "SW1A 1AA",
      firstname: "Finn",
      lastname: "Gray",
      mobile: "07700900104",
      email: "finn@example.com",
      encryptedPWD: `${SIGN_UP_PASSWORD}-far-too-long`,
      altcha: await captcha(),
    },
  });
  await call("/api/user/basicsignup", {
    method: "POST",
    json: {
      title: "Mr",
      postalcode: "SW1A 1AA",
      firstname: "Finn",
      lastname: "Gray",
      mobile: "07700900104",
      email: "finn@example.com",
      encryptedPWD: SIGN_UP_PASSWORD,
      altcha: await captcha(),
    },
  });
  const mails = () =>
    app.db.query<{ recipient: string; body: string }>("SELECT recipient, body FROM outbox");
  const link = /\/api\/user\/verify\?token=[\w-]+/.exec(
    (await mails()).find((m) => m.recipient === "finn@example.com")!.body,
  )![0];
  await call(link);
  await call("/api/user/login", {
    method: "POST",
    json: { userEmail: "finn@example.com", pwd: SIGN_UP_PASSWORD },
  });

  // Reset: request, a wrong OTP, the right one.
  await call("/api/user/validate?email=bob@example.com", { method: "POST" });
  const otp = /\b(\d{6})\b/.exec(
    (await mails()).find((m) => m.recipient === "bob@example.com")!.body,
  )![1]!;
  const wrongOtp = otp === "000000" ? "000001" : "000000";
  for (const OTP of [wrongOtp, otp])
    await call("/api/user/resetpwd", {
      method: "POST",
      json: { email: "bob@example.com", OTP, encryptedNewPWD: RESET_PASSWORD },
    });

  // Change password: a wrong current one, then a real change.
  await call("/api/user/changepwd", {
    method: "POST",
    cookie: alice,
    json: { email: "alice@example.com", encryptedOldPWD: "wrong", encryptedNewPWD: NEW_PASSWORD },
  });
  await call("/api/user/changepwd", {
    method: "POST",
    cookie: alice,
    json: {
      email: "alice@example.com",
      encryptedOldPWD: DEMO_PASSWORD,
      encryptedNewPWD: NEW_PASSWORD,
    },
  });

  // A card tokenised by the test gateway.
  await call("/api/checkout/testgateway/tokenize", {
    method: "POST",
    cookie: alice,
    json: { number: CARD, ...TEST_CARD_EXPIRY, cvc: "123" },
  });

  const secrets = [DEMO_PASSWORD, SIGN_UP_PASSWORD, NEW_PASSWORD, RESET_PASSWORD, CARD, otp];
  const everything = [...answers, ...app.logs, ...consoleLines];
  expect(answers.length).toBeGreaterThanOrEqual(14);
  for (const secret of secrets) {
    for (const line of everything) expect(line).not.toContain(secret);
    for (const url of urls) expect(url).not.toContain(secret);
  }
  // Nor are they stored as they are: only the OTP's own mail carries it.
  const tables = await app.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
  );
  for (const { tablename } of tables) {
    const rows = await app.db.query<{ row: string }>(`SELECT t::text AS row FROM "${tablename}" t`);
    const dump = rows.map((r) => r.row).join("\n");
    for (const secret of secrets.filter((s) => s !== otp)) expect(dump).not.toContain(secret);
    if (tablename !== "outbox") expect(dump).not.toContain(otp);
  }
});

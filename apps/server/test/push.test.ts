import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { messages, serverTexts } from "@bookwell/contract";
import { decrypt } from "http_ece";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  createPushDrainer,
  PUSH_OFF_WARNING,
  startPush,
  vapidKeys,
  parseDeviceToken,
  webPushSender,
  type PushPayload,
  type VapidKeys,
} from "../src/push/index";
import { ALICE, accountApp, dataOf, failureOf } from "./account-helpers";
import { FIXED_NOW } from "./global-setup";
import { fixedClock } from "./helpers";
import { DEMO_PASSWORD } from "../src/seed";
import { environment } from "../src/environment";

/**
 * A push service in the test process: it answers each POST with `status` (201 by default, as
 * a push service accepts a message) and keeps what came, still encrypted.
 */
async function startPushEndpoint() {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next: number) => void (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as a browser makes them. */
function browserSubscription(endpoint: string) {
  const keys: ECDH = createECDH("prime256v1");
  keys.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const json = { endpoint, keys: { p256dh: keys.getPublicKey().toString("base64url"), auth } };
  return { keys, auth, json, token: JSON.stringify(json) };
}

/** What the browser would read: the body decrypted with the subscription's private key. */
function open(body: Buffer, browser: ReturnType<typeof browserSubscription>): PushPayload {
  const plain = decrypt(body, {
    version: "aes128gcm",
    privateKey: browser.keys,
    authSecret: browser.auth,
  });
  return JSON.parse(plain.toString("utf8")) as PushPayload;
}

let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let vapid: VapidKeys;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:push-test@example.com" };
});
afterAll(() => endpoint.close());

const login = (app: Awaited<ReturnType<typeof accountApp>>, deviceToken?: string) =>
  app.request("/api/user/login", {
    method: "POST",
    json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD, deviceType: "web", deviceToken },
  });

describe("Web Push", () => {
  it("a date change reaches the login's subscription, encrypted for it and signed with VAPID", async () => {
    const app = await accountApp();
    const browser = browserSubscription(`${endpoint.url}/date-change`);
    expect((await (await login(app, browser.token)).json()).meta.message).toBe(
      messages.loginSuccess,
    );
    const [kept] = await app.db.query<{ arnum: string; device_type: string }>(
      "SELECT arnum, device_type FROM push_subscriptions WHERE endpoint = $1",
      [browser.json.endpoint],
    );
    expect(kept).toEqual({ arnum: ALICE, device_type: "web" });

    await dataOf(
      "changeBookingDate",
      await app.request("/api/mybooking/details/changedate/BK-1001-02", {
        method: "POST",
        cookie: app.alice,
        json: { refnum: "BK-1001-02", requestDate: "2026-12-07" },
      }),
    );
    // Queued with the change, not sent by the request.
    expect(endpoint.received.filter((push) => push.path === "/date-change")).toHaveLength(0);

    const drainer = createPushDrainer({
      db: app.db,
      sender: webPushSender(vapid),
      clock: fixedClock,
    });
    // Alice's visit of tomorrow (BK-1001-01) is reminded in the same look.
    expect(await drainer.drainOnce()).toEqual({ queued: 1, sent: 2, failed: 0 });
    const pushes = endpoint.received.filter((push) => push.path === "/date-change");
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      );
      // Nothing readable travels: the title is not in the encrypted body.
      expect(push.body.toString("latin1")).not.toContain("booking");
    }
    const payloads = pushes.map((push) => open(push.body, browser));
    expect(payloads).toContainEqual({
      title: serverTexts.pushDateChangedTitle,
      body: expect.stringMatching(/ on 07\/12\/2026, \d\d:\d\d to \d\d:\d\d\.$/),
      url: "/my-account/my-booking",
    });
    expect(payloads).toContainEqual({
      title: serverTexts.pushReminderTitle,
      body: expect.stringMatching(/ on 23\/11\/2026, \d\d:\d\d to \d\d:\d\d\.$/),
      url: "/my-account/my-booking",
    });
  });

  it("the day-before reminder is sent once: not again on the next look, nor after a restart", async () => {
    const app = await accountApp();
    const browser = browserSubscription(`${endpoint.url}/reminder`);
    await login(app, browser.token);
    const sent = () => endpoint.received.filter((push) => push.path === "/reminder");

    const first = createPushDrainer({
      db: app.db,
      sender: webPushSender(vapid),
      clock: fixedClock,
    });
    expect(await first.drainOnce()).toEqual({ queued: 1, sent: 1, failed: 0 });
    expect(await first.drainOnce()).toEqual({ queued: 0, sent: 0, failed: 0 });
    // A restarted process (a new drainer on the same database) finds the `sent` mark.
    const restarted = createPushDrainer({
      db: app.db,
      sender: webPushSender(vapid),
      clock: fixedClock,
    });
    expect(await restarted.drainOnce()).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(sent()).toHaveLength(1);
    expect(open(sent()[0]!.body, browser).title).toBe(serverTexts.pushReminderTitle);

    // Two days before the visit there is nothing to remind of yet.
    const early = createPushDrainer({
      db: app.db,
      sender: webPushSender(vapid),
      clock: { now: () => new Date(new Date(FIXED_NOW).getTime() - 86_400_000) },
    });
    expect((await early.drainOnce()).queued).toBe(0);
  });

  it("a push service that is down is tried again; a subscription it says is gone is dropped", async () => {
    const app = await accountApp();
    const browser = browserSubscription(`${endpoint.url}/flaky`);
    await login(app, browser.token);
    const logs: string[] = [];
    let now = new Date(FIXED_NOW).getTime();
    const drainer = createPushDrainer({
      db: app.db,
      sender: webPushSender(vapid, (line) => logs.push(line)),
      clock: { now: () => new Date(now) },
      log: (line) => logs.push(line),
    });
    endpoint.answer(503);
    expect(await drainer.drainOnce()).toEqual({ queued: 1, sent: 0, failed: 1 });
    expect(logs.join("\n")).toContain("status 503");
    expect(logs.join("\n")).not.toContain("/flaky");
    endpoint.answer(201);
    now += 60_000;
    expect(await drainer.drainOnce()).toEqual({ queued: 0, sent: 1, failed: 0 });

    await dataOf(
      "changeBookingDate",
      await app.request("/api/mybooking/details/changedate/BK-1001-02", {
        method: "POST",
        cookie: app.alice,
        json: { refnum: "BK-1001-02", requestDate: "2026-12-07" },
      }),
    );
    endpoint.answer(410);
    try {
      expect(await drainer.drainOnce()).toEqual({ queued: 0, sent: 0, failed: 1 });
    } finally {
      endpoint.answer(201);
    }
    expect(await app.db.query("SELECT 1 FROM push_subscriptions")).toHaveLength(0);
  });

  it("no subscription or a bad one never fails the login; devicetoken refuses one clearly", async () => {
    const app = await accountApp();
    const bad = JSON.stringify({
      endpoint: "http://example.com/push",
      keys: { p256dh: "x", auth: "y" },
    });
    const answer = await login(app, bad);
    expect(answer.status).toBe(200);
    expect((await answer.json()).meta.message).toBe(messages.loginSuccess);
    expect(await app.db.query("SELECT 1 FROM push_subscriptions")).toHaveLength(0);

    const refused = await app.request("/api/user/devicetoken", {
      method: "POST",
      cookie: app.alice,
      json: { deviceToken: bad },
    });
    expect(await failureOf(refused)).toEqual({
      status: 400,
      message: serverTexts.deviceTokenInvalid,
    });

    const browser = browserSubscription(`${endpoint.url}/later`);
    await dataOf(
      "saveDeviceToken",
      await app.request("/api/user/devicetoken", {
        method: "POST",
        cookie: app.alice,
        json: { deviceToken: browser.token, deviceType: "web" },
      }),
    );
    // On a shared computer the browser follows the customer who logged in last.
    await dataOf(
      "saveDeviceToken",
      await app.request("/api/user/devicetoken", {
        method: "POST",
        cookie: app.bob,
        json: { deviceToken: browser.token },
      }),
    );
    expect(
      await app.db.query("SELECT arnum FROM push_subscriptions WHERE endpoint = $1", [
        browser.json.endpoint,
      ]),
    ).toEqual([{ arnum: "AR1002" }]);

    const visitor = await app.request("/api/user/devicetoken", {
      method: "POST",
      json: { deviceToken: browser.token },
    });
    expect(visitor.status).toBe(401);
  });

  it("a deviceToken is a subscription over HTTPS to a browser's push service (plain HTTP to this machine outside production)", () => {
    const browser = browserSubscription("https://fcm.googleapis.com/fcm/send/abc");
    expect(parseDeviceToken(browser.token)).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      p256dh: browser.json.keys.p256dh,
      auth: browser.json.keys.auth,
    });
    const flat = JSON.stringify({ endpoint: browser.json.endpoint, ...browser.json.keys });
    expect(parseDeviceToken(flat)).not.toBeNull();
    const local = browserSubscription("http://127.0.0.1:9/push").token;
    expect(parseDeviceToken(local, {})).not.toBeNull();
    expect(parseDeviceToken(local, { NODE_ENV: "production" })).toBeNull();
    expect(parseDeviceToken(browserSubscription("http://10.0.0.5/push").token, {})).toBeNull();
    expect(parseDeviceToken(browserSubscription("file:///etc/passwd").token, {})).toBeNull();
    // The browsers' push services, and no other HTTPS host: the server posts where it is told.
    for (const endpoint of [
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/abc",
    ])
      expect(parseDeviceToken(browserSubscription(endpoint).token, {}), endpoint).not.toBeNull();
    for (const endpoint of [
      "https://push.example.com/send/abc",
      "https://10.0.0.5/push",
      "https://fcm.googleapis.com.example.com/fcm/send/abc",
      "https://notify.windows.com.evil.test/w",
      "https://evilnotify.windows.com/w",
    ])
      expect(parseDeviceToken(browserSubscription(endpoint).token, {}), endpoint).toBeNull();
    const brandService = browserSubscription("https://push.example.com/send/abc").token;
    expect(
      parseDeviceToken(brandService, { PUSH_SERVICE_HOSTS: "push.example.com" }),
    ).not.toBeNull();
    expect(parseDeviceToken("not json")).toBeNull();
    expect(
      parseDeviceToken(
        JSON.stringify({ ...browser.json, keys: { ...browser.json.keys, auth: "AAAA" } }),
      ),
    ).toBeNull();
  });

  it("GET push/vapidkey gives the public key browsers subscribe with, or null when push is off", async () => {
    const app = await accountApp();
    const env = environment();
    const saved = env.VAPID_PUBLIC_KEY;
    try {
      delete env.VAPID_PUBLIC_KEY;
      expect((await dataOf("pushVapidKey", await app.request("/api/push/vapidkey"))).data).toEqual({
        publicKey: null,
      });
      env.VAPID_PUBLIC_KEY = vapid.publicKey;
      expect((await dataOf("pushVapidKey", await app.request("/api/push/vapidkey"))).data).toEqual({
        publicKey: vapid.publicKey,
      });
    } finally {
      if (saved === undefined) delete env.VAPID_PUBLIC_KEY;
      else env.VAPID_PUBLIC_KEY = saved;
    }
  });
});

describe("the header's unread count", () => {
  it("counts the session's unread messages only, and goes down when one is read", async () => {
    const app = await accountApp();
    const count = async (cookie: string, arnum: string) =>
      (await dataOf("inboxUnread", await app.request(`/api/myinbox/unread/${arnum}`, { cookie })))
        .data.unread as number;
    const before = await count(app.alice, ALICE);
    // Bob's unread messages never count for Alice.
    await app.db.query(
      "INSERT INTO inbox_messages (arnum, sender, message, sent_at) VALUES ('AR1002', 'Bookwell', '<p>Bob</p>', now()), ('AR1002', 'Bookwell', '<p>Bob 2</p>', now())",
    );
    expect(await count(app.alice, ALICE)).toBe(before);
    const [mine] = await app.db.query<{ guid: string }>(
      "INSERT INTO inbox_messages (arnum, sender, message, sent_at) VALUES ('AR1001', 'Bookwell', '<p>Alice</p>', now()) RETURNING guid",
    );
    expect(await count(app.alice, ALICE)).toBe(before + 1);
    await dataOf(
      "inboxMessage",
      await app.request(`/api/myinbox/message/${mine!.guid}`, { cookie: app.alice }),
    );
    expect(await count(app.alice, ALICE)).toBe(before);
    // Another account's count is not for Alice to ask.
    expect(
      (await failureOf(await app.request("/api/myinbox/unread/AR1002", { cookie: app.alice })))
        .status,
    ).toBe(403);
  });
});

describe("VAPID keys", () => {
  it("come from the environment; development makes a pair once and keeps it; production without them is off", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vapid-"));
    const file = path.join(dir, "nested", "vapid.json");
    try {
      const made = await vapidKeys({}, file);
      expect(made?.publicKey).toMatch(/^[\w-]{87}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      // The next start reads the same pair: browsers' subscriptions stay valid.
      expect(await vapidKeys({}, file)).toEqual(made);
      expect(
        await vapidKeys(
          {
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            VAPID_SUBJECT: vapid.subject,
          },
          file,
        ),
      ).toEqual(vapid);
      expect(await vapidKeys({ NODE_ENV: "production" }, file)).toBeNull();
      const warnings: string[] = [];
      const env: NodeJS.ProcessEnv = { NODE_ENV: "production" };
      const push = await startPush({} as never, env, { warn: (line) => warnings.push(line) });
      expect(push.keys).toBeNull();
      expect(warnings).toEqual([PUSH_OFF_WARNING]);
      expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

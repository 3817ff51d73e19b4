import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD } from "../src/seed";
import { sharedAccountApp } from "./account-helpers";
import { testApp } from "./helpers";

/**
 * Bounded requests, the security headers, cross-site calls refused and
 * the session cookie's Secure flag. The site's page headers and CSP are tested in the site
 * (`apps/site/src/server/security.test.ts`) and by every journey.
 */
const json = { "Content-Type": "application/json" };
const messageOf = async (response: Response) =>
  ((await response.json()) as { meta: { message: string } }).meta.message;

describe("request limits", () => {
  const app = sharedAccountApp();

  it("answers a body over 1 MB with 413 by its Content-Length, before reading it", async () => {
    const body = JSON.stringify({ email: "x".repeat(1024 * 1024) });
    const response = await app().app.request("/api/home/newsletter", {
      method: "POST",
      headers: { ...json, "Content-Length": String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe(serverTexts.requestTooLarge);
  });

  it("stops reading a streamed body without a length once it passes the limit", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB would follow if it kept reading.
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await app().app.request("/api/home/newsletter", {
      method: "POST",
      headers: { ...json, "Transfer-Encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("takes its limit from the config (MAX_BODY_BYTES)", async () => {
    const small = await testApp({
      config: {
        limits: { maxBodyBytes: 100, maxUrlLength: 8192, maxHeaderBytes: 16384 },
      },
    });
    const response = await small.request("/api/home/newsletter", {
      method: "POST",
      json: { email: `${"a".repeat(120)}@example.com` },
    });
    expect(response.status).toBe(413);
  });

  it("answers a URL over 8 KB with 414 and headers over 16 KB with 431", async () => {
    const long = await app().app.request(`/api/cms/ourservice/${"a".repeat(9000)}`);
    expect(long.status).toBe(414);
    const big = await app().app.request("/api/cms/footer", {
      headers: { "X-Padding": "a".repeat(17 * 1024) },
    });
    expect(big.status).toBe(431);
    expect(await messageOf(big)).toBe(serverTexts.requestTooLarge);
  });
});

describe("security headers on every API answer", () => {
  const app = sharedAccountApp();

  it("sends nosniff, the referrer policy, a deny-all CSP and no-store; HSTS only over HTTPS", async () => {
    for (const response of [
      await app().app.request("/api/cms/footer"),
      await app().app.request("/api/nowhere"),
      await app().app.request("/api/cms/ourservice/%00"),
    ]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const secure = await app().app.request("https://shop.example/api/cms/footer");
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });

  it("a private answer carries Cache-Control: no-store (Alice's particulars)", async () => {
    const response = await app().app.request("/api/myaccount/myparticulars/AR1001", {
      headers: { Cookie: app().alice },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("the invoice keeps its own private, no-store", async () => {
    const response = await app().app.request("/api/mybooking/invoice/BK-1001-05", {
      headers: { Cookie: app().alice },
    });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("cross-site request forgery", () => {
  // Each refusal proves it changed nothing, so the calls share one database.
  const shared = sharedAccountApp();
  const particulars = (cookie: string, headers: Record<string, string>, body?: string) => ({
    method: "PUT",
    headers: { Cookie: cookie, ...json, ...headers },
    body:
      body ??
      JSON.stringify({
        arnum: "AR1001",
        title: "Ms",
        firstname: "Alice",
        lastname: "Example",
        mobile: "07700900101",
        email: "alice@example.com",
      }),
  });

  it("refuses a foreign Origin with 403 and the catalogue's text, and changes nothing", async () => {
    const { app, alice, db } = shared();
    const before = await db.query("SELECT * FROM accounts WHERE arnum = 'AR1001'");
    const put = await app.request(
      "/api/myaccount/myparticulars/AR1001",
      particulars(alice, { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" }),
    );
    expect(put.status).toBe(403);
    expect(await messageOf(put)).toBe(serverTexts.crossSiteRefused);
    const cart = await app.request("/api/booking/cart/AR1001?email=alice%40example.com", {
      method: "POST",
      headers: { Cookie: alice, ...json, Origin: "http://evil.example" },
      body: "[]",
    });
    expect(cart.status).toBe(403);
    expect(await db.query("SELECT * FROM accounts WHERE arnum = 'AR1001'")).toEqual(before);
  });

  it("refuses Sec-Fetch-Site: cross-site without an Origin", async () => {
    const { app, alice } = shared();
    const response = await app.request(
      "/api/myaccount/myparticulars/AR1001",
      particulars(alice, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(response.status).toBe(403);
  });

  it("refuses a body a cross-site form can send (text/plain, form-encoded) with 415", async () => {
    const { app, alice } = shared();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await app.request("/api/myaccount/myparticulars/AR1001", {
        method: "PUT",
        headers: { Cookie: alice, "Content-Type": type },
        body: '{"arnum":"AR1001"}',
      });
      expect(response.status, type).toBe(415);
      expect(await messageOf(response)).toBe(serverTexts.jsonOnly);
    }
  });

  it("lets this site's own pages and an allowed brand origin call, and GETs through", async () => {
    const own = shared();
    const same = await own.app.request(
      "http://localhost/api/myaccount/myparticulars/AR1001",
      particulars(own.alice, { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" }),
    );
    expect(same.status).not.toBe(403);
    expect(same.status).not.toBe(415);
    const read = await own.app.request("/api/myaccount/myparticulars/AR1001", {
      headers: { Cookie: own.alice, Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(read.status).toBe(200);

    const brand = await testApp({ config: { allowedOrigins: ["https://brand.example"] } });
    const login = await brand.request("/api/user/login", {
      method: "POST",
      headers: { Origin: "https://brand.example", "Sec-Fetch-Site": "cross-site" },
      json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("a call with no body (logout) needs no Content-Type", async () => {
    const { app, alice } = shared();
    const response = await app.request("/api/user/logout", {
      method: "POST",
      headers: { Cookie: alice, Origin: "http://localhost" },
    });
    expect(response.status).toBe(200);
  });
});

describe("the session cookie", () => {
  const login = async (
    url: string,
    config: Parameters<typeof testApp>[0] = {},
    headers: Record<string, string> = {},
  ) => {
    const app = await testApp(config);
    const response = await app.request(url, {
      method: "POST",
      headers,
      json: { userEmail: "alice@example.com", pwd: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    // The same request's session is read back under the name it was given.
    const session = await app.request(url.replace("login", "session"), {
      headers: { ...headers, Cookie: cookie.split(";")[0]! },
    });
    expect((await session.json()).data?.arnum).toBe("AR1001");
    return cookie;
  };

  it("is __Host- prefixed and Secure over HTTPS, even in development", async () => {
    const cookie = await login("https://shop.example/api/user/login", {
      config: { development: true },
    });
    expect(cookie).toMatch(/^__Host-bookwell_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it("is Secure in production on a plain-HTTP host that is not localhost (TLS ends at a proxy)", async () => {
    const cookie = await login("http://shop.example/api/user/login", {
      config: { development: false },
    });
    expect(cookie).toMatch(/^__Host-bookwell_session=.*; Secure/);
  });

  it("behind a trusted proxy, X-Forwarded-Proto: https makes it Secure", async () => {
    const cookie = await login(
      "http://localhost/api/user/login",
      { config: { development: false, trustProxy: true } },
      { "X-Forwarded-Proto": "https" },
    );
    expect(cookie).toMatch(/^__Host-bookwell_session=.*; Secure/);
  });

  it("is plain on http://localhost in production, so `npm start` logs in", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000"]) {
      const cookie = await login(`http://${host}/api/user/login`, {
        config: { development: false },
      });
      expect(cookie).toMatch(/^bookwell_session=/);
      expect(cookie).not.toMatch(/Secure/);
    }
  });

  it("SECURE_COOKIES=true forces it Secure, =false never", async () => {
    expect(
      await login("http://localhost/api/user/login", { config: { secureCookies: true } }),
    ).toMatch(/^__Host-bookwell_session=.*; Secure/);
    expect(
      await login("https://shop.example/api/user/login", { config: { secureCookies: false } }),
    ).toMatch(/^bookwell_session=/);
  });
});

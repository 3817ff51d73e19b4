import { describe, expect, it } from "vitest";

import { configFromEnv } from "../src/config-env";
import { DEMO_PASSWORD } from "../src/seed";
import { testApp } from "./helpers";

/**
 * The API serves a brand on another origin. `CORS_ORIGINS` lists the brand's
 * origins: their pages get CORS answers with credentials and a SameSite=None; Secure session
 * cookie, any other origin is refused, and with `ASSET_BASE_URL` the content images are
 * absolute URLs.
 */
const brand = "https://brand.example";
const stranger = "https://evil.example";
const config = { allowedOrigins: [brand] };

describe("CORS for the listed origins", () => {
  it("answers a listed origin's preflight with its origin, credentials and the methods", async () => {
    const { app } = await testApp({ config });
    const response = await app.request("/api/user/login", {
      method: "OPTIONS",
      headers: {
        Origin: brand,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(brand);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
      "content-type",
    );
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("refuses an origin not listed: its preflight is a 403, its answers carry no CORS header", async () => {
    const { app } = await testApp({ config });
    const preflight = await app.request("/api/user/login", {
      method: "OPTIONS",
      headers: { Origin: stranger, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const read = await app.request("/api/home/services", { headers: { Origin: stranger } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    expect(read.headers.get("access-control-allow-credentials")).toBeNull();
    const login = await app.request("/api/user/login", {
      method: "POST",
      headers: { Origin: stranger, "Content-Type": "application/json" },
      body: JSON.stringify({ userEmail: "alice@example.com", pwd: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
  });

  it("sends no CORS header at all without CORS_ORIGINS (the same-origin site)", async () => {
    const { app } = await testApp();
    const preflight = await app.request("/api/user/login", {
      method: "OPTIONS",
      headers: { Origin: brand, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const read = await app.request("/api/home/services", { headers: { Origin: brand } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("logs the brand's customer in with credentials: SameSite=None; Secure, then reads the session", async () => {
    const { app } = await testApp({ config });
    const login = await app.request("http://api.example/api/user/login", {
      method: "POST",
      headers: { Origin: brand, "Content-Type": "application/json" },
      body: JSON.stringify({ userEmail: "alice@example.com", pwd: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get("access-control-allow-origin")).toBe(brand);
    expect(login.headers.get("access-control-allow-credentials")).toBe("true");
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-bookwell_session=/);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);

    const session = await app.request("http://api.example/api/user/session", {
      headers: { Origin: brand, Cookie: cookie.split(";")[0]! },
    });
    expect(session.headers.get("access-control-allow-origin")).toBe(brand);
    expect(((await session.json()) as { data: { arnum: string } }).data.arnum).toBe("AR1001");
  });

  it("keeps the cookie SameSite=Lax without CORS_ORIGINS", async () => {
    const { app } = await testApp();
    const login = await app.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ userEmail: "alice@example.com", pwd: DEMO_PASSWORD }),
    });
    expect(login.headers.get("set-cookie")).toMatch(/; SameSite=Lax/);
  });
});

describe("absolute image URLs (ASSET_BASE_URL)", () => {
  const imagesOf = (body: unknown) => JSON.stringify(body).match(/[^"\s=(]*\/images\/[^"\s)]*/g);

  it("gives the content images under the setting's base, and relative without it", async () => {
    const relative = await (await testApp()).app.request("/api/home/services");
    const relativeImages = imagesOf(await relative.json()) ?? [];
    expect(relativeImages.length).toBeGreaterThan(0);
    expect(relativeImages.every((url) => url.startsWith("/images/"))).toBe(true);

    const { app } = await testApp({ config: { assetBaseUrl: "https://bookwell.example" } });
    const absolute = await app.request("/api/home/services");
    expect(absolute.status).toBe(200);
    const absoluteImages = imagesOf(await absolute.json()) ?? [];
    expect(absoluteImages).toHaveLength(relativeImages.length);
    expect(absoluteImages.every((url) => url.startsWith("https://bookwell.example/images/"))).toBe(
      true,
    );
  });
});

describe("the settings from the environment", () => {
  it("reads CORS_ORIGINS (and ALLOWED_ORIGINS, its earlier name) into one list", () => {
    expect(
      configFromEnv({
        CORS_ORIGINS: "https://brand.example/, http://localhost:5173",
        ALLOWED_ORIGINS: "https://brand.example",
      }).allowedOrigins,
    ).toEqual(["https://brand.example", "http://localhost:5173"]);
    expect(() => configFromEnv({ CORS_ORIGINS: "brand.example" })).toThrow(/CORS_ORIGINS/);
    expect(configFromEnv({ ASSET_BASE_URL: "https://bookwell.example/" }).assetBaseUrl).toBe(
      "https://bookwell.example",
    );
    expect(() => configFromEnv({ ASSET_BASE_URL: "bookwell" })).toThrow(/ASSET_BASE_URL/);
  });
});

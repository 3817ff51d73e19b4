import { messages } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";

import { testApp } from "./helpers";

type App = Awaited<ReturnType<typeof testApp>>;

/** What the browser does: fetch a challenge, solve it, send base64(JSON { challenge, solution }). */
async function solvedCaptcha({ request }: App): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const contact = {
  ptc: "Ann Lee",
  ptcemail: "ann@example.com",
  contactnumber: "07700900123",
  message: "Do you clean ovens?",
};

describe("visitor forms with ALTCHA", () => {
  it("accepts a solved captcha once", async () => {
    const app = await testApp();
    const altcha = await solvedCaptcha(app);
    const send = () =>
      app.request("/api/home/contactus", { method: "POST", json: { ...contact, altcha } });
    const first = await send();
    expect(await first.json()).toMatchObject({
      meta: { responseCode: "S", message: messages.requestSumitted },
    });
    const again = await send();
    expect(again.status).toBe(400);
    expect((await again.json()).meta.message).toBe(messages.captchaRequired);
    const [{ n }] = (await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM form_submissions WHERE kind = 'contact'",
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it.each([
    ["missing", undefined],
    ["not base64 JSON", "not-a-payload"],
    ["tampered", "tamper"],
  ])("refuses a %s captcha with the spec's message", async (_, altcha) => {
    const app = await testApp();
    let payload = altcha;
    if (altcha === "tamper") {
      const good = JSON.parse(Buffer.from(await solvedCaptcha(app), "base64").toString());
      good.solution.counter += 1;
      payload = Buffer.from(JSON.stringify(good)).toString("base64");
    }
    const response = await app.request("/api/home/contactus", {
      method: "POST",
      json: { ...contact, altcha: payload },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(messages.captchaRequired);
  });

  it("checks the form before the captcha, in the spec's order", async () => {
    const app = await testApp();
    const response = await app.request("/api/home/joinus", {
      method: "POST",
      json: { firstname: "", lastname: "", mobile: "", email: "", postcode: "", iagree: false },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(messages.firstNameRequired);
  });

  it("enquiry and crew forms land with a solved captcha", async () => {
    const app = await testApp();
    const enquiry = await app.request("/api/home/corpenquiry", {
      method: "POST",
      json: {
        servicetype: ["Office Cleaning"],
        title: "Ms",
        firstname: "Ann",
        mobile: "07700900123",
        email: "ann@example.com",
        postcode: "EC1A 1BB",
        message: "",
        iagree: true,
        preferreddate: "2026-11-24",
        altcha: await solvedCaptcha(app),
      },
    });
    expect((await enquiry.json()).meta.message).toBe(messages.requestSumitted);
    const crew = await app.request("/api/home/joinus", {
      method: "POST",
      json: {
        firstname: "Sam",
        lastname: "Cole",
        mobile: "07700900124",
        email: "sam@example.com",
        postcode: "E16AN",
        addr1: "",
        addr2: "",
        message: "",
        iagree: true,
        altcha: await solvedCaptcha(app),
      },
    });
    expect((await crew.json()).meta.message).toBe(messages.requestSumitted);
  });

  it("newsletter: the same thanks for a new and a known address", async () => {
    const app = await testApp();
    for (const email of ["ann@example.com", "ANN@example.com"]) {
      const response = await app.request("/api/home/newsletter", {
        method: "POST",
        json: { email },
      });
      expect((await response.json()).meta).toEqual({
        responseCode: "S",
        message: messages.newsletterThanks,
      });
    }
    const invalid = await app.request("/api/home/newsletter", {
      method: "POST",
      json: { email: "ann@" },
    });
    expect((await invalid.json()).meta.message).toBe(messages.invalidEmail);
  });
});

import { endpoints, messages, texts } from "@bookwell/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { beforeAll, describe, expect, it } from "vitest";

import { testApp } from "./helpers";

type App = Awaited<ReturnType<typeof testApp>>;

/** What the browser does: fetch a challenge, solve it, send base64(JSON { challenge, solution }). */
async function solvedCaptcha({ request }: App): Promise<string> {
  const { data: challenge } = await (await request("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const long = (length: number) => "x".repeat(length);
const longEmail = (length: number) => `${long(length - "@example.com".length)}@example.com`;

const contact = {
  ptc: "Ann Lee",
  ptcemail: "ann@example.com",
  contactnumber: "07700900123",
  message: "Do you clean ovens?",
  altcha: "checked-after-the-fields",
};
const question = { ptc: "Ann Lee", ptcemail: "ann@example.com", message: "", altcha: "x" };
const enquiry = {
  servicetype: ["Office Cleaning"],
  title: "Ms",
  firstname: "Ann",
  mobile: "07700900123",
  email: "ann@example.com",
  postcode: "EC1A 1BB",
  message: "",
  iagree: true,
  preferreddate: "2026-11-24",
  altcha: "x",
};
const crew = {
  firstname: "Sam",
  lastname: "Cole",
  mobile: "07700900124",
  email: "sam@example.com",
  postcode: "E16AN",
  addr1: "",
  addr2: "",
  message: "",
  iagree: true,
  altcha: "x",
};

/** [path, body, the message expected in meta.message] */
type Case = [string, Record<string, unknown>, string];

const BAD_INPUTS: Record<string, Case[]> = {
  newsletter: [
    ["no e-mail", {}, messages.emailRequired],
    ["an empty e-mail", { email: "" }, messages.emailRequired],
    ["a blank e-mail", { email: "   " }, messages.emailRequired],
    ["no domain", { email: "ann@" }, messages.invalidEmail],
    ["a space inside", { email: "ann lee@example.com" }, messages.invalidEmail],
    ["no @", { email: "ann.example.com" }, messages.invalidEmail],
    ["51 characters", { email: longEmail(51) }, messages.tooLong(50)],
  ],
  contactUs: [
    ["no name", { ...contact, ptc: "" }, messages.nameRequired],
    ["a name of 21", { ...contact, ptc: long(21) }, messages.tooLong(20)],
    ["no e-mail", { ...contact, ptcemail: "" }, messages.emailRequired],
    ["an invalid e-mail", { ...contact, ptcemail: "ann@example" }, messages.invalidEmail],
    ["an e-mail of 51", { ...contact, ptcemail: longEmail(51) }, messages.tooLong(50)],
    ["an empty contact number", { ...contact, contactnumber: "" }, messages.contactNumberRequired],
    ["a blank contact number", { ...contact, contactnumber: "  " }, messages.contactNumberRequired],
    ["a contact number of 16", { ...contact, contactnumber: long(16) }, messages.tooLong(15)],
    ["no captcha", { ...contact, altcha: "" }, messages.captchaRequired],
    ["a message of 251", { ...contact, message: long(251) }, messages.tooLong(250)],
    ["everything empty", { ptc: "", ptcemail: "", contactnumber: "" }, messages.nameRequired],
    ["short form without a name", { ...question, ptc: "" }, messages.nameRequired],
    ["short form, invalid e-mail", { ...question, ptcemail: "ann" }, messages.invalidEmail],
    ["short form without captcha", { ...question, altcha: "" }, messages.captchaRequired],
  ],
  corporateEnquiry: [
    ["no service type", { ...enquiry, servicetype: [] }, messages.serviceTypeRequired],
    ["a blank service type", { ...enquiry, servicetype: [" "] }, messages.serviceTypeRequired],
    ["no e-mail", { ...enquiry, email: "" }, messages.emailRequired],
    ["an invalid e-mail", { ...enquiry, email: "ann@" }, messages.invalidEmail],
    ["no first name", { ...enquiry, firstname: "" }, messages.firstNameRequiredTitle],
    ["a first name of 51", { ...enquiry, firstname: long(51) }, messages.tooLong(50)],
    ["no phone number", { ...enquiry, mobile: "" }, messages.phoneNumberRequiredTitle],
    ["a phone number of 16", { ...enquiry, mobile: long(16) }, messages.tooLong(15)],
    ["no postal code", { ...enquiry, postcode: "" }, messages.postalCodeRequiredTitle],
    [
      "a postal code of no country served",
      { ...enquiry, postcode: long(10) },
      texts.postcodeInvalid,
    ],
    ["no consent", { ...enquiry, iagree: false }, messages.privacyConsentRequired],
    ["no captcha", { ...enquiry, altcha: "" }, messages.captchaRequired],
    ["a sign-up-only salutation", { ...enquiry, title: "Mdm" }, messages.salutationRequired],
    ["a message of 251", { ...enquiry, message: long(251) }, messages.tooLong(250)],
    [
      "a date that does not exist",
      { ...enquiry, preferreddate: "2026-02-30" },
      messages.chooseDate,
    ],
    ["a date that is not a date", { ...enquiry, preferreddate: "next week" }, messages.chooseDate],
    ["a date already past", { ...enquiry, preferreddate: "2026-11-21" }, messages.chooseDate],
  ],
  joinUs: [
    ["no first name", { ...crew, firstname: "" }, messages.firstNameRequired],
    ["a first name of 21", { ...crew, firstname: long(21) }, messages.tooLong(20)],
    ["no last name", { ...crew, lastname: "" }, messages.lastNameRequired],
    ["a last name of 21", { ...crew, lastname: long(21) }, messages.tooLong(20)],
    ["no mobile", { ...crew, mobile: "" }, messages.mobileRequired],
    ["a mobile of 16", { ...crew, mobile: long(16) }, messages.tooLong(15)],
    ["no e-mail", { ...crew, email: "" }, messages.emailRequired],
    ["an invalid e-mail", { ...crew, email: "sam" }, messages.invalidEmail],
    ["an e-mail of 51", { ...crew, email: longEmail(51) }, messages.tooLong(50)],
    ["no postal code", { ...crew, postcode: "" }, messages.postalCodeRequired],
    ["a postal code that is not one", { ...crew, postcode: "EC1A" }, texts.postcodeInvalid],
    ["no consent", { ...crew, iagree: false }, messages.privacyConsentRequired],
    ["no captcha", { ...crew, altcha: "" }, messages.captchaRequired],
    ["an address line of 101", { ...crew, addr1: long(101) }, messages.tooLong(100)],
    ["a second address line of 101", { ...crew, addr2: long(101) }, messages.tooLong(100)],
    ["a message of 251", { ...crew, message: long(251) }, messages.tooLong(250)],
    // The spec's order: the first missing field is the one named.
    [
      "last name and e-mail missing",
      { ...crew, lastname: "", email: "" },
      messages.lastNameRequired,
    ],
    [
      "e-mail invalid and no consent",
      { ...crew, email: "x", iagree: false },
      messages.invalidEmail,
    ],
  ],
};

const PATHS: Record<string, string> = {
  newsletter: endpoints.newsletter.path,
  contactUs: endpoints.contactUs.path,
  corporateEnquiry: endpoints.corporateEnquiry.path,
  joinUs: endpoints.joinUs.path,
};

let app: App;
let before = 0;
const submissions = async () =>
  (
    (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM form_submissions")) as [
      { n: number },
    ]
  )[0].n;

beforeAll(async () => {
  app = await testApp();
  before = await submissions();
});

describe.each(Object.keys(BAD_INPUTS))("%s refuses bad input with the spec's message", (name) => {
  it.each(BAD_INPUTS[name]!)("%s", async (_, body, message) => {
    const response = await app.request(PATHS[name]!, { method: "POST", json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).meta).toEqual({ responseCode: "E", message });
  });
});

describe("malformed requests are 400s, never 500s", () => {
  it.each([
    ["newsletter", { email: 42 }],
    ["newsletter", { email: ["ann@example.com"] }],
    ["contactUs", { ...contact, message: 123 }],
    ["contactUs", { ...contact, ptc: null }],
    ["corporateEnquiry", { ...enquiry, servicetype: "Office Cleaning" }],
    ["corporateEnquiry", { ...enquiry, iagree: "yes" }],
    ["joinUs", { ...crew, iagree: 1 }],
    ["joinUs", { ...crew, addr1: { line: "1 High Street" } }],
  ])("%s with %j", async (name, body) => {
    const response = await app.request(PATHS[name]!, { method: "POST", json: body });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.responseCode).toBe("E");
  });

  it.each(Object.keys(PATHS))("%s with a body that is not JSON, or an array", async (name) => {
    for (const init of [
      { body: "email=ann@example.com", headers: { "Content-Type": "application/json" } },
      { json: [] },
      { json: null },
    ]) {
      const response = await app.request(PATHS[name]!, { method: "POST", ...init });
      expect(response.status).toBe(400);
      expect((await response.json()).meta.responseCode).toBe("E");
    }
  });

  it("stores nothing for any refused form", async () => {
    expect(await submissions()).toBe(before);
    expect(app.logs).toEqual([]);
  });
});

describe("the captcha of contact, enquiry and crew forms", () => {
  const forms: [string, Record<string, unknown>][] = [
    ["contactUs", contact],
    ["corporateEnquiry", enquiry],
    ["joinUs", crew],
  ];

  it.each(forms)("%s: a missing, garbage or forged payload is refused", async (name, body) => {
    const good = JSON.parse(Buffer.from(await solvedCaptcha(app), "base64").toString());
    const forged = {
      ...good,
      challenge: { ...good.challenge, signature: "0".repeat(64) },
    };
    const wrongAnswer = {
      ...good,
      solution: { ...good.solution, counter: good.solution.counter + 1 },
    };
    for (const altcha of [
      undefined,
      "",
      "not-a-payload",
      Buffer.from("{}").toString("base64"),
      Buffer.from(JSON.stringify(forged)).toString("base64"),
      Buffer.from(JSON.stringify(wrongAnswer)).toString("base64"),
      long(5000),
    ]) {
      const response = await app.request(PATHS[name]!, {
        method: "POST",
        json: { ...body, altcha },
      });
      expect(response.status, String(altcha).slice(0, 20)).toBe(400);
      expect((await response.json()).meta.message).toBe(messages.captchaRequired);
    }
  });

  it.each(forms)(
    "%s: a solved payload is good once, and not for another form",
    async (name, body) => {
      const fresh = await testApp();
      const altcha = await solvedCaptcha(fresh);
      const send = (path: string, form: Record<string, unknown>) =>
        fresh.request(path, { method: "POST", json: { ...form, altcha } });
      const first = await send(PATHS[name]!, body);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        meta: { responseCode: "S", message: messages.requestSumitted },
        data: null,
      });
      for (const [other, otherBody] of forms) {
        const again = await send(PATHS[other]!, otherBody);
        expect(again.status).toBe(400);
        expect((await again.json()).meta.message).toBe(messages.captchaRequired);
      }
      const [{ n }] = (await fresh.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM form_submissions",
      )) as [{ n: number }];
      expect(n).toBe(1);
    },
  );

  it("a bad preferred date does not use up the captcha", async () => {
    const fresh = await testApp();
    const altcha = await solvedCaptcha(fresh);
    const send = (preferreddate: string) =>
      fresh.request(PATHS.corporateEnquiry!, {
        method: "POST",
        json: { ...enquiry, preferreddate, altcha },
      });
    expect((await send("2026-11-01")).status).toBe(400);
    expect((await send("2026-11-22")).status).toBe(200);
  });
});

describe("what is kept", () => {
  it("keeps every form as plain text, as sent, and answers nothing of it back", async () => {
    const fresh = await testApp();
    const message = `<script>alert("hi")</script><img src=x onerror=alert(1)> & "quotes"`;
    const response = await fresh.request(PATHS.contactUs!, {
      method: "POST",
      json: { ...contact, ptc: "<b>Ann</b>", message, altcha: await solvedCaptcha(fresh) },
    });
    expect(await response.json()).toEqual({
      meta: { responseCode: "S", message: messages.requestSumitted },
      data: null,
    });
    const [row] = await fresh.db.query<{ kind: string; email: string; body: unknown }>(
      "SELECT kind, email, body FROM form_submissions",
    );
    expect(row).toEqual({
      kind: "contact",
      email: "ann@example.com",
      body: {
        ptc: "<b>Ann</b>",
        ptcemail: "ann@example.com",
        contactnumber: "07700900123",
        message,
      },
    });
  });

  it("the short question form is kept as a question, the enquiry with its service types; postcodes normalised", async () => {
    const fresh = await testApp();
    await fresh.request(PATHS.contactUs!, {
      method: "POST",
      json: { ...question, message: "Are you insured?", altcha: await solvedCaptcha(fresh) },
    });
    await fresh.request(PATHS.corporateEnquiry!, {
      method: "POST",
      json: {
        ...enquiry,
        postcode: "ec1a1bb",
        servicetype: ["Office Cleaning", "Specialist Cleaning"],
        altcha: await solvedCaptcha(fresh),
      },
    });
    await fresh.request(PATHS.joinUs!, {
      method: "POST",
      json: { ...crew, postcode: " e16an ", altcha: await solvedCaptcha(fresh) },
    });
    const rows = await fresh.db.query<{ kind: string; body: Record<string, unknown> }>(
      "SELECT kind, body FROM form_submissions ORDER BY id",
    );
    expect(rows.map((row) => row.kind)).toEqual(["question", "enquiry", "crew"]);
    expect(rows[1]?.body.servicetype).toEqual(["Office Cleaning", "Specialist Cleaning"]);
    // Kept as the postcode rule writes them, whatever was typed.
    expect(rows[1]?.body.postcode).toBe("EC1A 1BB");
    expect(rows[2]?.body.postcode).toBe("E1 6AN");
  });

  it("newsletter: the same thanks for a new and a known address, one row per address", async () => {
    const fresh = await testApp();
    for (const email of [
      "ann@example.com",
      "ANN@example.com",
      " ann@example.com ",
      "bob@example.com",
    ]) {
      const response = await fresh.request(PATHS.newsletter!, { method: "POST", json: { email } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        meta: { responseCode: "S", message: messages.newsletterThanks },
        data: null,
      });
    }
    const rows = await fresh.db.query<{ email: string }>(
      "SELECT email FROM form_submissions WHERE kind = 'newsletter' ORDER BY email",
    );
    expect(rows.map((row) => row.email)).toEqual(["ann@example.com", "bob@example.com"]);
  });

  it("answers parse with the contract's response schemas", async () => {
    const fresh = await testApp();
    const response = await fresh.request(PATHS.newsletter!, {
      method: "POST",
      json: { email: "new@example.com" },
    });
    expect(endpoints.newsletter.response.safeParse((await response.json()).data).success).toBe(
      true,
    );
  });
});

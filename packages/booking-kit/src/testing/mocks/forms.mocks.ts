import { ok } from "@bookwell/contract";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { http, HttpResponse, type JsonBodyType } from "msw";

/** A real, signed ALTCHA challenge (the stories' key; the server has its own). */
export const captchaChallenge = http.get("*/api/captcha/challenge", async () =>
  HttpResponse.json(
    ok(
      await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        deriveKey,
        hmacSignatureSecret: "storybook-only",
      }),
    ),
  ),
);

/** Every form request the handlers saw, oldest first, for play functions to inspect. */
export const sentForms: { path: string; body: JsonBodyType }[] = [];

const record =
  (path: string) =>
  async ({ request }: { request: Request }) => {
    sentForms.push({ path, body: (await request.json()) as JsonBodyType });
  };

/** The form calls answering success, as the reference server does. */
export const formHandlers = {
  newsletter: http.post("*/api/home/newsletter", async (info) => {
    await record("newsletter")(info);
    return HttpResponse.json(ok(null, "Thanks for being part of the community"));
  }),
  contactUs: http.post("*/api/home/contactus", async (info) => {
    await record("contactUs")(info);
    return HttpResponse.json(ok(null, "Your request has been sumitted successfully."));
  }),
  corporateEnquiry: http.post("*/api/home/corpenquiry", async (info) => {
    await record("corporateEnquiry")(info);
    return HttpResponse.json(ok(null, "Your request has been sumitted successfully."));
  }),
  joinUs: http.post("*/api/home/joinus", async (info) => {
    await record("joinUs")(info);
    return HttpResponse.json(ok(null, "Your request has been sumitted successfully."));
  }),
  ourServices: http.get("*/api/home/ourservices", () =>
    HttpResponse.json(
      ok([
        { svcname: "Home Cleaning", subservices: [] },
        { svcname: "Office Cleaning", subservices: [] },
        { svcname: "End of Tenancy", subservices: [] },
        { svcname: "Carpet and Upholstery", subservices: [] },
      ]),
    ),
  ),
};

/** A form call answering with the server's own refusal text. */
export function refusing(method: "post", path: string, message: string) {
  return http[method](path, () =>
    HttpResponse.json({ meta: { responseCode: "E", message }, data: null }),
  );
}

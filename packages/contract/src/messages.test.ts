import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { accountTexts, fillTemplate, labels, messages, templates, texts } from "./messages";
import { serverTexts } from "./server-texts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const specDir = path.resolve(repoRoot, "../shared/spec");
const specsPresent = existsSync(specDir);
const specText = specsPresent
  ? readdirSync(specDir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => readFileSync(path.join(specDir, f), "utf8"))
      .join("\n")
  : "";

const plainMessages: [string, string][] = Object.entries(messages).flatMap(([key, value]) =>
  typeof value === "string" ? [[key, value] as [string, string]] : [],
);

describe("messages catalogue", () => {
  it("is frozen", () => {
    expect(Object.isFrozen(messages)).toBe(true);
    expect(Object.isFrozen(labels)).toBe(true);
    expect(() => {
      (messages as Record<string, unknown>).oops = "changed";
    }).toThrow(TypeError);
  });

  it("has the texts the other packages rely on, exactly", () => {
    expect(messages.sessionExpired).toBe("Your session has been expired, Please login again");
    expect(messages.oops).toBe("Oops ! Something went wrong.");
    expect(messages.oopsTryAgain).toBe("Oops ! Something went wrong, Please try again.");
    expect(messages.directAccess).toBe(
      "Sorry, You can not access this page directly, Please try again.",
    );
    expect(messages.fillAllDetails).toBe("Please fill all the details.");
    expect(messages.requestSumitted).toBe("Your request has been sumitted successfully.");
    expect(messages.topUpSuccessTitle).toBe("Payment Successfull !");
    expect(messages.bookingPaid).toBe(
      "You have successfully made a payment.  Please take note of the booking schedule",
    );
    expect(messages.successTitle).toBe("Success Message");
    expect(messages.warningTitle).toBe("Warning Message");
    expect(messages.errorTitle).toBe("Error Message");
  });

  it("fills placeholders", () => {
    expect(messages.noSlots("020 7946 0000")).toBe(
      "For assistance, please call our office at 020 7946 0000.",
    );
    expect(templates.noSlots).toBe("For assistance, please call our office at {phone}.");
    expect(messages.tooLong(20)).toBe("Please enter no more than 20 characters.");
    expect(fillTemplate("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });

  it("has no two keys with the same text (one name per text)", () => {
    const texts = plainMessages.map(([, text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("keeps our texts apart from the specs': no text and no name in both", () => {
    expect(Object.isFrozen(texts)).toBe(true);
    expect(Object.isFrozen(serverTexts)).toBe(true);
    const specTexts = new Set(plainMessages.map(([, text]) => text));
    const ours = [...Object.values(texts), ...Object.values(serverTexts)].filter(
      (text) => typeof text === "string",
    );
    expect(ours.filter((text) => specTexts.has(text))).toEqual([]);
    expect(new Set(ours).size).toBe(ours.length);
    const names = [...Object.keys(texts), ...Object.keys(serverTexts)];
    expect(names.filter((key) => Object.hasOwn(messages, key))).toEqual([]);
    // One catalogue or the other: a name in both would be two homes for one text.
    expect(Object.keys(texts).filter((key) => Object.hasOwn(serverTexts, key))).toEqual([]);
  });

  it("holds the account area's texts in texts too, under the same names", () => {
    expect(Object.isFrozen(accountTexts)).toBe(true);
    for (const [key, text] of Object.entries(accountTexts)) {
      expect(texts[key as keyof typeof texts]).toBe(text);
    }
    expect(texts.completeMyPayment).toBe("Complete my payment");
    expect(texts.refundRequestedOn("01/12/2026")).toBe(
      "Refund requested on 01/12/2026. We will be in touch.",
    );
  });

  describe.skipIf(!specsPresent)(`verbatim in the specs (${specDir})`, () => {
    it.each(plainMessages)("messages.%s occurs in a spec", (_key, text) => {
      expect(specText).toContain(text);
    });
    it.each(Object.entries(labels))("labels.%s occurs in a spec", (_key, text) => {
      expect(specText).toContain(text);
    });
    it("the no-slots template occurs in a spec", () => {
      expect(specText).toContain(templates.noSlots);
    });
    it("keeps every double space the specs' messages contain", () => {
      const quotedWithDoubleSpace = [...specText.matchAll(/"([^"\n]*\S {2}\S[^"\n]*)"/g)].map(
        (m) => m[1],
      );
      expect(quotedWithDoubleSpace.length).toBeGreaterThan(0);
      for (const text of quotedWithDoubleSpace) {
        expect(plainMessages.map(([, t]) => t)).toContain(text);
      }
    });
  });

  it.runIf(!specsPresent)("spec folder absent: verbatim checks skipped", () => {
    console.warn(`Spec folder ${specDir} not found: the verbatim message checks were skipped.`);
  });
});

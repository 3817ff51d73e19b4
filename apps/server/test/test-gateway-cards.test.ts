import { serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { TEST_CARDS } from "../src/payments/test-cards";
import { accountApp } from "./account-helpers";
import { TEST_CARD_EXPIRY } from "./helpers";

/**
 * DESIGN.md, cards: the built-in test gateway's tokenise call takes only
 * Stripe's published test card numbers. Any other number — a real card's, with a valid check
 * digit — is refused with the same text, and is nowhere afterwards: not in an answer, a log
 * line or any table.
 */
const REAL_LOOKING = ["4111111111111111", "4539578763621486", "5105105105105100"];

async function everything(app: Awaited<ReturnType<typeof accountApp>>): Promise<string> {
  const tables = await app.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
  );
  const rows = [];
  for (const { tablename } of tables) rows.push(await app.db.query(`SELECT * FROM "${tablename}"`));
  return JSON.stringify(rows);
}

describe("the test gateway's card numbers", () => {
  it("turns each published test number into its PaymentMethod id", async () => {
    const app = await accountApp();
    for (const [number, id] of Object.entries(TEST_CARDS)) {
      const response = await app.request("/api/checkout/testgateway/tokenize", {
        method: "POST",
        cookie: app.alice,
        json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
      });
      expect((await response.json()).data?.PaymentMethodId, number).toBe(id);
    }
  });

  it("refuses any other number without keeping, logging or answering it", async () => {
    const app = await accountApp();
    for (const number of REAL_LOOKING) {
      const response = await app.request("/api/checkout/testgateway/tokenize", {
        method: "POST",
        cookie: app.alice,
        json: { number, ...TEST_CARD_EXPIRY, cvc: "123" },
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).meta.message).toBe(serverTexts.notATestCard);
      expect(text).not.toContain(number);
      expect([...response.headers.values()].join(" ")).not.toContain(number);
    }
    const stored = await everything(app);
    const logged = app.logs.join("\n");
    for (const number of REAL_LOOKING) {
      expect(stored).not.toContain(number);
      expect(logged).not.toContain(number);
    }
  });
});

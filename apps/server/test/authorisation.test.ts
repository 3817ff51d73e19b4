import {
  COUNTRIES,
  HOUSE_TYPES,
  downloadList,
  type DownloadName,
  endpointList,
  type EndpointConfig,
  type EndpointName,
} from "@bookwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import { downloadHandlers, handlers } from "../src/handlers/index";
import { ALICE, BOB, accountApp } from "./account-helpers";

/**
 * The authorisation matrix: every call of the registry that names
 * an account or a record, tried on Alice's account and records by Bob and by a visitor. Zero
 * successes, zero 500s, no answer carries Alice's data, and nothing in the database changes.
 *
 * Inputs are built from each endpoint's own schemas (a valid-looking body, not `{}`), pointing
 * at Alice's records found in the database at test time, so a handler that read its input
 * before checking who asks would be caught, not hidden behind a 400. New calls join the matrix
 * by being in the registry; calls not built yet answer 501 and say so in their test's name.
 */
// The files (the contract's `downloads`, such as the invoice) are asked like every other call.
// The staff calls have their own sweep (`staff-access.test.ts`): this matrix is the customers'.
const all = ([...endpointList, ...downloadList] as readonly EndpointConfig[]).filter(
  (e) => e.auth !== "staff" && e.auth !== "admin",
);
const RECORD_PARAMS = /\{(arnum|refnum|guid|locationId)\}/;
const RECORD_INPUTS = ["guid", "locationId", "locationid", "quoterefnum", "refnum"];

const inputKeys = (e: EndpointConfig) => [...keysOf(e.query), ...keysOf(e.body)];

/** Calls whose path names an account or a record. */
const pathScoped = all.filter((e) => RECORD_PARAMS.test(e.path));
/**
 * Calls whose path is the caller's own (or names no account) while the query or body names a
 * record: Bob's own path, Alice's record inside (the classic IDOR).
 */
const inputScoped = all.filter(
  (e) =>
    e.auth === "session" &&
    !/\{(refnum|guid)\}/.test(e.path) &&
    inputKeys(e).some((key) => RECORD_INPUTS.includes(key)),
);
const sessionCalls = all.filter((e) => e.auth === "session");

const built = (e: EndpointConfig) =>
  Boolean(handlers[e.name as EndpointName] ?? downloadHandlers[e.name as DownloadName]);
const title = (e: EndpointConfig) =>
  `${e.method} ${e.path}${built(e) ? "" : " (not built yet: answers 501)"}`;

/** What would give Alice away in an answer. */
const ALICE_MARKS = ["alice@example.com", "Walker", "07700900101"];

/** Tables whose rows are the customers' data; every refused call leaves them as they were. */
const VOLATILE = ["attempts", "sessions", "outbox", "used_captchas", "schema_migrations"];

let app: Awaited<ReturnType<typeof accountApp>>;
/** Alice's records, found in the database: the first of each kind. */
const alice: Record<string, string> = {};

async function first(sql: string): Promise<string> {
  const [row] = await app.db.query<{ id: string }>(sql, [ALICE]);
  expect(row, sql).toBeDefined();
  return row!.id;
}

async function snapshot(): Promise<string> {
  const tables = await app.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const dumps: string[] = [];
  for (const { tablename } of tables) {
    if (VOLATILE.includes(tablename)) continue;
    const rows = await app.db.query<{ row: string }>(
      `SELECT t::text AS row FROM "${tablename}" t ORDER BY 1`,
    );
    dumps.push(`${tablename}: ${rows.map((r) => r.row).join("\n")}`);
  }
  return dumps.join("\n");
}

beforeAll(async () => {
  app = await accountApp();
  const saved = await app.request(`/api/booking/cart/${ALICE}`, {
    method: "POST",
    json: [
      {
        matnum: "RHC-WEEKLY",
        jobnum: "J-RHC",
        qty: 1,
        startdate: "2026-11-25",
        shiftnum: "J-RHC-a",
        _saveAddress: false,
      },
    ],
    cookie: app.alice,
  });
  expect(saved.status).toBe(200);
  const topUp = await app.request(`/api/mycredit/${ALICE}`, {
    method: "POST",
    json: { arnum: ALICE, payref: "card", qty: 100, idempotencyKey: "matrix-topup-1" },
    cookie: app.alice,
  });
  expect(topUp.status).toBe(200);
  alice.cart = await first("SELECT refnum AS id FROM carts WHERE arnum = $1 ORDER BY refnum");
  alice.topUp = await first(
    "SELECT refnum AS id FROM credit_topups WHERE arnum = $1 AND status = 'Pending'",
  );
  alice.cartLine = await first(
    "SELECT l.guid AS id FROM cart_lines l JOIN carts c ON c.refnum = l.refnum WHERE c.arnum = $1 ORDER BY 1",
  );
  alice.booking = await first(
    "SELECT refnum AS id FROM account_bookings WHERE arnum = $1 ORDER BY refnum",
  );
  // A quotation she could accept (Quoted, priced above £0): Bob accepting it would fill a cart.
  alice.request = await first(
    `SELECT r.refnum AS id FROM account_requests r WHERE r.arnum = $1 AND r.status = 'Quoted'
        AND EXISTS (SELECT 1 FROM quote_lines q WHERE q.refnum = r.refnum AND q.base_pence > 0)
      ORDER BY r.refnum`,
  );
  alice.message = await first(
    "SELECT guid AS id FROM inbox_messages WHERE arnum = $1 ORDER BY guid",
  );
  alice.contact = await first(
    "SELECT guid AS id FROM account_contacts WHERE arnum = $1 ORDER BY guid",
  );
  alice.location = await first(
    "SELECT locationid AS id FROM account_locations WHERE arnum = $1 ORDER BY locationid",
  );
});

/** Alice's record for a `{refnum}` of this call: a booking, a request, a top-up, or else her cart. */
function refnumFor(e: EndpointConfig): string {
  if (/\/(mybooking|myfeedback)\//.test(e.path)) return alice.booking!;
  if (/\/myrequest\//.test(e.path)) return alice.request!;
  if (/topup/.test(e.path)) return alice.topUp!;
  return alice.cart!;
}

/** A plausible value for a field, by its name: Alice's records wherever one is named. */
function valueFor(key: string, e: EndpointConfig, arnum: string): unknown {
  const k = key.toLowerCase();
  if (k === "arnum") return arnum;
  if (k === "refnum" || k === "quoterefnum") return refnumFor(e);
  if (k === "guid")
    return /\/myinbox\//.test(e.path)
      ? alice.message
      : /mycontacts/.test(e.path)
        ? alice.contact
        : alice.cartLine;
  if (k === "locationid") return alice.location;
  if (k.includes("email")) return "alice@example.com";
  if (k.includes("date")) return "2026-12-07";
  if (k === "mode") return "addupdate";
  // Values the contract's rules allow from a list (not visible in the zod schema).
  if (k === "addr3") return COUNTRIES[1];
  if (k === "housetype") return HOUSE_TYPES[0];
  if (k === "area" || k.endsWith("qty")) return 1;
  return undefined;
}

type AnySchema = z.ZodType & { def?: Record<string, unknown>; shape?: Record<string, z.ZodType> };

function keysOf(schema: unknown): string[] {
  const s = unwrap(schema as AnySchema | undefined);
  return s?.shape ? Object.keys(s.shape) : [];
}

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i += 1) {
    const def = s.def as { type?: string; innerType?: AnySchema; in?: AnySchema } | undefined;
    if (def?.type === "optional" || def?.type === "default" || def?.type === "nullable")
      s = def.innerType;
    else if (def?.type === "pipe") s = def.in;
    else break;
  }
  return s;
}

/** A valid-looking value of `schema`, from its zod definition and the field names. */
function sample(schema: unknown, e: EndpointConfig, arnum: string, key = ""): unknown {
  const named = key ? valueFor(key, e, arnum) : undefined;
  if (named !== undefined) return named;
  const s = unwrap(schema as AnySchema);
  const def = (s?.def ?? {}) as {
    type?: string;
    element?: unknown;
    entries?: Record<string, string>;
    values?: unknown[];
    options?: unknown[];
  };
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(s!.shape ?? {}).map(([k, v]) => [k, sample(v, e, arnum, k)]),
      );
    case "array":
      return [sample(def.element, e, arnum)];
    case "string":
      return "A1";
    case "number":
      return 1;
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "union":
      return sample(def.options?.[0], e, arnum, key);
    default:
      return undefined;
  }
}

function request(e: EndpointConfig, arnum: string, cookie: string | undefined) {
  let path = e.path
    .replace("{arnum}", arnum)
    .replace("{refnum}", refnumFor(e))
    .replace("{guid}", String(valueFor("guid", e, arnum)))
    .replace("{locationId}", alice.location!);
  // Any other path parameter (a package, a category) gets a plausible value from its schema.
  path = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(sample(undefined, e, arnum, name) ?? `${name}-1`),
  );
  const query = sample(e.query, e, arnum) as Record<string, unknown> | undefined;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  ).toString();
  return app.request(search ? `${path}?${search}` : path, {
    method: e.method,
    cookie,
    ...(e.body ? { json: sample(e.body, e, arnum) ?? {} } : {}),
  });
}

async function expectNothingOfAlice(response: Response) {
  const text = await response.clone().text();
  for (const mark of ALICE_MARKS) expect(text).not.toContain(mark);
  expect(response.status).not.toBe(500);
  expect(response.status < 200 || response.status > 299).toBe(true);
}

describe.each([
  ["Bob's session", () => app.bob],
  ["no session", () => undefined],
])("Alice's account and records in the path, asked with %s", (who, cookie) => {
  it.each(pathScoped.map((e) => [title(e), e] as const))(
    "%s: refused, nothing of Alice's",
    async (_name, endpoint) => {
      const before = await snapshot();
      const response = await request(endpoint, ALICE, cookie());
      await expectNothingOfAlice(response);
      if (!built(endpoint)) expect(response.status).toBe(501);
      else if (who === "no session") expect(response.status).toBe(401);
      else expect(response.status).toBe(403);
      expect(await snapshot()).toBe(before);
    },
  );
});

describe("Alice's records in the query or body, Bob on his own path", () => {
  it.each(inputScoped.map((e) => [title(e), e] as const))(
    "%s: refused, nothing of Alice's, nothing changed",
    async (_name, endpoint) => {
      const before = await snapshot();
      const response = await request(endpoint, BOB, app.bob);
      await expectNothingOfAlice(response);
      expect([400, 403, 404, 409, 422, 501]).toContain(response.status);
      expect(await snapshot()).toBe(before);
    },
  );
});

describe("every call that needs a session, asked without one", () => {
  it.each(sessionCalls.map((e) => [title(e), e] as const))(
    "%s: 401 with the spec's message",
    async (_name, endpoint) => {
      const response = await request(endpoint, BOB, undefined);
      if (!built(endpoint)) {
        expect(response.status).toBe(501);
        return;
      }
      expect(response.status).toBe(401);
      expect((await response.json()).meta.message).toBe(
        "Your session has been expired, Please login again",
      );
    },
  );
});

it("the matrix covers every account- and record-scoped call of the registry", () => {
  expect(pathScoped.length).toBeGreaterThanOrEqual(38);
  expect(pathScoped.map((e) => e.name)).toContain("bookingInvoice");
  expect(inputScoped.length).toBeGreaterThanOrEqual(5);
  // Accepting a quotation names it in the query: Bob on his own path, Alice's quotation.
  expect(inputScoped.map((e) => e.name)).toContain("acceptQuote");
  expect(sessionCalls.length).toBeGreaterThan(pathScoped.length - 5);
  expect(BOB).not.toBe(ALICE);
  const notBuilt = [...pathScoped, ...inputScoped].filter((e) => !built(e)).map((e) => e.name);
  // Calls still answering 501 are named in their tests and listed in the run's output.
  console.info(
    `authorisation matrix: ${pathScoped.length} path-scoped, ${inputScoped.length} input-scoped, ${sessionCalls.length} session calls; not built yet: ${notBuilt.join(", ") || "none"}`,
  );
});

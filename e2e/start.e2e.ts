/**
 * The README's first command on a fresh clone. Every other journey runs on a
 * database in memory, so none of them ever made the embedded database's folder; this one
 * starts the built site exactly as `npm start` does (`pnpm --filter site start`, production)
 * on a PGLITE_DIR whose parent does not exist yet, books as Alice, stops it, starts it again
 * on the same folder and finds the demo data (not seeded twice) and the booking still there.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, request, test, type APIRequestContext } from "./fixtures";

import { spawnBuiltSite, type BuiltSite } from "./built-site";
import { alice, cards, testCardExpiry } from "./support";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Site = BuiltSite & { baseURL: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** `pnpm --filter site start`, as `npm start` runs it after building; resolves once it listens. */
async function startSite(pgliteDir: string, port?: number): Promise<Site> {
  port ??= await freePort();
  const site = spawnBuiltSite("the site", { PORT: String(port), PGLITE_DIR: pgliteDir });
  await site.listening;
  return { ...site, baseURL: `http://127.0.0.1:${port}` };
}

const stopSite = (site: Site): Promise<void> => site.stop();

async function loggedInAsAlice(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post("/api/user/login", {
    data: { userEmail: alice.email, pwd: alice.password },
  });
  expect(login.ok()).toBe(true);
  expect((await login.json()).data).toMatchObject({ arnum: alice.arnum });
  return api;
}

/** The business's date today (Europe/London), plus `days`. */
function londonDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function activeBookings(api: APIRequestContext): Promise<string[]> {
  const answer = await api.get(
    `/api/mybooking/active/${alice.arnum}?datefrom=${londonDate(-1)}&dateto=${londonDate(60)}`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).data as Array<{ ticket: string }>).map((row) => row.ticket);
}

/** Books Alice's weekly clean on the first day with a slot and pays with 4242; its ticket. */
async function bookAndPay(api: APIRequestContext): Promise<string> {
  const calendar = (await (await api.get("/api/booking/holidaylist/RHC-WEEKLY")).json()).data;
  let startdate = "";
  let shiftnum = "";
  for (let day = calendar.startAfterDays; day < calendar.startAfterDays + 21 && !shiftnum; day++) {
    const date = londonDate(day);
    const slots = (await (await api.get(`/api/booking/timeslots/J-RHC?date=${date}`)).json()).data;
    if (slots?.length) [startdate, shiftnum] = [date, slots[0].shiftnum];
  }
  expect(shiftnum, "a bookable slot in the next three weeks").not.toBe("");

  const email = encodeURIComponent(alice.email);
  const saved = await api.post(`/api/booking/cart/${alice.arnum}?email=${email}`, {
    data: [
      {
        matnum: "RHC-WEEKLY",
        jobnum: "J-RHC",
        qty: 1,
        startdate,
        shiftnum,
        shiptitle: "Ms",
        shipfirstname: "Alice",
        shiplastname: "Walker",
        shipphone: "07700900101",
        shipemail: alice.email,
        shippostcode: "SW1A 1AA",
        shipunitno: "4",
        shipaddr1: "Buckingham Palace Road",
        shipaddr3: "United Kingdom",
        _saveAddress: false,
      },
    ],
  });
  expect(saved.ok()).toBe(true);
  const { refnum, total } = (await saved.json()).data as { refnum: string; total: number };

  const contact = {
    title: "Ms",
    firstname: "Alice",
    lastname: "Walker",
    mobile: "07700900101",
    email: alice.email,
    postcode: "SW1A 1AA",
    unitno: "4",
    addr1: "Buckingham Palace Road",
    addr2: "London",
    addr3: "United Kingdom",
  };
  const confirmed = await api.post(`/api/booking/cart/confirm/${refnum}`, {
    data: { ...contact, creditused: 0, paidamt: total, paymentref: "card" },
  });
  expect((await confirmed.json()).meta.responseCode).toBe("S");

  const tokenized = await api.post("/api/checkout/testgateway/tokenize", {
    data: {
      number: cards.succeeds.replaceAll(" ", ""),
      expMonth: testCardExpiry.month,
      expYear: testCardExpiry.year,
      cvc: "123",
    },
  });
  const { PaymentMethodId } = (await tokenized.json()).data as { PaymentMethodId: string };
  const key = `start-e2e-${refnum}`;
  const paid = await api.post("/api/checkout/initiatepayment", {
    data: {
      PaymentMethodId,
      paymentMethod: "testgateway",
      idempotencyKey: key,
      refnum,
      paidamt: total,
      creditused: 0,
      availcredit: 0,
      email: alice.email,
    },
    headers: { "Idempotency-Key": key },
  });
  expect((await paid.json()).data).toMatchObject({ transactionId: expect.any(String) });
  return refnum;
}

test.describe("npm start on a fresh clone", () => {
  test.describe.configure({ timeout: 240_000 });
  let scratch = "";
  const sites: Site[] = [];

  test.beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "bookwell-start-"));
  });
  test.afterAll(async () => {
    for (const site of sites) await stopSite(site);
    await rm(scratch, { recursive: true, force: true });
  });

  test("makes its data folder, serves the demo, and keeps the data across a restart", async () => {
    // The folder's parent does not exist yet, as `apps/server/.data/` on a fresh clone.
    const pgliteDir = path.join(scratch, "not-yet", "pglite");

    const first = await startSite(pgliteDir);
    sites.push(first);
    expect(first.output()).toContain("Demo data loaded (first start).");
    const home = await (await fetch(`${first.baseURL}/`)).text();
    expect(home).toContain("What can we clean for you?");
    let api = await loggedInAsAlice(first.baseURL);
    const ticket = await bookAndPay(api);
    const before = await activeBookings(api);
    expect(before).toContain(ticket);
    await api.dispose();
    await stopSite(first);

    const second = await startSite(pgliteDir);
    sites.push(second);
    // A second start beside it says the port is taken, before it opens the same folder.
    const port = Number(new URL(second.baseURL).port);
    const taken = await startSite(pgliteDir, port).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(taken).toContain(`Port ${port} is in use`);
    expect(taken).not.toMatch(/^\s+at /m);
    expect(second.output()).not.toContain("Demo data loaded");
    api = await loggedInAsAlice(second.baseURL);
    // The same bookings, the one made before the restart included, and no demo row twice.
    expect(await activeBookings(api)).toEqual(before);
    await api.dispose();
  });

  test("names the folder and the variable when the folder cannot be made", async () => {
    const blocked = path.join(repoRoot, "package.json", "pglite");
    const refusal = await startSite(blocked).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refusal).toContain(
      `Cannot use the database folder ${blocked}: a file stands where the folder (or one of its parents) should be. Set PGLITE_DIR`,
    );
    // One line, not a stack trace.
    expect(refusal).not.toMatch(/^\s+at /m);
  });
});

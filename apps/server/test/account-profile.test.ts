import { messages, texts, serverTexts } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { ALICE, BOB, accountApp, dataOf, failureOf, sharedAccountApp } from "./account-helpers";

const aliceParticulars = {
  arnum: ALICE,
  title: "Dr",
  firstname: "Alicia",
  lastname: "Walker-Smith",
  email: "Alicia@Example.com",
  mobile: "07700900199",
  dob: "1990-01-31",
};

describe("particulars", () => {
  const shared = sharedAccountApp();

  it("gives the session's particulars", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "particulars",
      await request(`/api/myaccount/myparticulars/${ALICE}?email=alice@example.com`, {
        cookie: alice,
      }),
    );
    expect(body.data).toEqual({
      arnum: ALICE,
      title: "Ms",
      firstname: "Alice",
      lastname: "Walker",
      email: "alice@example.com",
      mobile: "07700900101",
      dob: "1988-04-12",
    });
  });

  it("updates them and answers the stored values", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "updateParticulars",
      await request(`/api/myaccount/myparticulars/${ALICE}`, {
        method: "PUT",
        cookie: alice,
        json: aliceParticulars,
      }),
    );
    expect(body.meta.message).toBe(messages.particularsUpdated);
    expect(body.data).toEqual({ ...aliceParticulars, email: "alicia@example.com" });
    const again = await dataOf(
      "particulars",
      await request(`/api/myaccount/myparticulars/${ALICE}`, { cookie: alice }),
    );
    expect(again.data.firstname).toBe("Alicia");
    // The new e-mail logs in.
    const login = await request("/api/user/login", {
      method: "POST",
      json: { userEmail: "alicia@example.com", pwd: "Bookwell!2026" },
    });
    expect(login.status).toBe(200);
  });

  it("clears the date of birth with an empty dob", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "updateParticulars",
      await request(`/api/myaccount/myparticulars/${ALICE}`, {
        method: "PUT",
        cookie: alice,
        json: { ...aliceParticulars, dob: "" },
      }),
    );
    expect(body.data.dob).toBe("");
  });

  it.each([
    [{ firstname: "" }, 400, messages.firstNameRequired],
    [{ firstname: "A".repeat(21) }, 400, messages.tooLong(20)],
    [{ lastname: "  " }, 400, messages.lastNameRequired],
    [{ email: "" }, 400, messages.emailIdRequired],
    [{ email: "not-an-email" }, 400, messages.invalidEmail],
    [{ email: `${"a".repeat(40)}@example.com` }, 400, messages.tooLong(50)],
    [{ mobile: "" }, 400, messages.phoneRequired],
    [{ mobile: "0".repeat(16) }, 400, messages.tooLong(15)],
    // The test clock's today is 2026-11-22: tomorrow is a future date of birth.
    [{ dob: "2026-11-23" }, 400, messages.chooseDate],
    [{ dob: "31/01/1990" }, 400, messages.chooseDate],
    [{ title: "Lord" }, 400, messages.salutationRequired],
    [{ email: "bob@example.com" }, 409, serverTexts.emailTaken],
    // The body cannot name another account.
    [{ arnum: BOB }, 403, "You are not allowed to see this."],
  ])("refuses %j with %i", async (change, status, message) => {
    const { request, alice, db } = shared();
    const response = await request(`/api/myaccount/myparticulars/${ALICE}`, {
      method: "PUT",
      cookie: alice,
      json: { ...aliceParticulars, ...change },
    });
    expect(await failureOf(response)).toEqual({ status, message });
    const [row] = await db.query<{ firstname: string }>(
      "SELECT firstname FROM accounts WHERE arnum = $1",
      [ALICE],
    );
    expect(row?.firstname).toBe("Alice");
  });

  it("accepts today as a date of birth (not in the future)", async () => {
    const { request, alice } = await accountApp();
    const response = await request(`/api/myaccount/myparticulars/${ALICE}`, {
      method: "PUT",
      cookie: alice,
      json: { ...aliceParticulars, dob: "2026-11-22" },
    });
    expect(response.status).toBe(200);
  });

  it("answers a body that is not JSON with a 400", async () => {
    const { request, alice } = await accountApp();
    const response = await request(`/api/myaccount/myparticulars/${ALICE}`, {
      method: "PUT",
      cookie: alice,
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect((await failureOf(response)).status).toBe(400);
  });
});

describe("contacts", () => {
  const shared = sharedAccountApp();

  it("lists the session's contacts", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "contacts",
      await request(`/api/myaccount/mycontacts/${ALICE}`, { cookie: alice }),
    );
    expect(body.data.map((c: { guid: string }) => c.guid)).toEqual([
      "CT-1001-1",
      "CT-1001-3",
      "CT-1001-2",
    ]);
    expect(body.data[0]).toEqual({
      guid: "CT-1001-1",
      firstname: "Margaret",
      lastname: "Walker",
      mobile: "07700900111",
      email: "margaret@example.com",
      ctype: "Owner",
    });
  });

  it("deletes one", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "deleteContact",
      await request(`/api/myaccount/mycontacts/${ALICE}?guid=CT-1001-2`, {
        method: "DELETE",
        cookie: alice,
      }),
    );
    expect(body.meta.message).toBe(messages.contactDeleted);
    const list = await dataOf(
      "contacts",
      await request(`/api/myaccount/mycontacts/${ALICE}`, { cookie: alice }),
    );
    expect(list.data.map((c: { guid: string }) => c.guid)).not.toContain("CT-1001-2");
  });

  it.each([
    [`/api/myaccount/mycontacts/${ALICE}`, 400],
    [`/api/myaccount/mycontacts/${ALICE}?guid=`, 400],
    [`/api/myaccount/mycontacts/${ALICE}?guid=CT-NOPE`, 403],
    // Bob's contact through alice's own path: not hers, so the same 403.
    [`/api/myaccount/mycontacts/${ALICE}?guid=CT-1002-1`, 403],
  ])("refuses DELETE %s with %i and keeps every contact", async (path, status) => {
    const { request, alice, db } = shared();
    const response = await request(path, { method: "DELETE", cookie: alice });
    const failure = await failureOf(response);
    expect(failure.status).toBe(status);
    expect(failure.message).not.toBe("");
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM account_contacts");
    expect(row?.n).toBe(4);
  });
});

describe("inbox", () => {
  it("lists every message newest first, with unread state", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "inbox",
      await request(`/api/myinbox/${ALICE}?email=alice@example.com`, { cookie: alice }),
    );
    expect(body.data).toHaveLength(7);
    expect(body.data.map((m: { guid: string }) => m.guid)).toEqual([
      "MSG-1001-7",
      "MSG-1001-6",
      "MSG-1001-5",
      "MSG-1001-4",
      "MSG-1001-3",
      "MSG-1001-2",
      "MSG-1001-1",
    ]);
    expect(body.data.filter((m: { unread: boolean }) => m.unread)).toHaveLength(3);
    expect(body.data[0]).toMatchObject({
      sender: "Bookwell Support",
      sendtime: "2026-11-21T07:30:00.000Z",
      unread: true,
      profileimageurl: "/images/avatars/support.png",
    });
  });

  it("opens a message and marks it read", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "inboxMessage",
      await request("/api/myinbox/message/MSG-1001-7", { cookie: alice }),
    );
    expect(body.data).toMatchObject({ guid: "MSG-1001-7", unread: false });
    const list = await dataOf("inbox", await request(`/api/myinbox/${ALICE}`, { cookie: alice }));
    expect(list.data.filter((m: { unread: boolean }) => m.unread)).toHaveLength(2);
  });

  it("answers an unknown message with a 403", async () => {
    const { request, alice } = await accountApp();
    const failure = await failureOf(await request("/api/myinbox/message/NOPE", { cookie: alice }));
    expect(failure.status).toBe(403);
  });
});

const newLocation = {
  locationname: "Studio",
  addr1: "3 Hanbury Street",
  addr2: "London",
  addr3: "United Kingdom",
  unitno: "Unit 5",
  postcode: "e1 6qr",
  housetype: "Apartment",
  area: "420",
  bedroomqty: "1",
  bathroomqty: 1,
  ptc: "CT-1001-3",
  isDefault: false,
  specialinstruction: "Ring twice.",
};

describe("locations", () => {
  const shared = sharedAccountApp();

  it("lists the session's locations, the default first, with owner name and full address", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "myLocations",
      await request(`/api/myaccount/mylocations/${ALICE}?email=alice@example.com`, {
        cookie: alice,
      }),
    );
    expect(body.data.map((l: { locationid: string }) => l.locationid)).toEqual([
      "LOC-1001-1",
      "LOC-1001-2",
    ]);
    expect(body.data[1]).toMatchObject({
      locationname: "Mum's house",
      ptc: "CT-1001-1",
      ptcname: "Margaret Walker",
      isDefault: false,
      fulladdr: "4 Canonbury Square, London, N1 2AN, United Kingdom",
      area: 1400,
      bedroomqty: 4,
    });
    expect(body.data[0]).toMatchObject({ isDefault: true, ptc: "", ptcname: "" });
  });

  it("lists the owner contacts a location can name", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "locationOwners",
      await request(`/api/myaccount/mylocations/PTC/${ALICE}?email=alice@example.com`, {
        cookie: alice,
      }),
    );
    expect(body.data).toEqual([
      { ptc: "CT-1001-1", ptcname: "Margaret Walker" },
      { ptc: "CT-1001-3", ptcname: "Priya Shah" },
    ]);
  });

  it("creates a location without locationId, numbers parsed as integers", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "saveLocation",
      await request(`/api/myaccount/mylocations/${ALICE}`, {
        method: "PUT",
        cookie: alice,
        json: newLocation,
      }),
    );
    expect(body.meta.message).toBe(messages.locationUpdated);
    expect(body.data).toMatchObject({
      locationname: "Studio",
      postcode: "E1 6QR",
      area: 420,
      bedroomqty: 1,
      bathroomqty: 1,
      ptc: "CT-1001-3",
      ptcname: "Priya Shah",
      isDefault: false,
      fulladdr: "Unit 5, 3 Hanbury Street, London, E1 6QR, United Kingdom",
    });
    const list = await dataOf(
      "myLocations",
      await request(`/api/myaccount/mylocations/${ALICE}`, { cookie: alice }),
    );
    expect(list.data).toHaveLength(3);
  });

  it("updates one and moves the default to it", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "saveLocation",
      await request(`/api/myaccount/mylocations/${ALICE}?locationId=LOC-1001-2`, {
        method: "PUT",
        cookie: alice,
        json: { ...newLocation, locationname: "Mum's", isDefault: true, ptc: "" },
      }),
    );
    expect(body.data).toMatchObject({
      locationid: "LOC-1001-2",
      locationname: "Mum's",
      isDefault: true,
      ptc: "",
    });
    const list = await dataOf(
      "myLocations",
      await request(`/api/myaccount/mylocations/${ALICE}`, { cookie: alice }),
    );
    expect(list.data.filter((l: { isDefault: boolean }) => l.isDefault)).toHaveLength(1);
    expect(list.data[0].locationid).toBe("LOC-1001-2");
  });

  it("deletes one; deleting the default makes the oldest left the default", async () => {
    const { request, alice } = await accountApp();
    const body = await dataOf(
      "deleteLocation",
      await request(`/api/myaccount/mylocations/${ALICE}?locationId=LOC-1001-1`, {
        method: "DELETE",
        cookie: alice,
      }),
    );
    expect(body.meta.message).toBe(messages.locationDeleted);
    const list = await dataOf(
      "myLocations",
      await request(`/api/myaccount/mylocations/${ALICE}`, { cookie: alice }),
    );
    expect(list.data).toEqual([
      expect.objectContaining({ locationid: "LOC-1001-2", isDefault: true }),
    ]);
  });

  it("keeps a location when its owner contact is deleted, without an owner", async () => {
    const { request, alice } = await accountApp();
    await request(`/api/myaccount/mycontacts/${ALICE}?guid=CT-1001-1`, {
      method: "DELETE",
      cookie: alice,
    });
    const list = await dataOf(
      "myLocations",
      await request(`/api/myaccount/mylocations/${ALICE}`, { cookie: alice }),
    );
    expect(list.data[1]).toMatchObject({ locationid: "LOC-1001-2", ptc: "", ptcname: "" });
  });

  it.each([
    [{ locationname: "" }, 400, messages.locationNameRequired],
    [{ locationname: "L".repeat(21) }, 400, messages.tooLong(20)],
    [{ addr1: " " }, 400, messages.firstAddressRequired],
    [{ addr1: "a".repeat(101) }, 400, messages.tooLong(100)],
    [{ addr3: "" }, 400, messages.countryRequired],
    [{ addr3: "France" }, 400, messages.countryRequired],
    [{ housetype: "" }, 400, messages.houseTypeRequired],
    [{ housetype: "Castle" }, 400, messages.houseTypeRequired],
    [{ area: "" }, 400, messages.propertySizeRequired],
    [{ area: 0 }, 400, messages.propertySizeRequired],
    [{ unitno: "u".repeat(21) }, 400, messages.tooLong(20)],
    [{ postcode: "E1 6QRX" }, 400, texts.postcodeInvalid],
    [{ postcode: "238823" }, 400, texts.postcodeInvalid],
    [{ specialinstruction: "s".repeat(251) }, 400, messages.tooLong(250)],
    [{ bedroomqty: "two" }, 400, messages.outOfRange(0, 99)],
    // A tenant, and bob's owner: not one of alice's owner contacts.
    [{ ptc: "CT-1001-2" }, 400, serverTexts.ownerNotAContact],
    [{ ptc: "CT-1002-1" }, 400, serverTexts.ownerNotAContact],
  ])("refuses %j with %i", async (change, status, message) => {
    const { request, alice, db } = shared();
    const response = await request(`/api/myaccount/mylocations/${ALICE}`, {
      method: "PUT",
      cookie: alice,
      json: { ...newLocation, ...change },
    });
    expect(await failureOf(response)).toEqual({ status, message });
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_locations WHERE arnum = $1",
      [ALICE],
    );
    expect(row?.n).toBe(2);
  });

  it.each([
    ["PUT", `/api/myaccount/mylocations/${ALICE}?locationId=LOC-NOPE`, 403],
    ["PUT", `/api/myaccount/mylocations/${ALICE}?locationId=LOC-1002-1`, 403],
    ["DELETE", `/api/myaccount/mylocations/${ALICE}`, 400],
    ["DELETE", `/api/myaccount/mylocations/${ALICE}?locationId=LOC-NOPE`, 403],
    ["DELETE", `/api/myaccount/mylocations/${ALICE}?locationId=LOC-1002-1`, 403],
  ])("refuses %s %s with %i and changes nothing", async (method, path, status) => {
    const { request, alice, db } = shared();
    const before = await db.query("SELECT * FROM account_locations ORDER BY locationid");
    const response = await request(path, {
      method,
      cookie: alice,
      json: method === "PUT" ? newLocation : undefined,
    });
    expect((await failureOf(response)).status).toBe(status);
    expect(await db.query("SELECT * FROM account_locations ORDER BY locationid")).toEqual(before);
  });
});

import { describe, expect, it } from "vitest";

import { ALICE, accountApp, dataOf } from "./account-helpers";
import { contact, weekly } from "./cart-helpers";
import { FIXED_NOW } from "./global-setup";

/**
 * What a customer sees of a booking and a service page: a booking's
 * details carry its ticket and, while a bank transfer is awaited, the reference and deadline;
 * a booking made on the site keeps its property's size; a service page's product blocks carry
 * their category's skip-questionnaire and add-ons flags.
 */

const HOUR = 3_600_000;

/** Alice books a weekly plan by bank transfer; its first visit is `{ticket}-01`. */
async function bankTransferBooking(line: Record<string, unknown> = {}) {
  const app = await accountApp({ clock: { now: () => FIXED_NOW } });
  const saved = await dataOf(
    "saveCart",
    await app.request(`/api/booking/cart/${ALICE}`, {
      method: "POST",
      json: [weekly({ shiftnum: "J-RHC-e", startdate: "2026-11-26", ...line })],
      cookie: app.alice,
    }),
  );
  const ticket = saved.data.refnum as string;
  await dataOf(
    "confirmCart",
    await app.request(`/api/booking/cart/confirm/${ticket}`, {
      method: "POST",
      json: { ...contact, creditused: 0, paidamt: saved.data.total, paymentref: "paynow" },
      cookie: app.alice,
    }),
  );
  const detail = async () =>
    (
      await dataOf(
        "bookingDetail",
        await app.request(`/api/mybooking/details/${ticket}-01`, { cookie: app.alice }),
      )
    ).data as Record<string, unknown>;
  return { app, ticket, detail };
}

describe("a booking's details", () => {
  it("carry the ticket, whichever way they are opened (a seeded booking)", async () => {
    const app = await accountApp();
    const detail = await dataOf(
      "bookingDetail",
      await app.request("/api/mybooking/details/BK-1001-01", { cookie: app.alice }),
    );
    expect(detail.data).toMatchObject({ refnum: "BK-1001-01", ticket: expect.any(String) });
    expect(detail.data.ticket).not.toBe("");
    // Paid: nothing awaited.
    expect(detail.data.awaitingPayment).toBeUndefined();
  });

  it("while a bank transfer is awaited: its reference and deadline, as My Booking's row says", async () => {
    const { ticket, detail } = await bankTransferBooking();
    expect(await detail()).toMatchObject({
      ticket,
      status: "Open",
      awaitingPayment: {
        refnum: ticket,
        reference: `SOR-${ticket}`,
        paymentref: "paynow",
        payBy: new Date(FIXED_NOW.getTime() + 24 * HOUR).toISOString(),
        expired: false,
      },
    });
  });

  it("keep the property's size the line was booked with (it read 0 sqft)", async () => {
    const { detail } = await bankTransferBooking({ shiphousetype: "Apartment", shipsize: 750 });
    expect(await detail()).toMatchObject({ propertytype: "Apartment", area: 750 });
  });
});

describe("a service page's product blocks", () => {
  it("carry their category's skipqn and displayaddon, as the service details do", async () => {
    const app = await accountApp();
    const page = async (pageid: string) =>
      (await dataOf("cmsServicePage", await app.request(`/api/cms/ourservice/${pageid}`))).data;
    expect((await page("laundry-and-ironing")).body_prod).toEqual([
      expect.objectContaining({ catnum: "LAUNDRY", skipqn: true, displayaddon: true }),
    ]);
    const regular = (await page("regular-home-cleaning")).body_prod as Record<string, unknown>[];
    expect(regular.length).toBeGreaterThan(0);
    for (const product of regular) {
      expect(product).toMatchObject({ skipqn: false, displayaddon: false });
    }
  });
});

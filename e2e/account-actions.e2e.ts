import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";

import {
  alice,
  availableCredit,
  axeViolations,
  emptyCart,
  fillBookingInformation,
  pickDateAndMorningSlot,
} from "./support";

/*
 * Booking Details' actions on the demo data (apps/server/src/seed): Alice's BK-1001-02 is an
 * active, changeable session of her weekly plan (J-RHC, 2 days' lead time); BK-1001-06 is a
 * completed session she has not rated. The journeys share one database with the others, so
 * what they change is put back through the API where the API can (the date); a refund
 * request and a rating cannot be withdrawn, so they use bookings no other journey touches.
 */

const CHANGED = "BK-1001-02";
const RATED = "BK-1001-06";

test.use({ signedInAs: alice });

/** YYYY-MM-DD as the site shows it, DD/MM/YYYY. */
const display = (iso: string) => iso.split("-").reverse().join("/");

/** A day's button in the calendar, as it is announced: "Monday, 7 December 2026". */
function dayName(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(date);
  return `${part({ weekday: "long" })}, ${part({ day: "numeric" })} ${part({ month: "long" })} ${part({ year: "numeric" })}`;
}

/** The calendar's button for a day, going forward a month at a time until it shows. */
async function dayButton(scope: Locator, iso: string): Promise<Locator> {
  const button = scope.getByRole("button", { name: dayName(iso), exact: true });
  for (let i = 0; i < 14 && (await button.count()) === 0; i++) {
    await scope.getByRole("button", { name: /next month/i }).click();
  }
  return button;
}

/** The value of a label in a card's description list. */
function termOf(page: Page, card: string, label: string): Locator {
  return page
    .getByRole("region", { name: card })
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

async function logIn(request: APIRequestContext) {
  const login = await request.post("/api/user/login", {
    data: { userEmail: alice.email, pwd: alice.password },
  });
  expect(login.ok()).toBe(true);
}

type Detail = { servicedate: string; timestart: string; jobnum: string; matnum: string };

async function detailOf(request: APIRequestContext, refnum: string): Promise<Detail> {
  return (await (await request.get(`/api/mybooking/details/${refnum}`)).json()).data;
}

/** Moves a booking back to its date and slot (the shift whose start matches). */
async function putBack(request: APIRequestContext, refnum: string, original: Detail) {
  await logIn(request);
  const now = await detailOf(request, refnum);
  if (now.servicedate === original.servicedate && now.timestart === original.timestart) return;
  const slots: { shiftnum: string; starttime: string }[] = (
    await (
      await request.get(`/api/booking/timeslots/${original.jobnum}?date=${original.servicedate}`)
    ).json()
  ).data;
  const shift = slots.find((slot) => slot.starttime === original.timestart);
  expect(shift, "the original slot is free again").toBeTruthy();
  const moved = await request.post(`/api/mybooking/details/changedate/${refnum}`, {
    data: { refnum, requestDate: original.servicedate, shiftnum: shift!.shiftnum },
  });
  expect(moved.ok()).toBe(true);
}

type Slot = { shiftnum: string; starttime: string };

async function slotsOf(request: APIRequestContext, jobnum: string, date: string): Promise<Slot[]> {
  return (await (await request.get(`/api/booking/timeslots/${jobnum}?date=${date}`)).json()).data;
}

/**
 * The demo's full evening shift (apps/server/README.md: `J-RHC-e` on the seed day + 6, or the
 * next working day): the day whose list lacks the evening another day offers. The page is
 * then shown that day's list as it was before the shift filled (the shift still in it), as a
 * customer whose dialog was open while someone else took the last place would see it.
 */
async function fullEveningOf(request: APIRequestContext, page: Page, jobnum: string) {
  const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  let evening: Slot | undefined;
  for (let days = 2; days < 30 && !evening; days++) {
    evening = (await slotsOf(request, jobnum, iso(days))).find((s) => s.starttime === "18:00");
  }
  expect(evening, "the job has an evening shift").toBeTruthy();
  let date = "";
  for (let days = 6; days < 14 && !date; days++) {
    const slots = await slotsOf(request, jobnum, iso(days));
    if (slots.length > 0 && !slots.some((s) => s.shiftnum === evening!.shiftnum)) date = iso(days);
  }
  expect(date, "the demo data has a full evening shift near the seed day").not.toBe("");
  const route = (url: URL) =>
    url.pathname.endsWith(`/api/booking/timeslots/${jobnum}`) &&
    url.searchParams.get("date") === date;
  await page.route(route, async (intercepted) => {
    const response = await intercepted.fetch();
    const body = await response.json();
    body.data = [...body.data, evening].sort((a: Slot, b: Slot) =>
      a.starttime.localeCompare(b.starttime),
    );
    await intercepted.fulfill({ response, json: body });
  });
  return { date, route };
}

/** Alice, signed in (the stored sign-in), opens a booking's details by their address. */
async function aliceOnDetails(page: Page, type: "active" | "history", refnum: string) {
  await page.goto(`/my-booking-details/${type}/${refnum}`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
}

test("Alice changes the date of a session (a holiday cannot be chosen, a slot that filled is refused), skips it, and asks a refund", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logIn(request);
  const original = await detailOf(request, CHANGED);
  const holidays: { startAfterDays: number; holidays: { pubDate: string }[] } = (
    await (await request.get(`/api/booking/holidaylist/${original.matnum}`)).json()
  ).data;

  const full = await fullEveningOf(request, page, original.jobnum);

  try {
    await aliceOnDetails(page, "active", CHANGED);
    const actions = page.getByRole("group", { name: "Booking actions" });
    await expect(actions.getByRole("button", { name: "Change date" })).toBeEnabled();
    await expect(actions.getByRole("link", { name: "Rebook" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Change date: the first allowed date's slots come; a holiday cannot be chosen.
    await actions.getByRole("button", { name: "Change date" }).click();
    const dialog = page.getByRole("dialog", { name: "Change service date" });
    await expect(dialog.getByRole("radio", { name: /Morning/ }).first()).toBeVisible();
    // The details page is checked whole above; the dialogs opened on it, each on its own.
    expect(await axeViolations(page, dialog)).toEqual([]);
    const firstShown = (await dialog.locator('[role="gridcell"][aria-selected="true"]').count())
      ? await dialog.locator('[role="gridcell"][aria-selected="true"]').getAttribute("data-day")
      : null;
    const holiday = holidays.holidays
      .map((h) => h.pubDate)
      .find((date) => firstShown !== null && date > firstShown);
    expect(holiday, "a holiday after the first allowed date is in the demo data").toBeTruthy();
    await expect(await dayButton(dialog, holiday!)).toBeDisabled();

    // A slot that filled while the dialog was open: the demo's full evening shift is listed
    // as the page last saw it, and the server refuses it; the dialog stays open with its text.
    await (await dayButton(dialog, full.date)).click();
    const evening = dialog.getByRole("radio", { name: /18:00 to 20:00/ });
    await evening.check();
    await dialog.getByRole("button", { name: "Change date" }).click();
    await expect(
      dialog.getByRole("alert").filter({
        hasText: "Sorry, this time slot has just been fully booked. Please choose another time.",
      }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page, dialog)).toEqual([]);
    await page.unroute(full.route);

    // A new date: the first working day after that holiday (the month already shown), its
    // afternoon slot.
    let iso = holiday!;
    while (holidays.holidays.some((h) => h.pubDate === iso) || iso === original.servicedate) {
      iso = new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    if (iso !== full.date) await (await dayButton(dialog, iso)).click();
    const afternoon = dialog.getByRole("radio", { name: "Afternoon, 13:00 to 15:00" });
    await expect(afternoon).not.toBeChecked();
    await afternoon.check();
    await dialog.getByRole("button", { name: "Change date" }).click();
    // The success notification lasts 3 s, too short to wait for on a busy machine: the
    // details are the proof.
    await expect(dialog).toBeHidden();
    await expect(termOf(page, "Service Information", "Service date")).toHaveText(display(iso));
    await expect(termOf(page, "Service Information", "Time slot")).toHaveText("13:00 to 15:00");

    // Skip: the session moves to the date the server gives (a week on, past holidays).
    await actions.getByRole("button", { name: "Skip" }).click();
    const skip = page.getByRole("dialog", { name: "Skip this session?" });
    expect(await axeViolations(page, skip)).toEqual([]);
    const confirm = skip.getByRole("button", { name: /^Skip to / });
    const skipShown = ((await confirm.textContent()) ?? "").replace("Skip to ", "").trim();
    expect(skipShown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(skipShown.split("/").reverse().join("-") > iso).toBe(true);
    await confirm.click();
    await expect(skip).toBeHidden();
    await expect(termOf(page, "Service Information", "Service date")).toHaveText(skipShown);
    await expect(termOf(page, "Service Information", "Time slot")).toHaveText("13:00 to 15:00");

    // Refund: without a reason it says so; then the request is sent.
    await actions.getByRole("button", { name: "Request refund" }).click();
    const refund = page.getByRole("dialog", { name: "Refund request" });
    await refund.getByRole("textbox", { name: "Remark" }).fill("We are moving house.");
    await refund.getByRole("button", { name: "Submit" }).click();
    await expect(refund.getByText("Please select reason of refund.")).toBeVisible();
    expect(await axeViolations(page, refund)).toEqual([]);
    await refund
      .getByRole("combobox", { name: /Reason/ })
      .selectOption("The visit did not take place");
    await refund.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your request has been submitted successfully." }),
    ).toBeVisible();
    await expect(refund).toBeHidden();
    // The request leaves a trace: said on the details, not offered again.
    await expect(page.getByText(/^Refund requested on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(actions.getByRole("button", { name: "Request refund" })).toHaveCount(0);

    // The list shows the session on its new date, its refund asked for beside its status.
    await page
      .getByRole("navigation", { name: "My Account" })
      .getByRole("link", { name: "My Booking" })
      .click();
    const to = page.getByRole("textbox", { name: /Date to/ });
    await to.fill(skipShown);
    await to.press("Enter");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(
      page
        .getByRole("table", { name: "Active bookings" })
        .getByRole("row", { name: /TK-24001, session 4\/12/ }),
    ).toContainText(skipShown);
    await expect(
      page
        .getByRole("table", { name: "Active bookings" })
        .getByRole("row", { name: /TK-24001, session 4\/12/ }),
    ).toContainText("Refund requested");
    // My Booking is checked whole in account-bookings.e2e.ts; here its row with a refund asked.
    expect(await axeViolations(page, page.getByRole("table", { name: "Active bookings" }))).toEqual(
      [],
    );
  } finally {
    await putBack(request, CHANGED, original);
  }
});

test("Alice rates a past session with items and a £2 tip, then rebooks it through to Finalise", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await emptyCart(request, alice);
  const creditBefore = await availableCredit(request, alice);
  try {
    await aliceOnDetails(page, "history", RATED);
    const actions = page.getByRole("group", { name: "Booking actions" });
    await expect(actions.getByRole("button", { name: "Change date" })).toHaveCount(0);
    // A past booking's page is checked whole in account-bookings.e2e.ts; here its actions.
    expect(await axeViolations(page, actions)).toEqual([]);

    await actions.getByRole("button", { name: "Give feedback" }).click();
    const feedback = page.getByRole("dialog", { name: "Send us your feedback" });
    await feedback.getByRole("button", { name: "Submit" }).click();
    await expect(feedback.getByText("Please Select rating.")).toBeVisible();
    expect(await axeViolations(page, feedback)).toEqual([]);
    await feedback.getByRole("radio", { name: "5 stars" }).click();
    const items = feedback.getByRole("group", { name: "What went well?" });
    await items.getByRole("button", { name: "Clean" }).click();
    await items.getByRole("button", { name: "Thorough" }).click();
    await expect(items.getByRole("button", { name: "Thorough" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const tips = feedback.getByRole("group", { name: "Tip for the crew" });
    await tips.getByRole("button", { name: "£5.00" }).click();
    await tips.getByRole("button", { name: "£5.00" }).click();
    await expect(tips.getByRole("button", { name: "£5.00" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await tips.getByRole("button", { name: "£2.00" }).click();
    await feedback.getByRole("textbox", { name: "Remark" }).fill("Spotless kitchen.");
    await feedback.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Feedback submitted successfully." }),
    ).toBeVisible();
    await expect(feedback).toBeHidden();
    await expect(page.getByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
    expect(await availableCredit(request, alice)).toBeCloseTo(creditBefore - 2, 2);

    // Rebook: the wizard on the same package, through to Finalise.
    await actions.getByRole("link", { name: "Rebook" }).click();
    await expect(page).toHaveURL(/\/service-booking$/);
    await expect(page.getByRole("heading", { name: "Date & Time", level: 2 })).toBeVisible();
    await pickDateAndMorningSlot(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await fillBookingInformation(page);
    await page.getByRole("button", { name: "CONTINUE" }).click();
    const cart = page.getByRole("list", { name: "Cart" });
    await expect(
      cart.getByRole("heading", { name: "Regular home cleaning, weekly" }),
    ).toBeVisible();
  } finally {
    await emptyCart(request, alice);
  }
});

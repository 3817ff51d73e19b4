import {
  addDays,
  type BookingDetail,
  type BookingListItem,
  type PaymentRef,
  type Contact,
  type CreditTransaction,
  DEFAULT_SALUTATION,
  type FeedbackListRow,
  firstAllowedDate,
  type InboxItem,
  type Location,
  type LocationOwner,
  messages,
  type Particulars,
  PARTICULARS_SALUTATIONS,
  penceToPounds,
  poundsToPence,
  type QuoteLine,
  type RequestItem,
  storedPostcode,
  texts,
  validateChangeDate,
  validateParticulars,
  serverTexts,
} from "@bookwell/contract";

import { todayOf } from "../business-date";
import type { Handlers } from "../handler";
import type { Queryable } from "../db/db";
import { HttpError } from "../http-error";
import { creditBalanceOf } from "../credit-ledger";
import { bookingActions } from "./account-area-rules";
import { topUpHandlers } from "./account-area-topup";
import { quotedLineTotalPence } from "../shop/quote-amounts";
import { acceptQuotation, readQuoteLines } from "../shop/quotation";
import { takePlace } from "../shop/shift-places";
import { isExpired } from "../shop/unpaid";
import type { Owners } from "../handler";
import { mailDateChanged, mailRefundRequested } from "../mail/events";
import { pushDateChanged } from "../push/index";

/** The longest list window a customer may ask for at once. */
const MAX_WINDOW_DAYS = 366;

/** The session's arnum (the app has checked the session before any handler of this module). */
function me(session: { arnum: string } | null): string {
  if (!session) throw new HttpError(401, messages.sessionExpired);
  return session.arnum;
}

const trimmed = (value: string | undefined) => (value ?? "").trim();

// ── Particulars ───────────────────────────────────────────────────────────────────────────────

async function readParticulars(db: Queryable, arnum: string): Promise<Particulars> {
  const [row] = await db.query<Particulars>(
    `SELECT arnum, firstname, lastname, email, mobile, title,
            coalesce(to_char(dob, 'YYYY-MM-DD'), '') AS dob
       FROM accounts WHERE arnum = $1`,
    [arnum],
  );
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  return row;
}

// ── Contacts and locations ────────────────────────────────────────────────────────────────────

const CONTACT_COLUMNS = "guid, firstname, lastname, mobile, email, ctype";

const LOCATION_SELECT = `
  SELECT l.locationid, l.locationname, l.addr1, l.addr2, l.addr3, l.unitno, l.postcode,
         l.housetype, l.area, l.bedroomqty, l.bathroomqty,
         coalesce(l.ptc, '') AS ptc,
         coalesce(trim(c.firstname || ' ' || c.lastname), '') AS ptcname,
         l.is_default AS "isDefault", l.specialinstruction,
         concat_ws(', ', nullif(l.unitno, ''), l.addr1, nullif(l.addr2, ''), nullif(l.postcode, ''), l.addr3) AS fulladdr
    FROM account_locations l
    LEFT JOIN account_contacts c ON c.guid = l.ptc`;

async function readLocation(db: Queryable, locationid: string): Promise<Location> {
  const [row] = await db.query<Location>(`${LOCATION_SELECT} WHERE l.locationid = $1`, [
    locationid,
  ]);
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  return row;
}

// ── Bookings ──────────────────────────────────────────────────────────────────────────────────

/** A booking as read, before its amounts become pounds and its actions are worked out. */
type BookingRow = {
  refnum: string;
  ticket: string;
  arnum: string;
  jobnum: string;
  matnum: string;
  matname: string;
  shiftnum: string;
  base_pence: number;
  price_pence: number;
  start_after_days: number;
  repeat_every_days: number;
  crewname: string;
  crewimg: string;
  rating: number;
  status: string;
  modifiedby: string;
  reason: string;
  modifiedon: string;
  notes: string;
  cusremarks: string;
  lat: number | null;
  longi: number | null;
  createdon: string;
  servicetype: string;
  crewqty: number;
  serviceno: string;
  propertytype: string;
  area: number;
  bedroomqty: number;
  bathroomqty: number;
  shipaddress: string;
  servicedate: string;
  timestart: string;
  timeend: string;
  docurl: string;
  progress: number;
};

const BOOKING_SELECT = `
  SELECT b.refnum, b.ticket, b.arnum, b.jobnum, b.matnum, p.matname, b.shiftnum,
         b.base_pence, b.price_pence, p.start_after_days, b.repeat_every_days,
         b.crew_name AS crewname, b.crew_img AS crewimg, coalesce(f.rating, 0) AS rating,
         b.status, b.modified_by AS modifiedby, b.modified_reason AS reason,
         coalesce(to_char(b.modified_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '') AS modifiedon,
         b.notes, b.cus_remarks AS cusremarks, b.lat, b.longi,
         to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS createdon,
         b.service_type AS servicetype, b.crew_qty AS crewqty,
         b.session_no || '/' || b.session_qty AS serviceno,
         b.property_type AS propertytype, b.area, b.bedroomqty, b.bathroomqty,
         b.ship_address AS shipaddress, to_char(b.service_date, 'YYYY-MM-DD') AS servicedate,
         to_char(s.starttime, 'HH24:MI') AS timestart, to_char(s.endtime, 'HH24:MI') AS timeend,
         b.doc_url AS docurl, b.progress
    FROM account_bookings b
    JOIN packages p ON p.matnum = b.matnum
    JOIN shifts s ON s.shiftnum = b.shiftnum
    LEFT JOIN booking_feedback f ON f.refnum = b.refnum`;

async function holidaySet(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>(
    "SELECT to_char(holiday_date, 'YYYY-MM-DD') AS day FROM holidays",
  );
  return new Set(rows.map((row) => row.day));
}

/** One booking with its actions; `lock` holds the row until the transaction ends. */
async function readBooking(db: Queryable, refnum: string, today: string, lock = false) {
  const [row] = await db.query<BookingRow>(
    `${BOOKING_SELECT} WHERE b.refnum = $1${lock ? " FOR UPDATE OF b" : ""}`,
    [refnum],
  );
  if (!row) throw new HttpError(403, serverTexts.forbidden);
  const actions = bookingActions(
    {
      status: row.status,
      servicedate: row.servicedate,
      startAfterDays: row.start_after_days,
      repeatEveryDays: row.repeat_every_days,
      holidays: await holidaySet(db),
    },
    today,
  );
  return { row, actions };
}

function toBookingDetail({ row, actions }: Awaited<ReturnType<typeof readBooking>>): BookingDetail {
  const {
    arnum: _arnum,
    ticket: _ticket,
    shiftnum: _shiftnum,
    base_pence,
    price_pence,
    start_after_days: _lead,
    repeat_every_days: _repeat,
    ...rest
  } = row;
  return {
    ...rest,
    baseamt: penceToPounds(base_pence),
    price: penceToPounds(price_pence),
    ...actions,
  };
}

type BookingListRow = Pick<
  BookingListItem,
  "ticket" | "sessionNo" | "serviceDate" | "assignedCrew" | "serviceType" | "status" | "refnum"
> & {
  cart_refnum: string | null;
  pay_reference: string | null;
  payment_ref: string | null;
  pay_by: Date | string | null;
};

/**
 * A list of the customer's bookings (never another account's: the session's `arnum`). A
 * booking awaiting payment with a deadline (bank transfer or a redirect gateway, issue 15)
 * carries its reference and deadline; once the deadline has passed its place was released
 * (`shop/unpaid.ts`'s `isExpired`, the same `pay_by <= now` the places count by), so it lists
 * in History rather than Active, whatever its date.
 */
async function bookingList(
  db: Queryable,
  arnum: string,
  query: Record<string, unknown>,
  which: "active" | "history",
  today: string,
  now: Date,
): Promise<BookingListItem[]> {
  const from = String(query.datefrom);
  const to = String(query.dateto);
  if (from > to) throw new HttpError(400, serverTexts.dateRange);
  if (addDays(from, MAX_WINDOW_DAYS) < to) throw new HttpError(400, serverTexts.windowTooLong);
  // Active: not over, not before today, not released. History: over, passed, or released.
  const released = "coalesce(c.pay_by <= $5, false)";
  const filter =
    which === "active"
      ? `b.service_date >= $4 AND b.status IN ('Open', 'Confirmed') AND NOT ${released}`
      : `(b.service_date < $4 OR b.status NOT IN ('Open', 'Confirmed') OR ${released})`;
  const rows = await db.query<BookingListRow>(
    `SELECT b.ticket, b.session_no || '/' || b.session_qty AS "sessionNo",
            to_char(b.service_date, 'YYYY-MM-DD') AS "serviceDate", b.crew_name AS "assignedCrew",
            b.service_type AS "serviceType", b.status, b.refnum,
            c.refnum AS cart_refnum, coalesce(c.sor, c.refnum) AS pay_reference, c.payment_ref,
            c.pay_by
       FROM account_bookings b
       LEFT JOIN carts c ON c.refnum = b.ticket AND c.arnum = b.arnum AND b.status = 'Open'
                        AND c.status = 'AwaitingPayment' AND c.pay_by IS NOT NULL
      WHERE b.arnum = $1 AND b.service_date BETWEEN $2 AND $3 AND ${filter}
      ORDER BY b.service_date ${which === "active" ? "ASC" : "DESC"}, b.refnum`,
    [arnum, from, to, today, now],
  );
  return rows.map(({ cart_refnum, pay_reference, payment_ref, pay_by, ...row }): BookingListItem =>
    cart_refnum && pay_by
      ? {
          ...row,
          awaitingPayment: {
            refnum: cart_refnum,
            reference: pay_reference ?? cart_refnum,
            paymentref: (payment_ref ?? "paynow") as PaymentRef,
            payBy: new Date(pay_by).toISOString(),
            expired: isExpired({ pay_by: new Date(pay_by) }, now),
          },
        }
      : row,
  );
}

// ── Credit ────────────────────────────────────────────────────────────────────────────────────

// ── Requests and quotations: quote lines, their arithmetic and accepting one into the cart
// are the shop's (`shop/quotation.ts`).

// ── Inbox ─────────────────────────────────────────────────────────────────────────────────────

type InboxRow = {
  guid: string;
  sender: string;
  sendtime: Date | string;
  message: string;
  unread: boolean;
  profileimageurl: string;
};
const INBOX_COLUMNS = `guid, sender, sent_at AS sendtime, message, read_at IS NULL AS unread,
  profile_image_url AS profileimageurl`;
const toInboxItem = (row: InboxRow): InboxItem => ({
  ...row,
  sendtime: new Date(row.sendtime).toISOString(),
});

/** The account area's calls (account-area.md section 7). */
export const accountAreaHandlers: Handlers = {
  // ── Particulars ─────────────────────────────────────────────────────────────────────────────
  async particulars({ session, db }) {
    return { data: await readParticulars(db, me(session)) };
  },

  async updateParticulars({ session, body, db, clock, config }) {
    const arnum = me(session);
    const form = body;
    // The body names the account too: it must be the session's own, never another's.
    if (form.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    // The contract's schema cannot know today's date: a date of birth in the future is refused here.
    const [error] = validateParticulars(form, todayOf({ clock, config }));
    if (error) throw new HttpError(400, error.message);
    // The contract's rules leave the title open; the spec's list is Mr, Mrs, Ms, Mdm, Dr.
    const title = trimmed(form.title) || DEFAULT_SALUTATION;
    if (!(PARTICULARS_SALUTATIONS as readonly string[]).includes(title)) {
      throw new HttpError(400, messages.salutationRequired);
    }
    const email = trimmed(form.email).toLowerCase();
    const [taken] = await db.query("SELECT 1 FROM accounts WHERE email = $1 AND arnum <> $2", [
      email,
      arnum,
    ]);
    if (taken) throw new HttpError(409, serverTexts.emailTaken);
    await db.query(
      `UPDATE accounts SET title = $2, firstname = $3, lastname = $4, email = $5, mobile = $6,
              dob = nullif($7, '')::date
        WHERE arnum = $1`,
      [
        arnum,
        title,
        trimmed(form.firstname),
        trimmed(form.lastname),
        email,
        trimmed(form.mobile),
        trimmed(form.dob),
      ],
    );
    return { data: await readParticulars(db, arnum), message: messages.particularsUpdated };
  },

  // ── Contacts ────────────────────────────────────────────────────────────────────────────────
  async contacts({ session, db }) {
    const rows = await db.query<Contact>(
      `SELECT ${CONTACT_COLUMNS} FROM account_contacts WHERE arnum = $1
        ORDER BY firstname, lastname, guid`,
      [me(session)],
    );
    return { data: rows };
  },

  async deleteContact({ session, query, db }) {
    const arnum = me(session);
    const guid = String(query.guid);
    // A location whose owner this was keeps its place, without an owner (ON DELETE SET NULL).
    const deleted = await db.query(
      "DELETE FROM account_contacts WHERE guid = $1 AND arnum = $2 RETURNING guid",
      [guid, arnum],
    );
    if (deleted.length === 0) throw new HttpError(403, serverTexts.forbidden);
    return { data: null, message: messages.contactDeleted };
  },

  // ── Locations ───────────────────────────────────────────────────────────────────────────────
  async myLocations({ session, db }) {
    const rows = await db.query<Location>(
      `${LOCATION_SELECT} WHERE l.arnum = $1 ORDER BY l.is_default DESC, l.created_at, l.locationid`,
      [me(session)],
    );
    return { data: rows };
  },

  async locationOwners({ session, db }) {
    const rows = await db.query<LocationOwner>(
      `SELECT guid AS ptc, trim(firstname || ' ' || lastname) AS ptcname
         FROM account_contacts WHERE arnum = $1 AND ctype = 'Owner'
        ORDER BY firstname, lastname, guid`,
      [me(session)],
    );
    return { data: rows };
  },

  async saveLocation({ session, query, body, db }) {
    const arnum = me(session);
    const form = body;
    const existing = trimmed(query.locationId);
    const locationid = await db.transaction(async (tx) => {
      if (existing) {
        const [mine] = await tx.query(
          "SELECT 1 FROM account_locations WHERE locationid = $1 AND arnum = $2 FOR UPDATE",
          [existing, arnum],
        );
        if (!mine) throw new HttpError(403, serverTexts.forbidden);
      }
      const ptc = trimmed(form.ptc);
      if (ptc) {
        const [owner] = await tx.query(
          "SELECT 1 FROM account_contacts WHERE guid = $1 AND arnum = $2 AND ctype = 'Owner'",
          [ptc, arnum],
        );
        if (!owner) throw new HttpError(400, serverTexts.ownerNotAContact);
      }
      // The first location is the default; a new default takes over from the old one.
      const [others] = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM account_locations WHERE arnum = $1 AND locationid <> $2",
        [arnum, existing],
      );
      const isDefault = form.isDefault === true || (others?.n ?? 0) === 0;
      if (isDefault) {
        await tx.query(
          "UPDATE account_locations SET is_default = false WHERE arnum = $1 AND is_default",
          [arnum],
        );
      }
      const values = [
        trimmed(form.locationname),
        trimmed(form.addr1),
        trimmed(form.addr2),
        trimmed(form.addr3),
        trimmed(form.unitno),
        locationPostcode(trimmed(form.postcode), trimmed(form.addr3)),
        trimmed(form.housetype),
        form.area,
        form.bedroomqty,
        form.bathroomqty,
        ptc || null,
        isDefault,
        trimmed(form.specialinstruction),
        arnum,
      ];
      if (existing) {
        await tx.query(
          `UPDATE account_locations SET locationname = $1, addr1 = $2, addr2 = $3, addr3 = $4,
                  unitno = $5, postcode = $6, housetype = $7, area = $8, bedroomqty = $9,
                  bathroomqty = $10, ptc = $11, is_default = $12, specialinstruction = $13
            WHERE arnum = $14 AND locationid = $15`,
          [...values, existing],
        );
        return existing;
      }
      const [created] = await tx.query<{ locationid: string }>(
        `INSERT INTO account_locations (locationname, addr1, addr2, addr3, unitno, postcode,
                housetype, area, bedroomqty, bathroomqty, ptc, is_default, specialinstruction, arnum)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING locationid`,
        values,
      );
      return created!.locationid;
    });
    return { data: await readLocation(db, locationid), message: messages.locationUpdated };
  },

  async deleteLocation({ session, query, db }) {
    const arnum = me(session);
    await db.transaction(async (tx) => {
      const [deleted] = await tx.query<{ is_default: boolean }>(
        "DELETE FROM account_locations WHERE locationid = $1 AND arnum = $2 RETURNING is_default",
        [String(query.locationId), arnum],
      );
      if (!deleted) throw new HttpError(403, serverTexts.forbidden);
      // The oldest remaining location becomes the default.
      if (deleted.is_default) {
        await tx.query(
          `UPDATE account_locations SET is_default = true WHERE locationid = (
             SELECT locationid FROM account_locations WHERE arnum = $1
              ORDER BY created_at, locationid LIMIT 1)`,
          [arnum],
        );
      }
    });
    return { data: null, message: messages.locationDeleted };
  },

  // ── Bookings ────────────────────────────────────────────────────────────────────────────────
  async activeBookings({ session, query, db, clock, config }) {
    return {
      data: await bookingList(
        db,
        me(session),
        query,
        "active",
        todayOf({ clock, config }),
        clock.now(),
      ),
    };
  },

  async bookingHistory({ session, query, db, clock, config }) {
    return {
      data: await bookingList(
        db,
        me(session),
        query,
        "history",
        todayOf({ clock, config }),
        clock.now(),
      ),
    };
  },

  async bookingDetail({ params, db, clock, config }) {
    const booking = await readBooking(db, params.refnum, todayOf({ clock, config }));
    return { data: toBookingDetail(booking) };
  },

  async changeBookingDate({ session, params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    const today = todayOf({ clock, config });
    const skip = form.shiftnum === undefined;
    const [error] = skip ? [] : validateChangeDate(form);
    if (error) throw new HttpError(400, error.message);
    const who = await readParticulars(db, me(session));
    await db.transaction(async (tx) => {
      const { row, actions } = await readBooking(tx, params.refnum, today, true);
      if (!actions.changeable || (skip ? !actions.skipbtn : !actions.changebtn)) {
        throw new HttpError(409, serverTexts.notChangeable);
      }
      let shiftnum = row.shiftnum;
      if (skip) {
        // The server decides where a skip goes: only the booking's skiptodate is accepted.
        if (form.requestDate !== actions.skiptodate) {
          throw new HttpError(400, serverTexts.dateNotAvailable);
        }
      } else {
        // A change names its shift (a skip does not): none is no shift of the job.
        const chosen = form.shiftnum ?? "";
        const holidays = await holidaySet(tx);
        if (
          form.requestDate < firstAllowedDate(today, row.start_after_days) ||
          holidays.has(form.requestDate)
        ) {
          throw new HttpError(400, serverTexts.dateNotAvailable);
        }
        const [shift] = await tx.query("SELECT 1 FROM shifts WHERE shiftnum = $1 AND jobnum = $2", [
          chosen,
          row.jobnum,
        ]);
        if (!shift) throw new HttpError(400, serverTexts.shiftNotOfJob);
        shiftnum = chosen;
      }
      await takePlace(tx, {
        shiftnum,
        date: form.requestDate,
        arnum: row.arnum,
        bookingRefnum: row.refnum,
      });
      await tx.query(
        `UPDATE account_bookings SET service_date = $2, shiftnum = $3, modified_by = $4,
                modified_reason = $5, modified_on = $6
          WHERE refnum = $1`,
        [
          row.refnum,
          form.requestDate,
          shiftnum,
          `${who.firstname} ${who.lastname}`.trim(),
          skip ? `Skipped from ${row.servicedate}` : `Date changed from ${row.servicedate}`,
          clock.now().toISOString(),
        ],
      );
      // The customer hears of it: mail and My Inbox (mail/events.ts).
      await mailDateChanged(
        tx,
        row.refnum,
        { date: String(row.servicedate), shiftnum: row.shiftnum },
        clock.now(),
      );
      await pushDateChanged(tx, row.refnum, clock.now());
    });
    return { data: null, message: messages.dateTimeChanged };
  },

  async requestRefund({ params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    await db.transaction(async (tx) => {
      const { row } = await readBooking(tx, params.refnum, todayOf({ clock, config }), true);
      if (row.status === "Open") throw new HttpError(400, serverTexts.refundNotPaid);
      if (row.status === "Cancelled" || row.status === "Refunded") {
        throw new HttpError(409, serverTexts.refundClosed);
      }
      const [already] = await tx.query("SELECT 1 FROM refund_requests WHERE refnum = $1", [
        row.refnum,
      ]);
      if (already) throw new HttpError(409, serverTexts.refundRequested);
      await tx.query("INSERT INTO refund_requests (refnum, reason, remark) VALUES ($1, $2, $3)", [
        row.refnum,
        trimmed(form.reason),
        trimmed(form.remark),
      ]);
      await mailRefundRequested(tx, row.refnum, clock.now());
    });
    return { data: null, message: messages.requestSubmitted };
  },

  async submitFeedback({ params, body, db, clock, config }) {
    const form = body;
    if (form.refnum !== params.refnum) throw new HttpError(400, serverTexts.bodyMismatch);
    const today = todayOf({ clock, config });
    const tip = poundsToPence(form.tipamt);
    await db.transaction(async (tx) => {
      const { row } = await readBooking(tx, params.refnum, today, true);
      if (row.status !== "Completed") throw new HttpError(400, serverTexts.feedbackTooEarly);
      const [given] = await tx.query("SELECT 1 FROM booking_feedback WHERE refnum = $1", [
        row.refnum,
      ]);
      if (given) throw new HttpError(409, serverTexts.feedbackGiven);
      if (tip > 0) {
        // One credit spender at a time per account: the balance read here is the one debited.
        await tx.query("SELECT 1 FROM accounts WHERE arnum = $1 FOR UPDATE", [row.arnum]);
        const balance = await creditBalanceOf(tx, row.arnum, today);
        if (balance.available < tip) throw new HttpError(400, messages.notEnoughCreditsForTip);
        await tx.query(
          `INSERT INTO account_credit_entries (arnum, amount_pence, trandate, ticket, service_type, source)
           VALUES ($1, $2, $3, $4, $5, 'tip')`,
          [row.arnum, -tip, today, row.ticket, `Tip: ${row.servicetype}`],
        );
      }
      await tx.query(
        `INSERT INTO booking_feedback (refnum, rating, items, remark, tip_pence)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.refnum, form.rating, [...new Set(form.items)], trimmed(form.remark), tip],
      );
    });
    return { data: null, message: messages.feedbackSubmitted };
  },

  // ── Feedback list ───────────────────────────────────────────────────────────────────────────
  async feedbackList({ session, db }) {
    const rows = await db.query<FeedbackListRow>(
      `SELECT b.ticket, to_char(b.service_date, 'YYYY-MM-DD') AS date,
              b.service_type AS servicetype, b.crew_name AS crew, f.rating, b.refnum
         FROM booking_feedback f JOIN account_bookings b ON b.refnum = f.refnum
        WHERE b.arnum = $1
        ORDER BY b.service_date DESC, b.refnum`,
      [me(session)],
    );
    return { data: rows };
  },

  async feedbackDetail({ params, db }) {
    const [row] = await db.query<{
      rating: number;
      tip_pence: number;
      items: string[];
      remark: string;
    }>("SELECT rating, tip_pence, items, remark FROM booking_feedback WHERE refnum = $1", [
      params.refnum,
    ]);
    // The booking is the session's (the owner check) but has no feedback yet.
    if (!row) throw new HttpError(404, messages.noRecordFound);
    return {
      data: {
        rating: row.rating,
        tipamt: penceToPounds(row.tip_pence),
        items: row.items,
        remark: row.remark,
      },
    };
  },

  // ── Requests and quotations ─────────────────────────────────────────────────────────────────
  async requests({ session, db }) {
    const rows = await db.query<RequestItem>(
      `SELECT r.ticket, r.service_type AS servicetype, r.reqtype,
              to_char(r.request_date, 'YYYY-MM-DD') AS requesetdate, r.status,
              EXISTS (SELECT 1 FROM quote_lines q WHERE q.refnum = r.refnum) AS viewasquote,
              r.refnum
         FROM account_requests r WHERE r.arnum = $1
        ORDER BY r.request_date DESC, r.refnum`,
      [me(session)],
    );
    return { data: rows };
  },

  async deleteRequest({ params, db }) {
    await db.transaction(async (tx) => {
      const [request] = await tx.query<{ status: string }>(
        "SELECT status FROM account_requests WHERE refnum = $1 FOR UPDATE",
        [params.refnum],
      );
      if (request?.status === "Accepted") {
        throw new HttpError(409, serverTexts.acceptedNotDeletable);
      }
      await tx.query("DELETE FROM account_requests WHERE refnum = $1", [params.refnum]);
    });
    return { data: null, message: messages.quotationDeleted };
  },

  async quoteDetails({ params, db }) {
    const lines = await readQuoteLines(db, params.refnum);
    return {
      data: lines.map(
        ({
          id: _id,
          base_pence,
          wkd_pence,
          loc_pence,
          opt_pence,
          disc_pence,
          upgrade_base_pence: _upgrade,
          jobnum: _jobnum,
          matnum: _matnum,
          ...line
        }): QuoteLine => ({
          ...line,
          baseamt: penceToPounds(base_pence),
          totalWkdamt: penceToPounds(wkd_pence),
          totalLocamt: penceToPounds(loc_pence),
          optamt: penceToPounds(opt_pence),
          discamt: penceToPounds(disc_pence),
          total: penceToPounds(
            quotedLineTotalPence({
              base_pence,
              wkd_pence,
              loc_pence,
              opt_pence,
              disc_pence,
              qty: line.qty,
            }),
          ),
        }),
      ),
    };
  },

  async acceptQuote({ session, query, db, clock, config }) {
    const arnum = me(session);
    const asked = String(query.quoterefnum);
    // The spec's upgrade variant appends "U" to the reference.
    const upgrade = asked.endsWith("U") && asked.length > 1;
    const refnum = upgrade ? asked.slice(0, -1) : asked;
    // The quotation's lines go into the cart with the request's new status, or nothing does.
    await db.transaction((tx) =>
      acceptQuotation(tx, {
        arnum,
        refnum,
        upgrade,
        today: todayOf({ clock, config }),
        now: clock.now(),
      }),
    );
    return { data: null, message: messages.quotationAccepted };
  },

  // ── Credit ──────────────────────────────────────────────────────────────────────────────────
  async creditTransactions({ session, db }) {
    const rows = await db.query<{
      ticket: string;
      servicetype: string;
      amount: number;
      trandate: string;
      expirydate: string;
    }>(
      `SELECT ticket, service_type AS servicetype, amount_pence AS amount,
              to_char(trandate, 'YYYY-MM-DD') AS trandate,
              coalesce(to_char(expiry_date, 'YYYY-MM-DD'), '') AS expirydate
         FROM account_credit_entries WHERE arnum = $1
        ORDER BY trandate DESC, id DESC`,
      [me(session)],
    );
    return {
      data: rows.map((row): CreditTransaction => ({
        ticket: row.ticket,
        servicetype: row.servicetype,
        trantype: row.amount > 0 ? "+" : "-",
        trandate: row.trandate,
        qty: penceToPounds(Math.abs(row.amount)),
        expirydate: row.expirydate,
      })),
    };
  },

  async creditSummary({ session, db, clock, config }) {
    const balance = await creditBalanceOf(db, me(session), todayOf({ clock, config }));
    return {
      data: {
        total: penceToPounds(balance.available),
        used: penceToPounds(balance.used),
        acquired: penceToPounds(balance.acquired),
        expiryList: balance.expiring.map((lot) => ({
          qty: penceToPounds(lot.amount),
          date: lot.date,
        })),
      },
    };
  },

  async createCredit({ session, body, db }) {
    const arnum = me(session);
    const form = body;
    if (form.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    if (form.payref !== "card") throw new HttpError(400, serverTexts.topUpByCard);
    // A repeated key is the same top-up: its first answer again, never a second record.
    const [row] = await db.query<{ refnum: string }>(
      `INSERT INTO credit_topups (refnum, arnum, amount_pence, payref, idempotency_key)
       VALUES ('TU-' || nextval('credit_topup_numbers'), $1, $2, $3, $4)
       ON CONFLICT (arnum, idempotency_key) DO UPDATE SET arnum = EXCLUDED.arnum
       RETURNING refnum`,
      [arnum, form.qty * 100, form.payref, form.idempotencyKey],
    );
    return { data: { refnum: row!.refnum } };
  },

  ...topUpHandlers,

  // ── Inbox ───────────────────────────────────────────────────────────────────────────────────
  async inbox({ session, db }) {
    // The whole list, newest first: the page shows it five at a time and searches it by sender.
    const rows = await db.query<InboxRow>(
      `SELECT ${INBOX_COLUMNS} FROM inbox_messages WHERE arnum = $1 ORDER BY sent_at DESC, guid`,
      [me(session)],
    );
    return { data: rows.map(toInboxItem) };
  },

  async inboxUnread({ session, db }) {
    // The session's own messages only (the path's arnum is checked against it in app.ts).
    const [row] = await db.query<{ unread: number }>(
      "SELECT count(*)::int AS unread FROM inbox_messages WHERE arnum = $1 AND read_at IS NULL",
      [me(session)],
    );
    return { data: { unread: row?.unread ?? 0 } };
  },

  async inboxMessage({ params, db, clock }) {
    // Opening a message reads it (the first opening's time is kept).
    const [row] = await db.query<InboxRow>(
      `UPDATE inbox_messages SET read_at = coalesce(read_at, $2) WHERE guid = $1
       RETURNING ${INBOX_COLUMNS}`,
      [params.guid, clock.now().toISOString()],
    );
    if (!row) throw new HttpError(403, serverTexts.forbidden);
    return { data: toInboxItem(row) };
  },
};

/** An owner lookup: `sql` selects `arnum` for the path parameter `param`. */
const ownerOf =
  (param: string, sql: string) =>
  async (db: Queryable, params: Record<string, string>): Promise<string | null> => {
    const [row] = await db.query<{ arnum: string }>(sql, [params[param]]);
    return row?.arnum ?? null;
  };

const bookingOwner = ownerOf("refnum", "SELECT arnum FROM account_bookings WHERE refnum = $1");
const requestOwner = ownerOf("refnum", "SELECT arnum FROM account_requests WHERE refnum = $1");

/**
 * The owner of each record these calls (and the invoice download) name in their path; see
 * `Owners`. Records named in a query or a body (a contact's guid, a location, a quotation to accept, a top-up) are checked
 * in the handler, with the same 403.
 */
export const accountAreaOwners: Owners = {
  bookingDetail: bookingOwner,
  bookingInvoice: bookingOwner,
  changeBookingDate: bookingOwner,
  requestRefund: bookingOwner,
  submitFeedback: bookingOwner,
  feedbackDetail: bookingOwner,
  deleteRequest: requestOwner,
  quoteDetails: requestOwner,
  inboxMessage: ownerOf("guid", "SELECT arnum FROM inbox_messages WHERE guid = $1"),
};

/**
 * A saved location's postal code as stored: normalised by the contract's per-country rule
 * (`sw1a1aa` → `SW1A 1AA`; blank stays blank); not a postal code of that country: 400.
 */
function locationPostcode(text: string, country: string): string {
  const postcode = storedPostcode(text, country || "United Kingdom");
  if (postcode === null) throw new HttpError(400, texts.postcodeInvalid);
  return postcode;
}

import {
  type Location,
  type LocationOwner,
  messages,
  storedPostcode,
  texts,
  serverTexts,
} from "@bookwell/contract";

import type { Handlers } from "../../handler";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http-error";
import { me, trimmed } from "./shared";

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

/** My Locations. */
export const locationHandlers: Handlers = {
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

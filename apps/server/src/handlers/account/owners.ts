import type { Owners } from "../../handler";
import type { Queryable } from "../../db/db";

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
export const accountOwners: Owners = {
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

import type { Handlers } from "../../handler";
import { accountHandlers } from "./accounts";
import { auditHandlers } from "./audit";
import { bookingHandlers } from "./bookings";
import { calendarHandlers } from "./calendar";
import { refundHandlers } from "./refunds";
import { requestHandlers } from "./requests";
import { transferHandlers } from "./transfers";

export { admitStaff, staffOf } from "./access";
export { createStaffAccount, isStrongStaffPassword } from "./accounts";

/** The staff part of the contract (`staff*` calls, under `/api/staff`), one module a domain. */
export const staffHandlers: Handlers = {
  ...accountHandlers,
  ...bookingHandlers,
  ...transferHandlers,
  ...requestHandlers,
  ...refundHandlers,
  ...calendarHandlers,
  ...auditHandlers,
};

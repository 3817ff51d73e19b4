import { z } from "zod";

import {
  bookingDetail,
  bookingListItem,
  contact,
  creditRecord,
  creditSummary,
  creditTransaction,
  feedbackDetail,
  feedbackListRow,
  inboxItem,
  inboxUnread,
  location,
  locationOwner,
  particulars,
  quoteLine,
  requestItem,
} from "../entities/account";
import { paymentResult } from "../entities/checkout";
import { noData } from "../primitives";

/** What the account area's calls answer (`data`), by endpoint. */
export const accountResponses = {
  particulars,
  updateParticulars: particulars,
  contacts: z.array(contact),
  deleteContact: noData,
  myLocations: z.array(location),
  locationOwners: z.array(locationOwner),
  saveLocation: location,
  deleteLocation: noData,
  activeBookings: z.array(bookingListItem),
  bookingHistory: z.array(bookingListItem),
  bookingDetail,
  changeBookingDate: noData,
  requestRefund: noData,
  submitFeedback: noData,
  creditTransactions: z.array(creditTransaction),
  creditSummary,
  createCredit: creditRecord,
  initiateTopUp: paymentResult,
  confirmTopUp: paymentResult,
  requests: z.array(requestItem),
  deleteRequest: noData,
  quoteDetails: z.array(quoteLine),
  acceptQuote: noData,
  inbox: z.array(inboxItem),
  inboxMessage: inboxItem,
  inboxUnread,
  feedbackList: z.array(feedbackListRow),
  feedbackDetail,
} as const;

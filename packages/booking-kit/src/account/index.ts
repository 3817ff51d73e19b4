export { AccountLayout, ACCOUNT_TITLES, type AccountLayoutProps } from "./account-layout";
export { MyInbox } from "./my-inbox";
export { MyCredits, CREDIT_PAGE_SIZE } from "./my-credits";
export {
  creditDate,
  inboxDate,
  INBOX_PAGE_SIZE,
  pageCountOf,
  pageOf,
  searchBySender,
} from "./account-format";
export { TopUpDialog } from "./top-up-dialog";
export { MyProfile, type MyProfileProps, type ProfileTab } from "./my-profile";
export { AccountFailed, AccountLoading, useReportErrors } from "./account-states";
export {
  BookingStatus,
  MyBookings,
  MyBookingsView,
  type MyBookingsProps,
  type MyBookingsViewProps,
} from "./my-bookings";
export {
  bookingListReducer,
  bookingStatusLabel,
  defaultBookingRange,
  initialBookingList,
  progressPercent,
  searchByTicket,
  type BookingListEvent,
  type BookingListState,
  type BookingListType,
  type DateRange,
} from "./bookings";
export {
  BookingDetails,
  BookingDetailsView,
  type BookingDetailsProps,
  type BookingDetailsViewProps,
} from "./booking-details";
export {
  BookingActions,
  bookingActionButtons,
  ChangeDateDialog,
  FeedbackDialog,
  RefundDialog,
  rebookDestination,
  SkipDialog,
  type BookingActionButtons,
  type BookingActionsProps,
} from "./booking-actions";
export { MyRequests, MyRequestsView, type MyRequestsViewProps } from "./my-requests";
export {
  ALL_REQUEST_TYPES,
  effectiveRequestType,
  filterByRequestType,
  requestTypeOptions,
} from "./requests";
export {
  FINALIZE_ENTRY,
  Quotation,
  QuotationView,
  type QuotationProps,
  type QuotationViewProps,
} from "./quotation";
export {
  addonItems,
  quoteActions,
  lineTotalShown,
  quoteTotals,
  unitPriceShown,
  type QuoteActions,
  type QuoteTotals,
} from "./quote";
export {
  BookingInformationDialog,
  type BookingInformationDialogProps,
} from "./booking-information-dialog";
export { MyFeedback, MyFeedbackView, type MyFeedbackViewProps } from "./my-feedback";
export {
  FeedbackDetailView,
  FeedbackViewDialog,
  type FeedbackDetailViewProps,
  type FeedbackViewDialogProps,
} from "./feedback-view-dialog";

export * from "./action-buttons";
export * from "./booking-actions";
export { BookingActions, type BookingActionsProps } from "./booking-actions-panel";
export { ChangeDateDialog, type ChangeDateDialogProps } from "./change-date-dialog";
export { SkipDialog, type SkipDialogProps } from "./skip-dialog";
export { RefundDialog, type RefundDialogProps } from "./refund-dialog";
export { FeedbackDialog, type FeedbackDialogProps } from "./feedback-dialog";

export { BookingWizard, type BookingWizardProps } from "./booking-wizard";
export { DateTimeStep, type DateTimeStepProps } from "./date-time-step";
export {
  BookingInformationStep,
  type BookingInformationStepProps,
} from "./booking-information-step";
export {
  applyLocation,
  editDraft,
  prefillBookingInformation,
  toCartLineInput,
  type BookingInformationDraft,
} from "./booking-prefill";
export { useBookingInProgress, useLeaveConfirmation } from "./leave-confirmation";

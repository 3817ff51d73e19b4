export * from "./auth-dialog-context";
export { packageListingState, type ServiceStart } from "../booking/booking-entry";
export {
  afterLogin,
  authDialogReducer,
  closedAuthState,
  type AfterLogin,
  type AuthDialogState,
  type AuthEvent,
} from "./auth-machine";
export { AuthDialogs } from "./auth-dialogs";
export { socialLoginFromGoogleCredential } from "./google-credential";
export { maxLengthFrom } from "./field-limits";

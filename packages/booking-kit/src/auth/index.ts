export * from "./auth-dialog-context";
export {
  afterLogin,
  authDialogReducer,
  closedAuthState,
  packageListingState,
  type AfterLogin,
  type AuthDialogState,
  type AuthEvent,
} from "./auth-machine";
export { AuthDialogs } from "./auth-dialogs";
export { socialLoginFromGoogleCredential } from "./google-credential";
export { maxLengthFrom } from "./field-limits";

export {
  SiteHeader,
  SiteHeaderView,
  type SiteHeaderLinks,
  type SiteHeaderProps,
  type SiteHeaderViewProps,
} from "./site-header";
export { headerPartsLoaded } from "./header-announcements";
export {
  SiteFooter,
  SiteFooterView,
  type CardBrand,
  type SiteFooterProps,
  type SiteFooterViewProps,
} from "./site-footer";
export {
  COOKIE_CONSENT_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_SCRIPT,
  CookieConsent,
  type CookieConsentProps,
} from "./cookie-consent";
export { VERSION_CHECK_INTERVAL, VersionCheck, type VersionCheckProps } from "./version-check";
export { PageLoader, type PageLoaderProps } from "./page-loader";
export { OfflineBanner, useOnline, type OfflineBannerProps } from "./offline-banner";
export {
  TRANSLATE_WIDGET_DELAY,
  TranslateWidget,
  loadGoogleTranslate,
  type TranslateLoader,
  type TranslateProvider,
  type TranslateWidgetProps,
} from "./translate-widget";
export {
  PlainLink,
  ShellLink,
  isInternalHref,
  splitInHalves,
  type ShellLinkComponent,
} from "./shell-links";
export { headerNavigation, type HeaderNavigation } from "./header-navigation";
export {
  PushPermissionPrompt,
  PushPermissionPromptView,
  type PushPermissionPromptProps,
  type PushPermissionPromptViewProps,
} from "./push-permission-prompt";
export {
  browserPush,
  currentDeviceToken,
  dismissPushOffer,
  shouldOfferPush,
  subscribeToPush,
  PUSH_ASK_AGAIN_MS,
  PUSH_DISMISSED_KEY,
  type PushBrowser,
  type PushPermission,
  type PushSubscribeOutcome,
} from "../push/push-subscription";
export { pushVapidKeyQuery } from "../queries/push-queries";

/**
 * The server's edge: what every request passes before a route (`app.ts` and the site's page
 * server use the same pieces). See "Security" in apps/server/README.md.
 */
export { acceptableJson, acceptableText, acceptableUrl, edgeInput } from "./input";
export { DEFAULT_LIMITS, limitsFromEnv, requestLimits, type RequestLimits } from "./limits";
export { crossSiteGuard } from "./csrf";
export {
  absoluteAssetUrls,
  absoluteImageUrls,
  allowedOriginsFromEnv,
  assetBaseUrlFromEnv,
  crossOriginCalls,
  sameSiteFor,
} from "./cross-origin";
export {
  API_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  securityHeaders,
  type PagePolicyOptions,
} from "./headers";
export { overHttps, secureCookieFor, secureCookiesFromEnv, toLocalhost } from "./transport";
export { clientAddressOf, type ProxyTrust } from "./proxy";
export { trustProxyOf } from "../environment";

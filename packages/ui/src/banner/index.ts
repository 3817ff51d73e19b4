export {
  Banner,
  bannerVariants,
  CookieBanner,
  VersionBanner,
  type BannerProps,
  type CookieBannerProps,
  type VersionBannerProps,
} from "./banner";

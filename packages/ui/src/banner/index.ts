export {
  Banner,
  bannerVariants,
  CookieBanner,
  DemoBanner,
  VersionBanner,
  type BannerProps,
  type CookieBannerProps,
  type DemoBannerProps,
  type VersionBannerProps,
} from "./banner";

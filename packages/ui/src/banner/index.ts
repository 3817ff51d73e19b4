export { Banner, bannerVariants, type BannerProps } from "./banner";

export { PackageCard, type PackageCardProps } from "./package-card";
export { splitRate, type SplitRate } from "./split-rate";

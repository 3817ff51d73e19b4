export {
  PackageListing,
  PackageListingView,
  type PackageListingProps,
  type PackageListingViewProps,
} from "./package-listing";
export {
  PackageDialog,
  type PackageDialogContent,
  type PackageDialogProps,
} from "./package-dialog";
export {
  AddonListing,
  AddonListingView,
  type AddonListingProps,
  type AddonListingViewProps,
} from "./addon-listing";
export { AddonQuantityList, type AddonQuantityListProps } from "./addon-quantity-list";
export {
  groupPackages,
  isMultiJobPackage,
  packageSelection,
  splitJobs,
  type PackageGroups,
} from "./package-groups";
export {
  readAddonListingState,
  readPackageListingState,
  type PackageListingState,
} from "./listing-state";
export {
  chosenFromQuantities,
  chosenFromSelection,
  initialQuantities,
  type AddonQuantities,
} from "./addon-selection";
export { rateInCurrency, rateText } from "./rate-in-currency";

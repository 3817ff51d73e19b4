"use client";
/**
 * @bookwell/ui: the public surface. Anything not exported here is private. Two parts that
 * need an optional peer have their own entries: `@bookwell/ui/map` (LocationMap, on
 * `leaflet`) and `@bookwell/ui/safe-html` (SafeHtml and AnnouncementBar, on `dompurify`).
 */
export { cn } from "./lib/cn";
export { importOnceMore, lazyComponent, loadOnce, type LazyComponent } from "./lib/lazy";
export { useEngaged } from "./lib/use-engaged";
export { whenIdle } from "./lib/when-idle";
export * from "./button";
export * from "./money";
export * from "./addon-choice-group";
export * from "./voucher-field";
export * from "./credit-redeem-field";
export * from "./slot-picker";
export * from "./date-picker";
export * from "./icon-button";
export * from "./badge";
export * from "./card";
export * from "./separator";
export * from "./skeleton";
export * from "./spinner";
export * from "./loader";
export * from "./visually-hidden";
export * from "./text-link";
export * from "./payment-tabs";
export * from "./rating-stars";
export * from "./tip-selector";
export * from "./tag-toggle-group";
export * from "./field";
export * from "./text-input";
export * from "./textarea";
export * from "./select";
export * from "./checkbox";
export * from "./radio-group";
export * from "./password-input";
export * from "./quantity-stepper";
export * from "./otp-input";
export * from "./error-summary";
export * from "./cart-totals";
export * from "./cart-line";
export * from "./package-card";
export * from "./dialog";
export * from "./tabs";
export * from "./accordion";
export * from "./notifications";
export * from "./carousel";
export * from "./step-progress";
export * from "./breadcrumbs";
export * from "./pagination";
export * from "./empty-state";
export * from "./data-table";
export * from "./banner";
export * from "./theme-editor";

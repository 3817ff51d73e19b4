/** Slides visible at once for each width band of the spec. */
export interface ItemsPerView {
  /** 3000 px and wider. */
  large: number;
  /** 1024 to 3000 px. */
  desktop: number;
  /** 464 to 1024 px. */
  tablet: number;
  /** Below 464 px. */
  mobile: number;
}

/** The spec's carousels (visitor-and-entry.md and booking-flow.md section 9). */
export const carouselPresets = Object.freeze({
  content: { large: 5, desktop: 5, tablet: 3, mobile: 2 },
  home: { large: 5, desktop: 5, tablet: 4, mobile: 3 },
  projectsAndPartners: { large: 6, desktop: 5, tablet: 3, mobile: 1 },
  rates: { large: 6, desktop: 4, tablet: 2, mobile: 1 },
  otherPackages: { large: 3, desktop: 3, tablet: 3, mobile: 1 },
} satisfies Record<string, ItemsPerView>);

/** The breakpoints, in px, where a band starts. */
export const CAROUSEL_BREAKPOINTS = { tablet: 464, desktop: 1024, large: 3000 } as const;

/** How many slides show at a window width. */
export function itemsForWidth(width: number, perView: ItemsPerView): number {
  if (width >= CAROUSEL_BREAKPOINTS.large) return perView.large;
  if (width >= CAROUSEL_BREAKPOINTS.desktop) return perView.desktop;
  if (width >= CAROUSEL_BREAKPOINTS.tablet) return perView.tablet;
  return perView.mobile;
}

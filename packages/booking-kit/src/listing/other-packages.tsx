import { Carousel, carouselPresets } from "@bookwell/ui";
import type * as React from "react";

/**
 * The related packages' carousel (Embla and its controls), in a module of its own: the listing
 * shows it only once SHOW MORE RELATED PRODUCTS is pressed, so its script is not in the
 * listing's first load (`package-listing.tsx` loads it when the page is idle, or at the press).
 */
export function OtherPackagesCarousel({ children }: { children: React.ReactNode }) {
  return (
    <Carousel label="Other packages" itemsPerView={carouselPresets.otherPackages}>
      {children}
    </Carousel>
  );
}

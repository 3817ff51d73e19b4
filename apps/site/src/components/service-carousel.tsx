import { Carousel, carouselPresets } from "@bookwell/ui";

import { record, text } from "../lib/use-content";

export interface ServiceCarouselProps {
  /** The page's title: the carousel's label and the photos' fallback alt text. */
  title: string;
  /** The CMS's `body_carousel`, as the query cache holds it. */
  slides: readonly { image: string }[];
}

/** A service page's photos. Loaded after the page's first load (`deferred`). */
export function ServiceCarousel({ title, slides }: ServiceCarouselProps) {
  return (
    <Carousel label={`${title} photos`} itemsPerView={carouselPresets.content}>
      {slides.map((slide, index) => (
        <img
          key={slide.image}
          src={slide.image}
          alt={text(record(slide).alt) || `${title}, photo ${index + 1}`}
          width={320}
          height={240}
          loading="lazy"
          className="aspect-4/3 w-full rounded-lg object-cover p-1"
        />
      ))}
    </Carousel>
  );
}

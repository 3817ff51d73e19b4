import { Carousel } from "@bookwell/ui";
import { Link } from "react-router";

import { list, text, useContent } from "../lib/use-content";

/** Home's hero: the CMS's slides, the first picture the page's largest paint. */
export function HeroSlider() {
  const header = useContent("cmsHomeTop");
  const slides = list(header.data?.content.slider);
  if (slides.length === 0) return null;
  return (
    <Carousel
      label="Highlights"
      itemsPerView={{ large: 1, desktop: 1, tablet: 1, mobile: 1 }}
      autoRotate
      className="mx-auto max-w-7xl px-4 pt-4"
    >
      {slides.map((slide, index) => (
        // The headline beside the picture (stacked under it on a phone), never laid over it:
        // it stays whole and readable at every width.
        <div
          key={text(slide.image) || index}
          data-slot="hero-slide"
          className="grid h-full overflow-hidden rounded-xl bg-secondary md:grid-cols-2 md:items-center"
        >
          <img
            src={text(slide.image)}
            alt={text(slide.alt)}
            width={1280}
            height={720}
            className="aspect-video w-full object-cover md:order-2 md:h-full"
            {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
          />
          <div className="flex min-w-0 flex-col items-start gap-3 p-6 md:p-10 lg:p-12">
            <p
              data-slot="hero-headline"
              className="text-3xl font-bold tracking-tight text-balance text-secondary-foreground lg:text-5xl"
            >
              {text(slide.title)}
            </p>
            <p className="max-w-prose text-pretty text-muted-foreground md:text-lg">
              {text(slide.subtitle)}
            </p>
            {slide.btnlink ? (
              <Link
                to={text(slide.btnlink)}
                className="mt-2 rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-foreground hover:bg-primary/90"
              >
                {text(slide.btn) || "Book Now"}
              </Link>
            ) : null}
          </div>
        </div>
      ))}
    </Carousel>
  );
}

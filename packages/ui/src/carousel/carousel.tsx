"use client";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { useEngaged } from "../lib/use-engaged";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { whenIdle } from "../lib/when-idle";
import { carouselPresets, type ItemsPerView } from "./items-per-view";

export type CarouselProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The carousel's accessible name, e.g. "Our partners". */
  label: string;
  /** The slides, one element each. */
  children: React.ReactNode;
  /**
   * Slides visible at once per width band (spec presets in `carouselPresets`).
   * @default carouselPresets.content
   */
  itemsPerView?: ItemsPerView;
  /**
   * Rotate automatically, once the person has engaged with the page (a press, a key or a
   * scroll: nothing moves while the page loads). Rotation stops while the pointer is over the
   * carousel or keyboard focus is inside it (except on the rotation control), and starts
   * stopped when the person prefers reduced motion. A "Stop/Start automatic slide show"
   * control is shown.
   * @default false
   */
  autoRotate?: boolean;
  /**
   * Time between automatic moves, in ms.
   * @default 5000
   */
  interval?: number;
  /**
   * Start again from the first slide after the last.
   * @default true
   */
  loop?: boolean;
  /** Called with the index (0-based scroll snap) of the slide that becomes current. */
  onSlideChange?: (index: number) => void;
  /**
   * The controls' names and each slide's name, for other languages.
   * @default { previous: "Previous slide", next: "Next slide", stop: "Stop automatic slide show", start: "Start automatic slide show", goTo: (n) => `Go to slide ${n}`, slide: (n, total) => `${n} of ${total}` }
   */
  texts?: Partial<CarouselTexts>;
};

/** The carousel's words (names of its controls and slides). */
export interface CarouselTexts {
  /** Name of the previous button. */
  previous: string;
  /** Name of the next button. */
  next: string;
  /** Name of the rotation control while it rotates. */
  stop: string;
  /** Name of the rotation control while it is stopped. */
  start: string;
  /** Name of a slide picker button (1-based). */
  goTo: (slide: number) => string;
  /** Name of a slide (1-based), read with its role description: "2 of 7, slide". */
  slide: (slide: number, total: number) => string;
}

const defaultTexts: CarouselTexts = {
  previous: "Previous slide",
  next: "Next slide",
  stop: "Stop automatic slide show",
  start: "Start automatic slide show",
  goTo: (slide) => `Go to slide ${slide}`,
  slide: (slide, total) => `${slide} of ${total}`,
};

const LOCK_MS = 600;

/** The longest wait for the idle moment that starts Embla (`whenIdle`). */
const START_DEADLINE_MS = 1000;

type Move = "prev" | "next" | number;

/**
 * `ref` (Embla's viewport ref) given its node once the browser is idle (a second at the latest),
 * not in the commit that
 * shows the carousel: Embla's start measures every slide (a forced layout, about 12 ms on a
 * laptop and four times that on a phone), which made the page's hydration one long task.
 * Until then the server's first slides show as they are; a move asked meanwhile waits (below).
 */
function useViewportWhenIdle(ref: (node: HTMLElement | null) => void) {
  return React.useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const cancel = whenIdle(() => ref(node), START_DEADLINE_MS);
      return () => {
        cancel();
        ref(null);
      };
    },
    [ref],
  );
}

const perViewVars = (perView: ItemsPerView) =>
  ({
    "--carousel-mobile": `${100 / perView.mobile}%`,
    "--carousel-tablet": `${100 / perView.tablet}%`,
    "--carousel-desktop": `${100 / perView.desktop}%`,
    "--carousel-large": `${100 / perView.large}%`,
  }) as React.CSSProperties;

/**
 * A carousel in the WAI-ARIA APG pattern on Embla: previous and next buttons, a slide picker,
 * optional rotation with a stop/start control, swipe, and items per view by breakpoint (in
 * CSS, so the server's HTML already has the right layout). Previous and next are ignored
 * while a move is animating. Embla starts once the browser is idle after the carousel mounts
 * (its first measure stays out of the page's hydration); a move asked before then is made
 * once it has started.
 */
export function Carousel({
  label,
  children,
  itemsPerView = carouselPresets.content,
  autoRotate = false,
  interval = 5000,
  loop = true,
  onSlideChange,
  texts: ownTexts,
  className,
  ...props
}: CarouselProps) {
  const texts = { ...defaultTexts, ...ownTexts };
  const slides = React.Children.toArray(children);
  const [emblaRef, embla] = useEmblaCarousel({ loop, align: "start", duration: 30 });
  const viewportRef = useViewportWhenIdle(emblaRef);
  // A move asked before Embla has started (a press right after the page hydrated) is made
  // once it has.
  const waitingMove = React.useRef<Move | null>(null);
  const [selected, setSelected] = React.useState(0);
  const [snapCount, setSnapCount] = React.useState(slides.length);
  // Rotation starts stopped under reduced motion, until the person starts it.
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = React.useState<boolean | null>(null);
  const playing = playChoice ?? (autoRotate && !reducedMotion);
  const [hovered, setHovered] = React.useState(false);
  const [focusedWithin, setFocusedWithin] = React.useState(false);
  // Moves are locked from "select" until "settle", and never longer than LOCK_MS (a move whose
  // settle never comes, e.g. interrupted by a swipe, must not lock the buttons for good).
  const lockedUntil = React.useRef(0);
  const onSlideChangeRef = React.useRef(onSlideChange);
  React.useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  React.useEffect(() => {
    if (!embla) return;
    const showSelected = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onSlideChangeRef.current?.(index);
    };
    const onSelect = () => {
      // A move has started (button, picker, swipe or rotation): locked until it settles.
      lockedUntil.current = performance.now() + LOCK_MS;
      showSelected();
    };
    const onSettle = () => {
      lockedUntil.current = 0;
    };
    const onReInit = () => {
      lockedUntil.current = 0;
      setSnapCount(embla.scrollSnapList().length);
      showSelected();
    };
    onReInit();
    embla.on("select", onSelect).on("settle", onSettle).on("reInit", onReInit);
    const waiting = waitingMove.current;
    waitingMove.current = null;
    if (waiting === "next") embla.scrollNext();
    else if (waiting === "prev") embla.scrollPrev();
    else if (waiting !== null) embla.scrollTo(waiting);
    return () => {
      embla.off("select", onSelect).off("settle", onSettle).off("reInit", onReInit);
    };
  }, [embla]);

  // Set to rotate (not stopped by the person, the pointer or focus), and rotating once engaged.
  const engaged = useEngaged();
  const moving = playing && !hovered && !focusedWithin;
  const rotating = moving && engaged;
  React.useEffect(() => {
    if (!embla || !rotating) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [embla, rotating, interval]);

  const previousRef = React.useRef<HTMLButtonElement>(null);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const pressed = React.useRef<"prev" | "next" | null>(null);
  const move = (direction: "prev" | "next") => {
    if (!embla) {
      waitingMove.current = direction;
      return;
    }
    if (performance.now() < lockedUntil.current) return;
    pressed.current = direction;
    if (direction === "next") embla.scrollNext();
    else embla.scrollPrev();
  };

  const canPrev = loop || selected > 0;
  const canNext = loop || selected < snapCount - 1;
  // Without loop, the button just pressed becomes disabled at an end: keep keyboard focus on
  // the other one instead of letting it fall to the page.
  React.useEffect(() => {
    const direction = pressed.current;
    pressed.current = null;
    const active = document.activeElement;
    const lost = (button: HTMLButtonElement | null) =>
      active === button || active === null || active === document.body;
    if (direction === "next" && !canNext && lost(nextRef.current)) previousRef.current?.focus();
    if (direction === "prev" && !canPrev && lost(previousRef.current)) nextRef.current?.focus();
  }, [selected, canPrev, canNext]);

  const buttonClass =
    "grid size-11 place-items-center rounded-full border border-border bg-background text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      data-state={rotating ? "rotating" : moving ? "waiting" : "paused"}
      className={cn("flex flex-col gap-3", className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Focus on the rotation control itself does not pause (APG): a keyboard user who
        // presses "Start" sees the slides move, and Stop is right there.
        setFocusedWithin(
          !(event.target as HTMLElement).closest('[data-slot="carousel-rotation-control"]'),
        );
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusedWithin(false);
      }}
      {...props}
    >
      <div className="flex items-center justify-end gap-2">
        {autoRotate ? (
          <button
            type="button"
            data-slot="carousel-rotation-control"
            className={buttonClass}
            aria-label={playing ? texts.stop : texts.start}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass}
          ref={previousRef}
          aria-label={texts.previous}
          disabled={!canPrev}
          onClick={() => move("prev")}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={buttonClass}
          ref={nextRef}
          aria-label={texts.next}
          disabled={!canNext}
          onClick={() => move("next")}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div ref={viewportRef} className="overflow-hidden" data-slot="carousel-viewport">
        <div
          className="flex"
          data-slot="carousel-track"
          aria-live={rotating ? "off" : "polite"}
          style={perViewVars(itemsPerView)}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(index + 1, slides.length)}
              data-slot="carousel-slide"
              data-state={index === selected ? "current" : undefined}
              className="min-w-0 shrink-0 grow-0 basis-(--carousel-mobile) px-2 min-[464px]:basis-(--carousel-tablet) min-[1024px]:basis-(--carousel-desktop) min-[3000px]:basis-(--carousel-large)"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 ? (
        <div className="flex flex-wrap justify-center gap-1" data-slot="carousel-picker">
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={texts.goTo(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => (embla ? embla.scrollTo(index) : (waitingMove.current = index))}
              className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full border border-foreground/60 group-aria-[current=true]:bg-primary group-aria-[current=true]:border-primary"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { changes } from "../testing/changes";
import { engage } from "../testing/engage";
import { Carousel } from "./carousel";
import { carouselPresets, itemsForWidth } from "./items-per-view";

const partners = [
  "Acme Lettings",
  "Harbour Homes",
  "City Offices",
  "Greenleaf",
  "Northwind",
  "Parkside",
  "Riverside",
];

const slides = partners.map((name) => (
  <div
    key={name}
    className="grid h-24 place-items-center rounded-lg border border-border bg-card text-center font-semibold"
  >
    {name}
  </div>
));

const meta = {
  title: "Content/Carousel",
  component: Carousel,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The WAI-ARIA APG carousel: previous/next, a slide picker, optional rotation with a stop control (from the person's first press, key or scroll: nothing moves while the page loads; stopped on hover and focus, and under reduced motion), swipe, and the spec's items per view by breakpoint (`carouselPresets`). Use it for browsable sets (partners, projects, rates, other packages); do not hide content a person must see in later slides.",
      },
    },
  },
  args: {
    label: "Trusted by",
    itemsPerView: carouselPresets.projectsAndPartners,
    children: slides,
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Until the track stands still (the same position two frames running): the move has settled and
 * the buttons take the next one. Waits for that, however long a busy machine draws the move.
 */
const settled = (canvasElement: HTMLElement) =>
  waitFor(async () => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;
    const before = getComputedStyle(track).transform;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(getComputedStyle(track).transform).toBe(before);
  });

/** The picked slide of the story's carousel (not the sentinel's, when there is one). */
const current = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="carousel-picker"] [aria-current="true"]')]
    .find((picked) => !picked.closest('[data-testid="sentinel"]'))
    ?.getAttribute("aria-label");

/**
 * Waits for Embla to have started: it starts once the browser is idle after the carousel
 * mounts (its first measure is kept out of the page's hydration), and only then does a swipe
 * move the slides or a focused slide scroll into view. Embla places the track when it starts.
 */
const live = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(
      canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')?.style.transform,
    ).toMatch(/translate/),
  );

/**
 * A second slide show on the story's interval, inert (out of reach of pointer, keyboard and
 * assistive technology) and with its own control names, that rotates while the story's is
 * stopped: `sentinelTurned()` waits for it to turn three times, more than one whole interval,
 * instead of a fixed time.
 */
const withSentinel: Decorator = (Story, { args }) => (
  <>
    <Story />
    <div inert data-testid="sentinel">
      <Carousel
        autoRotate
        interval={args.interval as number | undefined}
        label="Sentinel"
        itemsPerView={args.itemsPerView as React.ComponentProps<typeof Carousel>["itemsPerView"]}
        texts={{
          previous: "Sentinel previous",
          next: "Sentinel next",
          stop: "Sentinel stop",
          start: "Sentinel start",
          goTo: (n) => `Sentinel ${n}`,
          slide: (n, total) => `Sentinel slide ${n} of ${total}`,
        }}
      >
        {slides}
      </Carousel>
    </div>
  </>
);
const sentinel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="sentinel"]')!;
const sentinelTurned = (canvasElement: HTMLElement) =>
  changes(
    sentinel(canvasElement),
    () =>
      sentinel(canvasElement)
        .querySelector('[data-slot="carousel-picker"] [aria-current="true"]')
        ?.getAttribute("aria-label"),
    3,
  );

/**
 * Nothing moves before the person engages with the page: set to rotate, the slides hold through
 * more than three intervals; a key pressed anywhere starts the rotation. (First in this file:
 * a press in an earlier story would have engaged the page already.)
 */
export const StillUntilEngaged: Story = {
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Our projects" });
    await live(canvasElement);
    await expect(region).toHaveAttribute("data-state", "waiting");
    // Still set to rotate: the control offers to stop it.
    await expect(
      within(region).getByRole("button", { name: "Stop automatic slide show" }),
    ).toBeVisible();
    // A timer set now fires after the rotation's next three would have.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(current(canvasElement)).toBe("Go to slide 1");
    await engage();
    await expect(region).toHaveAttribute("data-state", "rotating");
    await waitFor(() => expect(current(canvasElement)).not.toBe("Go to slide 1"), {
      timeout: 2000,
    });
  },
};

/**
 * By pointer, then from the keyboard: Enter on Next and Space on Previous move the slides.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Trusted by" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    await expect(canvas.getAllByRole("group")).toHaveLength(7);
    await expect(canvas.getByRole("group", { name: "1 of 7" })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 2"));
    const next = canvas.getByRole("button", { name: "Next slide" });
    // The click left focus on Next, as it does for a person.
    await expect(next).toHaveFocus();
    // Once the first move has settled.
    await settled(canvasElement);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 3"));
    await settled(canvasElement);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 2"));
  },
};

/** Items per view come from CSS (variables + media queries), so server HTML has the layout. */
const perViewPlay: Story["play"] = async ({ canvasElement }) => {
  const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]')!;
  const slide = within(canvasElement).getByRole("group", { name: "1 of 7" });
  const expected = itemsForWidth(window.innerWidth, carouselPresets.projectsAndPartners);
  const ratio = viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width;
  await expect(Math.round(ratio)).toBe(expected);
};

/** 375 px: one partner per view (mobile band, below 464 px). */
export const ItemsPerViewMobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThan(464);
    await perViewPlay(context);
  },
};

/** 768 px: three partners per view (tablet band, 464 to 1024 px). */
export const ItemsPerViewTablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(768);
    await perViewPlay(context);
  },
};

export const ItemsPerViewByWidth: Story = {
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-slot="carousel-viewport"]')!;
    const slide = within(canvasElement).getByRole("group", { name: "1 of 7" });
    const expected = itemsForWidth(window.innerWidth, carouselPresets.projectsAndPartners);
    const ratio = viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width;
    await expect(Math.round(ratio)).toBe(expected);
  },
};

/** The resting state, for the screenshot baselines (no move in flight). */
export const AtRest: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    await expect(
      within(canvasElement).getByRole("button", { name: "Previous slide" }),
    ).toBeEnabled();
  },
};

export const SlidePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getAllByRole("button", { name: /Go to slide/ });
    await userEvent.click(picker[picker.length - 1]!);
    await waitFor(() => expect(current(canvasElement)).toBe(`Go to slide ${picker.length}`));
  },
};

/** Swipe (here a mouse drag, which Embla treats the same as touch) moves to the next slides. */
/** The browser's idle callbacks, held until the story lets them run. */
let releaseIdle = () => {};

/**
 * Embla starts once the browser is idle after the carousel mounts (its first measure stays out
 * of the page's hydration). Next pressed before then is made once it has started, not lost.
 */
export const PressBeforeItStarts: Story = {
  beforeEach: () => {
    const original = window.requestIdleCallback;
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    releaseIdle = () => {
      window.requestIdleCallback = original;
      for (const callback of held.splice(0)) original(callback);
    };
    return () => releaseIdle();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(current(canvasElement)).toBe("Go to slide 1");
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    // Held until the browser is idle (held here): the press waits for it, and is made once.
    await expect(current(canvasElement)).toBe("Go to slide 1");
    releaseIdle();
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 2"));
    await settled(canvasElement);
    await expect(current(canvasElement)).toBe("Go to slide 2");
  },
};

/**
 * A browser that gives the page no idle moment (Chromium on a busy machine, nothing to paint):
 * Embla starts by its deadline all the same, so Next still moves the carousel.
 */
export const StartsWithoutIdleMoment: Story = {
  beforeEach: () => {
    const original = window.requestIdleCallback;
    // Idle callbacks as they behave then: only a deadline (`timeout`) runs them.
    window.requestIdleCallback = (callback, options) =>
      options?.timeout === undefined
        ? 0
        : window.setTimeout(
            () => callback({ didTimeout: true, timeRemaining: () => 0 }),
            options.timeout,
          );
    return () => {
      window.requestIdleCallback = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 2"), { timeout: 3000 });
  },
};

export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    await live(canvasElement);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-viewport"]')!;
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const start = box.left + box.width * 0.8;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: viewport, coords: { clientX: start, clientY: y } },
      { target: viewport, coords: { clientX: start - 40, clientY: y } },
      { target: viewport, coords: { clientX: start - 120, clientY: y } },
      { target: viewport, coords: { clientX: start - box.width * 0.6, clientY: y } },
      { keys: "[/MouseLeft]", target: viewport },
    ]);
    await waitFor(() => expect(current(canvasElement)).not.toBe("Go to slide 1"), {
      timeout: 2000,
    });
  },
};

export const LockedDuringAnimation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    await live(canvasElement);
    const next = canvas.getByRole("button", { name: "Next slide" });
    // A second press while the first move is still animating is ignored.
    await userEvent.click(next);
    await userEvent.click(next);
    await settled(canvasElement);
    await expect(current(canvasElement)).toBe("Go to slide 2");
  },
};

export const AutoRotation: Story = {
  decorators: [withSentinel],
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    await engage();
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    const track = canvasElement.querySelector('[data-slot="carousel-track"]')!;
    await expect(region).toHaveAttribute("data-state", "rotating");
    // Rotating: slide changes are not announced.
    await expect(track).toHaveAttribute("aria-live", "off");
    await waitFor(() => expect(current(canvasElement)).not.toBe("Go to slide 1"), {
      timeout: 2000,
    });
    // Keyboard: Tab reaches the rotation control first; Enter stops the slide show.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Stop automatic slide show" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const start = canvas.getByRole("button", { name: "Start automatic slide show" });
    await expect(start).toHaveFocus();
    await expect(track).toHaveAttribute("aria-live", "polite");
    const stoppedAt = current(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(current(canvasElement)).toBe(stoppedAt);
    // Space starts it again, and it moves while focus stays on the control.
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Stop automatic slide show" })).toHaveFocus();
    await waitFor(() => expect(current(canvasElement)).not.toBe(stoppedAt), { timeout: 2000 });
  },
};

export const PausesOnFocus: Story = {
  decorators: [withSentinel],
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    await engage();
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    // Keyboard focus inside stops rotation (and the pointer stays outside).
    await userEvent.unhover(region);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    const before = current(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(current(canvasElement)).toBe(before);
    await expect(region.querySelector('[data-slot="carousel-track"]')).toHaveAttribute(
      "aria-live",
      "polite",
    );
    // Leaving resumes it.
    canvas.getByRole("button", { name: "Previous slide" }).blur();
    await waitFor(() => expect(current(canvasElement)).not.toBe(before), { timeout: 2000 });
  },
};

export const PausesOnHover: Story = {
  decorators: [withSentinel],
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    await engage();
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    await userEvent.hover(region);
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    const before = current(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(current(canvasElement)).toBe(before);
  },
};

/** Under prefers-reduced-motion the slide show starts stopped; the person can start it. */
export const ReducedMotion: Story = {
  decorators: [withSentinel],
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        ...original.call(window, query),
        matches:
          query.includes("prefers-reduced-motion: reduce") || original.call(window, query).matches,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as MediaQueryList;
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    // Engaged, and still paused: the person's preference holds.
    await engage();
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    await expect(region).toHaveAttribute("data-state", "paused");
    await expect(canvas.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    // The sentinel starts stopped too: started, it turns while the story's holds.
    sentinel(canvasElement).querySelector<HTMLElement>('[aria-label="Sentinel start"]')!.click();
    await sentinelTurned(canvasElement);
    await expect(current(canvasElement)).toBe("Go to slide 1");
  },
};

/** Keyboard focus on a slide's own content (a link) stops rotation too, and the slide shows. */
export const PausesOnSlideContentFocus: Story = {
  decorators: [withSentinel],
  args: {
    autoRotate: true,
    interval: 300,
    label: "Rates",
    itemsPerView: carouselPresets.rates,
    children: ["Regular clean", "Deep clean", "End of tenancy", "Office clean"].map((name) => (
      <div key={name} className="flex flex-col gap-2 rounded-lg border border-border p-4">
        <p className="font-semibold">{name}</p>
        <a href={`#${name}`} className="text-primary underline">
          Book Now <span className="sr-only">{name}</span>
        </a>
      </div>
    )),
  },
  play: async ({ canvasElement }) => {
    await engage();
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Rates" });
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute("data-state", "rotating");
    await live(canvasElement);
    const link = canvas.getByRole("link", { name: "Book Now Deep clean" });
    link.focus();
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    await settled(canvasElement);
    const track = region.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;
    const before = [current(canvasElement), track.style.transform];
    await sentinelTurned(canvasElement);
    await expect([current(canvasElement), track.style.transform]).toEqual(before);
    await expect(link).toHaveFocus();
    // The focused link's slide is in view.
    const slide = link.closest('[role="group"]')!;
    const viewport = canvasElement
      .querySelector('[data-slot="carousel-viewport"]')!
      .getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(viewport.left - 1);
    await expect(box.right).toBeLessThanOrEqual(viewport.right + 1);
  },
};

/** Without loop: the buttons stop at the ends, and keyboard focus is never dropped. */
export const NoLoop: Story = {
  args: { loop: false, itemsPerView: { large: 1, desktop: 1, tablet: 1, mobile: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole("button", { name: "Previous slide" });
    const next = canvas.getByRole("button", { name: "Next slide" });
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    await expect(previous).toBeDisabled();
    // Straight to the one before the last with the picker, then Next by keyboard.
    const count = canvas.getAllByRole("button", { name: /Go to slide/ }).length;
    await expect(count).toBe(React.Children.count(args.children));
    await userEvent.click(canvas.getByRole("button", { name: `Go to slide ${count - 1}` }));
    await waitFor(() => expect(current(canvasElement)).toBe(`Go to slide ${count - 1}`));
    // The move has settled: the next press is taken, not ignored as a press mid-move.
    await settled(canvasElement);
    next.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(current(canvasElement)).toBe(`Go to slide ${count}`));
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
  },
};

/** Other words for every control and slide (`texts`). */
export const OtherLanguage: Story = {
  args: {
    autoRotate: true,
    label: "Nos partenaires",
    texts: {
      previous: "Diapositive précédente",
      next: "Diapositive suivante",
      stop: "Arrêter le diaporama",
      start: "Lancer le diaporama",
      goTo: (n) => `Aller à la diapositive ${n}`,
      slide: (n, total) => `${n} sur ${total}`,
    },
  },
  beforeEach: () => {
    document.documentElement.lang = "fr";
    return () => {
      document.documentElement.lang = "en-GB";
    };
  },
  play: async ({ canvasElement }) => {
    await engage();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Arrêter le diaporama" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Lancer le diaporama" })).toHaveFocus();
    await expect(canvas.getByRole("group", { name: "1 sur 7" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Diapositive suivante" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Aller à la diapositive 2" })).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Carousel } from "./carousel";
import { carouselPresets } from "./items-per-view";

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
          "The WAI-ARIA APG carousel: previous/next, a slide picker, optional rotation with a stop control (stopped on hover and focus, and under reduced motion), swipe, and the spec's items per view by breakpoint (`carouselPresets`). Use it for browsable sets (partners, projects, rates, other packages); do not hide content a person must see in later slides.",
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

const current = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[data-slot="carousel-picker"] [aria-current="true"]')
    ?.getAttribute("aria-label");

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

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next slide" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 2"));
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
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

export const LockedDuringAnimation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(current(canvasElement)).toBe("Go to slide 1"));
    const next = canvas.getByRole("button", { name: "Next slide" });
    // A second press while the first move is still animating is ignored.
    await userEvent.click(next);
    await userEvent.click(next);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(current(canvasElement)).toBe("Go to slide 2");
  },
};

export const AutoRotation: Story = {
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    await expect(region).toHaveAttribute("data-state", "rotating");
    await waitFor(() => expect(current(canvasElement)).not.toBe("Go to slide 1"), {
      timeout: 2000,
    });
    await userEvent.click(canvas.getByRole("button", { name: "Stop automatic slide show" }));
    await expect(canvas.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  },
};

export const PausesOnFocus: Story = {
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    // Keyboard focus inside stops rotation (and the pointer stays outside).
    await userEvent.unhover(region);
    canvas.getByRole("button", { name: "Go to slide 1" }).focus();
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    const before = current(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(current(canvasElement)).toBe(before);
    // Leaving resumes it.
    canvas.getByRole("button", { name: "Go to slide 1" }).blur();
    await waitFor(() => expect(current(canvasElement)).not.toBe(before), { timeout: 2000 });
  },
};

export const PausesOnHover: Story = {
  args: { autoRotate: true, interval: 300, label: "Our projects" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    await userEvent.hover(region);
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    const before = current(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(current(canvasElement)).toBe(before);
  },
};

/** Under prefers-reduced-motion the slide show starts stopped; the person can start it. */
export const ReducedMotion: Story = {
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
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Our projects" });
    await expect(region).toHaveAttribute("data-state", "paused");
    await expect(canvas.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(current(canvasElement)).toBe("Go to slide 1");
  },
};

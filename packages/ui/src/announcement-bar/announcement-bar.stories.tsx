import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";

import { changes } from "../testing/changes";
import { engage } from "../testing/engage";
import { AnnouncementBar } from "./announcement-bar";

const messages = [
  "<strong>10% off</strong> your first deep clean",
  "Open 8am to 8pm daily",
  'Same-day replies to <a href="#enquiry">enquiries</a>',
];

const meta = {
  title: "Content/AnnouncementBar",
  component: AnnouncementBar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'The header\'s rotating messages (HTML from the CMS). Rotation starts once the person has engaged with the page (a press, a key or a scroll); until then the first message stays (`data-state="waiting"`), so nothing moves while the page loads. A pause control is always there (its name changes between “Pause announcements” and “Play announcements”); rotation also stops on hover and focus and starts paused under reduced motion. While rotating the message is not announced (aria-live off); paused, changes are announced politely. `navigation: previous-next` adds step buttons. Each message is CMS HTML rendered through SafeHtml. Keep messages short and never put the only copy of something important here.',
      },
    },
  },
  args: { messages, interval: 300 },
} satisfies Meta<typeof AnnouncementBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="announcement-bar-message"] [data-slot="safe-html"]')
    ?.textContent ?? "";
/** The shown message once its HTML is in (the sanitiser loads on first use). */
const shown = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const now = text(canvasElement);
    expect(now).not.toBe("");
    return now;
  });

/**
 * A second bar on the story's interval, hidden (out of the tab order and the accessibility
 * tree), that rotates while the story's bar is paused: `sentinelTurned()` waits for it to turn
 * twice, more than one whole interval (and, of three messages, not back to the first), instead
 * of a fixed time.
 */
const withSentinel: Decorator = (Story, { args }) => (
  <>
    <Story />
    <div hidden data-testid="sentinel">
      <AnnouncementBar
        messages={messages}
        interval={args.interval as number | undefined}
        label="Sentinel"
      />
    </div>
  </>
);
const sentinel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="sentinel"]')!;
const sentinelTurned = (canvasElement: HTMLElement) =>
  changes(sentinel(canvasElement), () => text(sentinel(canvasElement) as HTMLElement));

/** A hidden counter that ticks on the story's interval, to wait one whole interval and more. */
function Ticker({ interval }: { interval: number }) {
  const [ticks, setTicks] = React.useState(0);
  React.useEffect(() => {
    const timer = window.setInterval(() => setTicks((n) => n + 1), interval);
    return () => window.clearInterval(timer);
  }, [interval]);
  return (
    <div hidden data-testid="ticker">
      {ticks}
    </div>
  );
}
const withTicker: Decorator = (Story, { args }) => (
  <>
    <Story />
    <Ticker interval={args.interval as number} />
  </>
);
const ticked = (canvasElement: HTMLElement) => {
  const ticker = canvasElement.querySelector('[data-testid="ticker"]')!;
  return changes(ticker, () => ticker.textContent);
};

export const Playground: Story = {
  args: { interval: 60_000 },
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Announcements" })).toBeVisible();
    await expect(await shown(canvasElement)).toBe("10% off your first deep clean");
  },
};

/**
 * Nothing moves before the person engages with the page: the first message holds through more
 * than an interval; a press anywhere on the page starts the rotation.
 */
export const Rotates: Story = {
  decorators: [withTicker],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Announcements" });
    await expect(region).toHaveAttribute("data-state", "waiting");
    await expect(await shown(canvasElement)).toBe("10% off your first deep clean");
    await ticked(canvasElement);
    await expect(text(canvasElement)).toBe("10% off your first deep clean");
    // Hovering is not engaging: still waiting.
    await userEvent.hover(canvasElement);
    await expect(region).toHaveAttribute("data-state", "waiting");
    await userEvent.click(canvasElement);
    await expect(region).toHaveAttribute("data-state", "rotating");
    await waitFor(() => expect(text(canvasElement)).toBe("Open 8am to 8pm daily"), {
      timeout: 2000,
    });
  },
};

/** From the keyboard: a key pressed anywhere starts the rotation. */
export const RotatesAfterAKey: Story = {
  decorators: [withTicker],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Announcements" });
    await ticked(canvasElement);
    await expect(region).toHaveAttribute("data-state", "waiting");
    await engage();
    await expect(region).toHaveAttribute("data-state", "rotating");
    await waitFor(() => expect(text(canvasElement)).toBe("Open 8am to 8pm daily"), {
      timeout: 2000,
    });
  },
};

/** A scroll of the page is engaging too. */
export const RotatesAfterAScroll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Announcements" });
    await expect(region).toHaveAttribute("data-state", "waiting");
    await fireEvent.scroll(window);
    await expect(region).toHaveAttribute("data-state", "rotating");
    await waitFor(() => expect(text(canvasElement)).toBe("Open 8am to 8pm daily"), {
      timeout: 2000,
    });
  },
};

/**
 * The pause control by pointer, then from the keyboard: paused by the person, it stays paused
 * when focus or the pointer leaves, and is announced politely; played again, it rotates.
 */
export const PauseControl: Story = {
  decorators: [withSentinel],
  render: (args) => (
    <div>
      <AnnouncementBar {...args} />
      <button type="button">After</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Announcements" });
    const message = canvasElement.querySelector('[data-slot="announcement-bar-message"]')!;
    await userEvent.click(canvas.getByRole("button", { name: "Pause announcements" }));
    await userEvent.unhover(region);
    canvas.getByRole("button", { name: "Play announcements" }).blur();
    // Paused by the person (that it then holds its message is timed once, below).
    await expect(region).toHaveAttribute("data-state", "paused");
    await expect(message).toHaveAttribute("aria-live", "polite");
    await userEvent.click(canvas.getByRole("button", { name: "Play announcements" }));
    await userEvent.unhover(region);
    canvas.getByRole("button", { name: "Pause announcements" }).blur();
    // Rotating again: not announced.
    await waitFor(() => expect(message).toHaveAttribute("aria-live", "off"));

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Pause announcements" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "Play announcements" })).toHaveFocus();
    await expect(message).toHaveAttribute("aria-live", "polite");
    // Focus leaves: it stays paused because the person paused it.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "After" })).toHaveFocus();
    const before = await shown(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(text(canvasElement)).toBe(before);
    // Play again with Space, then leave: it rotates.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Pause announcements" })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(text(canvasElement)).not.toBe(before), { timeout: 2000 });
  },
};

export const PausesOnFocus: Story = {
  decorators: [withSentinel],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Pause announcements" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("region")).toHaveAttribute("data-state", "paused"));
    const before = await shown(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(text(canvasElement)).toBe(before);
  },
};

export const PausesOnHover: Story = {
  decorators: [withSentinel],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Announcements" });
    await engage();
    await userEvent.hover(region);
    await waitFor(() => expect(region).toHaveAttribute("data-state", "paused"));
    const before = await shown(canvasElement);
    await sentinelTurned(canvasElement);
    await expect(text(canvasElement)).toBe(before);
  },
};

export const StripsUnsafeHtml: Story = {
  args: {
    interval: 60_000,
    messages: ['<img src="x" onerror="window.__annXss = 1" alt=""><b>Safe</b><script>1</script>'],
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("region", { name: "Announcements" });
    await expect(bar.querySelector("script")).toBeNull();
    await expect(bar.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(bar).toHaveTextContent("Safe");
    // One message: nothing to rotate, so no control.
    await expect(within(bar).queryByRole("button")).toBeNull();
  },
};

/** Under prefers-reduced-motion the bar starts paused; the person can play it. */
export const ReducedMotion: Story = {
  decorators: [withSentinel],
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
    const region = canvas.getByRole("region", { name: "Announcements" });
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute("data-state", "paused");
    await expect(canvas.getByRole("button", { name: "Play announcements" })).toBeVisible();
    // The sentinel starts paused too: played, it turns while the story's bar holds.
    await engage();
    sentinel(canvasElement).querySelector("button")!.click();
    await sentinelTurned(canvasElement);
    await expect(text(canvasElement)).toBe("10% off your first deep clean");
  },
};

/**
 * On a phone a long message wraps to two lines: the bar is as tall as its longest message from
 * the start, so the page below never moves when messages rotate.
 */
export const SteadyHeight: Story = {
  args: {
    interval: 200,
    messages: [
      "<p>Short</p>",
      "<p>A much longer announcement that wraps onto a second line on a narrow phone screen</p>",
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Announcements" });
    await expect(text(canvasElement)).toBe("Short");
    const before = region.getBoundingClientRect().height;
    await engage();
    await waitFor(() => expect(text(canvasElement)).toMatch(/^A much longer/), { timeout: 2000 });
    await expect(region.getBoundingClientRect().height).toBe(before);
    // The messages holding the space are hidden from everyone; only the shown one is read.
    await expect(region.querySelector('[aria-hidden="true"]')).not.toBeVisible();
  },
};

/** Optional step buttons: by keyboard, Next and Previous wrap around the messages. */
export const PreviousNext: Story = {
  args: { interval: 60_000, navigation: "previous-next" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Announcements" });
    await userEvent.tab();
    const previous = canvas.getByRole("button", { name: "Previous announcement" });
    await expect(previous).toHaveFocus();
    // Focus inside: paused, so a change is announced politely.
    await expect(region).toHaveAttribute("data-state", "paused");
    await userEvent.keyboard("{Enter}");
    await expect(text(canvasElement)).toBe("Same-day replies to enquiries");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "enquiries" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next announcement" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(text(canvasElement)).toBe("10% off your first deep clean");
    await userEvent.click(canvas.getByRole("button", { name: "Next announcement" }));
    await expect(text(canvasElement)).toBe("Open 8am to 8pm daily");
    await expect(
      canvasElement.querySelector('[data-slot="announcement-bar-message"]'),
    ).toHaveAttribute("aria-live", "polite");
  },
};

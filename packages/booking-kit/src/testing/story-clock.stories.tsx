import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { STORY_NOW } from "../../../../.storybook/story-clock";
import { testCardExpiry } from "./test-card";

/** What the story clock reads: today's date and the test card's expiry as the stories type it. */
function StoryClock() {
  return (
    <p>
      Today is {new Date().toISOString().slice(0, 10)}; the test card expires {testCardExpiry()}.
    </p>
  );
}

const meta = {
  title: "Booking Kit/Testing/Story Clock",
  component: StoryClock,
  parameters: {
    docs: {
      description: {
        component:
          "Every story runs on one fixed clock (the preview's `beforeEach`, `.storybook/story-clock.ts`): dates counted from today are the same on any day the stories run.",
      },
    },
  },
} satisfies Meta<typeof StoryClock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedClock: Story = {
  play: async ({ canvasElement }) => {
    const now = Date.parse(STORY_NOW);
    // The story clock starts at STORY_NOW when the story does and runs on from there.
    expect(Date.now()).toBeGreaterThanOrEqual(now);
    expect(Date.now() - now).toBeLessThan(10 * 60_000);
    expect(new Date().getFullYear()).toBe(new Date(STORY_NOW).getFullYear());
    const year = String((new Date(STORY_NOW).getFullYear() + 3) % 100).padStart(2, "0");
    await expect(
      await within(canvasElement).findByText(
        `Today is ${STORY_NOW.slice(0, 10)}; the test card expires 12${year}.`,
      ),
    ).toBeVisible();
  },
};

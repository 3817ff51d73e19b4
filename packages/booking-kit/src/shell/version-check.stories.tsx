import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { canvasNote } from "../testing/canvas-note";
import { VersionCheck } from "./version-check";

const meta = {
  title: "Booking Kit/Shell/VersionCheck",
  component: VersionCheck,
  tags: ["autodocs"],
  args: {
    currentVersion: "1",
    fetchLatestVersion: async () => "2",
    onUpdate: fn(),
    position: "inline",
  },
  parameters: {
    kit: {},
    docs: {
      description: {
        component:
          "The latest-version banner: asks the site's `fetchLatestVersion` every 10 seconds and shows Update version once the served version differs from the page's own. The site decides where the version comes from and what updating does (a reload by default).",
      },
    },
  },
} satisfies Meta<typeof VersionCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewerVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole("region", { name: "New version" });
    await userEvent.click(within(banner).getByRole("button", { name: "Update version" }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    within(banner).getByRole("button", { name: "Update version" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onUpdate).toHaveBeenCalledTimes(2);
  },
};

export const SameVersion: Story = {
  decorators: [canvasNote("Nothing shows: the served version is the page's own.")],
  args: { fetchLatestVersion: fn(async () => "1") },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.fetchLatestVersion).toHaveBeenCalled());
    await expect(within(canvasElement).queryByRole("region", { name: "New version" })).toBeNull();
  },
};

/** Checked again on its interval: the banner appears once a deploy lands. */
let served = "1";
export const AppearsAfterADeploy: Story = {
  decorators: [
    canvasNote(
      "Nothing shows until a newer version is served: the play function deploys one and the banner appears.",
    ),
  ],
  args: {
    interval: 200,
    fetchLatestVersion: fn(async () => served),
  },
  beforeEach: () => {
    served = "1";
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Asked a second time: the first answer (the page's own version) came and was shown.
    await waitFor(() => expect(args.fetchLatestVersion).toHaveBeenCalledTimes(2));
    await expect(canvas.queryByRole("region", { name: "New version" })).toBeNull();
    served = "2";
    await expect(await canvas.findByRole("region", { name: "New version" })).toBeVisible();
  },
};

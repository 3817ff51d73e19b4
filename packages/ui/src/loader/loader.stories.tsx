import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { Loader } from "./loader";

const meta = {
  title: "Feedback/Loader",
  component: Loader,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "Covers the page while its first content loads (the spec's full-screen loader). Use sparingly: for parts of a page prefer Skeletons, for an action prefer Button `pending`.",
      },
      story: { inline: false, height: "240px" },
    },
  },
  args: { label: "Loading" },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading");
  },
};

export const Closed: Story = {
  args: { open: false },
  // Closed, the loader draws nothing: the canvas says so instead of looking broken.
  render: (args) => (
    <div>
      <p className="text-sm text-muted-foreground">
        The loader is closed: nothing is drawn and nothing is announced.
      </p>
      <Loader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};

export const WhileFetching: Story = {
  render: function Render() {
    const [loading, setLoading] = useState(false);
    return (
      <div className="p-6">
        <Button
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 300);
          }}
        >
          Load content
        </Button>
        <Loader open={loading} label="Loading content" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Load content" }));
    const loader = canvasElement.querySelector<HTMLElement>('[data-slot="loader"]');
    await expect(loader).not.toBeNull();
    await expect(within(loader!).getByRole("status")).toHaveTextContent("Loading content");
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="loader"]')).toBeNull());
  },
};

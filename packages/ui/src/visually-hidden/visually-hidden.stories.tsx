import type { Meta, StoryObj } from "@storybook/react-vite";
import { Phone } from "lucide-react";
import { expect, within } from "storybook/test";

import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Text that screen readers announce but the eye does not see. Use it to name an icon link or to add context; never to hide content a sighted user also needs.",
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <a href="tel:+442000000000" className="inline-flex size-11 items-center justify-center">
      <Phone aria-hidden="true" />
      <VisuallyHidden>Call our hotline</VisuallyHidden>
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Call our hotline" });
    const hidden = link.querySelector('[data-slot="visually-hidden"]')!;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

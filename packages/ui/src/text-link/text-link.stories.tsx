import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { TextLink } from "./text-link";

const meta = {
  title: "Primitives/TextLink",
  component: TextLink,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A link inside text, underlined so it is not told apart by colour alone. To style a router link, pass it as the child with `asChild`. For an action, use a Button.",
      },
    },
  },
  args: { href: "#privacy", children: "privacy policy" },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  render: (args) => (
    <p>
      I agree to the <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "privacy policy" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const AsChild: Story = {
  render: () => (
    <TextLink asChild tone="muted">
      <a href="#blog">Back to blog</a>
    </TextLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back to blog" });
    await expect(link).toHaveAttribute("data-slot", "text-link");
    await expect(link).toHaveAttribute("href", "#blog");
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Breadcrumbs } from "./breadcrumbs";

const meta = {
  title: "Navigation/Breadcrumbs",
  component: Breadcrumbs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The trail to the current page. Pass a `renderLink` to use your router's link. Not a substitute for the main navigation.",
      },
    },
  },
  args: {
    items: [
      { label: "Home", href: "#home" },
      { label: "My Account", href: "#my-account" },
      { label: "My Booking" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(nav).getByText("My Booking")).toHaveAttribute("aria-current", "page");
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "My Account"]);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "My Account" })).toHaveFocus();
  },
};

export const RouterLinks: Story = {
  args: {
    renderLink: ({ href, label, className }) => (
      <a href={href} className={className} data-router-link="">
        {label}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Home" })).toHaveAttribute(
      "data-router-link",
    );
  },
};

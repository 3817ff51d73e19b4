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

/**
 * The trail, then from the keyboard: Tab reaches each link in turn (the current page is not a
 * link and takes no focus), and Enter follows one.
 */
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
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "My Account" })).toHaveFocus();
    // Enter follows the link (caught here so the test page stays put).
    const followed: string[] = [];
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      followed.push((event.target as HTMLAnchorElement).getAttribute("href") ?? "");
    };
    nav.addEventListener("click", onClick);
    await userEvent.keyboard("{Enter}");
    nav.removeEventListener("click", onClick);
    await expect(followed).toEqual(["#my-account"]);
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

/** One crumb rendered by the caller (a router link), the others from `href`. */
export const ItemRender: Story = {
  args: {
    items: [
      { label: "Home", href: "#home" },
      {
        label: "Our Services",
        render: ({ className, children }) => (
          <a href="#our-services" className={className} data-router-link="">
            {children}
          </a>
        ),
      },
      { label: "Deep Cleaning" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Our Services" })).toHaveAttribute(
      "data-router-link",
    );
    await expect(canvas.getByText("Deep Cleaning")).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Our Services" })).toHaveFocus();
  },
};

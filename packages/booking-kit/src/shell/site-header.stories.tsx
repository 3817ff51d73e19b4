import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { http, HttpResponse } from "msw";

import { ok } from "@bookwell/contract";

import { MyInbox } from "../account/my-inbox";
import { accountHandlers, accountMock } from "../testing/mocks/account.mocks";
import { allAuthHandlers } from "../testing/mocks/auth.mocks";
import { lastNavigation } from "../testing/kit-story";
import { allShellHandlers, shellCalls } from "../testing/mocks/shell.mocks";
import { SiteHeader } from "./site-header";

const Logo = () => <span className="text-xl font-bold text-primary">Bookwell</span>;

const meta = {
  title: "Booking Kit/Shell/SiteHeader",
  component: SiteHeader,
  tags: ["autodocs"],
  args: {
    logo: <Logo />,
    links: {
      home: "/",
      ourServices: "/our-services",
      myAccount: "/my-account/my-booking",
      service: (prodpageid: string) => `/${prodpageid}`,
    },
  },
  parameters: {
    kit: {},
    layout: "fullscreen",
    msw: { handlers: [...allShellHandlers, ...allAuthHandlers] },
    docs: {
      description: {
        component:
          "The site header: the rotating announcements (pausable), the logo's home link, the hotline and hours, WhatsApp, the main navigation with the services mega menu, and Login (opens the kit's login dialog) or My Account, the cart count and Logout (“Logout Successfully.”). Data from `cms/home-top`, `home/ourservices` and `booking/cart/summary`; links are given as data and rendered with the site's `LinkComponent`.",
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A visitor's header: the brand's links and contacts, no My Account. Login by keyboard opens
 * the dialog and Escape gives the focus back; by pointer it is left open.
 */
export const Visitor: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Rates" })).toHaveAttribute(
      "href",
      "/rate",
    );
    await expect(canvas.getByRole("link", { name: "020 7946 0000" })).toHaveAttribute(
      "href",
      "tel:02079460000",
    );
    await expect(canvas.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/447700900000",
    );
    await expect(canvas.queryByRole("link", { name: "My Account" })).toBeNull();

    // Login by keyboard: Enter opens the dialog, Escape closes it and the focus comes back.
    const login = canvas.getByRole("button", { name: "Login" });
    login.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await page(canvasElement).findByRole("dialog", { name: "Login" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(login).toHaveFocus());

    // And by pointer, left open.
    await userEvent.click(login);
    await expect(await page(canvasElement).findByRole("dialog", { name: "Login" })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "My Account" })).toHaveAttribute(
      "href",
      "/my-account/my-booking",
    );
    const cart = await canvas.findByRole("button", { name: "Cart, 2 items" });
    await userEvent.click(cart);
    await expect(lastNavigation()).toEqual({ to: "booking", state: { redirect: "FINALIZE" } });
    await expect(canvas.queryByRole("button", { name: "Login" })).toBeNull();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = shellCalls.logout;
    await userEvent.click(await canvas.findByRole("button", { name: "Logout" }));
    await expect(await page(canvasElement).findByText("Logout Successfully.")).toBeVisible();
    await expect(shellCalls.logout).toBe(before + 1);
    await expect(await canvas.findByRole("button", { name: "Login" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "My Account" })).toBeNull();
    await expect(lastNavigation()).toEqual({ to: "home" });
  },
};

/**
 * Our Services by pointer: the panel's links, closed by a click outside; then by keyboard, left
 * open.
 */
export const ServicesMegaMenu: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole("button", { name: "Our Services" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const office = await canvas.findByRole("link", { name: "Office cleaning" });
    await expect(office).toHaveAttribute("href", "/office-cleaning");
    await expect(canvas.getByRole("list", { name: "Home Cleaning" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All services" })).toHaveAttribute(
      "href",
      "/our-services",
    );
    // A click outside closes it.
    await userEvent.click(canvas.getByRole("link", { name: "020 7946 0000" }).parentElement!);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Office cleaning" })).toBeNull();

    // By keyboard: Enter opens, Tab goes into the panel, Escape closes, Space opens again.
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The panel follows its button in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Regular home cleaning" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

/**
 * A brand whose services page is not Bookwell's `/our-services`: the navbar's
 * services entry is still the one menu, never a second "Our Services" link, and All services
 * goes to the brand's page.
 */
export const BrandServicesLink: Story = {
  args: {
    links: {
      home: "/",
      ourServices: "/services",
      myAccount: "/account",
      service: (prodpageid: string) => `/services/${prodpageid}`,
    },
  },
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once the navbar (`cms/home-top`, services entry at "/our-services") has come.
    await canvas.findByRole("link", { name: "Rates" });
    const trigger = canvas.getByRole("button", { name: "Our Services" });
    await expect(canvas.getAllByText("Our Services")).toHaveLength(1);
    await expect(canvas.queryByRole("link", { name: "Our Services" })).toBeNull();
    // In the navbar's second place, where the brand's CMS lists its services entry.
    const entry = trigger.closest("li")!;
    await expect([...entry.parentElement!.children].indexOf(entry)).toBe(1);
    await userEvent.click(trigger);
    await expect(await canvas.findByRole("link", { name: "Office cleaning" })).toHaveAttribute(
      "href",
      "/services/office-cleaning",
    );
    await expect(canvas.getByRole("link", { name: "All services" })).toHaveAttribute(
      "href",
      "/services",
    );
  },
};

export const PauseAnnouncements: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole("region", { name: "Announcements" });
    const message = bar.querySelector<HTMLElement>('[data-slot="announcement-bar-message"]')!;
    await expect(await within(message).findByText(/10% off/)).toBeVisible();
    const pause = within(bar).getByRole("button", { name: "Pause announcements" });
    await userEvent.click(pause);
    await expect(within(bar).getByRole("button", { name: "Play announcements" })).toBeVisible();
  },
};

const withInbox = {
  home: "/",
  ourServices: "/our-services",
  myAccount: "/my-account/my-booking",
  inbox: "/my-account/my-inbox",
  service: (prodpageid: string) => `/${prodpageid}`,
};

/** The header's Inbox link carries the count of messages not read yet. */
export const UnreadCount: Story = {
  args: { links: withInbox },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("link", { name: /^Inbox\s*, 2 unread$/ });
    await expect(inbox).toHaveAttribute("href", "/my-account/my-inbox");
    await expect(inbox).toHaveAttribute("data-state", "unread");
  },
};

export const NothingUnread: Story = {
  args: { links: withInbox },
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/myinbox/unread/:arnum", () => HttpResponse.json(ok({ unread: 0 }))),
        ...allShellHandlers,
        ...allAuthHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole("link", { name: "Inbox" });
    await expect(inbox).toHaveAttribute("data-state", "read");
    await expect(inbox).toHaveTextContent(/^Inbox$/);
  },
};

/** Reading a message in My Inbox takes it off the header's count at once. */
export const UnreadCountFollowsReading: Story = {
  args: { links: withInbox },
  beforeEach: () => {
    accountMock.reset();
  },
  parameters: {
    msw: { handlers: [...accountHandlers, ...allShellHandlers, ...allAuthHandlers] },
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <MyInbox />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: /^Inbox\s*, 3 unread$/ })).toBeVisible();
    const messagesList = within(await canvas.findByRole("list", { name: "Messages" }));
    const unread = messagesList.getAllByText("New")[0]!.closest("button")!;
    await userEvent.click(unread);
    await expect(await canvas.findByRole("link", { name: /^Inbox\s*, 2 unread$/ })).toBeVisible();
  },
};

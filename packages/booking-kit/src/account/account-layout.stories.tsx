import { messages, ok } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { useLogout } from "../kit-context";
import { lastNavigation } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";

const meta = {
  title: "Booking Kit/Account/AccountLayout",
  component: AccountLayout,
  tags: ["autodocs"],
  args: { page: "credits", children: <p>The page&apos;s content.</p> },
  parameters: {
    kit: {},
    docs: {
      description: {
        component:
          "The account area's frame: breadcrumbs Home > My Account > the page, the page's heading, the account navigation as real links (the site's URLs through `settings.hrefOf`; a plain click goes through `onNavigate`), and the session guard.",
      },
    },
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  tags: ["visual"],
  // The screenshot waits for what the play function waits for (the data).
  parameters: { visual: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "My Credits" })).toBeVisible();
    const trail = canvas.getByRole("navigation", { name: /breadcrumb/i });
    await expect(within(trail).getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/home",
    );
    await expect(within(trail).getByRole("link", { name: "My Account" })).toHaveAttribute(
      "href",
      "/my-account/my-profile",
    );
    const nav = canvas.getByRole("navigation", { name: "My Account" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "My Profile",
      "My Booking",
      "My Request",
      "My Credits",
      "My Inbox",
      "My Feedback",
    ]);
    await expect(within(nav).getByRole("link", { name: "My Credits" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "My Inbox" })).toHaveAttribute(
      "href",
      "/my-account/my-inbox",
    );
    await expect(await canvas.findByText("The page's content.")).toBeVisible();

    // From the keyboard: Tab reaches the navigation; Enter on a link asks the site to go there.
    const inbox = canvas.getByRole("link", { name: "My Inbox" });
    for (let i = 0; i < 10 && document.activeElement !== inbox; i++) await userEvent.tab();
    await expect(inbox).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "account", page: "inbox" }));
  },
};

/** A detail page keeps its list's place in the navigation and names itself. */
export const DetailPage: Story = {
  args: { page: "bookings", title: "Booking Details" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Booking Details" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My Booking" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** No stored session: the spec's message, then home; the page's content never shows. */
export const NoSession: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
    await expect(within(canvasElement).queryByText("The page's content.")).toBeNull();
  },
};

function LogoutButton() {
  const logout = useLogout();
  return <Button onClick={() => void logout()}>Logout</Button>;
}

/**
 * Logout on an account page: "Logout Successfully." and home, and nothing else (the guard
 * sees the session go, and knows the customer asked for it: no "session expired" as well).
 */
export const LogoutHere: Story = {
  args: { children: <LogoutButton /> },
  parameters: {
    msw: { handlers: [http.post("*/api/user/logout", () => HttpResponse.json(ok(null)))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Logout" }));
    await expect(await body(canvasElement).findByText(messages.logoutSuccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(body(canvasElement).queryByText(messages.sessionExpired)).toBeNull();
  },
};

import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { ok } from "@bookwell/contract";

import { lastNavigation } from "../testing/kit-story";
import {
  accountHandlers,
  accountMock,
  broken,
  pendingAccountHandlers,
  unauthorised,
} from "../testing/mocks/account.mocks";
import { MyInbox } from "./my-inbox";

const meta = {
  title: "Booking Kit/Account/MyInbox",
  component: MyInbox,
  tags: ["autodocs"],
  beforeEach: () => {
    accountMock.reset();
  },
  parameters: {
    kit: {},
    msw: { handlers: accountHandlers },
    docs: {
      description: {
        component:
          "My Inbox: messages searchable by sender, 5 to a page with Previous and Next, a New marker on unread ones; the chosen message beside the list (below it on a phone, with Back to messages). Opening a message marks it read. Bodies are shown through SafeHtml only.",
      },
    },
  },
} satisfies Meta<typeof MyInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("list", { name: "Messages" }));

/** The page as it first shows: the first five messages, none open. */
export const FirstPage: Story = {
  tags: ["visual"],
  // The screenshot waits for the data, as this play function does.
  parameters: { visual: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Page 1 of 2")).toBeVisible();
    await expect(canvas.getByText("Choose a message to read it.")).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messagesList = await list(canvasElement);
    await expect(messagesList.getAllByRole("button")).toHaveLength(5);
    await expect(messagesList.getAllByText("New")).toHaveLength(3);
    await expect(messagesList.getAllByRole("button")[0]).toHaveTextContent(
      "Bookwell Support20 Nov 2026New",
    );
    await userEvent.click(canvas.getByRole("button", { name: /Next/ }));
    await expect((await list(canvasElement)).getAllByRole("button")).toHaveLength(2);
    await expect(canvas.getByText("Page 2 of 2")).toBeVisible();
  },
};

/**
 * Opening an unread message by pointer shows it and its New marker goes; then Tab from the
 * search reaches the messages and Enter opens another.
 */
export const ReadAMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = (await list(canvasElement)).getAllByRole("button")[0]!;
    await userEvent.click(first);
    const article = canvas.getByRole("article", { name: "Message" });
    await expect(
      await within(article).findByRole("heading", { name: "Bookwell Support" }),
    ).toBeVisible();
    await expect(within(article).getByText("your booking is confirmed")).toBeVisible();
    await expect(first).toHaveAttribute("aria-current", "true");
    await waitFor(() => expect(first).not.toHaveTextContent("New"));
    await expect((await list(canvasElement)).getAllByText("New")).toHaveLength(2);

    // From the keyboard: Tab from the search goes down the messages, Enter opens one.
    canvas.getByRole("searchbox", { name: "Search by sender" }).focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    const second = (await list(canvasElement)).getAllByRole("button")[1]!;
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(second).toHaveAttribute("aria-current", "true"));
    await expect(first).not.toHaveAttribute("aria-current", "true");
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search by sender" });
    await userEvent.type(search, "crew");
    const buttons = (await list(canvasElement)).getAllByRole("button");
    await expect(buttons.map((button) => button.textContent?.startsWith("Crew Team"))).toEqual([
      true,
      true,
    ]);
    await expect(canvas.queryByRole("navigation", { name: "Message pages" })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    await expect(canvas.getByText(messages.noMessages)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get("*/api/myinbox/:arnum", () => HttpResponse.json(ok([])))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noMessages)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingAccountHandlers } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading your messages" }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [http.get("*/api/myinbox/:arnum", broken)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(messages.oops);
  },
};

/** A 401 from the inbox: the session-expired rule of the kit. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [http.get("*/api/myinbox/:arnum", unauthorised)] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

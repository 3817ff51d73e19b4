import { messages, ok } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation, withKit } from "../testing/kit-story";
import { accountHandlers, broken, pendingAccountHandlers, unauthorised } from "./account.mocks";
import { MyCredits } from "./my-credits";

const meta = {
  title: "Booking Kit/Account/MyCredits",
  component: MyCredits,
  tags: ["autodocs"],
  decorators: [withKit],
  parameters: {
    msw: { handlers: accountHandlers },
    docs: {
      description: {
        component:
          "My Credits: available credit with what expires when, total used and acquired, and the transactions (a table above 768 px, cards below), 10 to a page. Every figure is the server's.",
      },
    },
  },
} satisfies Meta<typeof MyCredits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Available credits")).toBeVisible();
    await expect(canvas.getByText("£88.00")).toBeVisible();
    const expiring = canvas.getByRole("list", { name: "Expiring credits" });
    await expect(
      within(expiring)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["£18.00 expiring on 31-Dec-2026", "£70.00 expiring on 15-Mar-2027"]);
    const table = canvas.getByRole("table", { name: "Credit transactions" });
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "TU-5000Top-up15-Jan-2026+ £50.0015-Mar-2027",
    );
    await userEvent.click(canvas.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
  },
};

export const NoTransactions: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/mycredit/:arnum", () => HttpResponse.json(ok([]))),
        ...accountHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingAccountHandlers } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading your credits" }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [http.get("*/api/mycredit/summary/:arnum", broken), ...accountHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(messages.oops);
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [http.get("*/api/mycredit/summary/:arnum", unauthorised), ...accountHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

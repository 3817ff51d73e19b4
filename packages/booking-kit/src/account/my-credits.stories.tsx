import { labels, messages, ok, serverTexts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { testCardExpiry } from "../testing/test-card";
import {
  accountHandlers,
  accountMock,
  broken,
  pendingAccountHandlers,
  unauthorised,
} from "../testing/mocks/account.mocks";
import { MyCredits } from "./my-credits";

const meta = {
  title: "Booking Kit/Account/MyCredits",
  component: MyCredits,
  tags: ["autodocs"],
  parameters: {
    kit: {},
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

/** The page as it first shows: the figures and the first page of transactions. */
export const FirstPage: Story = {
  tags: ["visual"],
  // The screenshot waits for the data, as this play function does.
  parameters: { visual: { play: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Page 1 of 2")).toBeVisible();
    // The screenshot runs in both brands: Lion City Clean's settings show it in S$.
    await expect(canvas.getByText(/^(£|S\$)88\.00$/)).toBeVisible();
  },
};

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

const topUpDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: labels.topUpCredits }));
  return within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Top-up credits" }),
  );
};

async function enterCard(dialog: ReturnType<typeof within>, number: string) {
  await userEvent.type(dialog.getByLabelText("Card number"), number);
  await userEvent.type(dialog.getByLabelText("Expiry date (MM / YY)"), testCardExpiry());
  await userEvent.type(dialog.getByLabelText("Security code (CVC)"), "123");
}

/** £100 with 4242 4242 4242 4242: the spec's success texts and the new balance at once. */
export const TopUp: Story = {
  beforeEach: () => accountMock.reset(),
  play: async ({ canvasElement }) => {
    const dialog = await topUpDialog(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: "£100" }));
    await enterCard(dialog, "4242424242424242");
    await userEvent.click(dialog.getByRole("button", { name: "PAY £100" }));
    await expect(await dialog.findByText(messages.topUpSuccessTitle)).toBeVisible();
    await expect(dialog.getByText(messages.topUpSuccess)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Back to my credits" }));
    await expect(await within(canvasElement).findByText("£188.00")).toBeVisible();
  },
};

/** Keyboard, another amount and a card that asks for authentication, approved. */
export const TopUpWithAuthentication: Story = {
  beforeEach: () => accountMock.reset(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await topUpDialog(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: "Another amount" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Amount in pounds" }), "20");
    await enterCard(dialog, "4000002760003184");
    dialog.getByRole("textbox", { name: "Security code (CVC)" }).focus();
    await userEvent.keyboard("{Enter}");
    const authentication = await body.findByRole("dialog", { name: "Authenticate this payment" });
    await userEvent.click(
      within(authentication).getByRole("button", { name: "Complete authentication" }),
    );
    await expect(await dialog.findByText(messages.topUpSuccessTitle)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(await within(canvasElement).findByText("£108.00")).toBeVisible();
  },
};

/** A declined card: the spec's failure text, the card's reason, the balance unchanged. */
export const TopUpDeclined: Story = {
  beforeEach: () => accountMock.reset(),
  play: async ({ canvasElement }) => {
    const dialog = await topUpDialog(canvasElement);
    await userEvent.click(dialog.getByRole("radio", { name: "£500" }));
    await enterCard(dialog, "4000000000000002");
    await userEvent.click(dialog.getByRole("button", { name: "PAY £500" }));
    await expect(await dialog.findByText(messages.topUpFailed)).toBeVisible();
    await expect(dialog.getByText(serverTexts.cardDeclined)).toBeVisible();
    await expect(accountMock.toppedUp).toBe(0);
  },
};

/** No amount chosen: the spec's message, and nothing is sent. */
export const TopUpWithoutAmount: Story = {
  beforeEach: () => accountMock.reset(),
  play: async ({ canvasElement }) => {
    const dialog = await topUpDialog(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "PAY" }));
    await expect(await dialog.findByText(messages.topUpAmountRequired)).toBeVisible();
    await expect(accountMock.records.size).toBe(0);
  },
};

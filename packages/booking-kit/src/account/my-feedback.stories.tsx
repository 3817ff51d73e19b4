import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { AccountLayout } from "./account-layout";
import {
  feedbackExpired,
  feedbackFailingOnce,
  feedbackHandlers,
  feedbackMock,
  feedbackNeverAnswering,
  noFeedbackHandlers,
} from "../testing/mocks/feedback.mocks";
import { MyFeedback } from "./my-feedback";

const meta = {
  title: "Booking Kit/Account/MyFeedback",
  component: MyFeedback,
  tags: ["autodocs"],
  render: () => (
    <AccountLayout page="feedback">
      <MyFeedback />
    </AccountLayout>
  ),
  beforeEach: () => {
    feedbackMock.reset();
  },
  parameters: {
    kit: {},
    layout: "fullscreen",
    msw: { handlers: feedbackHandlers },
    docs: {
      description: {
        component:
          'My Feedback: ticket, service date, service type, crew, the rating (read only, out of 6) and View, which opens "Send us your feedback" read only with the rating, what went well, the tip and the remarks. "No Record Found" when empty.',
      },
    },
  },
} satisfies Meta<typeof MyFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}

/** The dialog's label → value pairs. */
function pairs(dialog: HTMLElement) {
  return [...dialog.querySelectorAll("dt")].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}

export const Playground: Story = {};

/** Alice's two rated bookings, newest service first, each rating read only out of 6. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My feedback" });
    await expect(bodyRows(table)).toEqual([
      ["TK-24001", "20/11/2026", "Regular home cleaning", "Crew Team A", "", "View"],
      ["TK-23950", "05/11/2026", "Deep cleaning", "Crew Team B", "", "View"],
    ]);
    await expect(within(table).getByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
    await expect(within(table).getByRole("img", { name: "6 out of 6 stars" })).toBeVisible();
    // Read only: nothing to rate here.
    await expect(within(table).queryByRole("radio")).toBeNull();
    await expect(feedbackMock.sent("feedbackDetail")).toHaveLength(0);
  },
};

/**
 * View opens "Send us your feedback" read only: rating, what went well, the tip and the
 * remarks as given, no field to change; Close returns the focus to View. Then from the
 * keyboard: Tab to another View, Enter opens it, Escape closes it.
 */
export const ViewReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My feedback" });
    const view = within(table).getByRole("button", {
      name: "View feedback for TK-24001, 20/11/2026",
    });
    await userEvent.click(view);
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Send us your feedback",
    });
    await expect(dialog).toHaveAccessibleDescription("Your feedback on TK-24001, as you gave it.");
    await waitFor(() =>
      expect(pairs(dialog)).toEqual([
        ["Rating", ""],
        ["What went well", "CleanHelpful"],
        ["Tip", "£2.00"],
        ["Remarks", "Lovely job on the kitchen."],
      ]),
    );
    await expect(within(dialog).getByRole("img", { name: "5 out of 6 stars" })).toBeVisible();
    await expect(within(dialog).queryByRole("textbox")).toBeNull();
    await expect(within(dialog).queryByRole("radio")).toBeNull();
    await expect(within(dialog).queryByRole("checkbox")).toBeNull();
    await expect(feedbackMock.sent("feedbackDetail").map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/myfeedback\/details\/BK-1001-05$/),
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(view).toHaveFocus();

    // From the keyboard: Tab to the second View, Enter opens it (no tip given), Escape
    // closes it.
    const secondView = within(table).getByRole("button", {
      name: "View feedback for TK-23950, 05/11/2026",
    });
    for (let presses = 0; presses < 20 && document.activeElement !== secondView; presses += 1) {
      await userEvent.tab();
    }
    await expect(secondView).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const second = await page(canvasElement).findByRole("dialog", {
      name: "Send us your feedback",
    });
    await expect(await within(second).findByText("No tip")).toBeVisible();
    await expect(within(second).getByRole("img", { name: "6 out of 6 stars" })).toBeVisible();
    await expect(within(second).getByText("Spotless, thank you.")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await expect(secondView).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: noFeedbackHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordFound)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [feedbackNeverAnswering("*/api/myfeedback/:arnum"), ...feedbackHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("status", { name: "Loading your feedback" }),
    ).toBeVisible();
  },
};

/** The list fails: the notification says so, Try again works. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [feedbackFailingOnce("*/api/myfeedback/:arnum"), ...feedbackHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(messages.oops);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("table", { name: "My feedback" })).toBeVisible();
  },
};

/** One feedback fails to load: the dialog offers Try again, which shows it. */
export const DetailFailed: Story = {
  parameters: {
    msw: {
      handlers: [feedbackFailingOnce("*/api/myfeedback/details/:refnum"), ...feedbackHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "My feedback" });
    await userEvent.click(
      within(table).getByRole("button", { name: "View feedback for TK-24001, 20/11/2026" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Send us your feedback",
    });
    const alert = await within(dialog).findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await within(dialog).findByText("Lovely job on the kitchen.")).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [feedbackExpired("*/api/myfeedback/:arnum"), ...feedbackHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/** 768 px and below: cards, each with its rating and View; the dialog fits the phone. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole("list", { name: "My feedback" });
    await expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(
      within(cards).getByRole("button", { name: "View feedback for TK-23950, 05/11/2026" }),
    );
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Send us your feedback",
    });
    await expect(await within(dialog).findByText("Spotless, thank you.")).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const SecondBrand: Story = {
  globals: { brand: "sg" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("table", { name: "My feedback" });
    await expect(document.documentElement.dataset.brand).toBe("sg");
  },
};

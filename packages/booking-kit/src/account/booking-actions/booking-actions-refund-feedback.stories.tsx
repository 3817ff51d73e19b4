import { DEFAULT_REFUND_HOURS, DEFAULT_REFUND_REASONS, messages, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { lastNavigation } from "../../testing/kit-story";
import type { BookingDetails } from "../booking-details";
import {
  actionsHandlers,
  actionsMock,
  expiredOnPost,
} from "../../testing/mocks/booking-actions.mocks";
import { bookingActionsStoryMeta, body, slow, termOf, openAction } from "./booking-actions-stories";

const meta = {
  ...bookingActionsStoryMeta,
  title: "Booking Kit/Account/BookingActions/Refund and Feedback",
} satisfies Meta<typeof BookingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refund: no reason says so and keeps the remark; then sent, and the booking says so. */
export const Refund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Request refund" }, slow));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Refund request" });
    const scope = within(dialog);
    // The brand says nothing of refunds: the default reasons and hours, never the spec's
    // placeholders ("Reason 1", "within X hours").
    await expect(
      scope.getByText(texts.refundPromise(DEFAULT_REFUND_HOURS), { exact: false }),
    ).toBeVisible();
    await userEvent.type(scope.getByRole("textbox", { name: "Remark" }), "Moving house.");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(scope.getByText("Please select reason of refund.")).toBeVisible();
    await expect(scope.getByRole("combobox", { name: /Reason/ })).toHaveFocus();
    await expect(scope.getByRole("textbox", { name: "Remark" })).toHaveValue("Moving house.");
    await expect(actionsMock.sent("requestRefund")).toHaveLength(0);

    await userEvent.selectOptions(
      scope.getByRole("combobox", { name: /Reason/ }),
      DEFAULT_REFUND_REASONS[1],
    );
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.requestSubmitted)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(actionsMock.sent("requestRefund")[0]?.body).toEqual({
      refnum: "BK-1001-02",
      reason: DEFAULT_REFUND_REASONS[1],
      remark: "Moving house.",
    });

    // The request leaves a trace. The status keeps the spec's word with the request
    // beside it, the details say when it was asked, and it is not offered again.
    await expect(await canvas.findByText(texts.refundRequestedOn("22/11/2026"))).toBeVisible();
    await expect(termOf(canvasElement, "Upcoming service", "Status")).toContain(
      `Confirmed${texts.statusRefundRequested}`,
    );
    await expect(canvas.queryByRole("button", { name: "Request refund" })).toBeNull();
  },
};

/** The brand's own refund reasons and promise (`settings.refunds`, from its configuration). */
export const RefundWithTheBrandsReasons: Story = {
  parameters: {
    kit: {
      settings: { refunds: { reasons: ["Missed visit", "Poor clean"], confirmWithinHours: 24 } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAction(canvasElement, "Request refund", "Refund request");
    const scope = within(dialog);
    await expect(scope.getByText(/We confirm refunds within 24 hours\./)).toBeVisible();
    const options = within(scope.getByRole("combobox", { name: /Reason/ })).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Select a reason",
      "Missed visit",
      "Poor clean",
    ]);
    await userEvent.selectOptions(scope.getByRole("combobox", { name: /Reason/ }), "Poor clean");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.requestSubmitted)).toBeVisible();
    await expect(actionsMock.sent("requestRefund")[0]?.body).toMatchObject({
      reason: "Poor clean",
    });
  },
};

/** Refund answered 401: the session ends and the customer goes home. */
export const RefundSessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [expiredOnPost("*/api/mybooking/details/refund/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAction(canvasElement, "Request refund", "Refund request");
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: /Reason/ }),
      DEFAULT_REFUND_REASONS[2],
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/**
 * Feedback: a rating first ("Please Select rating."), items toggled on and off, the tip
 * toggled (the same amount again clears it), a remark; sent, then the rating shows.
 */
export const Feedback: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  play: async ({ canvasElement }) => {
    const dialog = await openAction(canvasElement, "Give feedback", "Send us your feedback");
    const scope = within(dialog);
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));
    await expect(scope.getByText("Please Select rating.")).toBeVisible();
    await expect(actionsMock.sent("submitFeedback")).toHaveLength(0);

    // Six stars, chosen by keyboard: the first, then arrows.
    const stars = scope.getByRole("radiogroup", { name: "Your rating" });
    await expect(within(stars).getAllByRole("radio")).toHaveLength(6);
    within(stars).getByRole("radio", { name: "1 star" }).focus();
    await userEvent.keyboard(" ");
    for (const count of [2, 3, 4, 5]) {
      // Hold the key until focus has moved (Radix checks a radio only while an arrow is down).
      await userEvent.keyboard("{ArrowRight>}");
      await waitFor(() =>
        expect(within(stars).getByRole("radio", { name: `${count} stars` })).toHaveFocus(),
      );
      await userEvent.keyboard("{/ArrowRight}");
    }
    await expect(within(stars).getByRole("radio", { name: "5 stars" })).toBeChecked();

    const items = scope.getByRole("group", { name: "What went well?" });
    const clean = within(items).getByRole("button", { name: "Clean" });
    await userEvent.click(within(items).getByRole("button", { name: "Eco" }));
    await userEvent.click(clean);
    await expect(clean).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(clean);
    await expect(clean).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(within(items).getByRole("button", { name: "Professional" }));

    const tips = scope.getByRole("group", { name: "Tip for the crew" });
    const two = within(tips).getByRole("button", { name: "£2.00" });
    await userEvent.click(two);
    await expect(two).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(two);
    await expect(two).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(within(tips).getByRole("button", { name: "£5.00" }));
    await userEvent.click(two);
    await expect(within(tips).getByRole("button", { name: "£5.00" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await userEvent.type(scope.getByRole("textbox", { name: "Remark" }), "Lovely, thanks.");
    await userEvent.click(scope.getByRole("button", { name: "Submit" }));

    await expect(await body(canvasElement).findByText(messages.feedbackSubmitted)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(actionsMock.sent("submitFeedback")[0]?.body).toEqual({
      refnum: "BK-1001-05",
      rating: 5,
      items: ["eco", "professional"],
      remark: "Lovely, thanks.",
      tipamt: 2,
    });
    await expect(
      await within(canvasElement).findByRole("img", { name: "5 out of 6 stars" }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole("button", { name: "Give feedback" })).toBeNull();
  },
};

/** A tip above the credit: the spec's text and TOP-UP CREDITS, which opens the top-up dialog. */
export const FeedbackTipAboveCredit: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  beforeEach: () => {
    actionsMock.reset(1.5);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAction(canvasElement, "Give feedback", "Send us your feedback");
    const scope = within(dialog);
    await expect(await scope.findByText("£1.50", {}, slow)).toBeVisible();
    await userEvent.click(scope.getByRole("button", { name: "£2.00" }));
    await expect(scope.getByRole("alert")).toHaveTextContent(messages.notEnoughCreditsForTip);
    await userEvent.click(scope.getByRole("button", { name: "TOP-UP CREDITS" }));
    const topUp = await body(canvasElement).findByRole("dialog", { name: "Top-up credits" });
    await expect(within(topUp).getByRole("radiogroup", { name: "Amount" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(topUp).not.toBeInTheDocument());
    await expect(
      body(canvasElement).getByRole("dialog", { name: "Send us your feedback" }),
    ).toBeVisible();
    // A smaller tip is within the credit: the message goes.
    await userEvent.click(scope.getByRole("button", { name: "£1.00" }));
    await expect(scope.queryByRole("alert")).toBeNull();
  },
};

/** Feedback answered 401: the session ends and the customer goes home. */
export const FeedbackSessionExpired: Story = {
  args: { type: "history", refnum: "BK-1001-05" },
  parameters: {
    msw: {
      handlers: [expiredOnPost("*/api/mybooking/details/feedback/:refnum"), ...actionsHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAction(canvasElement, "Give feedback", "Send us your feedback");
    await userEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await expect(await body(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

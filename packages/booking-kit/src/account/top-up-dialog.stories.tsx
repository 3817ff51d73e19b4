import { messages } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { initialTopUp, OTHER_AMOUNT, type TopUpState } from "./top-up-machine";
import { TopUpDialogView } from "./top-up-dialog";

const contact = { fullname: "Alice Tan", email: "alice@example.com", mobile: "07700900123" };
const state = (changes: Partial<TopUpState>): TopUpState => ({
  ...initialTopUp(contact),
  ...changes,
});

const meta = {
  title: "Booking Kit/Account/TopUpDialogView",
  component: TopUpDialogView,
  tags: ["autodocs"],
  args: {
    trigger: <Button>TOP-UP CREDITS</Button>,
    open: true,
    onOpenChange: fn(),
    state: initialTopUp(contact),
    onEvent: fn(),
    onPay: fn(async () => initialTopUp(contact)),
    cardRef: { current: null },
    currency: "GBP",
  },
  parameters: {
    kit: {},
    docs: {
      description: {
        component:
          "The top-up dialog with plain props: any state of `top-up-machine.ts` shown, edits and PAY as callbacks. `TopUpDialog` wires it to `use-top-up.ts`.",
      },
    },
  },
} satisfies Meta<typeof TopUpDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Top-up credits" });

/** Choosing an amount is an event for the machine; PAY names the amount chosen. */
export const Editing: Story = {
  args: { state: state({ choice: "500" }) },
  play: async ({ canvasElement, args }) => {
    const scope = within(await dialog(canvasElement));
    await expect(scope.getByRole("radio", { name: "£500" })).toBeChecked();
    await expect(scope.getByRole("textbox", { name: "Full name" })).toHaveValue("Alice Tan");
    await userEvent.click(scope.getByRole("radio", { name: "£100" }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: "CHOOSE", choice: "100" });
    await userEvent.click(scope.getByRole("button", { name: "PAY £500" }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Another amount, with the machine's message for it. */
export const AmountRefused: Story = {
  args: {
    state: state({
      choice: OTHER_AMOUNT,
      other: "",
      fieldError: { field: "amount", message: messages.topUpAmountRequired },
    }),
  },
  play: async ({ canvasElement }) => {
    const scope = within(await dialog(canvasElement));
    await expect(scope.getByText(messages.topUpAmountRequired)).toBeVisible();
    await expect(scope.getByRole("button", { name: "PAY" })).toBeEnabled();
  },
};

/** Paying: the fields are locked and PAY shows as pending. */
export const Paying: Story = {
  args: { state: state({ choice: "100", phase: "paying" }) },
  play: async ({ canvasElement }) => {
    const scope = within(await dialog(canvasElement));
    await expect(scope.getByRole("textbox", { name: "Email" })).toBeDisabled();
    // Named by its label alone; the announcement is in a live region beside it.
    const pay = scope.getByRole("button", { name: /^PAY/ });
    await expect(pay).toHaveAttribute("aria-busy", "true");
    await expect(pay).not.toHaveAccessibleName(/Processing/);
    await waitFor(() =>
      expect(scope.getByRole("status")).toHaveTextContent("Processing your payment"),
    );
  },
};

/** Declined: the spec's failure text above the form, the gateway's reason under the card. */
export const Declined: Story = {
  args: {
    state: state({ choice: "100", declined: true, cardError: "Your card was declined." }),
  },
  play: async ({ canvasElement }) => {
    const scope = within(await dialog(canvasElement));
    await expect(scope.getByRole("alert")).toHaveTextContent(messages.topUpFailed);
    await expect(scope.getByText("Your card was declined.")).toBeVisible();
  },
};

/** Paid: the spec's success texts and the transaction id. */
export const Paid: Story = {
  args: { state: state({ choice: "100", phase: "paid", transactionId: "TXN-42" }) },
  play: async ({ canvasElement, args }) => {
    const scope = within(await dialog(canvasElement));
    await expect(scope.getByText(messages.topUpSuccessTitle)).toBeVisible();
    await expect(scope.getByText("Transaction ID: TXN-42")).toBeVisible();
    await userEvent.click(scope.getByRole("button", { name: "Back to my credits" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

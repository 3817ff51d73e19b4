import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import type { PaymentMethod } from "./payment-methods";
import { PaymentTabs } from "./payment-tabs";

const panel = (method: PaymentMethod) => <p>Pay with {method} here.</p>;

const meta = {
  title: "Commerce/PaymentTabs",
  component: PaymentTabs,
  tags: ["autodocs"],
  args: { methods: ["card", "link", "2c2p", "uktakepay"], children: panel, onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Use PaymentTabs at checkout to switch between the enabled payment methods; pass only " +
          "the enabled ones. When one method is enabled it is preselected. Not for navigation " +
          "between pages: use links.",
      },
    },
  },
} satisfies Meta<typeof PaymentTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: arrows, Home and End choose another tab, Tab moves on
 * to its panel and Shift+Tab back to the chosen tab.
 */
export const Playground: Story = {
  tags: ["visual"],
  args: { defaultValue: "card" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Payment method" })).toBeVisible();
    const names = canvas.getAllByRole("tab").map((tab) => tab.textContent);
    await expect(names).toEqual(["Card", "Bank transfer", "2C2P", "UK Takepayments"]);
    await expect(canvas.getByRole("tabpanel", { name: "Card" })).toHaveTextContent(
      "Pay with card here.",
    );
    const bankTransfer = canvas.getByRole("tab", { name: "Bank transfer" });
    await userEvent.click(bankTransfer);
    await expect(args.onValueChange).toHaveBeenCalledWith("link");
    await expect(canvas.getByRole("tabpanel", { name: "Bank transfer" })).toHaveTextContent(
      "Pay with link here.",
    );

    // The click left focus on the tab, as it does for a person.
    await expect(bankTransfer).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(canvas.getByRole("tab", { name: "Card" })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("card");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(bankTransfer).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("link");
    await userEvent.keyboard("{End}");
    await waitFor(() =>
      expect(canvas.getByRole("tab", { name: "UK Takepayments" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await userEvent.keyboard("{Home}");
    await waitFor(() =>
      expect(canvas.getByRole("tab", { name: "Card" })).toHaveAttribute("aria-selected", "true"),
    );
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Card" })).toHaveFocus();
    // Back into the list, Shift+Tab lands on the chosen tab.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("tab", { name: "Card" })).toHaveFocus();
  },
};

export const EnabledOnly: Story = {
  args: { methods: ["card", "uktakepay"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("tab")).toHaveLength(2);
    await expect(canvas.queryByRole("tab", { name: "Bank transfer" })).toBeNull();
    await expect(canvas.queryByRole("tab", { name: "2C2P" })).toBeNull();
    // Several methods: nothing is preselected.
    for (const tab of canvas.getAllByRole("tab")) {
      await expect(tab).toHaveAttribute("aria-selected", "false");
    }
  },
};

export const OnlyBankTransfer: Story = {
  tags: ["visual"],
  args: { methods: ["link"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The preselection is reported, so the app's payment type is bank transfer too.
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith("link"));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("tab", { name: "Bank transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Pay with link here.");
  },
};

function ControlledDemo() {
  const [method, setMethod] = useState<PaymentMethod>("card");
  return (
    <div className="space-y-3">
      <PaymentTabs methods={["card", "link"]} value={method} onValueChange={setMethod}>
        {panel}
      </PaymentTabs>
      <output aria-label="Payment type">{method}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Bank transfer" }));
    await expect(canvas.getByRole("status", { name: "Payment type" })).toHaveTextContent("link");
  },
};

export const NoneEnabled: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No payment method is available.")).toBeVisible();
    await expect(canvas.queryByRole("tablist")).toBeNull();
  },
};

function LateMethodsDemo() {
  // The app defaults its payment type to card; the session's flags then enable only bank
  // transfer, after the first render.
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  return (
    <div className="space-y-3">
      <button type="button" className="min-h-11 underline" onClick={() => setMethods(["link"])}>
        Load session
      </button>
      <PaymentTabs methods={methods} value={method} onValueChange={setMethod}>
        {panel}
      </PaymentTabs>
      <output aria-label="Payment type">{method}</output>
    </div>
  );
}

/** Methods known only after the first render: the only enabled one is still preselected. */
export const MethodsArriveLate: Story = {
  render: () => <LateMethodsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No payment method is available.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load session" }));
    await expect(canvas.getByRole("tab", { name: "Bank transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel", { name: "Bank transfer" })).toHaveTextContent(
      "Pay with link here.",
    );
    // The app's state follows the tab on screen.
    await waitFor(() =>
      expect(canvas.getByRole("status", { name: "Payment type" })).toHaveTextContent("link"),
    );
  },
};

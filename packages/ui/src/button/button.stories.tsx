import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import {
  drawForcedStates,
  lookOf,
  showcaseParameters,
  StatesTable,
  stateProps,
} from "../testing/states-showcase";

const meta = {
  title: "Primitives/Button",
  component: Button,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Use a Button for an action on this page (submit, open, apply). Use a link for going somewhere else; when a link must look like a button, wrap it with `asChild`. `pending` shows progress, is announced, and ignores further clicks so a payment cannot be sent twice. Do not disable a button to hide a validation problem: let it submit and show the errors.",
      },
    },
  },
  args: { children: "Book now", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "outline", "ghost", "destructive", "link"],
    },
    size: { control: "select", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the button, Enter and Space press it. The
 * canvas ends as the keyboard left it, with the focus ring.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Book now" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Nothing to announce: no empty live region waits in the button.
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Remove
      </Button>
      <Button {...args} variant="link">
        Link style
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(6);
  },
};

export const Pending: Story = {
  args: { pending: true, children: "Pay £120.00", pendingLabel: "Processing payment" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The name stays the label: the announcement is beside the button, not in its name.
    const button = canvas.getByRole("button", { name: "Pay £120.00" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    // The announcement takes its text once mounted (an effect): wait for it, as a reader would.
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Processing payment"));
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function PayButton({ onClick }: { onClick?: React.MouseEventHandler<HTMLButtonElement> }) {
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        pending={pending}
        pendingLabel="Processing payment"
        onClick={(event) => {
          setPending(true);
          onClick?.(event);
        }}
      >
        Pay £120.00
      </Button>
      <Button variant="outline" onClick={() => setPending(false)}>
        Payment answered
      </Button>
    </div>
  );
}

/**
 * The pending announcement lives in the DOM only while pending: none before, "Processing
 * payment" while the payment runs, none after.
 */
export const PendingThenDone: Story = {
  render: (args) => <PayButton onClick={args.onClick} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole("button", { name: /Pay £120.00/ });
    await expect(canvas.queryByRole("status")).toBeNull();

    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(pay).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Processing payment"));
    // Busy, still named by its label, and still the focused node.
    await expect(pay).toHaveAccessibleName("Pay £120.00");
    await expect(pay).toHaveAttribute("aria-busy", "true");
    await expect(pay).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
    await expect(pay).not.toHaveAttribute("aria-disabled");
    await expect(pay).toHaveAccessibleName("Pay £120.00");
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#enquiry">Book a Home Service</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Book a Home Service" });
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};

/** Every variant and size at rest, hovered, focused from the keyboard and disabled, side by side (hover and focus are forced on the cells, as a pointer or Tab would show them). */
export const States: Story = {
  parameters: showcaseParameters,
  render: (args) => (
    <div className="grid gap-6">
      <StatesTable
        caption="Variants"
        rows={["primary", "secondary", "outline", "ghost", "destructive", "link"] as const}
        states={["default", "hover", "focus", "disabled"]}
        render={(variant, state) => (
          <Button {...args} variant={variant} {...stateProps(state)}>
            Book now
          </Button>
        )}
      />
      <StatesTable
        caption="Sizes"
        rows={["sm", "md", "lg"] as const}
        states={["default", "hover", "focus", "disabled"]}
        render={(size, state) => (
          <Button {...args} size={size} {...stateProps(state)}>
            Book now
          </Button>
        )}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    drawForcedStates();
    // The primary row: hover darkens, keyboard focus draws the ring, disabled fades.
    const rest = lookOf(canvasElement, "default");
    await waitFor(() =>
      expect(lookOf(canvasElement, "hover").background).not.toBe(rest.background),
    );
    await expect(lookOf(canvasElement, "focus").outline).toBe("solid");
    await expect(rest.outline).not.toBe("solid");
    await expect(lookOf(canvasElement, "disabled").opacity).toBe("0.5");
  },
};

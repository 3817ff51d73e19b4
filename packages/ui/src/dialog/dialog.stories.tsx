import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

const meta = {
  title: "Overlays/Dialog",
  component: DialogContent,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog on Radix: login, sign-up, choose location, package details. One at a time. Focus is trapped inside, Escape closes, and focus returns to the opener. Every dialog has a DialogTitle. For a yes/no question use ConfirmDialog. Do not use a dialog for content a person needs to compare with the page behind it.",
      },
    },
  },
  args: { size: "md" },
  argTypes: { size: { control: "select", options: ["sm", "md", "lg", "xl"] } },
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginDialog(args: { size?: "sm" | "md" | "lg" | "xl" | null }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Login</Button>
      </DialogTrigger>
      <DialogContent size={args.size}>
        <DialogHeader>
          <DialogTitle>Login</DialogTitle>
          <DialogDescription>Log in to book and manage your cleans.</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Email
          <input className="min-h-11 rounded-md border border-input px-3" type="email" />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">CANCEL</Button>
          </DialogClose>
          <Button>LOGIN</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * By pointer (the close button), then from the keyboard: Enter opens it, Tab stays inside,
 * Escape closes it; focus returns to the opener both times.
 */
export const Playground: Story = {
  render: (args) => <LoginDialog size={args.size} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Login" });
    await userEvent.click(trigger);
    let dialog = await body.findByRole("dialog", { name: "Login" });
    await expect(dialog).toHaveAccessibleDescription("Log in to book and manage your cleans.");
    await expect(
      canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]'),
    ).toHaveClass("bg-overlay");
    await expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    trigger.blur();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    dialog = await body.findByRole("dialog", { name: "Login" });
    // Focus stays inside: tabbing past the last control wraps to the first.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Opening and closing leave the page's inherited styles alone (theme.css): Radix's modal sets
 * the body's `pointer-events: none` and its scroll lock a custom property on the body, each a
 * restyle of every element of the page. The overlay still covers the page, so a press outside
 * the panel lands on it and closes the dialog, and the button behind is not pressed.
 */
const pressedBehind = fn();
export const OpeningKeepsThePageStyles: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <Button variant="outline" onClick={pressedBehind}>
        Behind
      </Button>
      <LoginDialog size={args.size} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    pressedBehind.mockClear();
    const document = canvasElement.ownerDocument;
    const body = within(document.body);
    const inherited = () => {
      const style = getComputedStyle(document.body);
      return {
        pointerEvents: style.pointerEvents,
        scrollBarSize: style.getPropertyValue("--removed-body-scroll-bar-size"),
      };
    };
    const before = inherited();
    const behind = within(canvasElement).getByRole("button", { name: "Behind" });
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Login" }));
    await body.findByRole("dialog", { name: "Login" });
    // The scroll lock is on (its mark on the body), the inherited values are not.
    await expect(document.body).toHaveAttribute("data-scroll-locked");
    await expect(inherited()).toEqual(before);
    await expect(before.pointerEvents).toBe("auto");

    const box = behind.getBoundingClientRect();
    const atBehind = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(atBehind).toHaveAttribute("data-slot", "dialog-overlay");
    await userEvent.click(atBehind!);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(pressedBehind).not.toHaveBeenCalled();
    await expect(inherited()).toEqual(before);
  },
};

export const Large: Story = {
  args: { size: "lg" },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent size={args.size}>
        <DialogHeader>
          <DialogTitle>Package details</DialogTitle>
          <DialogDescription>Regular home cleaning, 3 hours, every week.</DialogDescription>
        </DialogHeader>
        <p>
          Our vetted crew brings every product and tool. Kitchen, bathrooms, floors and dusting.
        </p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Package details",
    });
    await expect(dialog.className).toContain("max-w-3xl");
  },
};

/**
 * A small dialog with two long actions (the test gateway's authentication) grows
 * to fit them, and its footer wraps rather than clips a button.
 */
export const SizedToItsActions: Story = {
  args: { size: "sm" },
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent size={args.size} showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Authenticate this payment</DialogTitle>
          <DialogDescription>
            Your bank asks you to confirm this card payment. This is the test gateway: choose
            whether the authentication succeeds.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline">Fail authentication</Button>
          <Button>Complete authentication</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Authenticate this payment",
    });
    const box = dialog.getBoundingClientRect();
    for (const name of ["Fail authentication", "Complete authentication"]) {
      const button = within(dialog).getByRole("button", { name });
      const rect = button.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
      // Its whole label shows: the button is as wide as its text needs.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};

function RemoveLine({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Remove Deep clean
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove this item?"
        description="Deep clean will be removed from your cart."
        confirmLabel="Remove"
        tone="destructive"
        onConfirm={onConfirm}
      />
    </>
  );
}

export const Confirm: Story = {
  args: { onConfirm: fn() } as never,
  render: (args) => (
    <RemoveLine onConfirm={(args as unknown as { onConfirm: () => void }).onConfirm} />
  ),
  play: async ({ canvasElement, args }) => {
    const onConfirm = (args as unknown as { onConfirm: () => void }).onConfirm;
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Deep clean" }));
    let dialog = await body.findByRole("alertdialog", { name: "Remove this item?" });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Remove Deep clean" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Remove Deep clean" }));
    dialog = await body.findByRole("alertdialog", { name: "Remove this item?" });
    await expect(dialog).toHaveAccessibleDescription("Deep clean will be removed from your cart.");
    const remove = within(dialog).getByRole("button", { name: "Remove" });
    await expect(remove).toHaveClass("bg-destructive");
    await userEvent.click(remove);
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};

/**
 * A confirmation needs an answer: a click on the dimmed page leaves it open, Escape cancels.
 * Opened and answered from the keyboard.
 */
export const ConfirmNeedsAnAnswer: Story = {
  args: { onConfirm: fn() } as never,
  render: (args) => (
    <RemoveLine onConfirm={(args as unknown as { onConfirm: () => void }).onConfirm} />
  ),
  play: async ({ canvasElement, args }) => {
    const onConfirm = (args as unknown as { onConfirm: () => void }).onConfirm;
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole("button", { name: "Remove Deep clean" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("alertdialog", { name: "Remove this item?" });
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    if (!(overlay instanceof HTMLElement)) throw new Error("The dimmed page is not rendered");
    await userEvent.click(overlay);
    await expect(body.getByRole("alertdialog", { name: "Remove this item?" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/**
 * A design without a visible title still names the dialog: the DialogTitle is visually
 * hidden, never left out (DialogContent logs an error when it is missing).
 */
export const VisuallyHiddenTitle: Story = {
  args: { size: "xl" },
  render: (args) => (
    <Dialog defaultOpen>
      {/* After the play function closes it, the canvas keeps a way back in. */}
      <DialogTrigger asChild>
        <Button variant="outline">Open the dialog with a hidden title</Button>
      </DialogTrigger>
      <DialogContent size={args.size}>
        <DialogTitle className="sr-only">Choose location</DialogTitle>
        <p>12 Baker Street, London</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">CANCEL</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  beforeEach: () => {
    const error = spyOn(console, "error");
    return () => error.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Choose location" });
    await expect(dialog.className).toContain("max-w-5xl");
    await expect(console.error).not.toHaveBeenCalledWith(
      expect.stringContaining("has no DialogTitle"),
    );
    // Escape closes it; focus goes back to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(
      body.getByRole("button", { name: "Open the dialog with a hidden title" }),
    ).toBeVisible();
  },
};

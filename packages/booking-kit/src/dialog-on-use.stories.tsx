import { messages } from "@bookwell/contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { dialogOnUse, type OnUseDialogProps } from "./dialog-on-use";

/** A dialog written as the kit's are: the button it is given is its trigger. */
function NoteDialog({ trigger, defaultOpen = false }: OnUseDialogProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave a note</DialogTitle>
          <DialogDescription>Tell the crew what to know before they come.</DialogDescription>
        </DialogHeader>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's module: each load waits for the story to let it arrive, or to fail it. */
const moduleGate = {
  waiting: [] as { arrive: () => void; fail: () => void }[],
  load() {
    return new Promise<typeof NoteDialog>((resolve, reject) => {
      moduleGate.waiting.push({
        arrive: () => resolve(NoteDialog),
        fail: () => reject(new TypeError("Failed to fetch dynamically imported module")),
      });
    });
  },
  /** Settles the load asked for (waits for one to be asked). */
  async settle(outcome: "arrive" | "fail") {
    await waitFor(() => expect(moduleGate.waiting.length).toBeGreaterThan(0));
    moduleGate.waiting.shift()![outcome]();
  },
};

function OnUseDemo({ preload = false }: { preload?: boolean }) {
  // One loader per story, as a module would have one.
  const [NoteOnUse] = React.useState(() => dialogOnUse(moduleGate.load));
  // As a page does once it has settled (Booking Details for Change date).
  React.useEffect(() => {
    if (preload) NoteOnUse.preload();
  }, [preload, NoteOnUse]);
  return <NoteOnUse trigger={<Button variant="outline">Leave a note</Button>} />;
}

const meta = {
  title: "Booking Kit/Dialog On Use",
  component: OnUseDemo,
  beforeEach: () => {
    moduleGate.waiting = [];
  },
  parameters: {
    kit: {},
    docs: {
      description: {
        component:
          "`dialogOnUse` keeps a dialog's script out of a page's first load: its button is there from the first paint and answers the first press; the module loads when the button is pointed at, focused or pressed (or when the page calls `preload()`), then the dialog takes the button's place, open. A module that arrives before a press takes the button's place closed, so the press only opens the dialog. The account area's dialogs (top-up, change date, skip, refund, feedback) load this way. Here the module's arrival is held by the story.",
      },
    },
  },
} satisfies Meta<typeof OnUseDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pressed (by keyboard) before the script is there: the button says it is busy, and the dialog
 * opens once the script arrives, focus inside; Escape gives focus back to the button.
 */
export const PressedBeforeItsScript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // Busy, and saying so ("Please wait", in a live region beside the button): the button's
    // name stays "Leave a note", and it keeps the focus.
    const busy = canvas.getByRole("button", { name: "Leave a note" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Please wait"));
    await expect(body.queryByRole("dialog")).toBeNull();

    await moduleGate.settle("arrive");
    const dialog = await body.findByRole("dialog", { name: "Leave a note" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveFocus();

    // Loaded now: the next press opens at once.
    await userEvent.click(canvas.getByRole("button", { name: "Leave a note" }));
    await expect(await body.findByRole("dialog", { name: "Leave a note" })).toBeVisible();
  },
};

/**
 * The script cannot be loaded (offline, or a new release replaced it): the kit's error
 * message, the button usable again, and the next press loads it.
 */
export const ScriptFailsToLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Leave a note" }));
    await moduleGate.settle("fail");
    await expect(await body.findByText(messages.oops)).toBeVisible();
    const button = canvas.getByRole("button", { name: "Leave a note" });
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    await expect(body.queryByRole("dialog")).toBeNull();

    await userEvent.click(button);
    await moduleGate.settle("arrive");
    await expect(await body.findByRole("dialog", { name: "Leave a note" })).toBeVisible();
  },
};

/**
 * Loaded before any press (the page preloads it once it has settled, as Booking Details does
 * for Change date: a phone's press brings no pointer over the button first): the dialog takes
 * the button's place, closed (its trigger says so, collapsed), and the press opens it at once,
 * the button never busy.
 */
export const LoadedBeforeThePress: Story = {
  args: { preload: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole("button", { name: "Leave a note" })).not.toHaveAttribute(
      "aria-expanded",
    );
    await moduleGate.settle("arrive");
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveAttribute(
        "aria-expanded",
        "false",
      ),
    );
    const button = canvas.getByRole("button", { name: "Leave a note" });
    await userEvent.click(button);
    await expect(body.getByRole("dialog", { name: "Leave a note" })).toBeVisible();
    await expect(button).not.toHaveAttribute("aria-busy");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * The module arrives while the button has the focus (a keyboard user on it): the button stays,
 * focused, until the focus leaves it; then the dialog takes its place, and Enter on it opens.
 */
export const LoadedWhileFocused: Story = {
  args: { preload: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const focused = canvas.getByRole("button", { name: "Leave a note" });
    await expect(focused).toHaveFocus();
    await moduleGate.settle("arrive");
    // Given time to take the button's place, it has not: the focus would be lost.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(focused).toHaveFocus();
    await expect(focused).not.toHaveAttribute("aria-expanded");

    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveAttribute(
        "aria-expanded",
        "false",
      ),
    );
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByRole("dialog", { name: "Leave a note" })).toBeVisible();
  },
};

/**
 * The module arrives with the pointer over the button (pointing at it started the load): the
 * button stays while the pointer does, so a press that begins on it ends on it; once the
 * pointer leaves, the dialog takes its place, and a press opens it.
 */
export const LoadedUnderThePointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const pointed = canvas.getByRole("button", { name: "Leave a note" });
    await userEvent.hover(pointed);
    await moduleGate.settle("arrive");
    // Given time to take the button's place, it has not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(pointed).toBeInTheDocument();
    await expect(pointed).not.toHaveAttribute("aria-expanded");

    await userEvent.unhover(pointed);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Leave a note" })).toHaveAttribute(
        "aria-expanded",
        "false",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Leave a note" }));
    await expect(body.getByRole("dialog", { name: "Leave a note" })).toBeVisible();
  },
};

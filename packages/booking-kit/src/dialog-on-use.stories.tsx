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

function OnUseDemo() {
  // One loader per story, as a module would have one.
  const [NoteOnUse] = React.useState(() => dialogOnUse(moduleGate.load));
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
          "`dialogOnUse` keeps a dialog's script out of a page's first load: its button is there from the first paint and answers the first press; the module loads when the button is pointed at, focused or pressed, then the dialog takes the button's place, open. The account area's dialogs (top-up, change date, skip, refund, feedback) load this way. Here the module's arrival is held by the story.",
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

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { NOTIFICATION_DEFAULTS, Notifier, useNotify, type NotificationKind } from "./notifications";

function Trigger({
  kind,
  message,
  duration,
}: {
  kind: NotificationKind;
  message: string;
  duration?: number;
}) {
  const notify = useNotify();
  return <Button onClick={() => notify({ kind, message, duration })}>Show {kind}</Button>;
}

const meta = {
  title: "Feedback/Notifications",
  component: Notifier,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Short messages after an action: success (“Success Message”, 3 s), warning (“Warning Message”, 3 s), error (“Error Message”, 5 s), info (no title, 3 s). Mount one `Notifier` at the root and call `useNotify()`: `notify({ kind, message, title? })` or `notify.error(message)`. Info and success are announced politely, warning and error assertively. They pause while hovered or focused; durations can be changed per notification or per Notifier (`durations`). Do not put the only copy of important information in a notification: it goes away.",
      },
    },
  },
  args: { children: null },
} satisfies Meta<typeof Notifier>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <Notifier>
      <div className="flex flex-wrap gap-2">
        <Trigger kind="success" message="Login successfully." />
        <Trigger kind="warning" message="Please choose date." />
        <Trigger kind="error" message="Oops ! Something went wrong." />
        <Trigger kind="info" message="Your cart was updated." />
      </div>
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The region (Radix Toast) loads with the first notification, and stays afterwards.
    await expect(body.queryByRole("region", { name: "Notifications" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    const note = await body.findByText("Oops ! Something went wrong.");
    await expect(body.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
    const toast = note.closest('[data-slot="notification"]') as HTMLElement;
    await expect(within(toast).getByText("Error Message")).toBeVisible();
    await userEvent.click(within(toast).getByRole("button", { name: "Close notification" }));
    await waitFor(() => expect(body.queryByText("Oops ! Something went wrong.")).toBeNull());
    await expect(body.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  },
};

function kindStory(kind: NotificationKind, message: string): Story {
  const { title, politeness } = NOTIFICATION_DEFAULTS[kind];
  return {
    render: () => (
      <Notifier>
        <Trigger kind={kind} message={message} />
      </Notifier>
    ),
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      await userEvent.click(within(canvasElement).getByRole("button", { name: `Show ${kind}` }));
      const toast = (await body.findByText(message)).closest(
        '[data-slot="notification"]',
      ) as HTMLElement;
      await expect(toast).toHaveAttribute("data-kind", kind);
      if (title) await expect(within(toast).getByText(title)).toBeVisible();
      // Radix announces the toast through a live region: assertive for warning/error, polite
      // for info/success.
      await waitFor(() => {
        const live = [
          ...canvasElement.ownerDocument.querySelectorAll(`[aria-live="${politeness}"]`),
        ].find((node) => node.textContent?.includes(message) && node !== toast);
        return expect(live).toBeDefined();
      });
    },
  };
}

export const Success = kindStory("success", "Login successfully.");
export const Warning = kindStory("warning", "Please choose date.");
export const ErrorKind: Story = {
  ...kindStory("error", "Oops ! Something went wrong."),
  name: "Error",
};
export const Info = kindStory("info", "Your cart was updated.");

function AllKinds() {
  const notify = useNotify();
  return (
    <Button
      onClick={() => {
        notify({ kind: "info", message: "Your cart was updated." });
        notify.success("Login successfully.");
        notify.warning("Please choose date.");
        notify.error("Oops ! Something went wrong.");
      }}
    >
      Show all
    </Button>
  );
}

/** A text already showing is not stacked again: two failed calls with one cause say it once. */
export const SameTextOnce: Story = {
  render: () => (
    <Notifier>
      <Twice />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Fail twice" }));
    await expect(await body.findAllByText("Oops ! Something went wrong.")).toHaveLength(1);
    // Another kind, or another text, still shows.
    await expect(await body.findByText("Please choose date.")).toBeVisible();
    await expect(
      canvasElement.ownerDocument.querySelectorAll("[data-slot='notification']"),
    ).toHaveLength(2);
  },
};

function Twice() {
  const notify = useNotify();
  return (
    <Button
      onClick={() => {
        notify.error("Oops ! Something went wrong.");
        notify.error("Oops ! Something went wrong.");
        notify.warning("Please choose date.");
      }}
    >
      Fail twice
    </Button>
  );
}

/**
 * When a notification with `message` came into the page and when it left, as they happen (a
 * MutationObserver, whose callback runs before the notification's own timer can), not when a
 * press or a check returned: on a busy machine those come later than the notification did.
 */
function lifetimeOf(document: Document, message: string) {
  const times: { shown?: number; gone?: number; text?: string } = {};
  const observer = new MutationObserver(() => {
    const item = [...document.querySelectorAll("li")].find((li) =>
      li.textContent?.includes(message),
    );
    const present = item !== undefined;
    if (present && times.shown === undefined) {
      times.shown = performance.now();
      times.text = item.textContent ?? "";
    }
    if (!present && times.shown !== undefined && times.gone === undefined) {
      times.gone = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return times;
}

const toastFor = async (body: ReturnType<typeof within>, message: string) =>
  (await body.findByText(message)).closest('[data-slot="notification"]') as HTMLElement;

/**
 * A second Notifier, hidden (its toasts do not pause with the story's), with a toast of the
 * stories' 400 ms: a "stays while paused" check waits for it to come and go instead of a
 * fixed time.
 */
function Sentinel() {
  return (
    <div hidden data-testid="sentinel">
      <Notifier label="Sentinel notifications">
        <Trigger kind="info" message="Sentinel gone." duration={400} />
      </Notifier>
    </div>
  );
}

async function sentinelCameAndWent(canvasElement: HTMLElement) {
  const times = lifetimeOf(canvasElement.ownerDocument, "Sentinel gone.");
  canvasElement.querySelector<HTMLElement>('[data-testid="sentinel"] button')!.click();
  await waitFor(() => expect(times.gone).toBeDefined(), { timeout: 3000 });
}

/** The spec's titles and durations, as rendered: what `notify()` gives with no overrides. */
export const SpecDefaults: Story = {
  render: () => (
    <Notifier>
      <AllKinds />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show all" }));
    const expected = [
      ["Your cart was updated.", null, "3000"],
      ["Login successfully.", "Success Message", "3000"],
      ["Please choose date.", "Warning Message", "3000"],
      ["Oops ! Something went wrong.", "Error Message", "5000"],
    ] as const;
    for (const [message, title, duration] of expected) {
      const toast = await toastFor(body, message);
      if (title) await expect(within(toast).getByText(title)).toBeVisible();
      // Info has no title in the spec: the message alone.
      else await expect(toast.textContent).toBe(message);
      await expect(toast).toHaveAttribute("data-duration", duration);
    }
    await expect(NOTIFICATION_DEFAULTS).toEqual({
      info: { title: null, duration: 3000, politeness: "polite" },
      success: { title: "Success Message", duration: 3000, politeness: "polite" },
      warning: { title: "Warning Message", duration: 3000, politeness: "assertive" },
      error: { title: "Error Message", duration: 5000, politeness: "assertive" },
    });
  },
};

/**
 * Real time, no overrides: an error outlives a success's 3000 ms and is gone after its own
 * 5000 ms.
 */
export const ErrorLastsFiveSeconds: Story = {
  render: () => (
    <Notifier>
      <Trigger kind="error" message="Please verify captcha." />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Show error" });
    // Keyboard path; focus stays on the trigger and the pointer away from the toast, so
    // nothing pauses the timer.
    trigger.focus();
    const times = lifetimeOf(canvasElement.ownerDocument, "Please verify captcha.");
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByText("Error Message")).toBeVisible();
    await expect(body.getByText("Please verify captcha.")).toBeVisible();
    await waitFor(() => expect(body.queryByText("Please verify captcha.")).toBeNull());
    // Shown for more than the other kinds' 3 s: from when it came into the page to when it
    // left (its five seconds, less what the first frame took).
    await expect(times.gone! - times.shown!).toBeGreaterThanOrEqual(4000);
  },
};

/** A Notifier can change the durations of a kind (here 400 ms for success) and its title. */
export const NotifierDurationsAndTitles: Story = {
  render: () => (
    <Notifier durations={{ success: 400 }} titles={{ success: "Done" }}>
      <Trigger kind="success" message="Password reset successfully." />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show success" }));
    const toast = await toastFor(body, "Password reset successfully.");
    await expect(within(toast).getByText("Done")).toBeVisible();
    await expect(toast).toHaveAttribute("data-duration", "400");
    await userEvent.unhover(toast);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(body.queryByText("Password reset successfully.")).toBeNull(), {
      timeout: 2000,
    });
  },
};

function Shortcut() {
  const notify = useNotify();
  return (
    <Button onClick={() => notify.error("Card declined.", { title: "Payment failed" })}>Pay</Button>
  );
}

/** `notify.error(message, { title })`: a shortcut keeps its kind and may take a title. */
export const ShortcutWithTitle: Story = {
  render: () => (
    <Notifier>
      <Shortcut />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pay" }));
    const toast = await toastFor(body, "Card declined.");
    await expect(toast).toHaveAttribute("data-kind", "error");
    await expect(toast).toHaveAttribute("data-duration", "5000");
    await expect(within(toast).getByText("Payment failed")).toBeVisible();
    await expect(within(toast).queryByText("Error Message")).toBeNull();
  },
};

export const ClosesAfterItsDuration: Story = {
  render: () => (
    <Notifier>
      <Trigger kind="success" message="Logout Successfully." duration={500} />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Show success" });
    // Keyboard path: the trigger keeps focus, so nothing pauses the timer.
    trigger.focus();
    const times = lifetimeOf(canvasElement.ownerDocument, "Logout Successfully.");
    await userEvent.keyboard("{Enter}");
    // What the toast said and when it came and went, as the page saw it: a look from here could
    // miss a 500 ms toast on a busy machine.
    await waitFor(() => expect(times.gone).toBeDefined());
    await expect(times.text).toContain("Success Message");
    await expect(body.queryByText("Logout Successfully.")).toBeNull();
    // Gone after its own duration, not before: from when it came into the page.
    await expect(times.gone! - times.shown!).toBeGreaterThanOrEqual(450);
  },
};

export const PausesWhileFocused: Story = {
  render: () => (
    <>
      <Notifier>
        <Trigger kind="warning" message="Please choose shift." duration={400} />
      </Notifier>
      <Sentinel />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show warning" }));
    const toast = await toastFor(body, "Please choose shift.");
    body.getByRole("button", { name: "Close notification" }).focus();
    // A toast of the same duration, shown after, has come and gone: this one stays open.
    await sentinelCameAndWent(canvasElement);
    await expect(toast).toHaveAttribute("data-state", "open");
    await expect(body.getByText("Please choose shift.")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByText("Please choose shift.")).toBeNull());
  },
};

export const PausesWhileHovered: Story = {
  render: () => (
    <>
      <Notifier>
        <Trigger kind="info" message="Your cart was updated." duration={400} />
      </Notifier>
      <Sentinel />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show info" }));
    const toast = await toastFor(body, "Your cart was updated.");
    await userEvent.hover(toast);
    // A toast of the same duration, shown after, has come and gone: this one stays open.
    await sentinelCameAndWent(canvasElement);
    await expect(toast).toHaveAttribute("data-state", "open");
    await expect(body.getByText("Your cart was updated.")).toBeVisible();
    await userEvent.unhover(toast);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(body.queryByText("Your cart was updated.")).toBeNull(), {
      timeout: 2000,
    });
  },
};

/** Keyboard: F8 jumps to the notifications, Tab reaches the close button, Enter closes. */
export const F8JumpsToNotifications: Story = {
  render: () => (
    <Notifier>
      <Trigger kind="error" message="Please verify captcha." duration={60_000} />
    </Notifier>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Show error" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await body.findByText("Please verify captcha.");
    // By code: Radix listens for event.code "F8".
    await userEvent.keyboard("[F8]");
    const region = body.getByRole("region", { name: "Notifications" });
    await waitFor(() =>
      expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.tab();
    const toast = await toastFor(body, "Please verify captcha.");
    // The notification itself is in the tab order first (a screen reader reads it whole),
    // then its close button.
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole("button", { name: "Close notification" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByText("Please verify captcha.")).toBeNull());
  },
};

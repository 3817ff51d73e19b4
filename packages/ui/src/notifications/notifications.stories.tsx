import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  NOTIFICATION_DEFAULTS,
  NotificationProvider,
  useNotify,
  type NotificationKind,
} from "./notifications";

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
  component: NotificationProvider,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Short messages after an action: success (“Success Message”, 3 s), warning (“Warning Message”, 3 s), error (“Error Message”, 5 s), info. Mount one NotificationProvider at the root and call `useNotify()`. They pause while hovered or focused. Do not put the only copy of important information in a notification: it goes away.",
      },
    },
  },
  args: { children: null },
} satisfies Meta<typeof NotificationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <NotificationProvider>
      <div className="flex flex-wrap gap-2">
        <Trigger kind="success" message="Login successfully." />
        <Trigger kind="warning" message="Please choose date." />
        <Trigger kind="error" message="Oops ! Something went wrong." />
        <Trigger kind="info" message="Your cart was updated." />
      </div>
    </NotificationProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Show error" }));
    const note = await body.findByText("Oops ! Something went wrong.");
    const toast = note.closest('[data-slot="notification"]') as HTMLElement;
    await expect(within(toast).getByText("Error Message")).toBeVisible();
    await userEvent.click(within(toast).getByRole("button", { name: "Close notification" }));
    await waitFor(() => expect(body.queryByText("Oops ! Something went wrong.")).toBeNull());
  },
};

function kindStory(kind: NotificationKind, message: string): Story {
  const { title, politeness } = NOTIFICATION_DEFAULTS[kind];
  return {
    render: () => (
      <NotificationProvider>
        <Trigger kind={kind} message={message} />
      </NotificationProvider>
    ),
    play: async ({ canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      await userEvent.click(within(canvasElement).getByRole("button", { name: `Show ${kind}` }));
      const toast = (await body.findByText(message)).closest(
        '[data-slot="notification"]',
      ) as HTMLElement;
      await expect(toast).toHaveAttribute("data-kind", kind);
      await expect(within(toast).getByText(title)).toBeVisible();
      // Radix announces the toast through a live region: assertive for warning/error.
      await waitFor(() => {
        const live = [
          ...canvasElement.ownerDocument.querySelectorAll(`[aria-live="${politeness}"]`),
        ].find((node) => node.textContent?.includes(title));
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

export const SpecDefaults: Story = {
  render: () => <p>Titles and durations come from NOTIFICATION_DEFAULTS.</p>,
  play: async () => {
    await expect(NOTIFICATION_DEFAULTS).toEqual({
      info: { title: "Information", duration: 3000, politeness: "polite" },
      success: { title: "Success Message", duration: 3000, politeness: "polite" },
      warning: { title: "Warning Message", duration: 3000, politeness: "assertive" },
      error: { title: "Error Message", duration: 5000, politeness: "assertive" },
    });
  },
};

export const ClosesAfterItsDuration: Story = {
  render: () => (
    <NotificationProvider>
      <Trigger kind="success" message="Logout Successfully." duration={500} />
    </NotificationProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Show success" });
    // Keyboard path: the trigger keeps focus, so nothing pauses the timer.
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const shownAt = performance.now();
    await expect(await body.findByText("Success Message")).toBeVisible();
    await expect(body.getByText("Logout Successfully.")).toBeVisible();
    await waitFor(() => expect(body.queryByText("Logout Successfully.")).toBeNull(), {
      timeout: 2000,
    });
    // Gone after its own duration, not before.
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(450);
  },
};

export const PausesWhileFocused: Story = {
  render: () => (
    <NotificationProvider>
      <Trigger kind="warning" message="Please choose shift." duration={400} />
    </NotificationProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show warning" }));
    await body.findByText("Please choose shift.");
    body.getByRole("button", { name: "Close notification" }).focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(body.getByText("Please choose shift.")).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByText("Please choose shift.")).toBeNull());
  },
};

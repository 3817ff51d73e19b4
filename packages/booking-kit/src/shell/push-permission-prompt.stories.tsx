import type { Meta, StoryObj } from "@storybook/react-vite";
import { ok, texts } from "@bookwell/contract";
import { useEngaged } from "@bookwell/ui";
import { http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { useQuery } from "@tanstack/react-query";

import { useKit } from "../kit-context";
import { pushVapidKeyQuery } from "../queries/push-queries";
import { COOKIE_CONSENT_KEY, cookieConsentStore } from "./cookie-consent";
import { PushPermissionPrompt, PushPermissionPromptView } from "./push-permission-prompt";
import {
  PUSH_DISMISSED_KEY,
  type PushBrowser,
  type PushPermission,
} from "../push/push-subscription";

const meta = {
  title: "Booking Kit/Shell/PushPermissionPrompt",
  component: PushPermissionPromptView,
  tags: ["autodocs"],
  args: { onAllow: fn(), onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The offer to turn on booking reminders by push, shown after login at a moment the site chooses (My Bookings, a booking just paid), never on page load: only once the customer has engaged with the page (a press, a key, a scroll) and answered the cookie banner. A titled region over the bottom of the viewport, so the page does not move when it comes, reachable by keyboard; the browser's own permission question comes only from Turn on reminders. `PushPermissionPrompt` wires it: the server's VAPID key, the permission, the subscription sent as the deviceToken.",
      },
    },
  },
} satisfies Meta<typeof PushPermissionPromptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer (Allow), then from the keyboard: Tab reaches Allow, then Later, and Enter
 * dismisses it.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: texts.pushPromptTitle })).toHaveTextContent(
      texts.pushPromptBody,
    );
    const allow = canvas.getByRole("button", { name: texts.pushPromptAllow });
    await userEvent.click(allow);
    await expect(args.onAllow).toHaveBeenCalledOnce();
    await expect(args.onDismiss).not.toHaveBeenCalled();

    allow.blur();
    await userEvent.tab();
    await expect(allow).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: texts.pushPromptLater })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: texts.pushPromptAllow })).toBeDisabled();
  },
};

/** A browser with push, as far as the prompt can tell: permission, worker, subscription. */
function fakeBrowser(permission: PushPermission, answer: PushPermission = "granted") {
  const store = new Map<string, string>();
  const calls = { subscribe: 0, info: [] as string[] };
  const subscription = {
    toJSON: () => ({
      endpoint: "https://push.example.com/send/story",
      keys: { p256dh: "BPk", auth: "c3Rvcnk" },
    }),
  } as unknown as PushSubscription;
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: async () => {
      permission = answer;
      return answer;
    },
    registration: async () =>
      ({
        pushManager: {
          getSubscription: async () => null,
          subscribe: async () => {
            calls.subscribe += 1;
            return subscription;
          },
        },
      }) as unknown as ServiceWorkerRegistration,
    log: { info: (line: string) => void calls.info.push(line), warn: () => undefined },
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: () => Date.parse("2026-11-25T20:00:00Z"),
  };
  return { browser, calls, store };
}

const saved: string[] = [];
const pushHandlers = [
  http.get("*/api/push/vapidkey", () =>
    HttpResponse.json(
      ok({
        publicKey:
          "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
      }),
    ),
  ),
  http.post("*/api/user/devicetoken", async ({ request }) => {
    saved.push(((await request.json()) as { deviceToken: string }).deviceToken);
    return HttpResponse.json(ok(null));
  }),
];

type ConnectedStory = StoryObj<typeof PushPermissionPrompt>;

/** The cookie banner answered, as for most customers by the time they log in. */
const cookieAnswered = () => {
  const before = localStorage.getItem(COOKIE_CONSENT_KEY);
  localStorage.setItem(COOKIE_CONSENT_KEY, "true");
  return () =>
    before === null
      ? localStorage.removeItem(COOKIE_CONSENT_KEY)
      : localStorage.setItem(COOKIE_CONSENT_KEY, before);
};
/** A key pressed on the page (Shift: it does nothing else), which engages it. */
const engage = () => userEvent.keyboard("{Shift}");

// One fake each, made once: a new one at every render would be a new prop every time.
const allowingBrowser = fakeBrowser("default");
const deniedBrowser = fakeBrowser("default", "denied");
const notNow = fakeBrowser("default");
notNow.store.set(PUSH_DISMISSED_KEY, String(Date.parse("2026-11-20T00:00:00Z")));
const notOffered = {
  notTheMoment: fakeBrowser("default").browser,
  decided: fakeBrowser("granted").browser,
  notNow: notNow.browser,
  /** The one that is offered, beside them: once it shows, the server's key has come. */
  offered: fakeBrowser("default").browser,
};

/** Connected: Allow asks the browser, subscribes and sends the subscription as the deviceToken. */
export const ConnectedAllow: ConnectedStory = {
  parameters: { kit: {}, msw: { handlers: pushHandlers } },
  beforeEach: cookieAnswered,
  render: () => <PushPermissionPrompt moment browser={allowingBrowser.browser} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    saved.length = 0;
    await engage();
    await userEvent.click(await canvas.findByRole("button", { name: texts.pushPromptAllow }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(JSON.parse(saved[0]!)).toEqual({
      endpoint: "https://push.example.com/send/story",
      keys: { p256dh: "BPk", auth: "c3Rvcnk" },
    });
    await waitFor(() =>
      expect(canvas.queryByRole("region", { name: texts.pushPromptTitle })).toBeNull(),
    );
  },
};

/** Denied consent only logs (the spec): nothing is sent, the offer goes away. */
export const ConnectedDenied: ConnectedStory = {
  parameters: { kit: {}, msw: { handlers: pushHandlers } },
  beforeEach: cookieAnswered,
  render: () => <PushPermissionPrompt moment browser={deniedBrowser.browser} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    saved.length = 0;
    await engage();
    await userEvent.click(await canvas.findByRole("button", { name: texts.pushPromptAllow }));
    await waitFor(() =>
      expect(canvas.queryByRole("region", { name: texts.pushPromptTitle })).toBeNull(),
    );
    await expect(saved).toHaveLength(0);
    await expect(deniedBrowser.calls.info.join()).toContain("denied");
  },
};

/** Not the moment, already decided, or "Not now" lately: no offer. */
export const ConnectedNotOffered: ConnectedStory = {
  parameters: { kit: {}, msw: { handlers: pushHandlers } },
  beforeEach: cookieAnswered,
  render: () => (
    <>
      <PushPermissionPrompt moment={false} browser={notOffered.notTheMoment} />
      <PushPermissionPrompt moment browser={notOffered.decided} />
      <PushPermissionPrompt moment browser={notOffered.notNow} />
      <PushPermissionPrompt moment browser={null} />
      <div data-testid="offered">
        <PushPermissionPrompt moment browser={notOffered.offered} />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await engage();
    // The eligible browser's offer shown: the server's key has come, which is all the others
    // waited for too. It is the only offer on the page.
    const offered = await within(canvas.getByTestId("offered")).findByRole("region", {
      name: texts.pushPromptTitle,
    });
    await expect(canvas.getAllByRole("region", { name: texts.pushPromptTitle })).toEqual([offered]);
  },
};

/**
 * Says what the offer waits for, rendered in the same commits as it: the server's key in the
 * kit's cache, and whether the page has been engaged with.
 */
function Waiting() {
  const { client } = useKit();
  const key = useQuery(pushVapidKeyQuery(client));
  const engaged = useEngaged();
  return (
    <p>
      {key.data ? "Key arrived" : "Key pending"}, {engaged ? "engaged" : "not engaged"}
    </p>
  );
}

const engagedLater = fakeBrowser("default");

/**
 * Not before the customer has engaged with the page: then the offer comes over the page, which
 * does not move, and the page keeps room for it under a focused element until it goes.
 */
export const ConnectedWaitsForEngagement: ConnectedStory = {
  parameters: { kit: {}, msw: { handlers: pushHandlers } },
  beforeEach: cookieAnswered,
  render: () => (
    <>
      <PushPermissionPrompt moment browser={engagedLater.browser} />
      <p data-testid="page">My bookings</p>
      <Waiting />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId("page");
    const top = page.getBoundingClientRect().top;
    await canvas.findByText("Key arrived, not engaged");
    await expect(canvas.queryByRole("region", { name: texts.pushPromptTitle })).toBeNull();
    await engage();
    const offer = await canvas.findByRole("region", { name: texts.pushPromptTitle });
    await expect(getComputedStyle(offer).position).toBe("fixed");
    await expect(page.getBoundingClientRect().top).toBe(top);
    await expect(document.documentElement.style.scrollPaddingBottom).toBe(
      `${offer.offsetHeight}px`,
    );
    await userEvent.click(canvas.getByRole("button", { name: texts.pushPromptLater }));
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toBe(""));
  },
};

const cookiesLater = fakeBrowser("default");

/** Nor while the cookie banner is unanswered: one notice at the bottom at a time. */
export const ConnectedWaitsForTheCookieBanner: ConnectedStory = {
  parameters: { kit: {}, msw: { handlers: pushHandlers } },
  beforeEach: () => {
    const before = localStorage.getItem(COOKIE_CONSENT_KEY);
    localStorage.removeItem(COOKIE_CONSENT_KEY);
    return () => {
      if (before === null) localStorage.removeItem(COOKIE_CONSENT_KEY);
      else localStorage.setItem(COOKIE_CONSENT_KEY, before);
    };
  },
  render: () => (
    <>
      <PushPermissionPrompt moment browser={cookiesLater.browser} />
      <Waiting />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await engage();
    await canvas.findByText("Key arrived, engaged");
    await expect(canvas.queryByRole("region", { name: texts.pushPromptTitle })).toBeNull();
    // Answered, as the banner stores it: the offer comes.
    cookieConsentStore.set(true);
    await expect(await canvas.findByRole("region", { name: texts.pushPromptTitle })).toBeVisible();
  },
};

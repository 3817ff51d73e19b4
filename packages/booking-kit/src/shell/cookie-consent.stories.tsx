import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { z } from "zod";

import { canvasNote } from "../testing/canvas-note";
import { createStoredValue } from "../lib/stored-value";
import { COOKIE_CONSENT_ATTRIBUTE, CookieConsent } from "./cookie-consent";

/** A store over memory, so stories never touch the browser's own choice. */
function memoryStore(initial: boolean | null = null) {
  const data = new Map<string, string>();
  if (initial !== null) data.set("cookieConsent", JSON.stringify(initial));
  const store = createStoredValue("cookieConsent", z.boolean(), () => ({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }));
  return { store, raw: () => data.get("cookieConsent") };
}

const meta = {
  title: "Booking Kit/Shell/CookieConsent",
  component: CookieConsent,
  tags: ["autodocs"],
  args: { position: "inline" },
  parameters: {
    docs: {
      description: {
        component:
          "The cookie banner with its stored choice (`localStorage.cookieConsent`): Accept stores `true`, Cancel stores `false`, and either hides it for good. It is in the server's HTML, so a first visit paints it with the page; `COOKIE_CONSENT_SCRIPT` in the head marks `<html>` for a visitor who has already chosen, which hides it until hydration removes it. Rendered in the browser alone, nothing shows once a choice is stored.",
      },
    },
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

const accepting = memoryStore();
export const Accept: Story = {
  args: { store: accepting.store },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole("region", { name: "Cookies" });
    // Rendered in the browser, it works at once (aria-disabled is the server HTML's, until hydrated).
    await expect(banner).not.toHaveAttribute("aria-disabled");
    await userEvent.click(within(banner).getByRole("button", { name: "Accept" }));
    await expect(accepting.raw()).toBe("true");
    await expect(canvas.queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

const cancelling = memoryStore();
/** Cancel, from the keyboard (Accept is clicked above): stores `false` and hides the banner. */
export const Cancel: Story = {
  args: { store: cancelling.store },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole("region", { name: "Cookies" });
    within(banner).getByRole("button", { name: "Accept" }).focus();
    await userEvent.tab();
    await expect(within(banner).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(cancelling.raw()).toBe("false");
    await expect(canvas.queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

export const AlreadyChosen: Story = {
  decorators: [
    canvasNote("Nothing shows: this visitor has already chosen, so the banner stays away."),
  ],
  args: { store: memoryStore(false).store },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

/**
 * A returning visitor between the first paint and hydration: the server's HTML has the banner
 * (no choice is known there) and the head's script has marked `<html>` with the stored choice,
 * so the banner is in the page but not painted. Here the store is empty and the mark is set by
 * hand, as that moment looks.
 */
export const HiddenByTheEarlyScript: Story = {
  decorators: [
    canvasNote(
      "Nothing shows: <html> carries the early script's mark of a stored choice, so the server's banner stays hidden until hydration removes it.",
    ),
  ],
  args: { store: memoryStore().store },
  beforeEach: () => {
    document.documentElement.setAttribute(COOKIE_CONSENT_ATTRIBUTE, "true");
    return () => document.documentElement.removeAttribute(COOKIE_CONSENT_ATTRIBUTE);
  },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-slot="cookie-banner"]');
    await expect(banner).not.toBeNull();
    await expect(banner).not.toBeVisible();
    await expect(within(canvasElement).queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

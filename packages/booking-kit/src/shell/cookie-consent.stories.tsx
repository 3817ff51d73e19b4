import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { z } from "zod";

import { canvasNote } from "../testing/canvas-note";
import { createStoredValue } from "../session/stored-value";
import { CookieConsent } from "./cookie-consent";

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
          "The cookie banner with its stored choice (`localStorage.cookieConsent`): Accept stores `true`, Cancel stores `false`, and either hides it for good. Nothing renders on the server or once a choice is stored.",
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

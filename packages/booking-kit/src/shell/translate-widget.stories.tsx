import type { Meta, StoryObj } from "@storybook/react-vite";
import { texts } from "@bookwell/contract";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { canvasNote } from "../testing/canvas-note";
import { TRANSLATE_WIDGET_DELAY, TranslateWidget, type TranslateLoader } from "./translate-widget";

/** A stand-in for the provider's script: the language select Google's element renders. */
const fakeProvider: TranslateLoader = async (container) => {
  const label = document.createElement("label");
  label.textContent = "Select language ";
  const select = document.createElement("select");
  for (const [value, name] of [
    ["", "English"],
    ["fr", "French"],
    ["zh-CN", "Chinese (Simplified)"],
  ]) {
    const option = document.createElement("option");
    option.value = value!;
    option.textContent = name!;
    select.append(option);
  }
  label.append(select);
  container.append(label);
};

const meta = {
  title: "Booking Kit/Shell/TranslateWidget",
  component: TranslateWidget,
  tags: ["autodocs"],
  args: { provider: { name: "google" }, load: fakeProvider },
  parameters: {
    docs: {
      description: {
        component:
          "The page-translation widget: off unless the site names a provider; then loaded one second after start (nothing renders or loads before), so the first paint never waits for it. Stories load a stand-in instead of Google's script.",
      },
    },
  },
} satisfies Meta<typeof TranslateWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const loader = fn(fakeProvider);
export const LoadsAfterOneSecond: Story = {
  args: { load: loader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await expect(canvas.queryByRole("region", { name: texts.translatePage })).toBeNull();
    await expect(loader).not.toHaveBeenCalled();
    const region = await canvas.findByRole(
      "region",
      { name: texts.translatePage },
      { timeout: 3_000 },
    );
    await expect(performance.now() - started).toBeGreaterThanOrEqual(TRANSLATE_WIDGET_DELAY - 100);
    const select = await within(region).findByRole("combobox", { name: "Select language" });
    await expect(loader).toHaveBeenCalledTimes(1);
    // Keyboard reachable: Tab reaches the provider's select.
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

const neverCalled = fn(fakeProvider);
/** A hidden widget with a provider, started with the story's: its load marks the delay over. */
const delayOver = fn<TranslateLoader>(async () => undefined);
export const OffWhenUnset: Story = {
  decorators: [
    canvasNote("Nothing shows: the site names no translation provider, so nothing loads."),
    (Story) => (
      <>
        <Story />
        <div hidden>
          <TranslateWidget provider={{ name: "google" }} load={delayOver} />
        </div>
      </>
    ),
  ],
  args: { provider: null, load: neverCalled },
  play: async ({ canvasElement }) => {
    // The same delay passed for a widget with a provider (it loaded): this one still shows
    // nothing and loaded nothing.
    await waitFor(() => expect(delayOver).toHaveBeenCalledOnce(), { timeout: 3_000 });
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
    await expect(neverCalled).not.toHaveBeenCalled();
  },
};

const blocked = fn<TranslateLoader>(() => Promise.reject(new Error("blocked")));
export const ProviderFailsQuietly: Story = {
  decorators: [
    canvasNote(
      "Nothing shows: the provider's script failed to load, and the widget stays away without an error.",
    ),
  ],
  args: { delayMs: 50, load: blocked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The load was tried (after the delay) and refused: no trace of the widget.
    await waitFor(() => expect(blocked).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByRole("region")).toBeNull());
  },
};

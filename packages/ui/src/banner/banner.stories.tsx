import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

// Aliased: the stories named CookieBanner and VersionBanner show these components.
import {
  Banner,
  CookieBanner as CookieBannerComponent,
  DemoBanner as DemoBannerComponent,
  VersionBanner as VersionBannerComponent,
} from "./banner";

const meta = {
  title: "Feedback/Banner",
  component: Banner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A message about the whole site with actions. `CookieBanner` (Accept / Cancel) and `VersionBanner` (Update version) carry the spec's texts; `Banner` is the general form, with `tone` and `position` (`inline`, `top` sticky, `bottom` fixed, keeping the page's end and the focused control clear of it). They only call back: the site stores the choice and stops rendering the banner. For a message about one action, use a notification.",
      },
    },
  },
  args: {
    label: "Cookies",
    children: "We use cookies to keep you signed in and to improve the site.",
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's side: it stores the choice and stops rendering the banner. */
function CookieBannerDemo({ onChoice }: { onChoice: (accepted: boolean) => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Banner closed</p>;
  const choose = (accepted: boolean) => {
    onChoice(accepted);
    setOpen(false);
  };
  return (
    <CookieBannerComponent
      position="inline"
      onAccept={() => choose(true)}
      onCancel={() => choose(false)}
    />
  );
}

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Cookies" })).toBeVisible();
  },
};

/**
 * The site's side: a choice closes the banner. By keyboard: Tab reaches Accept, then Cancel;
 * Shift+Tab and Enter accept. A closed banner comes back only with a fresh mount, so the
 * pointer cannot choose here too: its click on Cancel is in As Mounted, where the component
 * stays (closing is the site's decision).
 */
export const CookieBanner: Story = {
  args: { onChoice: fn() } as never,
  render: (args) => (
    <CookieBannerDemo onChoice={(args as unknown as { onChoice: (a: boolean) => void }).onChoice} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Accept" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect((args as unknown as { onChoice: () => void }).onChoice).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

export const VersionBanner: Story = {
  args: { onUpdate: fn() } as never,
  render: (args) => (
    <VersionBannerComponent
      position="inline"
      onUpdate={(args as unknown as { onUpdate: () => void }).onUpdate}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const onUpdate = (args as unknown as { onUpdate: () => void }).onUpdate;
    const region = within(canvasElement).getByRole("region", { name: "New version" });
    await expect(region).toHaveTextContent("A newer version of this site is available.");
    const button = within(region).getByRole("button", { name: "Update version" });
    await userEvent.click(button);
    await expect(onUpdate).toHaveBeenCalledTimes(1);
    // Keyboard: the banner never takes focus itself; Tab reaches its action.
    await expect(region).not.toHaveFocus();
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(onUpdate).toHaveBeenCalledTimes(2);
  },
};

/**
 * The defaults as the site mounts them: cookies fixed at the bottom, the version at the top;
 * every action by keyboard, and Cancel by pointer as well.
 */
export const AsMounted: Story = {
  args: { onAccept: fn(), onCancel: fn(), onUpdate: fn() } as never,
  render: (args) => {
    const { onAccept, onCancel, onUpdate } = args as unknown as Record<string, () => void>;
    return (
      <div className="min-h-64">
        <VersionBannerComponent onUpdate={onUpdate!} />
        <p className="p-4">Page content</p>
        <CookieBannerComponent onAccept={onAccept!} onCancel={onCancel!} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const { onAccept, onCancel, onUpdate } = args as unknown as Record<string, () => void>;
    const canvas = within(canvasElement);
    const cookies = canvas.getByRole("region", { name: "Cookies" });
    const version = canvas.getByRole("region", { name: "New version" });
    await expect(getComputedStyle(cookies).position).toBe("fixed");
    await expect(getComputedStyle(version).position).toBe("sticky");
    await expect(cookies).toHaveTextContent(
      "We use cookies to keep you signed in and to improve the site.",
    );
    // Tab order follows the page: Update version first, then Accept and Cancel.
    await userEvent.tab();
    await expect(within(version).getByRole("button", { name: "Update version" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await expect(within(cookies).getByRole("button", { name: "Accept" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(onUpdate).toHaveBeenCalledOnce();
    await expect(onAccept).toHaveBeenCalledOnce();
    await expect(onCancel).toHaveBeenCalledOnce();
    // The component never hides itself: that is the site's decision.
    await expect(cookies).toBeVisible();
    // By pointer too.
    await userEvent.click(within(cookies).getByRole("button", { name: "Cancel" }));
    await expect(onCancel).toHaveBeenCalledTimes(2);
    await expect(onAccept).toHaveBeenCalledOnce();
  },
};

/**
 * A long page under the cookie banner: the page's end scrolls clear of it, and a control the
 * keyboard focuses where the banner lies is scrolled above it (WCAG 2.4.11, focus not
 * obscured). The room goes with the banner.
 */
export const BottomLeavesRoom: Story = {
  args: { onAccept: fn(), onCancel: fn() } as never,
  render: (args) => {
    const { onAccept, onCancel } = args as unknown as Record<string, () => void>;
    const [shown, setShown] = useState(true);
    return (
      <div>
        <button type="button" onClick={() => setShown(false)}>
          Hide the banner
        </button>
        <div style={{ height: "calc(100vh - 6rem)" }} />
        <button type="button">Under the banner</button>
        <div style={{ height: "150vh" }} />
        <button type="button">CONTINUE</button>
        {shown ? <CookieBannerComponent onAccept={onAccept!} onCancel={onCancel!} /> : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    const root = canvasElement.ownerDocument.documentElement;
    const cookies = canvas.getByRole("region", { name: "Cookies" });
    const clearOfBanner = (element: Element) =>
      element.getBoundingClientRect().bottom <= cookies.getBoundingClientRect().top + 0.5;
    await expect(root.style.getPropertyValue("--bw-bottom-overlay")).toBe(
      `${cookies.offsetHeight}px`,
    );
    // Focused by keyboard where the banner lies: scrolled clear of it.
    const under = canvas.getByRole("button", { name: "Under the banner" });
    view.scrollTo(0, 0);
    canvas.getByRole("button", { name: "Hide the banner" }).focus();
    await userEvent.tab();
    await expect(under).toHaveFocus();
    await expect(clearOfBanner(under)).toBe(true);
    // The page's last button, scrolled to the end: above the banner.
    const last = canvas.getByRole("button", { name: "CONTINUE" });
    view.scrollTo(0, root.scrollHeight);
    await expect(clearOfBanner(last)).toBe(true);
    // The banner gone, the room goes with it.
    view.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole("button", { name: "Hide the banner" }));
    await expect(root.style.getPropertyValue("--bw-bottom-overlay")).toBe("");
  },
};

/**
 * The demo marker: the site renders it above every page (and the staff console) in its demo
 * mode only, with the catalogue's text; a region named "Demo", no actions.
 */
export const DemoBanner: Story = {
  render: () => (
    <DemoBannerComponent message="Demo site: payments take test cards only, and mail goes to the development mailbox." />
  ),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole("region", { name: "Demo" });
    await expect(strip).toBeVisible();
    await expect(strip).toHaveTextContent(/test cards only/);
    await expect(within(strip).queryByRole("button")).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { Button } from "../button";
import { Banner } from "./banner";

const meta = {
  title: "Feedback/Banner",
  component: Banner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A message about the whole site with actions: cookies, a new version. It only calls back; the site stores the choice. For a message about one action, use a notification.",
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

function CookieBannerDemo({ onChoice }: { onChoice: (accepted: boolean) => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Banner closed</p>;
  const choose = (accepted: boolean) => {
    onChoice(accepted);
    setOpen(false);
  };
  return (
    <Banner
      label="Cookies"
      actions={
        <>
          <Button size="sm" onClick={() => choose(true)}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(false)}>
            Cancel
          </Button>
        </>
      }
    >
      We use cookies to keep you signed in and to improve the site.
    </Banner>
  );
}

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Cookies" })).toBeVisible();
  },
};

export const CookieBanner: Story = {
  args: { onChoice: fn() } as never,
  render: (args) => (
    <CookieBannerDemo onChoice={(args as unknown as { onChoice: (a: boolean) => void }).onChoice} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect((args as unknown as { onChoice: () => void }).onChoice).toHaveBeenCalledWith(
      false,
    );
    await expect(canvas.queryByRole("region", { name: "Cookies" })).toBeNull();
  },
};

export const CookieBannerKeyboard: Story = {
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

function VersionBannerDemo({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Banner
      label="New version"
      tone="info"
      message="A newer version of this site is available."
      actions={
        <Button size="sm" onClick={onUpdate}>
          Update version
        </Button>
      }
    />
  );
}

export const VersionBanner: Story = {
  args: { onUpdate: fn() } as never,
  render: (args) => (
    <VersionBannerDemo onUpdate={(args as unknown as { onUpdate: () => void }).onUpdate} />
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

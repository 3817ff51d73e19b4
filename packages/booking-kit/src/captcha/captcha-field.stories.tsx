import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { captchaChallenge } from "../testing/mocks/forms.mocks";
import { CaptchaField } from "./captcha-field";

const meta = {
  title: "Booking Kit/Forms/CaptchaField",
  component: CaptchaField,
  tags: ["autodocs"],
  args: { id: "captcha", onVerified: fn() },
  parameters: {
    kit: { user: null },
    msw: { handlers: [captchaChallenge] },
    docs: {
      description: {
        component:
          "ALTCHA, our self-hosted captcha: ticking the box fetches a signed challenge, solves its proof of work in the browser (altcha-lib) and hands the payload to the form. No puzzle, no third party; the state is announced.",
      },
    },
  },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Tab to the box, Space ticks it; the challenge is solved and its signed payload handed
 * to the form. Once verified the box stays ticked and disabled until the field is mounted
 * afresh, so the pointer cannot tick it here too: Challenge Unavailable ticks it by pointer.
 */
export const Verifies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "I'm not a robot" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await expect(box).toBeDisabled();
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    const payload = JSON.parse(atob(vi(args.onVerified).mock.calls[0]![0] as string));
    await expect(payload.challenge.signature).toBeTruthy();
    await expect(typeof payload.solution.counter).toBe("number");
  },
};

export const ChallengeUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [http.get("*/api/captcha/challenge", () => HttpResponse.error())],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verification failed. Please try again.")).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
    // The box can be ticked again.
    await expect(canvas.getByRole("checkbox", { name: "I'm not a robot" })).toBeEnabled();
  },
};

export const WithError: Story = {
  args: { error: "Please verify captcha." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("checkbox", { name: "I'm not a robot" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(/Please verify captcha\./);
  },
};

/** `fn()` mocks, typed as such. */
function vi(mock: unknown) {
  return mock as { mock: { calls: unknown[][] } };
}

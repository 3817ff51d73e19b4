import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { authHandlers, pending, refused, sentAuth } from "../testing/mocks/auth.mocks";
import type { Openers } from "./auth-stories";
import { authStoryMeta, page, dialogNamed } from "./auth-stories";

const meta = {
  ...authStoryMeta,
  title: "Booking Kit/Auth/AuthDialogs/Forgot Password",
} satisfies Meta<typeof Openers>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Forgot password ────────────────────────────────────────────────────────────────────────

export const ForgotPasswordSteps: Story = {
  args: { startWith: "login" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const login = await dialogNamed(canvasElement, "Login");
    await userEvent.click(login.getByRole("button", { name: "Forgot password" }));
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.click(dialog.getByRole("button", { name: "Send code" }));
    await expect(await dialog.findByText("Email id required to reset password.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@");
    await userEvent.keyboard("{Enter}");
    await expect(
      await dialog.findByText("You have entered an invalid email address."),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Email/), "example.com{Enter}");
    await expect(await page(canvasElement).findByText("Please check your email.")).toBeVisible();

    // Step two: OTP, new password, confirmation.
    const otp = await dialog.findByRole("group", { name: "Code from the e-mail" });
    const reset = () => userEvent.click(dialog.getByRole("button", { name: "Reset password" }));
    await reset();
    await expect(await dialog.findByText("OTP is required.")).toBeVisible();
    await waitFor(() => expect(within(otp).getByLabelText("Digit 1 of 6")).toHaveFocus());
    await userEvent.keyboard("123456");
    await reset();
    await expect(await dialog.findByText("Password is required.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/New password/), "n3w-password");
    await reset();
    await expect(await dialog.findByText("Confirm password is required.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "n3w-passwor");
    await reset();
    await expect(
      await dialog.findByText("Password and confirm password must be same."),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "d");
    await reset();
    await expect(
      await page(canvasElement).findByText("Password reset successfully."),
    ).toBeVisible();
    // Then back to login.
    await dialogNamed(canvasElement, "Login");
    await expect(sentAuth.map((s) => s.call)).toEqual(["requestPasswordReset", "resetPassword"]);
    await expect(sentAuth[0]!.url).toContain("email=alice%40example.com");
    await expect(sentAuth[1]!.body).toEqual({
      email: "alice@example.com",
      OTP: "123456",
      encryptedNewPWD: "n3w-password",
    });
  },
};

export const ForgotPasswordRefused: Story = {
  args: { startWith: "forgot-password" },
  parameters: {
    msw: {
      handlers: [
        authHandlers.requestPasswordReset,
        refused("post", "*/api/user/resetpwd", "The code is not valid."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com{Enter}");
    const otp = await dialog.findByRole("group", { name: "Code from the e-mail" });
    await userEvent.click(within(otp).getByLabelText("Digit 1 of 6"));
    await userEvent.keyboard("999999");
    await userEvent.type(dialog.getByLabelText(/New password/), "n3w-password");
    await userEvent.type(dialog.getByLabelText(/Confirm password/), "n3w-password{Enter}");
    await expect(await dialog.findByRole("alert")).toHaveTextContent("The code is not valid.");
    await expect(
      page(canvasElement).getByRole("dialog", { name: "Forgot password" }),
    ).toBeVisible();
  },
};

export const ForgotPasswordSending: Story = {
  args: { startWith: "forgot-password" },
  parameters: { msw: { handlers: [pending("post", "*/api/user/validate")] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Forgot password");
    await userEvent.type(dialog.getByLabelText(/Email/), "alice@example.com{Enter}");
    // The button keeps its name while busy; the progress is said beside it.
    const button = dialog.getByRole("button", { name: "Send code" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(await dialog.findByText("Sending the code")).toHaveAttribute("role", "status");
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { captchaChallenge } from "../testing/mocks/forms.mocks";
import { pending, refused, sentAuth } from "../testing/mocks/auth.mocks";
import type { Openers } from "./auth-stories";
import { authStoryMeta, page, dialogNamed, signUpAs } from "./auth-stories";

const meta = { ...authStoryMeta, title: "Booking Kit/Auth/AuthDialogs/Sign Up" } satisfies Meta<
  typeof Openers
>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Sign up ────────────────────────────────────────────────────────────────────────────────

export const SignUp: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await expect(dialog.getByLabelText(/Salutation/)).toHaveValue("Mr");
    await expect(
      within(dialog.getByLabelText(/Salutation/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Mr", "Mrs", "Ms", "Mdm", "Dr"]);
    // Limits from the contract: the postal code's from its rule (a UK postcode, 8 at most).
    await expect(dialog.getByLabelText(/Postal code/)).toHaveAttribute("maxlength", "8");
    await expect(dialog.getByLabelText(/First name/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Last name/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Phone number/)).toHaveAttribute("maxlength", "15");
    await expect(dialog.getByLabelText(/^Email/)).toHaveAttribute("maxlength", "50");
    await expect(dialog.getByLabelText(/^Password/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByLabelText(/Confirm password/)).toHaveAttribute("maxlength", "20");
    await expect(dialog.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  },
};

/** Every message, verbatim, in the spec's order; focus moves to each field. */
export const SignUpChecksInOrder: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Sign up");
    const submit = () => userEvent.click(dialog.getByRole("button", { name: "Sign up" }));
    const steps: Array<[RegExp, string, string]> = [
      [/Postal code/, "E16AN", "Postal code is required."],
      [/First name/, "Sam", "First name is required."],
      [/Last name/, "Cole", "Last name is required."],
      [/Phone number/, "07700900124", "Phone number is required."],
      [/^Email/, "sam@", "Email-Id is required."],
      [/^Email/, "example.com", "You have entered an invalid email address."],
      [/^Password/, "s3cret-pass", "Password is required."],
      [/Confirm password/, "s3cret-pas", "Confirm password is required."],
      [/Confirm password/, "s", "Password and confirm password must be same."],
    ];
    for (const [label, text, message] of steps) {
      await submit();
      await expect(await dialog.findByText(message)).toBeVisible();
      await waitFor(() => expect(dialog.getByLabelText(label)).toHaveFocus());
      await userEvent.type(dialog.getByLabelText(label), text);
    }
    await submit();
    await expect(await dialog.findByText("Please verify captcha.")).toBeVisible();
    await expect(sentAuth).toHaveLength(0);
  },
};

export const SignUpSucceeds: Story = {
  args: { startWith: "signup" },
  play: async ({ canvasElement }) => {
    sentAuth.length = 0;
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await userEvent.selectOptions(dialog.getByLabelText(/Salutation/), "Dr");
    await signUpAs(dialog, "sam@example.com");
    await expect(
      await dialog.findByText(
        "We've sent a verification link to your email address. Please verify your email address.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeDisabled();
    // That text belongs to opening the link (no account exists before), never here.
    await expect(
      page(canvasElement).queryByText("Registration successfully completed."),
    ).toBeNull();
    await expect(sentAuth).toHaveLength(1);
    const body = sentAuth[0]!.body as Record<string, string>;
    await expect(body).toMatchObject({
      title: "Dr",
      postalcode: "E1 6AN",
      firstname: "Sam",
      lastname: "Cole",
      mobile: "07700900124",
      email: "sam@example.com",
      encryptedPWD: "s3cret-pass",
    });
    await expect(body.altcha).toBeTruthy();
    await expect(body).not.toHaveProperty("confirmPassword");
    // Outside the demo the site gives no mailbox: no link to one.
    await expect(dialog.queryByRole("link", { name: /development mailbox/ })).toBeNull();
  },
};

/** In the demo, the site passes its development mailbox: the text links it. */
export const SignUpSucceedsInDemo: Story = {
  args: { startWith: "signup" },
  parameters: { kit: { settings: { demoMailboxHref: "/api/dev/mailbox" } } },
  play: async (context) => {
    const dialog = await dialogNamed(context.canvasElement, "Sign up");
    await signUpAs(dialog, "sam@example.com");
    const link = await dialog.findByRole("link", {
      name: "Open the development mailbox to read it.",
    });
    await expect(link).toHaveAttribute("href", "/api/dev/mailbox");
    await expect(link.closest("[role=status]")).toHaveTextContent(
      /We've sent a verification link to your email address/,
    );
  },
};

export const SignUpRefused: Story = {
  args: { startWith: "signup" },
  parameters: {
    msw: {
      handlers: [
        captchaChallenge,
        refused("post", "*/api/user/basicsignup", "This e-mail address is already registered."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await signUpAs(dialog, "alice@example.com");
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "This e-mail address is already registered.",
    );
    // The used captcha payload is dropped: a fresh tick is needed, and the button works again.
    await expect(dialog.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(dialog.getByRole("button", { name: "Sign up" })).toBeEnabled();
  },
};

export const SignUpSending: Story = {
  args: { startWith: "signup" },
  parameters: {
    msw: { handlers: [captchaChallenge, pending("post", "*/api/user/basicsignup")] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, "Sign up");
    await signUpAs(dialog, "sam@example.com");
    // The button keeps its name while busy; the progress is said beside it.
    const button = dialog.getByRole("button", { name: "Sign up" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(await dialog.findByText("Signing up")).toHaveAttribute("role", "status");
  },
};

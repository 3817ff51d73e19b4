import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { formHandlers, refusing, sentForms } from "../testing/mocks/forms.mocks";
import { NewsletterForm } from "./newsletter-form";

const meta = {
  title: "Booking Kit/Forms/NewsletterForm",
  component: NewsletterForm,
  tags: ["autodocs"],
  parameters: {
    kit: { user: null },
    msw: { handlers: [formHandlers.newsletter] },
    docs: {
      description: {
        component:
          "The footer's newsletter sign-up. The e-mail is checked with the contract's rules (required, then the pattern) before anything is sent; success shows “Thanks for being part of the community” and empties the field.",
      },
    },
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Subscribes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    const email = canvas.getByLabelText("Subscribe to our newsletter");
    await userEvent.type(email, "ann@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(await body(canvasElement).findByText(messages.newsletterThanks)).toBeVisible();
    await expect(sentForms).toEqual([{ path: "newsletter", body: { email: "ann@example.com" } }]);
    await waitFor(() => expect(email).toHaveValue(""));
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    const email = canvas.getByLabelText("Subscribe to our newsletter");
    await expect(canvas.getByText(messages.emailRequired)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(email).toHaveFocus());
    await expect(sentForms).toHaveLength(0);
    // An address sent, waited for to its thanks: that request is the only one (had the
    // refused press sent one, it would be there too).
    await userEvent.type(email, "ann@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await body(canvasElement).findByText(messages.newsletterThanks);
    await expect(sentForms).toEqual([{ path: "newsletter", body: { email: "ann@example.com" } }]);
  },
};

/**
 * An invalid address, then corrected, by keyboard only: Enter submits, the pattern message
 * comes before any request, editing clears it and Enter sends.
 */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    await userEvent.tab();
    await expect(canvas.getByLabelText("Subscribe to our newsletter")).toHaveFocus();
    await userEvent.keyboard("ann@example{Enter}");
    await expect(canvas.getByText(messages.invalidEmail)).toBeVisible();
    await expect(sentForms).toHaveLength(0);
    // Editing the field clears its message.
    await userEvent.keyboard(".com");
    await expect(canvas.queryByText(messages.invalidEmail)).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(await body(canvasElement).findByText(messages.newsletterThanks)).toBeVisible();
    // Once thanked, the corrected address is the only one sent: the refused Enter sent nothing.
    await expect(sentForms).toEqual([{ path: "newsletter", body: { email: "ann@example.com" } }]);
  },
};

export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [refusing("post", "*/api/home/newsletter", "This address cannot be subscribed.")],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Subscribe to our newsletter"), "x@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));
    await expect(
      await body(canvasElement).findByText("This address cannot be subscribed."),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Subscribe to our newsletter")).toHaveValue("x@example.com");
  },
};

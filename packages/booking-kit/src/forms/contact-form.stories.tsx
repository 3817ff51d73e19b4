import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { ContactForm } from "./contact-form";
import { captchaChallenge, formHandlers, refusing, sentForms } from "../testing/mocks/forms.mocks";

const meta = {
  title: "Booking Kit/Forms/ContactForm",
  component: ContactForm,
  tags: ["autodocs"],
  parameters: {
    kit: { user: null },
    msw: { handlers: [captchaChallenge, formHandlers.contactUs] },
    docs: {
      description: {
        component:
          'Contact Us (`variant="contact"`) and the service pages\' Have a Question? (`variant="question"`). Checked in the spec\'s order, one message at a time at its field, focus moved there; success thanks the visitor and asks the site for the Thank You page.',
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const submit = (el: HTMLElement) =>
  userEvent.click(within(el).getByRole("button", { name: "Submit" }));

/** Each message of the spec in its order, each at its field, nothing sent meanwhile. */
export const ChecksInOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    const steps: Array<[string, string | null, string]> = [
      ["Name", "Ann Lee", messages.nameRequired],
      ["Email address", "ann@example", messages.emailRequired],
      ["Email address", ".com", messages.invalidEmail],
      ["Contact Number", "07700900123", messages.contactNumberRequired],
    ];
    for (const [label, text, message] of steps) {
      await submit(canvasElement);
      await expect(await canvas.findByText(message)).toBeVisible();
      await waitFor(() => expect(canvas.getByLabelText(new RegExp(label))).toHaveFocus());
      if (text) await userEvent.type(canvas.getByLabelText(new RegExp(label)), text);
    }
    await submit(canvasElement);
    await expect(await canvas.findByText(messages.captchaRequired)).toBeVisible();
    await expect(sentForms).toHaveLength(0);
  },
};

export const SendsAndThanks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    await userEvent.type(canvas.getByLabelText(/Name/), "Ann Lee");
    await userEvent.type(canvas.getByLabelText(/Email address/), "ann@example.com");
    await userEvent.type(canvas.getByLabelText(/Contact Number/), "07700900123");
    await userEvent.type(canvas.getByLabelText(/Message/), "Do you clean ovens?");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await submit(canvasElement);
    await expect(await body(canvasElement).findByText(messages.requestSumitted)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "thank-you" }));
    await expect(sentForms[0]).toMatchObject({
      path: "contactUs",
      body: { ptc: "Ann Lee", ptcemail: "ann@example.com", contactnumber: "07700900123" },
    });
  },
};

/** From the shop's Buy Now: the message names the product and its quantity, and is sent. */
export const FromTheShop: Story = {
  args: { product: { name: "Eco Surface Spray", quantity: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    await expect(canvas.getByLabelText(/Message/)).toHaveValue(
      "I would like to buy 3 x Eco Surface Spray.",
    );
    await userEvent.type(canvas.getByLabelText(/Name/), "Ann Lee");
    await userEvent.type(canvas.getByLabelText(/Email address/), "ann@example.com");
    await userEvent.type(canvas.getByLabelText(/Contact Number/), "07700900123");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await submit(canvasElement);
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "thank-you" }));
    await expect(sentForms[0]).toMatchObject({
      body: { message: "I would like to buy 3 x Eco Surface Spray." },
    });
  },
};

/** Have a Question? (`variant="question"`): no contact number; filled and sent by keyboard only. */
export const Question: Story = {
  args: { variant: "question" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentForms.length = 0;
    await expect(canvas.queryByLabelText(/Contact Number/)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard("Ann Lee");
    await userEvent.tab();
    await userEvent.keyboard("ann@example.com");
    await userEvent.tab();
    await userEvent.keyboard("When can you come?");
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "I'm not a robot" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await body(canvasElement).findByText(messages.requestSumitted)).toBeVisible();
    await expect(sentForms[0]!.body).not.toHaveProperty("contactnumber");
  },
};

export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        captchaChallenge,
        refusing("post", "*/api/home/contactus", "We could not take your message right now."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Name/), "Ann Lee");
    await userEvent.type(canvas.getByLabelText(/Email address/), "ann@example.com");
    await userEvent.type(canvas.getByLabelText(/Contact Number/), "07700900123");
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await submit(canvasElement);
    await expect(
      await body(canvasElement).findByText("We could not take your message right now."),
    ).toBeVisible();
    // Nothing lost; a fresh captcha is asked for, since each payload is good once.
    await expect(canvas.getByLabelText(/Name/)).toHaveValue("Ann Lee");
    await waitFor(() =>
      expect(canvas.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked(),
    );
  },
};

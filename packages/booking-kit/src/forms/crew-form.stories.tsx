import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { CrewForm } from "./crew-form";
import { captchaChallenge, formHandlers, sentForms } from "../testing/mocks/forms.mocks";

const meta = {
  title: "Booking Kit/Forms/CrewForm",
  component: CrewForm,
  tags: ["autodocs"],
  parameters: {
    kit: { user: null },
    msw: { handlers: [captchaChallenge, formHandlers.joinUs] },
    docs: {
      description: {
        component:
          "Be A Service Crew. The spec's order: first name, last name, mobile, e-mail (required, then valid), postal code, privacy consent, captcha.",
      },
    },
  },
} satisfies Meta<typeof CrewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChecksInOrderThenSends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    sentForms.length = 0;
    const submit = () => userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const steps: Array<[RegExp, string, string]> = [
      [/First name/, "Sam", messages.firstNameRequired],
      [/Last name/, "Cole", messages.lastNameRequired],
      [/Mobile number/, "07700900124", messages.mobileRequired],
      [/Email address/, "sam@", messages.emailRequired],
      [/Email address/, "example.com", messages.invalidEmail],
      [/Postal code/, "E16AN", messages.postalCodeRequired],
    ];
    for (const [label, text, message] of steps) {
      await submit();
      await expect(await canvas.findByText(message)).toBeVisible();
      await waitFor(() => expect(canvas.getByLabelText(label)).toHaveFocus());
      await userEvent.type(canvas.getByLabelText(label), text);
    }
    await submit();
    await expect(await canvas.findByText(messages.privacyConsentRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the privacy policy." }));
    await submit();
    await expect(await canvas.findByText(messages.captchaRequired)).toBeVisible();
    await expect(sentForms).toHaveLength(0);
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await submit();
    await expect(await page.findByText(messages.requestSumitted)).toBeVisible();
    await expect(sentForms[0]).toMatchObject({
      path: "joinUs",
      body: { firstname: "Sam", lastname: "Cole", email: "sam@example.com", iagree: true },
    });
    // Sent: the form is empty again for the next applicant.
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveValue(""));
  },
};

import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { CorporateEnquiryForm } from "./corporate-enquiry-form";
import { captchaChallenge, formHandlers, sentForms } from "../testing/mocks/forms.mocks";

const meta = {
  title: "Booking Kit/Forms/CorporateEnquiryForm",
  component: CorporateEnquiryForm,
  tags: ["autodocs"],
  args: { today: "2026-11-22" },
  parameters: {
    kit: { user: null },
    msw: { handlers: [captchaChallenge, formHandlers.ourServices, formHandlers.corporateEnquiry] },
    docs: {
      description: {
        component:
          "The corporate enquiry: service types from the server's services list, salutations Ms, Mrs, Mr, Dr, the preferred date two days ahead by default, consent and captcha, checked in the spec's order.",
      },
    },
  },
} satisfies Meta<typeof CorporateEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChecksInOrderThenSends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    sentForms.length = 0;
    const submit = () => userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    // Two days ahead of the business's today.
    await expect(canvas.getByLabelText(/Preferred date/)).toHaveValue("24/11/2026");
    await submit();
    await expect(await canvas.findByText(messages.serviceTypeRequired)).toBeVisible();
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Office Cleaning" }));
    await submit();
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Email address/), "ann@example.com");
    await submit();
    await expect(await canvas.findByText(messages.firstNameRequiredTitle)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/First Name/), "Ann");
    await submit();
    await expect(await canvas.findByText(messages.phoneNumberRequiredTitle)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Phone Number/), "07700900123");
    await submit();
    await expect(await canvas.findByText(messages.postalCodeRequiredTitle)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Postal Code/), "EC1A 1BB");
    await submit();
    await expect(await canvas.findByText(messages.privacyConsentRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I agree to the privacy policy." }));
    await submit();
    await expect(await canvas.findByText(messages.captchaRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I'm not a robot" }));
    await expect(await canvas.findByText("Verified")).toBeVisible();
    await expect(sentForms).toHaveLength(0);
    await userEvent.selectOptions(canvas.getByLabelText(/Salutation/), "Ms");
    await submit();
    await expect(await page.findByText(messages.requestSumitted)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "thank-you" }));
    await expect(sentForms[0]).toMatchObject({
      path: "corporateEnquiry",
      body: {
        servicetype: ["Office Cleaning"],
        title: "Ms",
        preferreddate: "2026-11-24",
        iagree: true,
      },
    });
  },
};

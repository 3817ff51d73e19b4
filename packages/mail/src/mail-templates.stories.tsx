import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { MailPreview } from "./mail-preview";

const settings = {
  brandName: "Bookwell",
  siteUrl: "https://bookwell.example",
  phone: "020 7946 0000",
};

const meta = {
  title: "Mail/Templates",
  component: MailPreview,
  tags: ["autodocs"],
  args: {
    settings,
    mail: { template: "password-reset-code", props: { code: "042917", minutes: 10 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Every mail the server sends, as React Email components branded from the design system's tokens. Shown here as the inbox copy (content alone); `renderMail` renders the same tree as a whole HTML document, a plain-text part and attachments.",
      },
    },
  },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const verifyLink = "https://bookwell.example/api/user/verify?token=demo-token";
export const SignUpVerification: Story = {
  args: {
    mail: {
      template: "sign-up-verification",
      props: { firstname: "Ann", link: verifyLink, hours: 24 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Verify your email address" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Verify my email address" })).toHaveAttribute(
      "href",
      verifyLink,
    );
    await expect(canvas.getByRole("link", { name: verifyLink })).toHaveAttribute(
      "href",
      verifyLink,
    );
  },
};

export const SignUpExisting: Story = {
  args: { mail: { template: "sign-up-existing", props: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Someone tried to sign up with your address" }),
    ).toBeVisible();
    // No link to verify anything: only the footer's link to the site.
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

export const PasswordResetCode: Story = {
  args: { mail: { template: "password-reset-code", props: { code: "042917", minutes: 10 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your password reset code" })).toBeVisible();
    await expect(canvas.getByText("042917")).toBeVisible();
    await expect(canvas.getByText(/expires in 10 minutes/)).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  args: { mail: { template: "password-changed", props: {} } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/every other device was logged out/),
    ).toBeVisible();
  },
};

export const BookingConfirmation: Story = {
  args: {
    mail: {
      template: "booking-confirmation",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Weekly home cleaning, 3 hours",
        sessions: [
          { date: "2026-12-01", start: "08:00", end: "11:00", label: "Morning, 08:00 to 11:00" },
          { date: "2026-12-08", start: "08:00", end: "11:00", label: "Morning, 08:00 to 11:00" },
          { date: "2026-12-15", start: "08:00", end: "11:00", label: "Morning, 08:00 to 11:00" },
        ],
        address: "Flat 2, 14 Clerkenwell Close, London EC1R 0AA",
        amount: "£216.00",
        bookingUrl: "https://bookwell.example/my-booking-details/booking/BK100234",
        invoiceUrl: "https://bookwell.example/api/booking/invoice/BK100234",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
    await expect(canvas.getByText("Visits (3)")).toBeVisible();
    for (const day of ["Tuesday 01 Dec 2026", "Tuesday 08 Dec 2026", "Tuesday 15 Dec 2026"])
      await expect(canvas.getByText(new RegExp(day))).toBeVisible();
    await expect(canvas.getByText("Flat 2, 14 Clerkenwell Close, London EC1R 0AA")).toBeVisible();
    await expect(canvas.getByText("£216.00")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See my booking" })).toHaveAttribute(
      "href",
      "https://bookwell.example/my-booking-details/booking/BK100234",
    );
    await expect(canvas.getByRole("link", { name: "download the invoice (PDF)" })).toBeVisible();
  },
};

export const PaymentFailed: Story = {
  args: {
    mail: {
      template: "payment-needed",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        amount: "£72.00",
        resumeUrl: "https://bookwell.example/my-booking-details/booking/BK100234",
        reason: "failed",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Your payment did not go through" }),
    ).toBeVisible();
    await expect(canvas.getByText(/No money was taken/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Complete my payment" })).toBeVisible();
  },
};

export const AwaitingPayment: Story = {
  args: {
    mail: {
      template: "payment-needed",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        amount: "£72.00",
        resumeUrl: "https://bookwell.example/my-booking-details/booking/BK100234",
        reason: "awaiting",
        deadline: "2026-11-27",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Your booking is awaiting payment" }),
    ).toBeVisible();
    await expect(canvas.getByText(/We hold your place until Friday 27 Nov 2026/)).toBeVisible();
  },
};

export const DateChanged: Story = {
  args: {
    mail: {
      template: "date-changed",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        from: { date: "2026-12-01", label: "Morning, 08:00 to 11:00" },
        to: { date: "2026-12-03", label: "Afternoon, 13:00 to 16:00" },
        bookingUrl: "https://bookwell.example/my-booking-details/booking/BK100234",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your visit has a new date" })).toBeVisible();
    await expect(canvas.getByText("Tuesday 01 Dec 2026, Morning, 08:00 to 11:00")).toBeVisible();
    await expect(canvas.getByText("Thursday 03 Dec 2026, Afternoon, 13:00 to 16:00")).toBeVisible();
  },
};

export const RefundRequested: Story = {
  args: {
    mail: {
      template: "refund-requested",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        amount: "£72.00",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "We have your refund request" }),
    ).toBeVisible();
    await expect(canvas.getByText("£72.00")).toBeVisible();
  },
};

export const BookingCompleted: Story = {
  args: {
    mail: {
      template: "booking-status",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        date: "2026-12-01",
        status: "completed",
        bookingUrl: "https://bookwell.example/my-account/my-booking",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your visit is completed" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Rate my visit" })).toBeVisible();
  },
};

export const BookingCancelled: Story = {
  args: {
    mail: {
      template: "booking-status",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        date: "2026-12-01",
        status: "cancelled",
        reason: "Our crew is unwell and no other crew is free that day.",
        bookingUrl: "https://bookwell.example/my-account/my-booking",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Your visit has been cancelled" }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Our crew is unwell and no other crew is free that day."),
    ).toBeVisible();
  },
};

export const RefundApproved: Story = {
  args: {
    mail: {
      template: "refund-decided",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        decision: "approved",
        amount: "£30.00",
        to: "card",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your refund is on its way" })).toBeVisible();
    await expect(canvas.getByText("£30.00")).toBeVisible();
    await expect(canvas.getByText("Your card")).toBeVisible();
  },
};

export const RefundRefused: Story = {
  args: {
    mail: {
      template: "refund-decided",
      props: {
        firstname: "Ann",
        refnum: "BK100234",
        service: "Home cleaning, 3 hours",
        decision: "refused",
        reason: "The visit took place as booked.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "About your refund request" })).toBeVisible();
    await expect(canvas.getByText("The visit took place as booked.")).toBeVisible();
  },
};

export const TopUpReceipt: Story = {
  args: {
    mail: {
      template: "top-up-receipt",
      props: {
        firstname: "Ann",
        reference: "TU2001",
        amount: "£100.00",
        credit: "£110.00",
        date: "2026-11-25",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your top-up receipt" })).toBeVisible();
    await expect(canvas.getByText("£110.00")).toBeVisible();
    await expect(canvas.getByText("Wednesday 25 Nov 2026")).toBeVisible();
  },
};

export const QuotationReady: Story = {
  args: {
    mail: {
      template: "quotation-ready",
      props: {
        firstname: "Ann",
        refnum: "RQ3001",
        amount: "£480.00",
        quotationUrl: "https://bookwell.example/my-request-quotation/RQ3001",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your quotation is ready" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See my quotation" })).toHaveAttribute(
      "href",
      "https://bookwell.example/my-request-quotation/RQ3001",
    );
  },
};

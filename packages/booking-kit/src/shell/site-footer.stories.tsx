import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { formHandlers } from "../testing/mocks/forms.mocks";
import { NewsletterForm } from "../forms/newsletter-form";
import { allShellHandlers, footerFixture } from "../testing/mocks/shell.mocks";
import { SiteFooter, SiteFooterView } from "./site-footer";

const meta = {
  title: "Booking Kit/Shell/SiteFooter",
  component: SiteFooter,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    kit: { user: null },
    msw: { handlers: [...allShellHandlers, formHandlers.newsletter] },
    docs: {
      description: {
        component:
          "The site footer from `cms/footer`: the General and Our Services link columns, each split in two halves, contact details, a social link, the payment card logos and the review site's logo. The newsletter goes in its `newsletter` slot (the kit's `NewsletterForm`, or the brand's own).",
      },
    },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNewsletter: Story = {
  args: { newsletter: <NewsletterForm /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const general = await canvas.findByRole("region", { name: "General" });
    await within(general).findByRole("link", { name: "FAQ" });
    // Five links split in halves: three, then two.
    const halves = within(general).getAllByRole("list");
    await expect(halves).toHaveLength(2);
    await expect(within(halves[0]!).getAllByRole("link")).toHaveLength(3);
    await expect(within(halves[1]!).getAllByRole("link")).toHaveLength(2);
    await expect(within(general).getByRole("link", { name: "FAQ" })).toHaveAttribute(
      "href",
      "/faq",
    );
    const services = canvas.getByRole("region", { name: "Our Services" });
    await expect(within(services).getAllByRole("list")).toHaveLength(2);
    await expect(canvas.getByText(footerFixture.content.find_us_here.addr)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "020 7946 0000" })).toHaveAttribute(
      "href",
      "tel:02079460000",
    );
    await expect(canvas.getByRole("link", { name: "hello@bookwell.co.uk" })).toHaveAttribute(
      "href",
      "mailto:hello@bookwell.co.uk",
    );
    await expect(canvas.getByRole("link", { name: /Facebook/ })).toBeVisible();
    const cards = canvas.getByRole("list", { name: "Payment cards we accept" });
    for (const name of ["Visa", "Mastercard", "American Express", "Maestro"]) {
      await expect(within(cards).getByRole("img", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("img", { name: "Rated Excellent on Trustpilot" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /newsletter/i })).toBeVisible();

    // From the keyboard: Tab goes down each half of a column, then to the second half.
    canvas.getByRole("link", { name: "About Us" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "How It Works" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Rates" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "FAQ" })).toHaveFocus();
  },
};

/**
 * With the Singapore brand the footer's content is Lion City Clean's (the mocks answer with the
 * brand's data): its Singapore address, phone and e-mail, nothing of the UK brand's.
 */
export const SingaporeBrand: Story = {
  globals: { brand: "sg" },
  args: { newsletter: <NewsletterForm /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Lion City Clean Pte Ltd, 1 Raffles Place, Singapore 048616"),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "6234 5678" })).toHaveAttribute(
      "href",
      "tel:62345678",
    );
    await expect(canvas.getByRole("link", { name: "hello@lioncityclean.sg" })).toBeVisible();
    await expect(canvas.queryByText(/London/)).toBeNull();
  },
};

/** The presentational footer before its content has arrived: the slot and card logos only. */
export const WithoutContent: Story = {
  render: () => <SiteFooterView content={null} newsletter={<p>Newsletter slot</p>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Newsletter slot")).toBeVisible();
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await expect(canvas.getByRole("img", { name: "Visa" })).toBeVisible();
  },
};

import { creditOutOfBounds, messages, ok, texts } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { alice, lastNavigation } from "../testing/kit-story";
import { cartHandlers, cartMock, pending } from "../testing/mocks/cart.mocks";
import type { CheckoutPayment } from "./checkout-payment";
import { checkoutStoryMeta, page, only, enterCard, payButton } from "./checkout-stories";

const meta = {
  ...checkoutStoryMeta,
  title: "Booking Kit/Checkout/CheckoutPayment/Form",
} satisfies Meta<typeof CheckoutPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("First Name")).toHaveValue("Alice");
    await expect(canvas.getByLabelText("Salutation")).toHaveValue("Ms");
    await expect(canvas.getByLabelText("Country")).toHaveValue("United Kingdom");
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs.map((t) => t.textContent)).toEqual(["Card", "Bank transfer"]);
    await expect(canvas.getByRole("tab", { name: "Card" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [pending("get", "*/api/mycredit/total/:arnum"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading checkout" }),
    ).toBeVisible();
  },
};

export const NoSession: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.sessionExpired)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home", replace: true }));
  },
};

/**
 * Regression guard for the spec's checkout order (booking-flow.md section 5): each press of
 * PAY shows only the first failing message, in exactly this order, and sends nothing.
 */
export const ValidationInSpecOrder: Story = {
  beforeEach: () => {
    cartMock.reset({
      lines: cartMock.state.lines.map((line) => ({
        ...line,
        shiptitle: "",
        shipfirstname: "",
        shipphone: "",
        shipemail: "",
        shippostcode: "",
        shipunitno: "",
        shipaddr1: "",
        shipaddr3: "",
      })),
    });
  },
  parameters: { kit: { user: { ...alice, firstname: "", mobile: "", email: "" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown: string[] = [];
    const press = async () => {
      await userEvent.click(payButton(canvasElement));
      const invalid = await waitFor(() => {
        const field = canvasElement.querySelector<HTMLElement>("[aria-invalid='true']");
        if (!field) throw new Error("no invalid field");
        return field;
      });
      await expect(invalid).toHaveFocus();
      shown.push(
        canvasElement
          .querySelector("[data-slot='field-error']")!
          .textContent!.replace("Error: ", ""),
      );
      return invalid;
    };
    await canvas.findByLabelText("First Name");
    await userEvent.selectOptions(canvas.getByLabelText("Country"), "");
    await press();
    await userEvent.selectOptions(canvas.getByLabelText("Salutation"), "Mr");
    await press();
    await userEvent.type(canvas.getByLabelText("First Name"), "Bob");
    await press();
    await userEvent.type(canvas.getByLabelText("Mobile number"), "07700900999");
    await press();
    await userEvent.type(canvas.getByLabelText("Email address"), "bob@example");
    await press();
    await userEvent.type(canvas.getByLabelText("Email address"), ".com");
    await press();
    // The billing postcode follows its country's rule, and is shown as it is kept.
    await userEvent.type(canvas.getByLabelText("Postal code"), "sw1a1");
    await press();
    await userEvent.type(canvas.getByLabelText("Postal code"), "aa");
    await press();
    await expect(canvas.getByLabelText("Postal code")).toHaveValue("SW1A 1AA");
    await userEvent.type(canvas.getByLabelText("Unit number"), "4B");
    await press();
    await userEvent.type(canvas.getByLabelText("Address line 1"), "1 High Street");
    await press();
    await expect(shown).toEqual([
      messages.salutationRequired,
      messages.firstNameRequiredTitle,
      messages.mobileRequired,
      messages.emailRequired,
      messages.invalidEmail,
      messages.postalCodeRequired,
      texts.postcodeInvalid,
      messages.unitNumberRequired,
      messages.addressRequired,
      messages.countryRequired,
    ]);
    // Each press was refused where it stood (its field focused with its message, waited for
    // above): the confirm is sent only after every check passed.
    await expect(cartMock.sent("confirmCart")).toHaveLength(0);
  },
};

export const CartReferenceMissing: Story = {
  beforeEach: () => {
    cartMock.reset({ lines: [] });
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText("First Name");
    await userEvent.selectOptions(within(canvasElement).getByLabelText("Salutation"), "Ms");
    await userEvent.click(payButton(canvasElement));
    await expect(await page(canvasElement).findByText(messages.oopsTryAgain)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
  },
};

export const CreditBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credit = await canvas.findByLabelText("Credit to redeem");
    await userEvent.type(credit, "30");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(credit).toHaveAccessibleDescription(
      `Available credit: £25.00 Error: ${creditOutOfBounds(2500)}`,
    );
    await userEvent.clear(credit);
    await userEvent.type(credit, "10{Enter}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-row="credit"] dd')?.textContent).toBe("-£10.00"),
    );
    await expect(canvasElement.querySelector('[data-row="finalAmount"] dd')?.textContent).toBe(
      "£122.00",
    );
  },
};

/**
 * The billing country is any of the ISO list (249, by name), its postcode
 * checked by its own rule; the name goes to confirm cart, its code to the card's details.
 */
export const BillingCountryAnywhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = await canvas.findByLabelText("Country");
    await expect(within(country).getAllByRole("option", { name: /\w/ }).length).toBeGreaterThan(
      248,
    );
    await userEvent.selectOptions(country, "Germany");
    const postcode = canvas.getByLabelText("Postal code");
    await userEvent.clear(postcode);
    await userEvent.type(postcode, "10115");
    await enterCard(canvasElement, "4242424242424242");
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(lastNavigation()).toMatchObject({ to: "payment-result" }));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      addr3: "Germany",
      postcode: "10115",
    });
  },
};

/**
 * The amount to pay is the server's: the summary answers finalAmount after the credit chosen,
 * and that figure is shown and sent (here the server's figure is one the browser could not
 * have worked out, so a checkout computing its own would fail this story).
 */
export const AmountFromTheServer: Story = {
  parameters: {
    ...only({ payNowEnable: true }),
    msw: {
      handlers: [
        http.get("*/api/booking/cart/summary/:arnum", async ({ request }) => {
          const used = new URL(request.url).searchParams.get("creditused");
          const summary = cartMock.summary();
          return HttpResponse.json(
            ok(summary && used === "10" ? { ...summary, finalAmount: 99.99 } : summary),
          );
        }),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Credit to redeem"), "10{Enter}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-row="finalAmount"] dd')?.textContent).toBe(
        "£99.99",
      ),
    );
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(cartMock.sent("confirmCart")).toHaveLength(1));
    await expect(cartMock.sent("confirmCart")[0]!.body).toMatchObject({
      creditused: 10,
      paidamt: 99.99,
      paymentref: "paynow",
    });
  },
};

export const OnlyBankTransferEnabled: Story = {
  parameters: only({ payNowEnable: true }),
  play: async ({ canvasElement }) => {
    const tab = await within(canvasElement).findByRole("tab", { name: "Bank transfer" });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(within(canvasElement).getAllByRole("tab")).toHaveLength(1);
  },
};

export const NoPaymentMethod: Story = {
  parameters: only({}),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No payment method is available."),
    ).toBeVisible();
    await expect(payButton(canvasElement)).toBeDisabled();
  },
};

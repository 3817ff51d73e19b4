import { createApiClient, messages } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { cartSummaryQuery } from "../queries/cart-queries";
import { createSessionStore, type SessionStorageLike } from "../session/session-store";
import { useHandleError, useKit, useSession, type KitSettings } from "../kit-context";
import { BookingKitProvider } from "./booking-kit-provider";

const settings: KitSettings = {
  hotline: "020 7946 0000",
  hours: "8am to 8pm daily",
  currency: "GBP",
  defaultCountry: "United Kingdom",
  timeZone: "Europe/London",
  payment: {},
  social: { google: true, facebook: false },
};

const alice = {
  arnum: "AR1001",
  email: "alice@example.com",
  firstname: "Alice",
  lastname: "Smith",
  mobile: "07700900001",
  stripeEnable: true,
  payNowEnable: true,
  c2pEnable: false,
  ukTakepaymentsEnable: false,
};

function memoryStore() {
  const data = new Map<string, string>([["session", JSON.stringify(alice)]]);
  const storage: SessionStorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return createSessionStore(() => storage);
}

/** A tiny composite: the header's cart count, loaded through the kit. */
function CartCount() {
  const { client } = useKit();
  const user = useSession();
  const handleError = useHandleError();
  const summary = useQuery({
    ...cartSummaryQuery(client, user?.arnum ?? "", user?.email ?? ""),
    enabled: false,
    retry: false,
  });
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{user ? `Signed in as ${user.firstname}` : "Visitor"}</p>
      <Button
        onClick={() =>
          summary.refetch().then((result) => result.error && handleError(result.error))
        }
      >
        Load cart
      </Button>
      {summary.data ? <p>Items in cart: {summary.data.totalitem}</p> : null}
    </div>
  );
}

const meta = {
  title: "Booking Kit/BookingKitProvider",
  component: BookingKitProvider,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Mount once around the kit's composites. It carries the API client, TanStack Query, the stored session, notifications, the brand's settings and `onNavigate` (the kit knows no URLs). Every failed call goes through one rule: 401 → “Your session has been expired, Please login again”, session cleared, home; a server's text as an error notification; anything else “Oops ! Something went wrong.”.",
      },
    },
  },
  args: { onNavigate: fn(), settings, client: createApiClient({ baseUrl: "" }), children: null },
  render: (args) => (
    <BookingKitProvider {...args} sessionStore={memoryStore()}>
      <CartCount />
    </BookingKitProvider>
  ),
} satisfies Meta<typeof BookingKitProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryPath = "*/api/booking/cart/summary/:arnum";

export const Playground: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(summaryPath, () =>
          HttpResponse.json({
            meta: { responseCode: "S", message: "" },
            data: {
              refnum: "RF1",
              totalitem: 2,
              subtotal: 90,
              discAmt: 0,
              serviceFee: 5,
              tax: 19,
              total: 114,
              promoCode: "",
              finalAmount: 114,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Signed in as Alice")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load cart" }));
    await expect(await canvas.findByText("Items in cart: 2")).toBeVisible();
  },
};

export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(summaryPath, () => HttpResponse.json({ error: "Unauthorised" }, { status: 401 })),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Load cart" }));
    await expect(await body.findByText(messages.sessionExpired)).toBeVisible();
    await expect(body.getByText("Error Message")).toBeVisible();
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith({ to: "home", replace: true }),
    );
    await expect(canvas.getByText("Visitor")).toBeVisible();
  },
};

export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(summaryPath, () =>
          HttpResponse.json({
            meta: { responseCode: "E", message: "Cart Details Not Available" },
            data: null,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Load cart" }));
    await expect(await body.findByText("Cart Details Not Available")).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(canvas.getByText("Signed in as Alice")).toBeVisible();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.get(summaryPath, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Load cart" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByText(messages.oops)).toBeVisible();
  },
};

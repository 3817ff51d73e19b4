import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { StaffRoutes } from "../app";
import { todayOf } from "../lib/business-day";
import {
  adminUser,
  agentUser,
  captchaAskedHandlers,
  captchaSignIns,
  londonBusiness,
  staffHandlers,
  staffMock,
} from "../testing/staff.mocks";
import { withStaffConsole } from "../testing/staff-story";

/**
 * The staff console's screens over the staff calls (MSW, answered as the reference server
 * does, with its texts): each story opens one address of the console as a staff member, at
 * 1280 px (office laptops); the `AtMobile` ones play the same at 375 px, axe at both.
 */
const meta = {
  title: "Staff/Console",
  component: StaffRoutes,
  decorators: [withStaffConsole],
  parameters: { layout: "fullscreen", msw: { handlers: staffHandlers(agentUser) } },
  globals: { viewport: { value: "desktop", isRotated: false } },
  beforeEach: () => staffMock.reset(),
} satisfies Meta<typeof StaffRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 5000 };

export const SignIn: Story = {
  parameters: { staff: { path: "/sign-in" }, msw: { handlers: staffHandlers(null) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "agent@bookwell.example");
    await userEvent.type(canvas.getByLabelText(/^Password/), "wrong");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Invalid email or password, or this staff account is disabled.",
    );
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), "Demo-Staff-2026!");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Bookings of the day" }, timeout),
    ).toBeVisible();
    await expect(canvas.getByText("Signed in as Ada Agent (agent)")).toBeVisible();
  },
};

/** After repeated failures the server asks for the captcha: solved and sent again, no box to tick. */
export const SignInAfterFailures: Story = {
  parameters: {
    staff: { path: "/sign-in" },
    msw: { handlers: [...captchaAskedHandlers(), ...staffHandlers(null)] },
  },
  beforeEach: () => {
    staffMock.reset();
    captchaSignIns.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "agent@bookwell.example");
    await userEvent.type(canvas.getByLabelText(/^Password/), "Demo-Staff-2026!");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Bookings of the day" }, timeout),
    ).toBeVisible();
    // Asked once without, then sent with a solved proof of work.
    await expect(captchaSignIns).toHaveLength(2);
    await expect(captchaSignIns[0]).toBeNull();
    const sent = JSON.parse(atob(captchaSignIns[1] ?? "")) as { solution?: { counter?: number } };
    await expect(sent.solution?.counter).toEqual(expect.any(Number));
  },
};

export const SignedOutGoesToSignIn: Story = {
  parameters: { staff: { path: "/transfers" }, msw: { handlers: staffHandlers(null) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Staff sign-in" }, timeout),
    ).toBeVisible();
  },
};

export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(1280);
    const table = await canvas.findByRole("table", { name: /Bookings on/ }, timeout);
    const tickets = within(table)
      .getAllByRole("link")
      .map((link) => link.textContent);
    // By slot, then crew: the 09:00 visits first, the 14:00 one last.
    await expect(tickets).toEqual(["RF2003", "RF2002", "RF2001"]);
    await expect(within(table).getByText("Awaiting payment")).toBeVisible();
    // An agent's navigation has no admin pages.
    const nav = canvas.getByRole("navigation", { name: "Staff console" });
    await expect(within(nav).queryByRole("link", { name: "Refunds" })).toBeNull();
    await expect(within(nav).queryByRole("link", { name: "Staff accounts" })).toBeNull();
  },
};

/** A business in Singapore: every amount in Singapore dollars, "today" in Singapore. */
const singaporeBusiness = { currency: "SGD", timeZone: "Asia/Singapore" } as const;

export const BoardInTheBusinessCurrency: Story = {
  parameters: { msw: { handlers: staffHandlers(agentUser, singaporeBusiness) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = todayOf(singaporeBusiness);
    const table = await canvas.findByRole("table", { name: `Bookings on ${today}` }, timeout);
    await expect(canvas.getByLabelText("Day")).toHaveValue(today);
    const prices = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    await expect(prices).toEqual(["S$60.00", "S$60.00", "S$60.00"]);
    await expect(table).not.toHaveTextContent("£");
  },
};

export const TransferInTheBusinessCurrency: Story = {
  parameters: {
    staff: { path: "/transfers" },
    msw: { handlers: staffHandlers(agentUser, singaporeBusiness) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      "table",
      { name: "Bookings awaiting a bank transfer" },
      timeout,
    );
    await expect(within(table).getByRole("cell", { name: "S$60.00" })).toBeVisible();
    await userEvent.click(
      within(table).getByRole("button", { name: "Record received SOR-RF2002" }),
    );
    const form = canvas.getByRole("form", { name: "Record received: SOR-RF2002" });
    await expect(form).toHaveTextContent("S$60.00");
    await expect(canvasElement).not.toHaveTextContent("£");
  },
};

export const BookingLifecycle: Story = {
  parameters: { staff: { path: "/bookings/BK1003" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Booking RF2003" }, timeout);
    const crew = canvas.getByRole("form", { name: "Assign crew" });
    await userEvent.clear(within(crew).getByRole("textbox", { name: /Crew name/ }));
    await userEvent.click(within(crew).getByRole("button", { name: "Assign crew" }));
    await expect(await within(crew).findByRole("alert")).toHaveTextContent(
      "Crew name is required.",
    );
    await userEvent.type(within(crew).getByRole("textbox", { name: /Crew name/ }), "Crew Team C");
    await userEvent.click(within(crew).getByRole("button", { name: "Assign crew" }));
    await expect(await within(crew).findByText("The booking has been updated.")).toBeVisible();
    const progress = canvas.getByRole("form", { name: "Progress" });
    await userEvent.clear(within(progress).getByRole("spinbutton"));
    await userEvent.type(within(progress).getByRole("spinbutton"), "80");
    await userEvent.click(within(progress).getByRole("button", { name: "Set progress" }));
    await expect(await within(progress).findByText("The booking has been updated.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Mark completed" }));
    await expect(
      await canvas.findByText("The booking has been marked completed.", {}, timeout),
    ).toBeVisible();
    await expect(canvas.getByText("Completed")).toBeVisible();
    await expect(canvas.queryByRole("form", { name: "Cancel booking" })).toBeNull();
  },
};

export const TransfersToReconcile: Story = {
  parameters: { staff: { path: "/transfers" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      "table",
      { name: "Bookings awaiting a bank transfer" },
      timeout,
    );
    await userEvent.click(
      within(table).getByRole("button", { name: "Record received SOR-RF2002" }),
    );
    const form = canvas.getByRole("form", { name: "Record received: SOR-RF2002" });
    const amount = within(form).getByRole("textbox", { name: /Amount received/ });
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, "50");
    await userEvent.click(within(form).getByRole("button", { name: "Record received" }));
    await expect(await within(form).findByRole("alert")).toHaveTextContent("does not match");
    await userEvent.clear(amount);
    await userEvent.type(amount, "60");
    await userEvent.click(within(form).getByRole("button", { name: "Record received" }));
    await expect(
      await within(form).findByText("The transfer has been recorded and the booking is confirmed."),
    ).toBeVisible();
    await expect(await canvas.findByRole("cell", { name: "Nothing to show." })).toBeVisible();
  },
};

export const QuotationEditor: Story = {
  parameters: { staff: { path: "/requests/RQ3001" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole("form", { name: "Quotation" }, { timeout: 5000 });
    const view = canvas.getByRole("region", { name: "What the customer sees" });
    await expect(within(view).getByText("Not priced yet.")).toBeVisible();
    const discount = within(editor).getByRole("textbox", { name: "Discount" });
    await userEvent.clear(discount);
    await userEvent.type(discount, "20");
    await userEvent.click(within(editor).getByRole("button", { name: "Save quotation" }));
    await expect(
      await within(editor).findByText("The quotation has been saved. Send it when it is ready."),
    ).toBeVisible();
    await expect(within(view).getByText("Total: £100.00")).toBeVisible();
    await userEvent.click(within(editor).getByRole("button", { name: "Add a line" }));
    await expect(within(editor).getByRole("group", { name: "Line 2" })).toBeVisible();
    await userEvent.click(within(editor).getByRole("button", { name: "Remove line 2" }));
    await expect(within(editor).queryByRole("group", { name: "Line 2" })).toBeNull();
  },
};

export const RefundsToDecide: Story = {
  parameters: { staff: { path: "/refunds" }, msw: { handlers: staffHandlers(adminUser) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Refund requests" }, timeout);
    await userEvent.click(within(table).getByRole("button", { name: "Decision RF1990" }));
    const approve = canvas.getByRole("form", { name: "Approve: RF1990" });
    const amount = within(approve).getByRole("textbox", { name: /Refund amount/ });
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, "500");
    await userEvent.click(within(approve).getByRole("button", { name: "Approve" }));
    await expect(await within(approve).findByRole("alert")).toHaveTextContent("£120.00");
    await userEvent.clear(amount);
    await userEvent.type(amount, "40");
    await userEvent.click(within(approve).getByRole("button", { name: "Approve" }));
    await expect(await within(approve).findByText("The refund has been approved.")).toBeVisible();
    await expect(await within(table).findByText("Approved")).toBeVisible();
  },
};

export const AgentOnAnAdminPage: Story = {
  parameters: { staff: { path: "/accounts" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert", {}, timeout)).toHaveTextContent(
      "Only an admin can use this page.",
    );
  },
};

export const Calendar: Story = {
  parameters: { staff: { path: "/calendar" }, msw: { handlers: staffHandlers(adminUser) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holidays = await canvas.findByRole("table", { name: "Holidays" }, timeout);
    await expect(within(holidays).getByText("Christmas Day")).toBeVisible();
    const shifts = await canvas.findByRole("table", { name: /Shifts on/ }, timeout);
    await expect(
      within(shifts).getByRole("textbox", { name: "Set capacity of Home Cleaning 14:00–17:00" }),
    ).toHaveValue("2");
    await expect(canvas.getByRole("button", { name: "Close the day" })).toBeVisible();
    // The day shown first is the business's today (London's), not UTC's.
    await expect(shifts).toHaveAccessibleName(`Shifts on ${todayOf(londonBusiness)}`);
  },
};

export const AuditLog: Story = {
  parameters: { staff: { path: "/audit" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      "table",
      { name: "Staff actions, newest first" },
      timeout,
    );
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(within(table).getByText("booking.crew")).toBeVisible();
  },
};

export const RatingsAndTips: Story = {
  parameters: { staff: { path: "/feedback" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Ratings and tips given" }, timeout);
    const row = within(table).getAllByRole("row")[1]!;
    await expect(row).toHaveTextContent("Crew Team B");
    await expect(within(row).getAllByRole("cell")[4]).toHaveTextContent("5");
    await expect(row).toHaveTextContent("£2.00");
  },
};

export const StaffAccounts: Story = {
  parameters: { staff: { path: "/accounts" }, msw: { handlers: staffHandlers(adminUser) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Staff accounts" }, timeout);
    await expect(within(table).getByRole("button", { name: "Disable Ada Agent" })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Create account" })).toBeVisible();
  },
};

const mobile = { viewport: { value: "mobile", isRotated: false } };

export const BoardAtMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(await canvas.findByRole("table", { name: /Bookings on/ }, timeout)).toBeVisible();
  },
};

/** The other screens at 375 px: the same steps, axe on what they open. */
export const SignInAtMobile: Story = { ...SignIn, globals: mobile };
export const BookingLifecycleAtMobile: Story = { ...BookingLifecycle, globals: mobile };
export const TransfersAtMobile: Story = { ...TransfersToReconcile, globals: mobile };
export const QuotationEditorAtMobile: Story = { ...QuotationEditor, globals: mobile };
export const RefundsAtMobile: Story = { ...RefundsToDecide, globals: mobile };
export const CalendarAtMobile: Story = { ...Calendar, globals: mobile };
export const AuditLogAtMobile: Story = { ...AuditLog, globals: mobile };
export const RatingsAndTipsAtMobile: Story = { ...RatingsAndTips, globals: mobile };
export const StaffAccountsAtMobile: Story = { ...StaffAccounts, globals: mobile };

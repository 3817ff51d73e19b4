import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { questionnaireStore } from "../booking/booking-storage";
import { lastNavigation } from "../testing/kit-story";
import { cartHandlers, cartMock, failing, refusing } from "../testing/mocks/cart.mocks";
import { ScheduleAssessment } from "./schedule-assessment";

const meta = {
  title: "Booking Kit/Assessment/ScheduleAssessment",
  component: ScheduleAssessment,
  tags: ["autodocs"],
  args: { matcatnum: "CAT-DEEP", homeDelayMs: 400 },
  beforeEach: () => {
    cartMock.reset();
    questionnaireStore.set({ fulladdr: "10 Downing Street, SW1A 2AA", housetype: "Apartment" });
    return () => questionnaireStore.clear();
  },
  parameters: {
    kit: {},
    msw: { handlers: cartHandlers },
    docs: {
      description: {
        component:
          "Schedule an assessment: the contract's assessment rules, “Please fill all the details.”, “Assessment scheduled successfully.” and home after 5 seconds (`homeDelayMs`, shortened in these stories).",
      },
    },
  },
} satisfies Meta<typeof ScheduleAssessment>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fillTimes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Date"), "01/12/2099");
  await userEvent.tab();
  await userEvent.selectOptions(canvas.getByLabelText("Time from"), "09:00");
  await userEvent.selectOptions(canvas.getByLabelText("Time to"), "10:30");
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Name")).toHaveValue("Alice Walker");
    await expect(canvas.getByLabelText("Address")).toHaveValue("10 Downing Street, SW1A 2AA");
    await expect(canvas.getByRole("checkbox", { name: /contact me/ })).toBeChecked();
    const from = canvas.getByLabelText("Time from");
    const options = [...(from as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    await expect(options).toHaveLength(48);
    await expect(options[0]).toBe("00:00");
    await expect(options.at(-1)).toBe("23:30");
    await expect(await canvas.findByText("Estimated from £120.00 per visit")).toBeVisible();
  },
};

export const FillAllTheDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "SUBMIT" }));
    await expect(await canvas.findByText(messages.fillAllDetails)).toBeVisible();
    await expect(canvas.getByLabelText("Date")).toHaveFocus();
    await expect(cartMock.sent("requestAssessment")).toHaveLength(0);
    // Filled and sent, waited for to its confirmation: that request is the only one (had the
    // refused press sent one, it would be there too).
    await fillTimes(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "SUBMIT" }));
    await canvas.findByRole("heading", { name: messages.assessmentScheduled });
    await expect(cartMock.sent("requestAssessment")).toHaveLength(1);
  },
};

/** Keyboard: a past date is refused (the date field's message; the rules refuse it too). */
export const PastDateRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText("Date"));
    await userEvent.keyboard("01/01/2020{Tab}");
    await userEvent.selectOptions(canvas.getByLabelText("Time from"), "09:00");
    await userEvent.selectOptions(canvas.getByLabelText("Time to"), "10:00");
    await userEvent.click(canvas.getByRole("button", { name: "SUBMIT" }));
    const date = canvas.getByLabelText("Date");
    await waitFor(() => expect(date).toHaveAttribute("aria-invalid", "true"));
    await expect(date).toHaveAccessibleDescription(/This date cannot be chosen/);
    await expect(cartMock.sent("requestAssessment")).toHaveLength(0);
    // A future date sent, waited for to its confirmation: the only request is that one.
    await userEvent.clear(date);
    await userEvent.type(date, "01/12/2099{Tab}");
    await userEvent.click(canvas.getByRole("button", { name: "SUBMIT" }));
    await canvas.findByRole("heading", { name: messages.assessmentScheduled });
    await expect(cartMock.sent("requestAssessment").map((r) => r.body)).toEqual([
      expect.objectContaining({ reqdate: "2099-12-01" }),
    ]);
  },
};

export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillTimes(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "SUBMIT" }));
    await expect(
      await canvas.findByRole("heading", { name: messages.assessmentScheduled }),
    ).toBeVisible();
    await expect(cartMock.sent("requestAssessment")[0]!.body).toMatchObject({
      arnum: "AR1001",
      catnum: "CAT-DEEP",
      reqdate: "2099-12-01",
      reqtimefrom: "09:00",
      reqtimeto: "10:30",
      shipname: "Alice Walker",
      parameters: { housetype: "Apartment" },
    });
    await expect(questionnaireStore.get()).toBeNull();
    await expect(lastNavigation()).toBeUndefined();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
  },
};

/** Opened directly, without a category: the spec's direct-access message and home, no form. */
export const OpenedDirectly: Story = {
  args: { matcatnum: "" },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(within(canvasElement).queryByRole("button", { name: "SUBMIT" })).toBeNull();
  },
};

/** With a category but no stored questionnaire (a new tab, say): the same. */
export const NoQuestionnaire: Story = {
  beforeEach: () => questionnaireStore.clear(),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(messages.directAccess)).toBeVisible();
    await waitFor(() => expect(lastNavigation()).toEqual({ to: "home" }));
    await expect(within(canvasElement).queryByRole("button", { name: "SUBMIT" })).toBeNull();
  },
};

export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing("post", "*/api/booking/:arnum/assessment", "No assessor is free that day."),
        ...cartHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillTimes(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "SUBMIT" }));
    await expect(
      await page(canvasElement).findByText("No assessor is free that day."),
    ).toBeVisible();
  },
};

export const ServerFails: Story = {
  parameters: {
    msw: { handlers: [failing("post", "*/api/booking/:arnum/assessment"), ...cartHandlers] },
  },
  play: async ({ canvasElement }) => {
    await fillTimes(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "SUBMIT" }));
    await expect(await page(canvasElement).findByText(messages.oops)).toBeVisible();
  },
};

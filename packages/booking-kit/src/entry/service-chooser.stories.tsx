import { messages } from "@bookwell/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { lastNavigation } from "../testing/kit-story";
import { detailFailing, entryHandlers } from "../testing/mocks/entry.mocks";
import { allQuestionnaireHandlers } from "../testing/mocks/questionnaire.mocks";
import { ServiceChooser } from "./service-chooser";

const meta = {
  title: "Booking Kit/Entry/ServiceChooser",
  component: ServiceChooser,
  tags: ["autodocs"],
  parameters: {
    kit: {},
    msw: { handlers: [...entryHandlers, ...allQuestionnaireHandlers] },
    docs: {
      description: {
        component:
          "Booking entry: choose a sub-service, Book Now opens its options, and an option's Book Now starts the booking (login first for a visitor, then choose location or the package listing).",
      },
    },
  },
} satisfies Meta<typeof ServiceChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openRegular(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const select = await canvas.findByRole("combobox", { name: "Choose a service" });
  await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(4));
  await userEvent.selectOptions(select, "Home Cleaning: Regular");
  await userEvent.click(canvas.getByRole("button", { name: "Book Now" }));
  return page(canvasElement).findByRole("dialog", { name: "Home Cleaning: Regular" });
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("combobox", { name: "Choose a service" });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([
        "Choose a service",
        "Home Cleaning: Regular",
        "Home Cleaning: Deep",
        "Laundry: Wash & Fold",
      ]),
    );
    await expect(canvas.getByRole("button", { name: "Book Now" })).toBeDisabled();
  },
};

/** Keyboard: Tab to the select, Tab to Book Now, Enter; Enter on an option's Book Now. */
export const VisitorLogsInFirst: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("combobox", { name: "Choose a service" });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(4));
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "Home Cleaning: Regular");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Book Now" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await page(canvasElement).findByRole("dialog", {
      name: "Home Cleaning: Regular",
    });
    await expect(within(dialog).getByText("A tidy home every week or fortnight.")).toBeVisible();
    const book = within(dialog).getAllByRole("button", { name: "Book Now" })[0]!;
    book.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await page(canvasElement).findByRole("dialog", { name: "Login" })).toBeVisible();
    await expect(lastNavigation()).toBeUndefined();
  },
};

export const CustomerChoosesLocation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRegular(canvasElement);
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Book Now" })[0]!);
    await expect(
      await page(canvasElement).findByRole("dialog", { name: "Choose location" }),
    ).toBeVisible();
  },
};

/** An option that skips the questionnaire: the kit asks the site for the package listing. */
export const CustomerSkipsTheQuestionnaire: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRegular(canvasElement);
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Book Now" })[1]!);
    await waitFor(() =>
      expect(lastNavigation()).toEqual({
        to: "package-listing",
        state: { matcatnum: "IRN", displayaddon: true },
      }),
    );
    await expect(page(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

/**
 * Keyboard: Escape closes the options; CANCEL does too. Nothing is booked, and the focus is
 * back on the Book Now that opened them.
 */
export const CancelCloses: Story = {
  play: async ({ canvasElement }) => {
    const bookNow = within(canvasElement).getByRole("button", { name: "Book Now" });
    let dialog = await openRegular(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(bookNow).toHaveFocus());
    dialog = await openRegular(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "CANCEL" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(bookNow).toHaveFocus());
    await expect(lastNavigation()).toBeUndefined();
  },
};

export const OptionsFail: Story = {
  parameters: { msw: { handlers: [detailFailing, ...entryHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole("combobox", { name: "Choose a service" });
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(4));
    await userEvent.selectOptions(select, "Home Cleaning: Deep");
    await userEvent.click(canvas.getByRole("button", { name: "Book Now" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(messages.oops);
    await expect(page(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

import { messages, texts } from "@bookwell/contract";
import { Button } from "@bookwell/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { useAuthDialog } from "./auth-dialog-context";
import { refused } from "../testing/mocks/auth.mocks";
import { questionnaireStore } from "../booking/booking-storage";
import { lastNavigation, navigations } from "../testing/kit-story";
import {
  allQuestionnaireHandlers,
  questionnaireHandlers,
  questionsPending,
} from "../testing/mocks/questionnaire.mocks";

/** A service's Book Now as a logged-in customer sees it: straight to choose location. */
function BookNow({ autoOpen = false }: { autoOpen?: boolean }) {
  const { open } = useAuthDialog();
  React.useEffect(() => {
    if (autoOpen) open("choose-location", { matcatnum: "RHC" });
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Button onClick={() => open("choose-location", { matcatnum: "RHC" })}>
      Book Home Cleaning
    </Button>
  );
}

const meta = {
  title: "Booking Kit/Questionnaire/ChooseLocation",
  component: BookNow,
  tags: ["autodocs"],
  args: { autoOpen: true },
  parameters: {
    kit: {},
    msw: { handlers: allQuestionnaireHandlers },
    docs: {
      description: {
        component:
          'The choose-location dialog: the customer\'s saved properties (first 2, then View More) or the new-property questionnaire from `booking/questions/{matcatnum}` (button, text and list questions). Every question is required (not empty or 0): a premature Next says Please fill all the details., marks each unanswered question with "Please answer this question." and moves focus to the first. An answer marked for assessment turns the button into Schedule Assessment (`{ to: "schedule-assessment", state: { matcatnum } }`); otherwise Find Best Packages stores the answers and asks for `{ to: "package-listing", state: { matcatnum } }`. Picking a saved property clears the answers, and answering clears the saved property.',
      },
    },
  },
} satisfies Meta<typeof BookNow>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Choose location",
    }),
  );

export const Playground: Story = {};

export const SavedPropertiesViewMore: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("radio", { name: /Home/ });
    await expect(dialog.getAllByRole("radio", { name: /London|Oxford/ })).toHaveLength(2);
    await expect(dialog.queryByRole("radio", { name: /Cottage/ })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "View More" }));
    const cottage = dialog.getByRole("radio", { name: /Cottage/ });
    await expect(cottage).toBeVisible();
    // The button is gone: focus moves to the first property it revealed.
    await waitFor(() => expect(cottage).toHaveFocus());
    await expect(dialog.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [questionnaireHandlers.locations, questionsPending] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText("Loading the questions")).toBeInTheDocument();
    await expect(dialog.getByRole("button", { name: "Find Best Packages" })).toBeDisabled();
  },
};

export const IncompleteAnswers: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const crewNotes = "Anything our crew should know? (pets, parking, access)";
    await dialog.findByRole("radio", { name: "Landed" });
    // Every question is required, and says so before anything is pressed.
    await expect(
      dialog.getByRole("radiogroup", { name: "What type of property is it?" }),
    ).toHaveAttribute("aria-required", "true");
    await expect(dialog.getByRole("textbox", { name: crewNotes })).toBeRequired();
    await expect(dialog.queryByText(texts.answerThisQuestion)).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Find Best Packages" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Please fill all the details.",
    );
    // Each unanswered question says so, and the first one has the focus.
    await expect(dialog.getAllByText(texts.answerThisQuestion)).toHaveLength(3);
    await waitFor(() => expect(dialog.getByRole("radio", { name: "Apartment" })).toHaveFocus());
    // Two of three answered is still incomplete; "0" would not count either. An answered
    // question loses its message at once; the focus goes to the one still missing.
    await userEvent.click(dialog.getByRole("radio", { name: "Landed" }));
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: "How many bedrooms?" }),
      "3",
    );
    await expect(dialog.getAllByText(texts.answerThisQuestion)).toHaveLength(1);
    await expect(dialog.getByRole("textbox", { name: crewNotes })).toHaveAccessibleDescription(
      `Error: ${texts.answerThisQuestion}`,
    );
    await userEvent.click(dialog.getByRole("button", { name: "Find Best Packages" }));
    await expect(await dialog.findByText(messages.fillAllDetails)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole("textbox", { name: crewNotes })).toHaveFocus());
    await expect(navigations()).toEqual([]);
  },
};

export const SavedPropertyAndAnswersExcludeEachOther: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const home = await dialog.findByRole("radio", { name: /Home/ });
    await userEvent.type(
      await dialog.findByRole("textbox", {
        name: "Anything our crew should know? (pets, parking, access)",
      }),
      "A cat",
    );
    await userEvent.click(dialog.getByRole("radio", { name: "Apartment" }));
    await userEvent.click(home);
    await expect(home).toBeChecked();
    // Picking a saved property cleared the manual answers...
    await expect(
      dialog.getByRole("textbox", {
        name: "Anything our crew should know? (pets, parking, access)",
      }),
    ).toHaveValue("");
    await expect(dialog.getByRole("radio", { name: "Apartment" })).not.toBeChecked();
    // ...and answering a question clears the saved property.
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: "How many bedrooms?" }),
      "2",
    );
    await expect(home).not.toBeChecked();
  },
};

/**
 * Keyboard only first: arrows pick a button answer, the list and text box by typing, Enter goes
 * on with the new property's answers. Then by pointer: a saved property finds packages too.
 */
export const SavedPropertyFindsPackages: Story = {
  args: { autoOpen: false },
  play: async ({ canvasElement }) => {
    questionnaireStore.clear();
    const opener = within(canvasElement).getByRole("button", { name: "Book Home Cleaning" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    let dialog = await dialogOf(canvasElement);
    const apartment = await dialog.findByRole("radio", { name: "Apartment" });
    apartment.focus();
    // Held until Radix has moved focus (a timeout after keydown), as a person's key press is.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(dialog.getByRole("radio", { name: "Landed" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await userEvent.tab();
    await expect(dialog.getByRole("combobox", { name: "How many bedrooms?" })).toHaveFocus();
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: "How many bedrooms?" }),
      "3",
    );
    await userEvent.tab();
    await userEvent.keyboard("Parking at the back");
    await userEvent.tab();
    const next = dialog.getByRole("button", { name: "Find Best Packages" });
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(lastNavigation()).toEqual({ to: "package-listing", state: { matcatnum: "RHC" } }),
    );
    await expect(questionnaireStore.get()).toEqual({
      answers: [
        { qnnum: "RHC-Q1", value: "Landed" },
        { qnnum: "RHC-Q2", value: "3" },
        { qnnum: "RHC-Q3", value: "Parking at the back" },
      ],
    });
    await waitFor(() => expect(opener).toHaveFocus());

    // By pointer: a saved property instead of answers.
    const byKeyboard = navigations().length;
    questionnaireStore.clear();
    await userEvent.click(opener);
    dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole("radio", { name: /Mum's flat/ }));
    await userEvent.click(dialog.getByRole("button", { name: "Find Best Packages" }));
    await waitFor(() => expect(navigations()).toHaveLength(byKeyboard + 1));
    await expect(lastNavigation()).toEqual({
      to: "package-listing",
      state: { matcatnum: "RHC" },
    });
    await expect(questionnaireStore.get()).toMatchObject({
      locationid: "LOC2",
      locationname: "Mum's flat",
      bedroomqty: 3,
      bathroomqty: 2,
      housetype: "Apartment",
    });
  },
};

export const AssessmentAnswerSchedulesAssessment: Story = {
  play: async ({ canvasElement }) => {
    questionnaireStore.clear();
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole("radio", { name: "Landed" }));
    await userEvent.selectOptions(
      dialog.getByRole("combobox", { name: "How many bedrooms?" }),
      "6 or more",
    );
    await userEvent.type(
      dialog.getByRole("textbox", {
        name: "Anything our crew should know? (pets, parking, access)",
      }),
      "Two dogs",
    );
    // The marked answer turns the button into Schedule Assessment.
    await expect(dialog.queryByRole("button", { name: "Find Best Packages" })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Schedule Assessment" }));
    await waitFor(() =>
      expect(lastNavigation()).toEqual({
        to: "schedule-assessment",
        state: { matcatnum: "RHC" },
      }),
    );
    await expect(questionnaireStore.get()?.answers).toContainEqual({
      qnnum: "RHC-Q2",
      value: "6 or more",
    });
  },
};

/** A visitor has no saved properties: only the questionnaire. */
export const Visitor: Story = {
  parameters: { kit: { user: null } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole("radio", { name: "Apartment" });
    await expect(dialog.queryByText("Your saved properties")).toBeNull();
    await expect(dialog.getByRole("heading", { name: "About your property" })).toBeVisible();
  },
};

export const QuestionsUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        questionnaireHandlers.locations,
        refused("get", "*/api/booking/questions/:matcatnum", "Oops ! Something went wrong."),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("Oops ! Something went wrong."),
    ).toBeInTheDocument();
  },
};

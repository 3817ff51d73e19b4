import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { PropertyQuestionnaire, type PropertyQuestionnaireProps } from "./property-questionnaire";
import {
  homeQuestions,
  savedLocations,
  sgSavedLocations,
} from "../testing/mocks/questionnaire.mocks";
import { draftReducer, emptyDraft } from "./questionnaire-rules";

/** The presentational part with its state held by `draftReducer`, as the dialog holds it. */
function Stateful(props: Omit<PropertyQuestionnaireProps, "draft" | "onDraftChange">) {
  const [draft, dispatch] = React.useReducer(draftReducer, emptyDraft);
  return <PropertyQuestionnaire {...props} draft={draft} onDraftChange={dispatch} />;
}

const meta = {
  title: "Booking Kit/Questionnaire/PropertyQuestionnaire",
  component: Stateful,
  tags: ["autodocs"],
  args: { locations: savedLocations, questions: homeQuestions, onNext: fn() },
  // With the Singapore brand, Mei Ling's saved properties stand in for alice's.
  render: (args, { globals }) => (
    <Stateful
      {...args}
      locations={
        globals.brand === "sg" && args.locations === savedLocations
          ? sgSavedLocations
          : args.locations
      }
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The choose-location dialog's body with plain props (the dialog wires the queries): saved properties, first 2 then View More, and the questions by type (button → radio buttons, combobox → list, string → text box).",
      },
    },
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoadingSavedProperties: Story = {
  args: { locations: undefined, locationsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading your saved properties")).toBeInTheDocument();
  },
};

export const NoSavedProperties: Story = {
  args: { locations: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("You have no saved properties yet."),
    ).toBeVisible();
  },
};

export const WithMessage: Story = {
  args: { error: "Please fill all the details." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Please fill all the details.",
    );
  },
};

export const NextFollowsTheAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "How many bedrooms?" }),
      "6 or more",
    );
    await expect(canvas.getByRole("button", { name: "Schedule Assessment" })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "How many bedrooms?" }),
      "5",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Find Best Packages" }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

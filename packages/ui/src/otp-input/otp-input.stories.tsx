import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { OtpInput } from "./otp-input";
import {
  expectFieldStatesDistinct,
  showcaseParametersFor,
  type ShowcaseState,
  StatesTable,
} from "../testing/states-showcase";

const meta = {
  title: "Forms/OtpInput",
  component: OtpInput,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The one-time code of the password reset: 6 digit boxes. Typing moves on, Backspace moves back, arrows move, and pasting the code fills every box.",
      },
    },
  },
  args: { label: "OTP", onComplete: fn(), onValueChange: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("12a3456");
    await expect(args.onComplete).toHaveBeenCalledWith("123456");
    await expect(canvas.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue("6");
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: "Digit 3 of 6" }));
    await userEvent.paste("987 654");
    await expect(args.onComplete).toHaveBeenCalledWith("987654");
    await expect(canvas.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveValue("9");
  },
};

export const BackspaceAndArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("textbox", { name: "Digit 1 of 6" });
    await userEvent.click(first);
    await userEvent.keyboard("123");
    await expect(canvas.getByRole("textbox", { name: "Digit 4 of 6" })).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("textbox", { name: "Digit 3 of 6" })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Digit 3 of 6" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("textbox", { name: "Digit 2 of 6" })).toHaveFocus();
  },
};

export const Filled: Story = {
  tags: ["visual"],
  args: { defaultValue: "482913" },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole("textbox");
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join("")).toBe("482913");
  },
};

export const Invalid: Story = {
  tags: ["visual"],
  args: { defaultValue: "48", invalid: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole("textbox")) {
      await expect(box).toBeInvalid();
    }
  },
};

/**
 * Empty and part filled, at rest, hovered, focused from the keyboard (the first box), in error
 * and disabled, side by side (a box has no hover style of its own).
 */
export const States: Story = {
  parameters: showcaseParametersFor({ hover: "input:first-child", focus: "input:first-child" }),
  render: (args) => (
    <StatesTable
      caption="States"
      rows={["Empty", "Part filled"] as const}
      states={["default", "hover", "focus", "error", "disabled"]}
      render={(row, state: ShowcaseState) => (
        <div data-showcase-state={state}>
          <OtpInput
            {...args}
            label={`OTP (${row}, ${state})`}
            length={4}
            defaultValue={row === "Part filled" ? "48" : ""}
            invalid={state === "error"}
            disabled={state === "disabled"}
          />
        </div>
      )}
    />
  ),
  play: ({ canvasElement }) => expectFieldStatesDistinct(canvasElement, { part: "input" }),
};

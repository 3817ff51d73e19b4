import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { RatingStars, RatingStarsInput } from "./rating-stars";

const meta = {
  title: "Feedback/RatingStars",
  component: RatingStars,
  tags: ["autodocs"],
  args: { value: 4, max: 5 },
  argTypes: {
    max: { control: "inline-radio", options: [5, 6] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use RatingStars to show a rating (announced as one image, "4 out of 5 stars") and ' +
          "RatingStarsInput to ask for one (a radio group of stars). Not for scores that are " +
          "not star ratings: show the number.",
      },
    },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "4 out of 5 stars" });
    await expect(image.querySelectorAll('[data-state="on"]')).toHaveLength(4);
  },
};

export const SixStars: Story = {
  args: { value: 5, max: 6 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "5 out of 6 stars" }),
    ).toBeVisible();
  },
};

const onValueChange = fn();

/**
 * By pointer, then from the keyboard: Tab reaches the chosen star, arrow keys choose the next
 * or previous one.
 */
export const Input: Story = {
  tags: ["visual"],
  render: () => <RatingStarsInput defaultValue={3} onValueChange={onValueChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onValueChange.mockClear();
    await expect(canvas.getByRole("radiogroup", { name: "Rating" })).toBeVisible();
    const names = canvas.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"));
    await expect(names).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    await expect(canvas.getByRole("radio", { name: "3 stars" })).toBeChecked();
    const four = canvas.getByRole("radio", { name: "4 stars" });
    const five = canvas.getByRole("radio", { name: "5 stars" });
    await userEvent.click(five);
    await expect(five).toBeChecked();
    await expect(onValueChange).toHaveBeenLastCalledWith(5);

    five.blur();
    await userEvent.tab();
    await expect(five).toHaveFocus();
    // Hold the key until Radix has moved focus (it checks the radio only while an arrow is down).
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(four).toHaveFocus());
    await userEvent.keyboard("{/ArrowLeft}");
    await expect(four).toBeChecked();
    await expect(onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(five).toHaveFocus());
    await userEvent.keyboard("{/ArrowRight}");
    await expect(onValueChange).toHaveBeenLastCalledWith(5);
  },
};

function ControlledDemo() {
  const [rating, setRating] = useState(0);
  return (
    <div className="space-y-2">
      <RatingStarsInput value={rating} onValueChange={setRating} label="Rate your cleaner" />
      <RatingStars value={rating} />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "4 stars" }));
    await expect(canvas.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  },
};

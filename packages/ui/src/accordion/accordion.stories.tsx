import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const faqs = [
  ["Do I need to be home?", "No. Many customers leave a key; tell us in the notes for crew."],
  ["What do your crews bring?", "Every product and tool, unless you ask us to use yours."],
  ["Can I change my booking date?", "Yes, from My Booking, up to 24 hours before the visit."],
];

const meta = {
  title: "Navigation/Accordion",
  component: Accordion,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Questions and answers (FAQ) or long sections a reader scans by heading. Do not hide content most readers need.",
      },
    },
  },
  args: { type: "single", collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-xl">
      {faqs.map(([question, answer]) => (
        <AccordionItem key={question} value={question!}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: Tab reaches the first question; Enter and Space open
 * one at a time; the arrows, Home and End move between questions (wrapping).
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "Do I need to be home?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/Many customers leave a key/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "What do your crews bring?" }));
    await expect(first).toHaveAttribute("aria-expanded", "false");
    canvas.getByRole("button", { name: "What do your crews bring?" }).blur();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "What do your crews bring?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    const last = canvas.getByRole("button", { name: "Can I change my booking date?" });
    await expect(last).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(last).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(last).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/up to 24 hours before the visit/)).toBeVisible();
    // Collapsible: Enter again closes it.
    await userEvent.keyboard("{Enter}");
    await expect(last).toHaveAttribute("aria-expanded", "false");
  },
};

export const Multiple: Story = {
  args: { type: "multiple", collapsible: undefined } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Do I need to be home?" }));
    await userEvent.click(canvas.getByRole("button", { name: "What do your crews bring?" }));
    await expect(canvas.getAllByRole("button", { expanded: true })).toHaveLength(2);
  },
};

export const OneOpen: Story = {
  tags: ["visual"],
  args: { defaultValue: "Do I need to be home?" } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Do I need to be home?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByText(/Many customers leave a key/)).toBeVisible();
  },
};

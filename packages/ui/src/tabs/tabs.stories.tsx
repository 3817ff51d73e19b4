import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Switches between views of the same subject (Active and History bookings, project services). Not for steps of a process (use StepProgress) or for navigation between pages.",
      },
    },
  },
  args: { defaultValue: "active", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Bookings">
        <TabsTrigger value="active">Active</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          Cancelled
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active">2 upcoming cleans</TabsContent>
      <TabsContent value="history">14 past cleans</TabsContent>
      <TabsContent value="cancelled">None</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By pointer, then from the keyboard: the arrows, Home and End move and choose (wrapping,
 * skipping the disabled tab), and Tab reaches the panel.
 */
export const Playground: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tabpanel", { name: "Active" })).toHaveTextContent(
      "2 upcoming cleans",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "History" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("history");
    await expect(canvas.getByRole("tabpanel", { name: "History" })).toHaveTextContent(
      "14 past cleans",
    );
    const history = canvas.getByRole("tab", { name: "History" });
    const active = canvas.getByRole("tab", { name: "Active" });
    // The click left focus on the tab, as it does for a person.
    await expect(history).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    // Wraps past the disabled tab back to the first.
    await expect(active).toHaveFocus();
    await expect(active).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(history).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(active).toHaveFocus();
    await userEvent.keyboard("{End}");
    // The disabled tab is skipped.
    await expect(history).toHaveFocus();
    await expect(history).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "History" })).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { value: "history", defaultValue: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "History" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "Active" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("active");
    // Controlled: the parent has not changed `value`, so History stays selected.
    await expect(canvas.getByRole("tab", { name: "History" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

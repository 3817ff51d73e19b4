import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Button } from "../button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Primitives/Card",
  component: Card,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Groups the content of one subject. Use CardTitle with the heading level that fits the page. Do not nest cards.",
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>London office</CardTitle>
        <CardDescription>Open 8am to 8pm daily</CardDescription>
      </CardHeader>
      <CardContent>
        <p>12 Example Street, London EC1A 1AA</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline">Get directions</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "London office" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Get directions" })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardTitle as="h2">Your booking</CardTitle>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "Your booking" }),
    ).toBeVisible();
  },
};

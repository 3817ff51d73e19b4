import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { Field } from "../field";
import { TextInput } from "../text-input";
import { ErrorSummary, type ErrorSummaryItem } from "./error-summary";

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The GOV.UK error summary: after a failed submit it lists every error as a link to its field and takes focus. Use it on forms with more than two fields, together with each Field's own error.",
      },
    },
  },
  args: {
    errors: [
      { fieldId: "crew-first", message: "First name is required." },
      { fieldId: "crew-email", message: "You have entered an invalid email address." },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ErrorSummary {...args} />
      <Field id="crew-first" label="First name" error="First name is required.">
        <TextInput />
      </Field>
      <Field
        id="crew-email"
        label="Email address"
        error="You have entered an invalid email address."
      >
        <TextInput type="email" defaultValue="alice@" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      canvas.getByRole("link", { name: "You have entered an invalid email address." }),
    );
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveFocus();
  },
};

function CrewForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [first, setFirst] = useState("");
  const [email, setEmail] = useState("");
  const errorFor = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found: ErrorSummaryItem[] = [];
        if (!first.trim()) found.push({ fieldId: "first", message: "First name is required." });
        if (!email.trim()) found.push({ fieldId: "email", message: "Email address is required." });
        else if (!/^\S+@\S+\.\S+$/.test(email))
          found.push({ fieldId: "email", message: "You have entered an invalid email address." });
        setErrors(found);
      }}
    >
      <ErrorSummary errors={errors} />
      <Field id="first" label="First name" error={errorFor("first")}>
        <TextInput value={first} onChange={(event) => setFirst(event.target.value)} />
      </Field>
      <Field id="email" label="Email address" error={errorFor("email")}>
        <TextInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Button type="submit">Submit</Button>
    </form>
  );
}

/**
 * Submitted empty by pointer, then corrected from the keyboard: Tab from the focused summary
 * reaches its links, Enter on one moves focus to its field, and a valid submit clears it.
 */
export const InAForm: Story = {
  render: () => <CrewForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    let summary = canvas.getByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["First name is required.", "Email address is required."]);
    await expect(canvas.getByRole("textbox", { name: "First name" })).toBeInvalid();

    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "First name is required." })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: "First name" })).toHaveFocus();
    await userEvent.keyboard("Alice");
    await userEvent.tab();
    await userEvent.keyboard("alice@");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    summary = canvas.getByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(
      canvas.getByRole("link", { name: "You have entered an invalid email address." }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveFocus();
    await userEvent.keyboard("example.com");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await expect(canvas.getByRole("textbox", { name: "First name" })).toBeValid();
  },
};

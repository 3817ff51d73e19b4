"use client";
import {
  messages,
  validateNewsletter,
  type NewsletterForm as NewsletterValues,
} from "@bookwell/contract";
import { Button, Field, TextInput, cn, useNotify } from "@bookwell/ui";
import * as React from "react";

import { useHandleError } from "../kit-context";
import { useContractForm } from "./use-contract-form";
import { useNewsletterCall } from "./use-form-calls";

export type NewsletterFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * The field's visible label.
   * @default "Subscribe to our newsletter"
   */
  label?: string;
  /**
   * The button's text.
   * @default "Subscribe"
   */
  submitLabel?: string;
};

const empty: NewsletterValues = { email: "" };

/**
 * The footer's newsletter sign-up (`POST home/newsletter`): "Email address is required." and
 * the invalid-address message first, then "Thanks for being part of the community" as a
 * success notification and an empty field. A server's text shows as an error notification.
 */
export function NewsletterForm({
  label = "Subscribe to our newsletter",
  submitLabel = "Subscribe",
  className,
  ...props
}: NewsletterFormProps) {
  const notify = useNotify();
  const handleError = useHandleError();
  const form = useContractForm(empty, validateNewsletter);
  const subscribe = useNewsletterCall({
    onSuccess: () => {
      notify.success(messages.newsletterThanks);
      form.reset();
    },
    onError: handleError,
  });

  return (
    <form
      noValidate
      aria-label="Newsletter"
      className={cn("flex flex-col gap-3 sm:flex-row sm:items-start", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) subscribe.mutate(form.values.email.trim());
      }}
      {...props}
    >
      <Field label={label} {...form.field("email")} className="grow">
        <TextInput
          type="email"
          autoComplete="email"
          maxLength={50}
          value={form.values.email}
          onChange={(event) => form.set("email", event.target.value)}
        />
      </Field>
      <Button type="submit" pending={subscribe.isPending} className="sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}

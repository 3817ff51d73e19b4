"use client";
import {
  fillTemplate,
  messages,
  templates,
  validateContactQuestion,
  validateContactUs,
  type ContactForm as ContactValues,
} from "@bookwell/contract";
import { Button, Field, Textarea, TextInput, cn, useNotify } from "@bookwell/ui";
import * as React from "react";

import { CaptchaField } from "../captcha";
import { useHandleError, useKit } from "../kit-context";
import { useContractForm } from "./use-contract-form";
import { useContactUsCall } from "./use-form-calls";

export type ContactFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  /**
   * `contact`: the Contact Us page's form (name, e-mail, contact number, captcha, message).
   * `question`: the service pages' Have a Question? form (no contact number).
   * @default "contact"
   */
  variant?: "contact" | "question";
  /**
   * The form's accessible name.
   * @default "Contact us" or "Have a Question?"
   */
  title?: string;
  /**
   * The shop's product the customer pressed Buy Now on: the message starts as
   * "I would like to buy {quantity} x {product}." (editable, like any message).
   * @default undefined
   */
  product?: { name: string; quantity: number } | undefined;
};

const empty: ContactValues = { ptc: "", ptcemail: "", contactnumber: "", message: "", altcha: "" };

/**
 * Contact Us and Have a Question? (`POST home/contactus`), checked in the spec's order with its
 * texts; on success "Your request has been sumitted successfully." and the Thank You page
 * (`onNavigate({ to: "thank-you" })`). A server's text shows as an error notification.
 */
export function ContactForm({
  variant = "contact",
  title,
  product,
  className,
  ...props
}: ContactFormProps) {
  const full = variant === "contact";
  const { navigate } = useKit();
  const notify = useNotify();
  const handleError = useHandleError();
  const productMessage = product
    ? fillTemplate(templates.buyProduct, {
        quantity: String(product.quantity),
        product: product.name,
      })
    : "";
  const initial = React.useMemo(() => ({ ...empty, message: productMessage }), [productMessage]);
  const form = useContractForm(initial, full ? validateContactUs : validateContactQuestion);
  const [captchaKey, setCaptchaKey] = React.useState(0);
  const send = useContactUsCall({
    onSuccess: () => {
      notify.success(messages.requestSumitted);
      form.reset();
      navigate({ to: "thank-you" });
    },
    onError: (error) => {
      // A captcha payload is good for one submission: ask for a new one.
      form.set("altcha", "");
      setCaptchaKey((key) => key + 1);
      handleError(error);
    },
  });

  return (
    <form
      noValidate
      aria-label={title ?? (full ? "Contact us" : "Have a Question?")}
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return;
        const values: ContactValues = form.values;
        send.mutate({
          ptc: values.ptc.trim(),
          ptcemail: values.ptcemail.trim(),
          ...(full ? { contactnumber: values.contactnumber?.trim() ?? "" } : {}),
          message: values.message.trim(),
          altcha: values.altcha,
        });
      }}
      {...props}
    >
      <Field label="Name" required {...form.field("ptc")}>
        <TextInput
          autoComplete="name"
          maxLength={20}
          value={form.values.ptc}
          onChange={(event) => form.set("ptc", event.target.value)}
        />
      </Field>
      <Field label="Email address" required {...form.field("ptcemail")}>
        <TextInput
          type="email"
          autoComplete="email"
          maxLength={50}
          value={form.values.ptcemail}
          onChange={(event) => form.set("ptcemail", event.target.value)}
        />
      </Field>
      {full ? (
        <Field label="Contact Number" required {...form.field("contactnumber")}>
          <TextInput
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={15}
            value={form.values.contactnumber}
            onChange={(event) => form.set("contactnumber", event.target.value)}
          />
        </Field>
      ) : null}
      <Field label="Message" {...form.field("message")}>
        <Textarea
          rows={3}
          maxLength={250}
          className="max-h-64"
          value={form.values.message}
          onChange={(event) => form.set("message", event.target.value)}
        />
      </Field>
      <CaptchaField
        key={captchaKey}
        {...form.field("altcha")}
        onVerified={(payload) => form.set("altcha", payload)}
      />
      <Button type="submit" pending={send.isPending} className="self-start">
        Submit
      </Button>
    </form>
  );
}

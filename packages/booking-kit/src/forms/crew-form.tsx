"use client";
import {
  ANY_POSTCODE_MAX_LENGTH,
  messages,
  validateCrew,
  type CrewForm as CrewValues,
} from "@bookwell/contract";
import { Button, Checkbox, Field, Textarea, TextInput, cn, useNotify } from "@bookwell/ui";
import * as React from "react";

import { CaptchaField } from "../captcha";
import { useHandleError } from "../kit-context";
import { useContractForm } from "./use-contract-form";
import { useJoinUsCall } from "./use-form-calls";

const empty: CrewValues = {
  firstname: "",
  lastname: "",
  mobile: "",
  email: "",
  postcode: "",
  addr1: "",
  addr2: "",
  message: "",
  iagree: false,
  altcha: "",
};

export type CrewFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children">;

/**
 * Be A Service Crew (`POST home/joinus`), checked in the spec's order: first name, last name,
 * mobile, e-mail, postal code, privacy consent, captcha. Success: "Your request has been
 * sumitted successfully." and an empty form; the application is confirmed within 24 hours.
 */
export function CrewForm({ className, ...props }: CrewFormProps) {
  const notify = useNotify();
  const handleError = useHandleError();
  const form = useContractForm(empty, validateCrew);
  const [captchaKey, setCaptchaKey] = React.useState(0);
  const renewCaptcha = () => {
    form.set("altcha", "");
    setCaptchaKey((key) => key + 1);
  };
  const send = useJoinUsCall({
    onSuccess: () => {
      notify.success(messages.requestSumitted);
      form.reset();
      setCaptchaKey((key) => key + 1);
    },
    onError: (error) => {
      renewCaptcha();
      handleError(error);
    },
  });
  const text = (
    name: "firstname" | "lastname" | "mobile" | "email" | "postcode" | "addr1" | "addr2",
    label: string,
    options: { max: number; required?: boolean; type?: string; autoComplete?: string },
  ) => (
    <Field label={label} required={options.required} {...form.field(name)}>
      <TextInput
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        maxLength={options.max}
        value={form.values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <form
      noValidate
      aria-label="Be A Service Crew"
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) send.mutate(form.values);
      }}
      {...props}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstname", "First name", { max: 20, required: true, autoComplete: "given-name" })}
        {text("lastname", "Last name", { max: 20, required: true, autoComplete: "family-name" })}
        {text("mobile", "Mobile number", {
          max: 15,
          required: true,
          type: "tel",
          autoComplete: "tel",
        })}
        {text("email", "Email address", {
          max: 50,
          required: true,
          type: "email",
          autoComplete: "email",
        })}
        {text("postcode", "Postal code", {
          max: ANY_POSTCODE_MAX_LENGTH,
          required: true,
          autoComplete: "postal-code",
        })}
      </div>
      {text("addr1", "Address line 1", { max: 100, autoComplete: "address-line1" })}
      {text("addr2", "Address line 2", { max: 100, autoComplete: "address-line2" })}
      <Field label="Tell us about yourself" {...form.field("message")}>
        <Textarea
          rows={3}
          maxLength={250}
          value={form.values.message}
          onChange={(event) => form.set("message", event.target.value)}
        />
      </Field>
      <Checkbox
        id={form.idFor("iagree")}
        label="I agree to the privacy policy."
        error={form.field("iagree").error}
        checked={form.values.iagree}
        onCheckedChange={(checked) => form.set("iagree", checked === true)}
      />
      <CaptchaField
        key={captchaKey}
        {...form.field("altcha")}
        onVerified={(payload) => form.set("altcha", payload)}
      />
      <p className="text-sm text-muted-foreground">We confirm every application within 24 hours.</p>
      <Button type="submit" pending={send.isPending} className="self-start">
        Submit
      </Button>
    </form>
  );
}

"use client";
import {
  businessToday,
  type CorporateEnquiryForm as EnquiryValues,
  defaultPreferredDate,
  ENQUIRY_SALUTATIONS,
  messages,
  validateCorporateEnquiry,
  ANY_POSTCODE_MAX_LENGTH,
} from "@bookwell/contract";
import {
  Button,
  Checkbox,
  DateField,
  Field,
  FieldError,
  Select,
  Textarea,
  TextInput,
  cn,
  useNotify,
} from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { CaptchaField } from "../captcha";
import { useHandleError, useKit } from "../kit-context";
import { contentQuery } from "../queries/content-queries";
import { useContractForm } from "./use-contract-form";
import { useCorporateEnquiryCall } from "./use-form-calls";

export type CorporateEnquiryFormProps = Omit<
  React.ComponentProps<"form">,
  "onSubmit" | "children"
> & {
  /**
   * The service types offered as tick boxes. By default, the names of the services the
   * server lists (`home/ourservices`).
   */
  serviceTypes?: readonly string[];
  /**
   * "Today" as YYYY-MM-DD for the preferred date's default (two days ahead).
   * @default the business's today in the kit's time zone
   */
  today?: string;
};

/**
 * The corporate enquiry (`POST home/corpenquiry`): service types, salutation, name, phone,
 * e-mail, postal code, preferred date (two days ahead by default), message, privacy consent
 * and captcha, checked in the spec's order. Success: "Your request has been sumitted
 * successfully." and the Thank You page.
 */
export function CorporateEnquiryForm({
  serviceTypes,
  today,
  className,
  ...props
}: CorporateEnquiryFormProps) {
  const { client, navigate, settings } = useKit();
  const notify = useNotify();
  const handleError = useHandleError();
  const services = useQuery({ ...contentQuery(client, "homeOurServices"), enabled: !serviceTypes });
  const types = serviceTypes ?? services.data?.map((service) => service.svcname) ?? [];
  const [initial] = React.useState<EnquiryValues>(() => ({
    servicetype: [],
    title: "",
    firstname: "",
    mobile: "",
    email: "",
    postcode: "",
    message: "",
    iagree: false,
    preferreddate: defaultPreferredDate(today ?? businessToday(settings.timeZone)),
    altcha: "",
  }));
  const form = useContractForm(initial, validateCorporateEnquiry);
  const [captchaKey, setCaptchaKey] = React.useState(0);
  const send = useCorporateEnquiryCall({
    onSuccess: () => {
      notify.success(messages.requestSumitted);
      form.reset();
      navigate({ to: "thank-you" });
    },
    onError: (error) => {
      form.set("altcha", "");
      setCaptchaKey((key) => key + 1);
      handleError(error);
    },
  });
  const typesField = form.field("servicetype");
  const toggleType = (type: string, on: boolean) =>
    form.set(
      "servicetype",
      on
        ? [...form.values.servicetype, type]
        : form.values.servicetype.filter((chosen) => chosen !== type),
    );

  return (
    <form
      noValidate
      aria-label="Corporate enquiry"
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) send.mutate(form.values);
      }}
      {...props}
    >
      <fieldset
        id={typesField.id}
        tabIndex={-1}
        aria-describedby={typesField.error ? `${typesField.id}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-medium">
          Type of service
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {types.map((type) => (
            <Checkbox
              key={type}
              label={type}
              checked={form.values.servicetype.includes(type)}
              onCheckedChange={(checked) => toggleType(type, checked === true)}
            />
          ))}
        </div>
        {typesField.error ? (
          <FieldError id={`${typesField.id}-error`}>{typesField.error}</FieldError>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field label="Salutation" required {...form.field("title")}>
          <Select
            placeholder="Select"
            options={ENQUIRY_SALUTATIONS.map((title) => ({ value: title, label: title }))}
            value={form.values.title}
            onChange={(event) => form.set("title", event.target.value)}
          />
        </Field>
        <Field label="First Name" required {...form.field("firstname")}>
          <TextInput
            autoComplete="given-name"
            maxLength={50}
            value={form.values.firstname}
            onChange={(event) => form.set("firstname", event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone Number" required {...form.field("mobile")}>
          <TextInput
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={15}
            value={form.values.mobile}
            onChange={(event) => form.set("mobile", event.target.value)}
          />
        </Field>
        <Field label="Email address" required {...form.field("email")}>
          <TextInput
            type="email"
            autoComplete="email"
            maxLength={50}
            value={form.values.email}
            onChange={(event) => form.set("email", event.target.value)}
          />
        </Field>
        <Field label="Postal Code" required {...form.field("postcode")}>
          <TextInput
            autoComplete="postal-code"
            maxLength={ANY_POSTCODE_MAX_LENGTH}
            value={form.values.postcode}
            onChange={(event) => form.set("postcode", event.target.value)}
          />
        </Field>
        <DateField
          label="Preferred date"
          id={form.idFor("preferreddate")}
          error={form.field("preferreddate").error}
          value={form.values.preferreddate}
          fromDate={today ?? businessToday(settings.timeZone)}
          today={today ?? businessToday(settings.timeZone)}
          onValueChange={(iso) => form.set("preferreddate", iso)}
        />
      </div>
      <Field label="Message" hint="We reply the same day." {...form.field("message")}>
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
      <Button type="submit" pending={send.isPending} className="self-start">
        Submit
      </Button>
    </form>
  );
}

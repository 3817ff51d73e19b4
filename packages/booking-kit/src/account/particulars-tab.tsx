"use client";
import {
  businessToday,
  PARTICULARS_SALUTATIONS,
  validateParticulars,
  type Particulars,
} from "@bookwell/contract";
import { Button, DateField, Field, Select, TextInput } from "@bookwell/ui";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { useContractForm } from "../forms/use-contract-form";
import { useKit, useSession } from "../kit-context";
import { useUpdateParticulars } from "../queries/account-mutations";
import { particularsQuery } from "../queries/account-queries";
import { useReportErrors } from "./account-states";
import { AccountFailed, AccountLoading } from "./account-states";
import { particularsBody, particularsValues, type ParticularsValues } from "./particulars";

export type ParticularsFormViewProps = {
  /** The saved particulars the form starts from. */
  saved: Particulars;
  /** Today, YYYY-MM-DD (the business's date): no date of birth after it. */
  today: string;
  /** Saving is under way: the button shows it and ignores presses. */
  saving?: boolean;
  /** Called with the checked values. */
  onSave: (values: ParticularsValues) => void;
};

/**
 * My Particulars, presentational: title, names, e-mail, mobile and date of birth, checked in
 * the spec's order (the contract's `validateParticulars`), one message at a time at its
 * field, focus moved there. What was typed stays when a save fails.
 */
export function ParticularsFormView({ saved, today, saving, onSave }: ParticularsFormViewProps) {
  const validate = React.useCallback(
    (values: Partial<ParticularsValues>) =>
      validateParticulars({ ...values, arnum: saved.arnum }, today),
    [saved.arnum, today],
  );
  const form = useContractForm(particularsValues(saved), validate);
  const { values, set } = form;
  return (
    <form
      noValidate
      aria-label="My Particulars"
      className="grid max-w-2xl gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check()) onSave(values);
      }}
    >
      <Field label="Title" {...form.field("title")}>
        <Select
          options={PARTICULARS_SALUTATIONS.map((title) => ({ value: title, label: title }))}
          value={values.title}
          onChange={(event) => set("title", event.target.value)}
        />
      </Field>
      <span aria-hidden="true" className="hidden sm:block" />
      <Field label="First name" required {...form.field("firstname")}>
        <TextInput
          autoComplete="given-name"
          maxLength={20}
          value={values.firstname}
          onChange={(event) => set("firstname", event.target.value)}
        />
      </Field>
      <Field label="Last name" required {...form.field("lastname")}>
        <TextInput
          autoComplete="family-name"
          maxLength={20}
          value={values.lastname}
          onChange={(event) => set("lastname", event.target.value)}
        />
      </Field>
      <Field label="E-mail" required {...form.field("email")}>
        <TextInput
          type="email"
          autoComplete="email"
          maxLength={50}
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
        />
      </Field>
      <Field label="Mobile" required {...form.field("mobile")}>
        <TextInput
          type="tel"
          autoComplete="tel"
          maxLength={15}
          value={values.mobile}
          onChange={(event) => set("mobile", event.target.value)}
        />
      </Field>
      <DateField
        label="Date of birth"
        value={values.dob}
        onValueChange={(dob) => set("dob", dob)}
        today={today}
        toDate={today}
        defaultMonth={values.dob || today}
        error={form.field("dob").error}
        messages={{ unavailable: "A date of birth cannot be in the future." }}
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={saving} pendingLabel="Saving your particulars">
          UPDATE
        </Button>
      </div>
    </form>
  );
}

/** My Particulars: `GET myaccount/myparticulars`, saved with `PUT`; "My Particulars Updated successfully.". */
export function ParticularsTab() {
  const { client, settings } = useKit();
  const user = useSession();
  const owner = { arnum: user?.arnum ?? "", email: user?.email ?? "" };
  const particulars = useQuery({ ...particularsQuery(client, owner), enabled: Boolean(user) });
  const update = useUpdateParticulars(owner);
  useReportErrors(particulars.error);
  const today = businessToday(settings.timeZone);

  if (particulars.isPending) return <AccountLoading label="Loading My Particulars" rows={4} />;
  if (!particulars.data) return <AccountFailed onRetry={() => void particulars.refetch()} />;
  return (
    <ParticularsFormView
      saved={particulars.data}
      today={today}
      saving={update.isPending}
      onSave={(values) => {
        if (!update.isPending) update.mutate(particularsBody(owner.arnum, values, today));
      }}
    />
  );
}

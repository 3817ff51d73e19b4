"use client";
import { validateChangePassword, type ChangePasswordForm } from "@bookwell/contract";
import { Button, Field, PasswordInput } from "@bookwell/ui";
import * as React from "react";

import { useContractForm } from "../forms/use-contract-form";
import { useSession } from "../kit-context";
import { useChangePassword } from "../queries/account-mutations";

type PasswordValues = Omit<ChangePasswordForm, "email">;

const empty: PasswordValues = { encryptedOldPWD: "", encryptedNewPWD: "", confirmPassword: "" };

export type PasswordFormViewProps = {
  saving?: boolean;
  /** Called with the checked passwords; resolves true when the change is saved. */
  onSave: (values: PasswordValues) => Promise<boolean>;
};

/**
 * Update Password, presentational: current, new and confirm, checked in the spec's order (the
 * contract's `validateChangePassword`). The fields empty once the change is saved; a refusal
 * (a wrong current password) keeps what was typed.
 */
export function PasswordFormView({ saving, onSave }: PasswordFormViewProps) {
  const form = useContractForm<PasswordValues>(empty, validateChangePassword);
  const { values, set } = form;
  const password = (
    field: keyof PasswordValues,
    label: string,
    autoComplete: "current-password" | "new-password",
  ) => (
    <Field label={label} required {...form.field(field)}>
      <PasswordInput
        autoComplete={autoComplete}
        maxLength={15}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field>
  );
  return (
    <form
      noValidate
      aria-label="Update Password"
      className="grid max-w-md gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.check()) return;
        void onSave(values).then((saved) => {
          if (saved) form.reset();
        });
      }}
    >
      {password("encryptedOldPWD", "Current password", "current-password")}
      {password("encryptedNewPWD", "New password", "new-password")}
      {password("confirmPassword", "Confirm password", "new-password")}
      <div>
        <Button type="submit" pending={saving} pendingLabel="Updating your password">
          UPDATE
        </Button>
      </div>
    </form>
  );
}

/** Update Password: `POST user/changepwd` with a JSON body; "Password updated successfully.". */
export function PasswordTab() {
  const user = useSession();
  const change = useChangePassword();
  return (
    <PasswordFormView
      saving={change.isPending}
      onSave={async ({ encryptedOldPWD, encryptedNewPWD }) => {
        if (!user || change.isPending) return false;
        try {
          await change.mutateAsync({ email: user.email, encryptedOldPWD, encryptedNewPWD });
          return true;
        } catch {
          // The kit's error rule has shown why (useChangePassword's onError).
          return false;
        }
      }}
    />
  );
}

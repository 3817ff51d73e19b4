"use client";
import {
  OTP_LENGTH,
  labels,
  messages,
  resetPasswordRules,
  validateResetEmail,
  validateResetPassword,
  type ResetEmailForm,
  type ResetPasswordForm,
} from "@bookwell/contract";
import {
  Button,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  OtpInput,
  PasswordInput,
  TextInput,
  useNotify,
} from "@bookwell/ui";
import * as React from "react";

import { useContractForm } from "../forms/use-contract-form";
import { useHandleError } from "../kit-context";
import { useResetPasswordCall, useValidateUserCall } from "./use-auth-calls";
import { DialogAlert } from "./dialog-alert";
import { maxLengthFrom } from "./field-limits";

export type ForgotPasswordViewProps = {
  /** After "Password reset successfully.", or the "Back to login" link. */
  onLogin: () => void;
};

/**
 * The reset-password dialog's body, in two steps: the e-mail ("Email id required to reset
 * password."), which asks the server to mail a 6-digit OTP (`POST user/validate`, "Please
 * check your email."); then the OTP, a new password and its confirmation
 * (`POST user/resetpwd`, "Password reset successfully."), then back to login. The OTP is
 * checked by the server only: the browser never receives it.
 */
export function ForgotPasswordView({ onLogin }: ForgotPasswordViewProps) {
  const [email, setEmail] = React.useState<string | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{labels.forgotPassword}</DialogTitle>
        <DialogDescription>
          {email === null
            ? "Enter your e-mail address and we will send you a code to reset your password."
            : `Enter the ${OTP_LENGTH}-digit code we sent to ${email} and choose a new password.`}
        </DialogDescription>
      </DialogHeader>
      {email === null ? (
        <EmailStep onSent={setEmail} />
      ) : (
        <ResetStep email={email} onDone={onLogin} />
      )}
      <Button variant="link" className="min-h-11 self-start" onClick={onLogin}>
        Back to login
      </Button>
    </>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const notify = useNotify();
  const handleError = useHandleError();
  const form = useContractForm<ResetEmailForm>({ email: "" }, validateResetEmail);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const send = useValidateUserCall({
    onSuccess: (_data, email) => {
      notify.success(messages.checkEmail);
      onSent(email);
    },
    onError: (error) => {
      setServerError(error.message || messages.oops);
      handleError(error);
    },
  });
  return (
    <form
      noValidate
      aria-label="Reset password: e-mail"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setServerError(null);
        if (form.check()) send.mutate(form.values.email.trim());
      }}
    >
      <DialogAlert message={serverError} />
      <Field label="Email" required {...form.field("email")}>
        <TextInput
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.set("email", event.target.value)}
        />
      </Field>
      <Button type="submit" pending={send.isPending} pendingLabel="Sending the code">
        Send code
      </Button>
    </form>
  );
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const notify = useNotify();
  const handleError = useHandleError();
  const form = useContractForm<ResetPasswordForm>(
    { email, OTP: "", encryptedNewPWD: "", confirmPassword: "" },
    validateResetPassword,
  );
  const [serverError, setServerError] = React.useState<string | null>(null);
  const reset = useResetPasswordCall({
    onSuccess: () => {
      notify.success(messages.passwordResetSuccess);
      onDone();
    },
    onError: (error) => {
      setServerError(error.message || messages.oops);
      handleError(error);
    },
  });
  const otp = form.field("OTP");
  const max = maxLengthFrom(resetPasswordRules, "encryptedNewPWD");
  return (
    <form
      noValidate
      aria-label="Reset password: new password"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setServerError(null);
        if (!form.check()) return;
        const { confirmPassword: _confirm, ...body } = form.values;
        reset.mutate(body);
      }}
    >
      <DialogAlert message={serverError} />
      <div className="flex flex-col gap-1.5">
        <span id={`${otp.id}-label`} className="text-sm font-medium text-foreground">
          Code from the e-mail
        </span>
        <OtpInput
          id={otp.id}
          length={OTP_LENGTH}
          label="Code from the e-mail"
          value={form.values.OTP}
          invalid={Boolean(otp.error)}
          aria-describedby={otp.error ? `${otp.id}-error` : undefined}
          onValueChange={(code) => form.set("OTP", code)}
        />
        {otp.error ? <FieldError id={`${otp.id}-error`}>{otp.error}</FieldError> : null}
      </div>
      <Field label="New password" required {...form.field("encryptedNewPWD")}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={max}
          value={form.values.encryptedNewPWD}
          onChange={(event) => form.set("encryptedNewPWD", event.target.value)}
        />
      </Field>
      <Field label="Confirm password" required {...form.field("confirmPassword")}>
        <PasswordInput
          autoComplete="new-password"
          maxLength={max}
          value={form.values.confirmPassword}
          onChange={(event) => form.set("confirmPassword", event.target.value)}
        />
      </Field>
      <Button type="submit" pending={reset.isPending} pendingLabel="Resetting your password">
        Reset password
      </Button>
    </form>
  );
}

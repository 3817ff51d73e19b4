"use client";
import {
  ANY_POSTCODE_MAX_LENGTH,
  DEFAULT_SALUTATION,
  SIGN_UP_SALUTATIONS,
  labels,
  messages,
  texts,
  signUpRules,
  validateSignUp,
  type SignUpForm as SignUpValues,
} from "@bookwell/contract";
import {
  Button,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  PasswordInput,
  Select,
  TextInput,
} from "@bookwell/ui";
import * as React from "react";

import { CaptchaField } from "../captcha";
import { useContractForm } from "../forms/use-contract-form";
import { useHandleError, useKit } from "../kit-context";
import { useSignUpCall } from "./use-auth-calls";
import { DialogAlert } from "./dialog-alert";
import { maxLengthFrom } from "./field-limits";

const empty: SignUpValues = {
  title: DEFAULT_SALUTATION,
  postalcode: "",
  firstname: "",
  lastname: "",
  mobile: "",
  email: "",
  encryptedPWD: "",
  confirmPassword: "",
  altcha: "",
};

const salutations = SIGN_UP_SALUTATIONS.map((value) => ({ value, label: value }));
const limit = (field: keyof SignUpValues & string) => maxLengthFrom(signUpRules, field);

export type SignUpViewProps = {
  /** The "Login" link back to the login dialog. */
  onLogin: () => void;
};

/**
 * The sign-up dialog's body: salutation (default Mr), postal code, names, phone, e-mail,
 * password and confirmation, ALTCHA captcha; checked in that order by the contract's
 * `signUpRules`, limits from the same rules. On success the dialog says a verification link
 * was sent (visitor-and-entry.md section 4) and the button stays disabled. "Registration
 * successfully completed." is not said here: no account exists until the link is opened,
 * and the page that link opens says it.
 */
export function SignUpView({ onLogin }: SignUpViewProps) {
  const { settings } = useKit();
  const handleError = useHandleError();
  const form = useContractForm(empty, validateSignUp);
  const [captchaKey, setCaptchaKey] = React.useState(0);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const signUp = useSignUpCall({
    onError: (error) => {
      // Each captcha payload is good once: ask for a fresh one.
      form.set("altcha", "");
      setCaptchaKey((key) => key + 1);
      setServerError(error.message || messages.oops);
      handleError(error);
    },
  });
  const done = signUp.isSuccess;

  const text = (
    name: "postalcode" | "firstname" | "lastname" | "mobile" | "email",
    label: string,
    options: { type?: string; autoComplete: string },
  ) => (
    <Field label={label} required {...form.field(name)}>
      <TextInput
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        // The postal code has a rule, not a length (UK or Singapore): its longest, the UK's 8.
        maxLength={name === "postalcode" ? ANY_POSTCODE_MAX_LENGTH : limit(name)}
        value={form.values[name]}
        readOnly={done}
        onChange={(event) => form.set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{labels.signUp}</DialogTitle>
        <DialogDescription>Create an account to book and manage your services.</DialogDescription>
      </DialogHeader>
      <DialogAlert message={serverError} />
      <form
        noValidate
        aria-label={labels.signUp}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (done) return;
          setServerError(null);
          if (!form.check()) return;
          const { confirmPassword: _confirm, ...body } = form.values;
          signUp.mutate(body);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Salutation" required {...form.field("title")}>
            <Select
              options={salutations}
              value={form.values.title}
              disabled={done}
              onChange={(event) => form.set("title", event.target.value)}
            />
          </Field>
          {text("postalcode", "Postal code", { autoComplete: "postal-code" })}
          {text("firstname", "First name", { autoComplete: "given-name" })}
          {text("lastname", "Last name", { autoComplete: "family-name" })}
          {text("mobile", "Phone number", { type: "tel", autoComplete: "tel" })}
          {text("email", "Email", { type: "email", autoComplete: "email" })}
          <Field label="Password" required {...form.field("encryptedPWD")}>
            <PasswordInput
              autoComplete="new-password"
              maxLength={limit("encryptedPWD")}
              value={form.values.encryptedPWD}
              readOnly={done}
              onChange={(event) => form.set("encryptedPWD", event.target.value)}
            />
          </Field>
          <Field label="Confirm password" required {...form.field("confirmPassword")}>
            <PasswordInput
              autoComplete="new-password"
              maxLength={limit("encryptedPWD")}
              value={form.values.confirmPassword}
              readOnly={done}
              onChange={(event) => form.set("confirmPassword", event.target.value)}
            />
          </Field>
        </div>
        <CaptchaField
          key={captchaKey}
          {...form.field("altcha")}
          onVerified={(payload) => form.set("altcha", payload)}
        />
        {done ? (
          <p role="status" className="rounded-md border border-border bg-muted/40 p-3 text-base">
            {messages.verificationLinkSent}
            {/* The demo's mail is caught, not sent: where to read it (demo mode only). */}
            {settings.demoMailboxHref ? (
              <>
                {" "}
                <a
                  href={settings.demoMailboxHref}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {texts.demoMailboxLink}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" pending={signUp.isPending} disabled={done} pendingLabel="Signing up">
          {labels.signUp}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">
        Already have an account?{" "}
        <Button variant="link" className="min-h-11" onClick={onLogin}>
          Login
        </Button>
      </p>
    </>
  );
}

"use client";
import {
  labels,
  messages,
  texts,
  validateLogin,
  type LoginForm as LoginValues,
} from "@bookwell/contract";
import {
  Button,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  PasswordInput,
  TextInput,
  useNotify,
} from "@bookwell/ui";
import * as React from "react";

import { CaptchaField } from "../captcha";
import { useContractForm } from "../forms/use-contract-form";
import { useHandleError, useKit } from "../kit-context";
import { GoogleSignInButton } from "./google-sign-in";
import { useLoginCall } from "./use-auth-calls";
import { DialogAlert } from "./dialog-alert";

const empty: LoginValues = { userEmail: "", pwd: "" };

export type LoginViewProps = {
  /** Called with the stored profile once the server has started the session. */
  onLoggedIn: () => void;
  onSignUp: () => void;
  onForgotPassword: () => void;
};

/**
 * The login dialog's body: e-mail and password checked by the contract's `loginRules`
 * ("UserId is required.", "Password is required."), sent as a JSON POST (`user/login`); the
 * non-secret profile goes to the session store and "Login successfully." is shown. Links to
 * Sign up and Forgot password; Google sign-in where the brand enables it.
 */
export function LoginView({ onLoggedIn, onSignUp, onForgotPassword }: LoginViewProps) {
  const { session } = useKit();
  const notify = useNotify();
  const handleError = useHandleError();
  const form = useContractForm(empty, validateLogin);
  const [serverError, setServerError] = React.useState<string | null>(null);
  // After repeated failed logins the server asks for the captcha; each payload is good once,
  // so a new one is asked for (a fresh widget) after every attempt that used one.
  const [captchaShown, setCaptchaShown] = React.useState(false);
  const [altcha, setAltcha] = React.useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = React.useState(0);
  const [captchaError, setCaptchaError] = React.useState<string | undefined>(undefined);
  const login = useLoginCall({
    onSuccess: (user) => {
      session.set(user);
      notify.success(messages.loginSuccess);
      onLoggedIn();
    },
    onError: (error) => {
      setServerError(error.message || messages.oops);
      if (error.message === texts.loginCaptchaNeeded) setCaptchaShown(true);
      if (altcha) {
        setAltcha(null);
        setCaptchaKey((key) => key + 1);
      }
      handleError(error);
    },
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Login</DialogTitle>
        <DialogDescription>Log in to book and manage your services.</DialogDescription>
      </DialogHeader>
      <DialogAlert message={serverError} />
      <form
        noValidate
        aria-label="Login"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setServerError(null);
          const captchaMissing = captchaShown && !altcha;
          setCaptchaError(captchaMissing ? messages.captchaRequired : undefined);
          if (form.check() && !captchaMissing) {
            login.mutate({
              userEmail: form.values.userEmail.trim(),
              pwd: form.values.pwd,
              ...(altcha ? { altcha } : {}),
            });
          }
        }}
      >
        <Field label="Email" required {...form.field("userEmail")}>
          <TextInput
            type="email"
            autoComplete="username"
            value={form.values.userEmail}
            onChange={(event) => form.set("userEmail", event.target.value)}
          />
        </Field>
        <Field label="Password" required {...form.field("pwd")}>
          <PasswordInput
            autoComplete="current-password"
            value={form.values.pwd}
            onChange={(event) => form.set("pwd", event.target.value)}
          />
        </Field>
        {captchaShown ? (
          <CaptchaField
            key={captchaKey}
            id="login-captcha"
            error={captchaError}
            onVerified={(payload) => {
              setAltcha(payload);
              setCaptchaError(undefined);
            }}
          />
        ) : null}
        <Button type="submit" pending={login.isPending} pendingLabel="Logging in">
          Login
        </Button>
      </form>
      <GoogleSignInButton onLoggedIn={onLoggedIn} onError={setServerError} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="min-h-11" onClick={onSignUp}>
          {labels.signUp}
        </Button>
        <Button variant="link" className="min-h-11" onClick={onForgotPassword}>
          {labels.forgotPassword}
        </Button>
      </div>
    </>
  );
}

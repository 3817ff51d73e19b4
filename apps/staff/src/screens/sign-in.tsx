import { isApiError, staffTexts, texts, type ApiClient } from "@bookwell/contract";
import { Button, Field, PasswordInput, TextInput } from "@bookwell/ui";
import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { ErrorNotice, Screen } from "../components/notices";
import { consoleName } from "../lib/console-name";
import { STAFF, useApi } from "../lib/staff-api";

/**
 * The proof of work the server asks for after repeated failed sign-ins (ALTCHA, its cost set by
 * the server): fetched and solved here, with no box to tick; the solver loads on first need.
 */
async function solvedCaptcha(api: ApiClient): Promise<string | null> {
  const challenge = await api.captchaChallenge();
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/sha"),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]["challenge"],
    deriveKey,
  });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

/**
 * Staff sign-in: the server checks the password and its limits, and words every refusal. When
 * it asks for the captcha, the sign-in is sent again with a solved one.
 */
export function SignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = React.useState<unknown>(null);
  const [pending, setPending] = React.useState(false);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const body = { email: String(form.get("email")), password: String(form.get("password")) };
      const user = await api.staffLogin({ body }).catch(async (refused: unknown) => {
        if (!isApiError(refused) || refused.message !== texts.loginCaptchaNeeded) throw refused;
        const altcha = await solvedCaptcha(api);
        if (!altcha) throw refused;
        return api.staffLogin({ body: { ...body, altcha } });
      });
      queryClient.removeQueries({ queryKey: [STAFF] });
      queryClient.setQueryData([STAFF, "staffMe", null], user);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from !== "/sign-in" ? from : "/", { replace: true });
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-10">
      <p className="font-semibold">{consoleName()}</p>
      <Screen title={staffTexts.signInTitle}>
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <ErrorNotice error={error} />
          <Field label={staffTexts.email} required>
            <TextInput name="email" type="email" autoComplete="username" />
          </Field>
          <Field label={staffTexts.password} required>
            <PasswordInput name="password" autoComplete="current-password" />
          </Field>
          <Button type="submit" pending={pending}>
            {staffTexts.signIn}
          </Button>
        </form>
      </Screen>
    </main>
  );
}

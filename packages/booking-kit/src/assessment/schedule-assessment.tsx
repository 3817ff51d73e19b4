"use client";
import {
  ASSESSMENT_REDIRECT_MS,
  type AssessmentForm,
  businessToday,
  ESTIMATED_PACKAGE_TYPE,
  HALF_HOURS,
  messages,
  validateAssessment,
} from "@bookwell/contract";
import { Button, Checkbox, DateField, Field, Select, TextInput, useNotify } from "@bookwell/ui";
import { SafeHtml } from "@bookwell/ui/safe-html";
import { useQuery } from "@tanstack/react-query";
import * as React from "react";

import { questionnaireStore } from "../booking/booking-storage";
import { useRefuseEntry } from "../entry/entry-hooks";
import { useMounted } from "../lib/hooks";
import { rateText } from "../listing/rate-in-currency";
import { useExpireSession, useHandleError, useKit, useSession } from "../kit-context";
import { useRequireSession } from "../session/require-session";
import { packagesQuery } from "../queries/queries";
import { useRequestAssessment } from "./use-request-assessment";

export type ScheduleAssessmentProps = {
  /** The service category (the page's navigation state `matcatnum`). */
  matcatnum: string;
  /**
   * How long the confirmation shows before going home, in ms.
   * @default ASSESSMENT_REDIRECT_MS (5000)
   */
  homeDelayMs?: number;
};

type Field = keyof AssessmentForm;

const halfHours = HALF_HOURS.map((t) => ({ value: t, label: t }));

/**
 * Schedule an assessment (booking-flow.md sections 2, 4, 5 and 7): date (not in the past),
 * half-hour times from 00:00 to 23:30, address, e-mail, name and phone, checked with the
 * contract's assessment rules; a consent box ticked by default. On success the stored
 * questionnaire is cleared, the confirmation shows and the customer goes home after 5 seconds.
 */
export function ScheduleAssessment({
  matcatnum,
  homeDelayMs = ASSESSMENT_REDIRECT_MS,
}: ScheduleAssessmentProps) {
  const { client, settings, navigate, session: sessionStore } = useKit();
  const session = useSession();
  const notify = useNotify();
  const expireSession = useExpireSession();
  const handleError = useHandleError();
  const answers = React.useSyncExternalStore(
    questionnaireStore.subscribe,
    questionnaireStore.get,
    () => null,
  );
  const id = React.useId();
  const today = businessToday(settings.timeZone);
  const [form, setForm] = React.useState<AssessmentForm>({
    reqdate: "",
    reqtimefrom: "",
    reqtimeto: "",
    shipaddr: "",
    shipemail: "",
    shipname: "",
    shipphone: "",
  });
  const [prefilled, setPrefilled] = React.useState(false);
  const [consent, setConsent] = React.useState(true);
  const [error, setError] = React.useState<{ field: Field; message: string }>();
  const request = useRequestAssessment();
  const sending = request.isPending;
  const [done, setDone] = React.useState(false);
  const inputs = React.useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const doneRef = React.useRef<HTMLHeadingElement>(null);

  // Prefill once the stored profile and answers are readable (after hydration).
  if (!prefilled && session) {
    setPrefilled(true);
    setForm((f) => ({
      ...f,
      shipname: `${session.firstname} ${session.lastname}`.trim().slice(0, 30),
      shipemail: session.email.slice(0, 30),
      shipphone: session.mobile.slice(0, 15),
      shipaddr: (answers?.fulladdr ?? answers?.addr1 ?? "").slice(0, 50),
    }));
  }

  useRequireSession();
  // Opened directly (no category in the navigation state, or no stored questionnaire): the
  // spec's direct-access message and home, not a form that fails at submit. Without a session
  // `useRequireSession` already says so. Read once mounted: the stored answers are browser-only.
  const mounted = useMounted();
  const refused = mounted && !done && (!matcatnum || !answers);
  useRefuseEntry(refused, (hasSession) => (hasSession ? messages.directAccess : null));

  const packages = useQuery({
    ...packagesQuery(client, {
      arnum: session?.arnum ?? "",
      email: session?.email ?? "",
      catnum: matcatnum,
      answers: answers ? [answers] : [],
    }),
    enabled: Boolean(session && answers),
  });
  const estimated = packages.data?.find(
    (p) => p.pType.trim().toLowerCase() === ESTIMATED_PACKAGE_TYPE.toLowerCase(),
  );

  React.useEffect(() => {
    if (!done) return;
    doneRef.current?.focus();
    const timer = setTimeout(() => navigate({ to: "home" }), homeDelayMs);
    return () => clearTimeout(timer);
  }, [done, homeDelayMs, navigate]);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (error?.field === field) setError(undefined);
  };

  const submit = async () => {
    if (sending) return;
    const [first] = validateAssessment(form, today);
    if (first) {
      setError(first);
      inputs.current[first.field]?.focus();
      return;
    }
    const current = sessionStore.get();
    if (!current) {
      expireSession();
      return;
    }
    try {
      await request.mutateAsync({
        params: { arnum: current.arnum },
        body: {
          arnum: current.arnum,
          catnum: matcatnum,
          email: current.email,
          parameters: answers ?? {},
          ...form,
        },
      });
      questionnaireStore.clear();
      notify.success(messages.assessmentScheduled);
      setDone(true);
    } catch (cause) {
      // A code other than S shows the server's meta.message; a failure shows Oops.
      handleError(cause);
    }
  };

  if (done) {
    return (
      <section data-slot="schedule-assessment" data-state="done" className="space-y-3 text-center">
        <h1 ref={doneRef} tabIndex={-1} className="text-3xl font-semibold">
          {messages.assessmentScheduled}
        </h1>
        <p>We will confirm your assessment within 24 hours. Taking you back to the home page…</p>
      </section>
    );
  }

  if (refused) return null;

  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);
  const text = (field: Field, label: string, props: React.ComponentProps<typeof TextInput>) => (
    <Field label={label} id={`${id}-${field}`} error={errorOf(field)}>
      <TextInput
        ref={(node) => {
          inputs.current[field] = node;
        }}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
        {...props}
      />
    </Field>
  );

  return (
    <section data-slot="schedule-assessment" aria-labelledby={`${id}-title`} className="space-y-6">
      <h1 id={`${id}-title`} className="text-3xl font-semibold">
        Schedule an assessment
      </h1>
      {estimated ? (
        <div className="space-y-2 rounded-md border border-border p-4">
          <p className="font-semibold">{rateText(estimated.rate, settings.currency)}</p>
          <SafeHtml html={estimated.description} />
        </div>
      ) : null}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div
          ref={(node) => {
            inputs.current.reqdate = node?.querySelector("input") ?? null;
          }}
          className="sm:col-span-2"
        >
          <DateField
            label="Date"
            value={form.reqdate}
            onValueChange={set("reqdate")}
            today={today}
            fromDate={today}
            isDateDisabled={(iso) => iso < today}
            error={errorOf("reqdate")}
          />
        </div>
        <Field label="Time from" id={`${id}-reqtimefrom`} error={errorOf("reqtimefrom")}>
          <Select
            ref={(node) => {
              inputs.current.reqtimefrom = node;
            }}
            placeholder="Please select"
            options={halfHours}
            value={form.reqtimefrom}
            onChange={(event) => set("reqtimefrom")(event.target.value)}
          />
        </Field>
        <Field label="Time to" id={`${id}-reqtimeto`} error={errorOf("reqtimeto")}>
          <Select
            ref={(node) => {
              inputs.current.reqtimeto = node;
            }}
            placeholder="Please select"
            options={halfHours}
            value={form.reqtimeto}
            onChange={(event) => set("reqtimeto")(event.target.value)}
          />
        </Field>
        <div className="sm:col-span-2">
          {text("shipaddr", "Address", { maxLength: 50, autoComplete: "street-address" })}
        </div>
        {text("shipemail", "Email address", {
          maxLength: 30,
          type: "email",
          autoComplete: "email",
        })}
        {text("shipname", "Name", { maxLength: 30, autoComplete: "name" })}
        {text("shipphone", "Phone number", { maxLength: 15, type: "tel", autoComplete: "tel" })}
        <Checkbox
          className="sm:col-span-2"
          label="You may contact me about this assessment."
          checked={consent}
          onCheckedChange={(checked) => setConsent(checked === true)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" pending={sending} pendingLabel="Sending your request">
            SUBMIT
          </Button>
        </div>
      </form>
    </section>
  );
}

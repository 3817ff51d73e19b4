"use client";
import {
  ApiError,
  BOOKING_SALUTATIONS,
  COUNTRIES,
  isApiError,
  labels,
  messages,
  normalisePostcode,
  postcodeMaxLength,
  storedPostcode,
  texts,
  validateBookingInformation,
  type BookingInformationForm,
  type CartLineInput,
} from "@bookwell/contract";
import { Button, Checkbox, Field, Select, Textarea, TextInput } from "@bookwell/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";

import { chosenAddonsStore, questionnaireStore } from "../booking/booking-storage";
import { useHandleError, useKit, useSession } from "../kit-context";
import { addressLookupQuery, locationsQuery } from "../queries/queries";
import {
  applyLocation,
  clearAddress,
  editDraft,
  type BookingInformationDraft,
  type SavedLine,
} from "./booking-prefill";
import { useSaveBookingLine } from "./use-save-booking-line";

export type BookingInformationStepProps = {
  /** The form, kept by the wizard so PREVIOUS and back again keeps what was typed. */
  draft: BookingInformationDraft;
  onDraftChange: React.Dispatch<React.SetStateAction<BookingInformationDraft>>;
  /** The cart line to save from a draft (package, dates, property, add-ons). */
  toLine: (draft: BookingInformationDraft) => CartLineInput;
  /** PREVIOUS: back to Date & Time, nothing saved. */
  onPrevious: () => void;
  /**
   * The line this wizard saved before (PREVIOUS from Finalise, then back here): CONTINUE
   * updates it by its guid rather than adding the booking to the cart a second time.
   * @default null
   */
  savedLine?: SavedLine | null;
  /**
   * The line is saved (and the stored answers and add-ons cleared): on to Finalise. `saved` is
   * the line as the cart holds it now (null if it could not be found), for `savedLine`.
   */
  onSaved: (saved: SavedLine | null) => void;
};

type FieldName = keyof BookingInformationForm;

/**
 * Field limits of booking-flow.md section 5 (the contract's rules check them too). The postal
 * code's follows its country (a UK postcode is up to 8 characters with its space).
 */
const LIMITS: Partial<Record<FieldName, number>> = {
  shipfirstname: 15,
  shiplastname: 15,
  shipphone: 15,
  shipemail: 50,
  shipaddr1: 100,
  shipaddr2: 100,
  shipunitno: 10,
  remarks: 250,
};

/**
 * Booking Information (booking-flow.md section 2): contact and service address, a saved
 * location chooser (`booking/locations/{arnum}`), the address looked up when the postal code
 * field is left (`booking/address/{postcode}` fills address line 1), Save address to profile.
 * CONTINUE checks the contract's rules (every required field: "Please fill all the details."),
 * saves the line (`POST booking/cart/{arnum}`), clears the stored questionnaire answers and
 * add-ons, and goes on. No session: the session-expired rule.
 */
export function BookingInformationStep({
  draft,
  onDraftChange,
  toLine,
  onPrevious,
  savedLine = null,
  onSaved,
}: BookingInformationStepProps) {
  const { client, settings } = useKit();
  const user = useSession();
  const queryClient = useQueryClient();
  const handleError = useHandleError();
  const locations = useQuery({
    ...locationsQuery(client, user?.arnum ?? "", user?.email ?? ""),
    enabled: user !== null,
  });
  const [error, setError] = React.useState<{ field: FieldName; message: string } | null>(null);
  const saveLine = useSaveBookingLine();
  const saving = saveLine.isPending;
  const prefix = React.useId().replace(/:/g, "");
  const idOf = (field: FieldName) => `${prefix}-${field}`;
  const [focusField, setFocusField] = React.useState<{ field: FieldName } | null>(null);
  React.useEffect(() => {
    if (focusField) document.getElementById(idOf(focusField.field))?.focus();
    // idOf is derived from a stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusField]);

  /**
   * What the lookup said when it could not fill the address (unknown postcode,
   * lookup unavailable): shown under the postal code, and the customer types the address.
   * Never a toast, and CONTINUE never waits for the lookup.
   */
  const [lookupHint, setLookupHint] = React.useState<string | null>(null);
  /** The customer typed address line 1 themselves: the lookup never replaces it. */
  const lineTyped = React.useRef(false);
  /** The postal code in the field now, for a lookup that answers after it changed. */
  const postcodeNow = React.useRef(draft.shippostcode);
  React.useEffect(() => {
    postcodeNow.current = draft.shippostcode;
  }, [draft.shippostcode]);

  const set = <K extends keyof BookingInformationDraft>(
    field: K,
    value: BookingInformationDraft[K],
  ) => {
    onDraftChange((current) => editDraft(current, field, value));
    if (error?.field === field) setError(null);
    if (field === "shippostcode") setLookupHint(null);
    if (field === "shipaddr1") lineTyped.current = value !== "";
  };

  const lookUpAddress = async (typed: string) => {
    setLookupHint(null);
    // The postal code as it is stored (`sw1a1aa` → `SW1A 1AA`), when it is one of its country's;
    // the same place, so a saved location stays chosen.
    const stored = storedPostcode(typed, draft.shipaddr3 || "United Kingdom");
    if (stored && stored !== typed) {
      onDraftChange((current) =>
        current.shippostcode === typed ? { ...current, shippostcode: stored } : current,
      );
    }
    // The lookup knows UK addresses: a UK postcode with the UK (or no country yet) chosen.
    const uk = normalisePostcode("GB", typed);
    if (!uk.ok || stored !== uk.postcode) return;
    const code = uk.postcode;
    const samePostcode = (postcode: string) => {
      const now = normalisePostcode("GB", postcode);
      return now.ok && now.postcode === code;
    };
    let line1: string | null = null;
    let hint: string = texts.postcodeUnknown;
    try {
      line1 = (await queryClient.fetchQuery(addressLookupQuery(client, code))) || null;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 503) hint = failure.message;
    }
    if (!samePostcode(postcodeNow.current)) return;
    if (!line1) {
      setLookupHint(`${hint} ${texts.addressTypeByHand}`);
      return;
    }
    onDraftChange((current) =>
      lineTyped.current || !samePostcode(current.shippostcode)
        ? current
        : editDraft(current, "shipaddr1", line1),
    );
  };

  const submit = async () => {
    if (!user) {
      // The one session rule: the message, the stored session cleared, home.
      handleError(new ApiError("unauthorized", messages.sessionExpired, { endpoint: "saveCart" }));
      return;
    }
    const [first] = validateBookingInformation(draft);
    if (first) {
      setError(first);
      setFocusField({ field: first.field });
      return;
    }
    setError(null);
    try {
      const saved = await saveLine.mutateAsync({
        arnum: user.arnum,
        email: user.email,
        line: toLine(draft),
        savedLine,
      });
      questionnaireStore.clear();
      chosenAddonsStore.clear();
      onSaved(saved);
    } catch (failure) {
      handleError(failure);
    }
  };

  const text = (
    field: FieldName,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <Field
      label={label}
      id={idOf(field)}
      required={options.required ?? true}
      error={error?.field === field ? error.message : undefined}
    >
      <TextInput
        name={field}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        maxLength={LIMITS[field]}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field>
  );

  const savedLocations = locations.data ?? [];

  return (
    <form
      noValidate
      aria-label={labels.stepBookingInformation}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {savedLocations.length > 0 ? (
        <Field label="Saved location" required={false}>
          <Select
            value={draft.shiplocationid}
            placeholder="Enter a new address"
            options={savedLocations.map((location) => ({
              value: location.locationid,
              label: `${location.locationname}: ${location.fulladdr}`,
            }))}
            onChange={(event) => {
              const chosen = savedLocations.find((l) => l.locationid === event.target.value);
              setLookupHint(null);
              lineTyped.current = false;
              onDraftChange((current) =>
                chosen
                  ? applyLocation(current, chosen)
                  : clearAddress(current, settings.defaultCountry),
              );
            }}
          />
        </Field>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Contact</legend>
        <Field
          label="Title"
          id={idOf("shiptitle")}
          required
          error={error?.field === "shiptitle" ? error.message : undefined}
        >
          <Select
            name="shiptitle"
            value={draft.shiptitle}
            placeholder="Select"
            options={BOOKING_SALUTATIONS.map((title) => ({ value: title, label: title }))}
            onChange={(event) => set("shiptitle", event.target.value)}
          />
        </Field>
        <span aria-hidden="true" className="hidden sm:block" />
        {text("shipfirstname", "First name", { autoComplete: "given-name" })}
        {text("shiplastname", "Last name", { autoComplete: "family-name" })}
        {text("shipphone", "Phone", { type: "tel", autoComplete: "tel" })}
        {text("shipemail", "E-mail", { type: "email", autoComplete: "email" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Service address</legend>
        <Field
          label="Postal code"
          id={idOf("shippostcode")}
          required
          hint={lookupHint ?? undefined}
          error={error?.field === "shippostcode" ? error.message : undefined}
        >
          <TextInput
            name="shippostcode"
            autoComplete="postal-code"
            maxLength={postcodeMaxLength(draft.shipaddr3 || "United Kingdom")}
            value={draft.shippostcode}
            onChange={(event) => set("shippostcode", event.target.value)}
            onBlur={() => void lookUpAddress(draft.shippostcode)}
          />
        </Field>
        {text("shipunitno", "Unit number")}
        {text("shipaddr1", "Address line 1", { autoComplete: "address-line1" })}
        {text("shipaddr2", "Address line 2", { autoComplete: "address-line2", required: false })}
        <Field
          label="Country"
          id={idOf("shipaddr3")}
          required
          error={error?.field === "shipaddr3" ? error.message : undefined}
        >
          <Select
            name="shipaddr3"
            value={draft.shipaddr3}
            placeholder="Select"
            options={COUNTRIES.map((country) => ({ value: country, label: country }))}
            onChange={(event) => set("shipaddr3", event.target.value)}
          />
        </Field>
      </fieldset>
      <p role="status" className="sr-only">
        {lookupHint ?? ""}
      </p>
      <Field
        label="Notes for crew"
        id={idOf("remarks")}
        error={error?.field === "remarks" ? error.message : undefined}
      >
        <Textarea
          name="remarks"
          maxLength={LIMITS.remarks}
          value={draft.remarks}
          onChange={(event) => set("remarks", event.target.value)}
        />
      </Field>
      <Checkbox
        label={labels.saveAddressToProfile}
        checked={draft.saveAddress}
        onCheckedChange={(checked) => set("saveAddress", checked === true)}
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="outline" onClick={onPrevious}>
          {labels.previous}
        </Button>
        <Button type="submit" pending={saving}>
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}

import type { Particulars, ParticularsBody, ParticularsForm } from "@bookwell/contract";

/** What the My Particulars form holds (the account number is the session's). */
export type ParticularsValues = Omit<ParticularsForm, "arnum">;

/** The form, filled from the saved particulars. */
export function particularsValues(saved: Particulars): ParticularsValues {
  return {
    title: saved.title,
    firstname: saved.firstname,
    lastname: saved.lastname,
    email: saved.email,
    mobile: saved.mobile,
    dob: saved.dob,
  };
}

/**
 * The date of birth to send (account-area.md section 5): a date only if it differs from
 * today, else empty. A date picker that was never touched shows today; today is never a
 * birthday someone means to save.
 */
export function dobToSend(dob: string, today: string): string {
  return dob === today ? "" : dob;
}

/** `PUT myaccount/myparticulars/{arnum}`'s body: the form's text trimmed, the dob rule applied. */
export function particularsBody(
  arnum: string,
  values: ParticularsValues,
  today: string,
): ParticularsBody {
  return {
    arnum,
    title: values.title,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    dob: dobToSend(values.dob, today),
  };
}

import { serverTexts } from "@bookwell/contract";
import { dictionary } from "@zxcvbn-ts/language-common";

import { HttpError } from "../http-error";

/**
 * The commonest passwords (OWASP ASVS 5.0, 6.2.4): zxcvbn-ts's list, kept up by its project,
 * compared without case. Loaded once, on the first new password.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a new password on the list (a 400 with the catalogue's message). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, serverTexts.passwordCommon);
}

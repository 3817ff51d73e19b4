import type { SelectedPackage } from "../booking/booking-entry";
import { isRecord } from "../booking/stored-shapes";
import { packageSelection } from "./package-groups";

/** The package listing's navigation state (booking-flow.md section 2). */
export interface PackageListingState {
  /** The service category. */
  matcatnum: string;
  /** Choosing a package goes to the add-on listing first. @default false */
  displayaddon?: boolean;
}

/*
 * The navigation states are read by hand, not with zod: they are read on the listing's first
 * load.
 */

/** A non-blank string, trimmed; or null. */
function trimmed(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? null : text;
}

/** The listing's state from whatever the router gave, or null (a direct access). */
export function readPackageListingState(state: unknown): PackageListingState | null {
  if (!isRecord(state)) return null;
  const { displayaddon } = state;
  // A category number is text; some links send it as a number.
  const matcatnum =
    typeof state.matcatnum === "number" && Number.isFinite(state.matcatnum)
      ? String(state.matcatnum)
      : trimmed(state.matcatnum);
  if (matcatnum === null) return null;
  // Legacy links send "true"/"false" strings as well as booleans.
  const wantsAddons = displayaddon === true || displayaddon === "true";
  return wantsAddons ? { matcatnum, displayaddon: true } : { matcatnum };
}

/**
 * The add-on listing's state, `{ matnum, matname, jobnum, jobnum2, baseamt }` (or the same
 * under `package`, as the wizard takes it), or null (a direct access). A jobnum joined by ";"
 * is split into its two jobs.
 */
export function readAddonListingState(state: unknown): SelectedPackage | null {
  const candidate =
    state && typeof state === "object" && "package" in state
      ? (state as { package: unknown }).package
      : state;
  if (!isRecord(candidate)) return null;
  const { matname, jobnum2 } = candidate;
  const matnum = trimmed(candidate.matnum);
  const jobnum = trimmed(candidate.jobnum);
  // The amount may come as text ("45.00") from a legacy link.
  const baseamt = Number(candidate.baseamt);
  if (typeof matname !== "string" || matnum === null || jobnum === null) return null;
  if (jobnum2 != null && typeof jobnum2 !== "string") return null;
  if (!Number.isFinite(baseamt)) return null;
  const rate = typeof candidate.rate === "string" ? candidate.rate : undefined;
  const description = typeof candidate.description === "string" ? candidate.description : undefined;
  return packageSelection({ matname, matnum, jobnum, jobnum2, baseamt, rate, description });
}

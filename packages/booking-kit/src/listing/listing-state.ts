import { z } from "zod";

import type { SelectedPackage } from "../booking/booking-entry";
import { packageSelection } from "./package-groups";

/** The package listing's navigation state (booking-flow.md section 2). */
export interface PackageListingState {
  /** The service category. */
  matcatnum: string;
  /** Choosing a package goes to the add-on listing first. @default false */
  displayaddon?: boolean;
}

const listingState = z.looseObject({
  matcatnum: z.union([z.string().trim().min(1), z.number()]).transform(String),
  displayaddon: z.unknown().optional(),
});

/** The listing's state from whatever the router gave, or null (a direct access). */
export function readPackageListingState(state: unknown): PackageListingState | null {
  const parsed = listingState.safeParse(state);
  if (!parsed.success) return null;
  const { matcatnum, displayaddon } = parsed.data;
  // Legacy links send "true"/"false" strings as well as booleans.
  const wantsAddons = displayaddon === true || displayaddon === "true";
  return wantsAddons ? { matcatnum, displayaddon: true } : { matcatnum };
}

const selected = z.object({
  matname: z.string(),
  matnum: z.string().trim().min(1),
  jobnum: z.string().trim().min(1),
  jobnum2: z.string().nullish(),
  baseamt: z.coerce.number().finite(),
});

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
  const parsed = selected.safeParse(candidate);
  return parsed.success ? packageSelection(parsed.data) : null;
}

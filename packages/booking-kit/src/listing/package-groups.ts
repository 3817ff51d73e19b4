import { packageGroup, type PackageItem } from "@bookwell/contract";

import type { SelectedPackage } from "../booking/booking-entry";

/** The package listing's sections (booking-flow.md section 2), in the order they show. */
export interface PackageGroups {
  /** The category's header package (the first one the server marks Header). */
  header: PackageItem | null;
  previouslyBooked: PackageItem[];
  bestMatched: PackageItem[];
  popular: PackageItem[];
  /** Hidden until SHOW MORE RELATED PRODUCTS. */
  other: PackageItem[];
}

/**
 * Sorts packages into the listing's sections by `pType`, matched case-insensitively and
 * trimmed ("  bestmatched " is BestMatched). Types the listing has no section for (e.g. the
 * assessment flow's Estimated) are left out. Order within a section is the server's.
 */
export function groupPackages(items: readonly PackageItem[]): PackageGroups {
  const groups: PackageGroups = {
    header: null,
    previouslyBooked: [],
    bestMatched: [],
    popular: [],
    other: [],
  };
  for (const item of items) {
    switch (packageGroup(item.pType)) {
      case "Header":
        groups.header ??= item;
        break;
      case "PreviouslyBooked":
        groups.previouslyBooked.push(item);
        break;
      case "BestMatched":
        groups.bestMatched.push(item);
        break;
      case "Popular":
        groups.popular.push(item);
        break;
      case "Other":
        groups.other.push(item);
        break;
      default:
        break;
    }
  }
  return groups;
}

/**
 * The two jobs of a package: `jobnum2`, or the second half of a `jobnum` joined by ";"
 * (the add-on flow's form). Blank parts count as absent.
 */
export function splitJobs(jobnum: string, jobnum2?: string | null): [string, string | null] {
  const [first = "", joined = ""] = jobnum.split(";").map((part) => part.trim());
  const second = jobnum2?.trim() || joined;
  return [first, second === "" ? null : second];
}

/** A two-job package (a second date and slot; multi-job add-ons). */
export function isMultiJobPackage(pkg: { jobnum: string; jobnum2?: string | null }): boolean {
  return splitJobs(pkg.jobnum, pkg.jobnum2)[1] !== null;
}

/** What choosing a package carries to the wizard: matname, matnum, jobnum, jobnum2, baseamt. */
export function packageSelection(pkg: {
  matname: string;
  matnum: string;
  jobnum: string;
  jobnum2?: string | null;
  baseamt: number;
  rate?: string | undefined;
  description?: string | undefined;
}): SelectedPackage {
  const [jobnum, jobnum2] = splitJobs(pkg.jobnum, pkg.jobnum2);
  return {
    matname: pkg.matname,
    matnum: pkg.matnum,
    jobnum,
    jobnum2,
    baseamt: pkg.baseamt,
    // The package details the wizard shows before Finalise, when the listing had them.
    ...(typeof pkg.rate === "string" ? { rate: pkg.rate } : {}),
    ...(typeof pkg.description === "string" ? { description: pkg.description } : {}),
  };
}

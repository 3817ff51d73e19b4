import { packageItem, type PackageItem } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import { readAddonListingState, readPackageListingState } from "./listing-state";
import { groupPackages, isMultiJobPackage, packageSelection, splitJobs } from "./package-groups";

const pkg = (matnum: string, pType: string, extra: Partial<PackageItem> = {}): PackageItem =>
  packageItem.parse({
    matname: matnum,
    matnum,
    jobnum: `J-${matnum}`,
    baseamt: 10,
    rate: "**£10.00**",
    price: 10,
    description: "",
    directory: "",
    pType,
    ...extra,
  });

describe("groupPackages", () => {
  it("reads pType case-insensitively and trimmed", () => {
    const groups = groupPackages([
      pkg("A", "  header "),
      pkg("B", "previouslybooked"),
      pkg("C", " BestMatched"),
      pkg("D", "BESTMATCHED "),
      pkg("E", "popular"),
      pkg("F", "Other"),
    ]);
    expect(groups.header?.matnum).toBe("A");
    expect(groups.previouslyBooked.map((p) => p.matnum)).toEqual(["B"]);
    expect(groups.bestMatched.map((p) => p.matnum)).toEqual(["C", "D"]);
    expect(groups.popular.map((p) => p.matnum)).toEqual(["E"]);
    expect(groups.other.map((p) => p.matnum)).toEqual(["F"]);
  });

  it("keeps the first header and leaves out types without a section", () => {
    const groups = groupPackages([pkg("A", "Header"), pkg("B", "Header"), pkg("C", "Estimated")]);
    expect(groups.header?.matnum).toBe("A");
    expect([...groups.bestMatched, ...groups.other, ...groups.popular]).toEqual([]);
  });

  it("gives empty sections for no packages (no best match: call the office)", () => {
    expect(groupPackages([])).toEqual({
      header: null,
      previouslyBooked: [],
      bestMatched: [],
      popular: [],
      other: [],
    });
  });
});

describe("jobs of a package", () => {
  it("splits a jobnum joined by ';' into two jobs", () => {
    expect(splitJobs("J1;J2")).toEqual(["J1", "J2"]);
    expect(splitJobs(" J1 ; J2 ")).toEqual(["J1", "J2"]);
  });

  it("prefers jobnum2 and treats blanks as absent", () => {
    expect(splitJobs("J1", "J9")).toEqual(["J1", "J9"]);
    expect(splitJobs("J1;", "  ")).toEqual(["J1", null]);
    expect(isMultiJobPackage({ jobnum: "J1" })).toBe(false);
    expect(isMultiJobPackage({ jobnum: "J1;J2" })).toBe(true);
  });

  it("carries matname, matnum, jobnum, jobnum2 and baseamt, and the rate and description for the wizard's package details", () => {
    expect(packageSelection(pkg("L", "Popular", { jobnum: "P;D", baseamt: 20 }))).toEqual({
      matname: "L",
      matnum: "L",
      jobnum: "P",
      jobnum2: "D",
      baseamt: 20,
      rate: "**£10.00**",
      description: "",
    });
  });
});

describe("navigation states", () => {
  it("reads the listing's state, or null for a direct access", () => {
    expect(readPackageListingState({ matcatnum: "RHC" })).toEqual({ matcatnum: "RHC" });
    expect(readPackageListingState({ matcatnum: "RHC", displayaddon: "true" })).toEqual({
      matcatnum: "RHC",
      displayaddon: true,
    });
    expect(readPackageListingState({ matcatnum: "RHC", displayaddon: false })).toEqual({
      matcatnum: "RHC",
    });
    expect(readPackageListingState(null)).toBeNull();
    expect(readPackageListingState({})).toBeNull();
    expect(readPackageListingState({ matcatnum: " " })).toBeNull();
    expect(readPackageListingState({ matcatnum: " RHC " })).toEqual({ matcatnum: "RHC" });
    expect(readPackageListingState({ matcatnum: 12 })).toEqual({ matcatnum: "12" });
    expect(readPackageListingState({ matcatnum: Number.NaN })).toBeNull();
    expect(readPackageListingState({ matcatnum: true })).toBeNull();
    expect(readPackageListingState(["RHC"])).toBeNull();
    expect(readPackageListingState("RHC")).toBeNull();
  });

  it("reads the add-on listing's state flat or under package", () => {
    const flat = { matname: "L", matnum: "L", jobnum: "P;D", baseamt: "20" };
    const expected = { matname: "L", matnum: "L", jobnum: "P", jobnum2: "D", baseamt: 20 };
    expect(readAddonListingState(flat)).toEqual(expected);
    expect(readAddonListingState({ package: flat })).toEqual(expected);
    expect(readAddonListingState({ matnum: "L" })).toBeNull();
    expect(readAddonListingState(undefined)).toBeNull();
    expect(readAddonListingState({ ...flat, matnum: " L ", extra: 1 })).toEqual(expected);
    expect(readAddonListingState({ ...flat, jobnum: "P", jobnum2: null })).toEqual({
      ...expected,
      jobnum2: null,
    });
    expect(readAddonListingState({ ...flat, baseamt: "twenty" })).toBeNull();
    expect(readAddonListingState({ ...flat, baseamt: undefined })).toBeNull();
    expect(readAddonListingState({ ...flat, jobnum: " " })).toBeNull();
    expect(readAddonListingState({ ...flat, jobnum2: 2 })).toBeNull();
    expect(readAddonListingState({ ...flat, matname: 1 })).toBeNull();
    expect(readAddonListingState({ package: "L" })).toBeNull();
  });
});

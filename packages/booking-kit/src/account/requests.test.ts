import { requestItem } from "@bookwell/contract";
import { describe, expect, it } from "vitest";

import {
  ALL_REQUEST_TYPES,
  effectiveRequestType,
  filterByRequestType,
  requestTypeOptions,
} from "./requests";

const row = (refnum: string, reqtype: string) =>
  requestItem.parse({
    ticket: refnum,
    servicetype: "Deep cleaning",
    reqtype,
    requesetdate: "2026-11-18",
    status: "Quoted",
    viewasquote: true,
    refnum,
  });

const requests = [
  row("RQ-1", "Quotation"),
  row("RQ-2", "Assessment"),
  row("RQ-3", "Quotation"),
  row("RQ-4", " Assessment "),
];

describe("the type-of-request dropdown (account-area.md section 2)", () => {
  it("is All, then each distinct type once, alphabetically", () => {
    expect(requestTypeOptions(requests)).toEqual(["All", "Assessment", "Quotation"]);
  });

  it("is All alone for no requests, and leaves blank types out", () => {
    expect(requestTypeOptions([])).toEqual([ALL_REQUEST_TYPES]);
    expect(requestTypeOptions([row("RQ-9", "Quotation"), { reqtype: "  " }])).toEqual([
      "All",
      "Quotation",
    ]);
  });

  it("does not list All twice when a type is called All", () => {
    expect(requestTypeOptions([{ reqtype: "All" }])).toEqual(["All"]);
  });
});

describe("filtering by type", () => {
  it("All keeps every request in the server's order", () => {
    expect(filterByRequestType(requests, "All").map((r) => r.refnum)).toEqual([
      "RQ-1",
      "RQ-2",
      "RQ-3",
      "RQ-4",
    ]);
  });

  it("a type keeps its requests only, in order", () => {
    expect(filterByRequestType(requests, "Quotation").map((r) => r.refnum)).toEqual([
      "RQ-1",
      "RQ-3",
    ]);
    expect(filterByRequestType(requests, "Assessment").map((r) => r.refnum)).toEqual([
      "RQ-2",
      "RQ-4",
    ]);
  });

  it("falls back to All once the chosen type has left the dropdown", () => {
    const options = requestTypeOptions([row("RQ-1", "Quotation")]);
    expect(effectiveRequestType(options, "Assessment")).toBe("All");
    expect(effectiveRequestType(options, "Quotation")).toBe("Quotation");
  });
});

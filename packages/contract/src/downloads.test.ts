import { describe, expect, it } from "vitest";

import { invoiceUrl } from "./download-links";
import { downloadList, downloads } from "./downloads";
import { endpointList } from "./endpoints";

describe("downloads", () => {
  it("has a unique name per download, equal to its key, and none the registry uses", () => {
    for (const [key, download] of Object.entries(downloads)) expect(download.name).toBe(key);
    const names = [...endpointList, ...downloadList].map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("never shares a route with a call of the registry", () => {
    for (const download of downloadList) {
      const sample = download.path.replace(/\{\w+\}/g, "X1");
      const clashes = endpointList.filter(
        (e) =>
          e.method === download.method &&
          new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(sample),
      );
      expect(
        clashes.map((e) => e.name),
        download.name,
      ).toEqual([]);
    }
  });

  it("serves the invoice as a PDF to the booking's owner only", () => {
    expect(downloads.bookingInvoice).toMatchObject({
      method: "GET",
      path: "/api/mybooking/invoice/{refnum}",
      auth: "session",
      contentType: "application/pdf",
    });
  });

  it("links to a booking's invoice, each refnum one path segment", () => {
    expect(invoiceUrl("RF7001-01")).toBe("/api/mybooking/invoice/RF7001-01");
    expect(invoiceUrl("A/B?c", "https://api.example.com/")).toBe(
      "https://api.example.com/api/mybooking/invoice/A%2FB%3Fc",
    );
    expect(() => invoiceUrl("")).toThrow(/refnum/);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { buildPath, buildQuery, pathParams, toRoutePath } from "./endpoint";
import { endpointTable } from "./endpoint-table";
import { endpointList, endpoints, findEndpoint } from "./endpoints";

const here = path.dirname(fileURLToPath(import.meta.url));

describe("endpoint registry", () => {
  it("has a unique name per endpoint, equal to its key", () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
    const names = endpointList.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has a unique method + path per endpoint", () => {
    const keys = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never lets one route shadow another (a filled path matches only its own template)", () => {
    for (const endpoint of endpointList) {
      const sample = buildPath(
        endpoint.path,
        Object.fromEntries(pathParams(endpoint.path).map((p) => [p, "X1"])),
      );
      const matches = endpointList.filter(
        (other) =>
          other.method === endpoint.method &&
          new RegExp(`^${other.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(sample),
      );
      expect(matches.map((m) => m.name)).toEqual([endpoint.name]);
    }
  });

  it("lives under /api, and declares params exactly when the path has placeholders", () => {
    for (const endpoint of endpointList) {
      expect(endpoint.path.startsWith("/api/")).toBe(true);
      const names = pathParams(endpoint.path);
      if (names.length === 0) {
        expect(endpoint.params, endpoint.name).toBeUndefined();
        continue;
      }
      expect(endpoint.params, endpoint.name).toBeInstanceOf(z.ZodObject);
      const shape = (endpoint.params as z.ZodObject).shape;
      expect(Object.keys(shape).sort(), endpoint.name).toEqual([...names].sort());
    }
  });

  it("sends no body on GET or DELETE", () => {
    for (const endpoint of endpointList) {
      if (endpoint.method === "GET" || endpoint.method === "DELETE") {
        expect(endpoint.body, endpoint.name).toBeUndefined();
      }
    }
  });

  it("keeps passwords out of URLs: no password-like field in any params or query", () => {
    for (const endpoint of endpointList) {
      for (const schema of [endpoint.params, endpoint.query]) {
        if (!schema) continue;
        const keys = Object.keys((schema as z.ZodObject).shape);
        expect(
          keys.filter((k) => /pwd|password|otp|cvc|number/i.test(k)),
          endpoint.name,
        ).toEqual([]);
      }
    }
  });

  it("logs in with POST and a JSON body", () => {
    expect(endpoints.login.method).toBe("POST");
    expect(endpoints.login.path).toBe("/api/user/login");
    expect(endpoints.login.body.parse({ userEmail: "a@b.co", pwd: "secret" })).toMatchObject({
      userEmail: "a@b.co",
      pwd: "secret",
    });
  });

  it("makes every payment and top-up idempotent, with the key in the body", () => {
    const moneyMovers = [
      "initiatePayment",
      "confirmPayment",
      "createCredit",
      "initiateTopUp",
      "confirmTopUp",
    ];
    expect(
      endpointList
        .filter((e) => e.idempotent)
        .map((e) => e.name)
        .sort(),
    ).toEqual([...moneyMovers].sort());
    for (const name of moneyMovers) {
      const body = endpointList.find((e) => e.name === name)?.body as z.ZodObject;
      expect(Object.keys(body.shape), name).toContain("idempotencyKey");
    }
  });

  it("marks account- and record-scoped calls as session calls", () => {
    for (const endpoint of endpointList) {
      const scoped = /\{(refnum|guid)\}|^\/api\/(my|checkout)/.test(endpoint.path);
      if (scoped && !endpoint.path.startsWith("/api/staff/"))
        expect(endpoint.auth, endpoint.name).toBe("session");
    }
    // Guests may ask for packages under the placeholder account, and use the date step.
    expect(endpoints.packages.auth).toBe("none");
    expect(endpoints.timeSlots.auth).toBe("none");
  });

  it("puts every staff call under /api/staff, behind a staff session but the sign-in", () => {
    const staff = endpointList.filter((e) => e.path.startsWith("/api/staff/"));
    expect(staff.length).toBeGreaterThan(20);
    for (const endpoint of staff) {
      expect(endpoint.name, endpoint.path).toMatch(/^staff[A-Z]/);
      if (endpoint.name === "staffLogin") expect(endpoint.auth).toBe("none");
      else expect(["staff", "admin"], endpoint.name).toContain(endpoint.auth);
    }
    // Staff roles are for staff calls only; a customer's call never takes a staff session.
    for (const endpoint of endpointList.filter((e) => !e.path.startsWith("/api/staff/"))) {
      expect(["none", "session"], endpoint.name).toContain(endpoint.auth);
    }
  });

  it("keeps refunds, prices, the calendar's changes and staff accounts to admins", () => {
    const admin = endpointList
      .filter((e) => e.auth === "admin")
      .map((e) => e.name)
      .sort();
    expect(admin).toEqual(
      [
        "staffSetPrice",
        "staffRefunds",
        "staffApproveRefund",
        "staffRefuseRefund",
        "staffAddHoliday",
        "staffRemoveHoliday",
        "staffSetCapacity",
        "staffCloseDay",
        "staffAccounts",
        "staffCreateAccount",
        "staffDisableAccount",
      ].sort(),
    );
  });

  it("reads staff inputs with clear messages, never zod's defaults", () => {
    const crew = endpoints.staffAssignCrew.body.safeParse({ crewName: " ", crewPhone: "x" });
    expect(crew.error?.issues.map((i) => i.message)).toEqual([
      "Crew name is required.",
      "Crew phone is not valid.",
    ]);
    expect(
      endpoints.staffRecordTransfer.body.safeParse({ amount: 12.345 }).error?.issues[0]?.message,
    ).toBe("Expected an amount in pounds with at most two decimals");
    expect(
      endpoints.staffApproveRefund.body.safeParse({ amount: 0, to: "card" }).error?.issues[0]
        ?.message,
    ).toBe("Refund amount is not valid.");
    expect(
      endpoints.staffPriceRequest.body.safeParse({ lines: [] }).error?.issues[0]?.message,
    ).toBe("Add at least one line to the quotation.");
    expect(
      endpoints.staffAssignCrew.body.parse({ crewName: " Ana ", crewPhone: "+44 7700 900123" }),
    ).toEqual({ crewName: "Ana", crewPhone: "+44 7700 900123", crewPhoto: "", crewQty: 1 });
  });

  it("covers the calls the specs and DESIGN.md name", () => {
    const wanted = [
      "GET /api/booking/timeslots/{jobnum}",
      "GET /api/booking/holidaylist/{matnum}",
      "POST /api/booking/{arnum}/packages",
      "POST /api/booking/cart/confirm/{refnum}",
      "POST /api/checkout/initiatepayment",
      "POST /api/checkout/confirmpayment",
      "POST /api/checkout/testgateway/tokenize",
      "POST /api/user/login",
      "POST /api/user/logout",
      "GET /api/user/session",
      "GET /api/captcha/challenge",
      // The reset code by POST only (the spec's GET would let another site queue mails).
      "POST /api/user/validate",
      "POST /api/user/resetpwd",
      "GET /api/myrequest/quotedetails/{refnum}",
      "DELETE /api/myaccount/mylocations/{arnum}",
    ];
    const have = new Set(endpointList.map((e) => `${e.method} ${e.path}`));
    for (const w of wanted) expect(have.has(w), w).toBe(true);
  });

  it("finds an endpoint by method and concrete path", () => {
    expect(findEndpoint("get", "/api/booking/timeslots/J1?date=2025-01-02")?.name).toBe(
      "timeSlots",
    );
    expect(findEndpoint("DELETE", "/api/myrequest/R1")?.name).toBe("deleteRequest");
    expect(findEndpoint("GET", "/api/nothing")).toBeUndefined();
  });

  it("reads the cart summary's creditused as money from the query string", () => {
    const query = endpoints.cartSummary.query;
    expect(query.parse({ creditused: "12.50" })).toEqual({ creditused: 12.5 });
    expect(query.parse({ creditused: 12.5, email: "a@b.co" })).toEqual({
      creditused: 12.5,
      email: "a@b.co",
    });
    expect(query.parse({})).toEqual({});
    expect(query.safeParse({ creditused: "12.345" }).success).toBe(false);
    expect(query.safeParse({ creditused: "twelve" }).success).toBe(false);
  });

  it("keeps ENDPOINTS.md's table in step with the registry", () => {
    const readme = readFileSync(path.resolve(here, "../ENDPOINTS.md"), "utf8");
    const section =
      /<!-- endpoints:start -->([\s\S]*?)<!-- endpoints:end -->/.exec(readme)?.[1] ?? "";
    // Compare cells, not spacing: Prettier pads the table's columns.
    const cells = (table: string) =>
      table
        .split("\n")
        .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
        .map((line) => line.split("|").map((cell) => cell.trim()));
    expect(cells(section)).toEqual(cells(endpointTable()));
    expect(cells(section)).toHaveLength(endpointList.length + 1);
  });
});

describe("path helpers", () => {
  it("encodes each parameter as one segment", () => {
    expect(buildPath("/api/booking/timeslots/{jobnum}", { jobnum: "J1;J2/x" })).toBe(
      "/api/booking/timeslots/J1%3BJ2%2Fx",
    );
  });
  it("refuses a missing parameter", () => {
    expect(() => buildPath("/api/mycredit/{arnum}", {})).toThrow(/arnum/);
  });
  it("builds a query string from defined values", () => {
    expect(buildQuery({ date: "2025-01-02", skip: undefined, e: "a b&c" })).toBe(
      "?date=2025-01-02&e=a+b%26c",
    );
    expect(buildQuery({})).toBe("");
  });
  it("converts to route syntax", () => {
    expect(toRoutePath("/api/booking/{arnum}/packages")).toBe("/api/booking/:arnum/packages");
  });
});

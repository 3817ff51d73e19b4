import { describe, expect, it } from "vitest";

import { endpointRoutes, responseGroupOf, type ResponseGroup } from "./endpoint-routes";
import { endpoints, type EndpointName } from "./endpoints";
import { accountResponses } from "./responses/account-responses";
import { authResponses } from "./responses/auth-responses";
import { bookingResponses } from "./responses/booking-responses";
import { contentResponses } from "./responses/content-responses";
import { staffResponses } from "./responses/staff-responses";

const responses: Record<ResponseGroup, Record<string, unknown>> = {
  content: contentResponses,
  auth: authResponses,
  booking: bookingResponses,
  account: accountResponses,
  staff: staffResponses,
};

describe("endpointRoutes (the client's table without zod)", () => {
  it("is where every endpoint's method, path and idempotency come from, and nothing else", () => {
    const fromSchemas = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [
        name,
        {
          method: endpoint.method,
          path: endpoint.path,
          ...("idempotent" in endpoint && endpoint.idempotent ? { idempotent: true } : {}),
        },
      ]),
    );
    expect(endpointRoutes).toEqual(fromSchemas);
  });

  it("puts each call in the part of the API whose module holds its answer schema", () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const group = responseGroupOf[name as EndpointName];
      expect(responses[group][name], `${name} in responses/${group}-responses.ts`).toBe(
        endpoint.response,
      );
    }
    for (const [group, schemas] of Object.entries(responses)) {
      for (const name of Object.keys(schemas)) {
        expect(responseGroupOf[name as EndpointName], `${name}'s part`).toBe(group);
      }
    }
  });
});

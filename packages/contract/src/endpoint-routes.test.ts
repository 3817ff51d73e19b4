import { describe, expect, it } from "vitest";

import { endpointRoutes } from "./endpoint-routes";
import { endpoints } from "./endpoints";

describe("endpointRoutes (the client's table without zod)", () => {
  it("has every endpoint's method, path and idempotency, and nothing else", () => {
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
});

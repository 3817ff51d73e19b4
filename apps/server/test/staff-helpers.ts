import { endpointList, type EndpointConfig } from "@bookwell/contract";

import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "../src/seed";
import { accountApp } from "./account-helpers";
import { cookieFrom, type TestResponse } from "./helpers";

/** The demo's agent and admin. */
export const AGENT = DEMO_STAFF[0];
export const ADMIN = DEMO_STAFF[1];

/** Signs a staff member in; their staff cookie as a Cookie header value. */
export async function staffLogin(
  app: {
    request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<TestResponse>;
  },
  email: string,
  password = DEMO_STAFF_PASSWORD,
): Promise<string> {
  const response = await app.request("/api/staff/login", {
    method: "POST",
    json: { email, password },
  });
  if (response.status !== 200) throw new Error(`staff login ${email}: ${response.status}`);
  return cookieFrom(response);
}

/**
 * Alice and Bob logged in as customers, the demo agent and admin signed in to the console
 * (sessions opened in the database, `openStaffSession`; the sign-in is tested with
 * `staffLogin`).
 */
export async function staffApp(options: Parameters<typeof accountApp>[0] = {}) {
  const app = await accountApp(options);
  const agent = await app.openStaffSession(AGENT.staffId);
  const admin = await app.openStaffSession(ADMIN.staffId);
  return { ...app, agent, admin };
}
export type StaffApp = Awaited<ReturnType<typeof staffApp>>;

/** Every staff call of the contract but the sign-in. */
export const staffCalls = endpointList.filter(
  (endpoint) => endpoint.path.startsWith("/api/staff/") && endpoint.name !== "staffLogin",
) as readonly EndpointConfig[];

/** A concrete path for a staff call: every `{param}` filled with a plausible value. */
export function samplePath(endpoint: Pick<EndpointConfig, "path">): string {
  const values: Record<string, string> = {
    refnum: "BK-1001-02",
    matnum: "DEEP-3H",
    date: "2026-12-25",
    staffId: "ST001",
  };
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "X1");
}

/** The audit log's entries for a subject, oldest first. */
export async function auditOf(app: StaffApp, subject: string) {
  return app.db.query<{ staff_id: string; action: string; before: unknown; after: unknown }>(
    "SELECT staff_id, action, before, after FROM audit_log WHERE subject = $1 ORDER BY id",
    [subject],
  );
}

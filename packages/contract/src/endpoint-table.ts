import { endpointList } from "./endpoints";

/** ENDPOINTS.md's table, generated from the registry (a test keeps them equal). */
export function endpointTable(): string {
  const rows = endpointList.map(
    (e) =>
      `| \`${e.name}\` | ${e.method} | \`${e.path}\` | ${e.auth}${e.idempotent ? ", idempotent" : ""} | ${e.summary} |`,
  );
  return ["| name | method | path | auth | what for |", "|---|---|---|---|---|", ...rows].join(
    "\n",
  );
}

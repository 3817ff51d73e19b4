/**
 * The ports of the servers the journeys and the site's screenshots start. A port given in the
 * environment is used as it is; otherwise one is asked of the system (a free one: port 0),
 * never a fixed default another run or program may hold. The choice is written back to the
 * environment, so Playwright's workers, which load the config again, and the servers they
 * start see the same port.
 */
import { execFileSync } from "node:child_process";

/** A port nothing listens on now: the system's pick for port 0, asked of a short-lived Node. */
function freePort(): number {
  const script =
    'const s=require("node:net").createServer();' +
    's.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close();});';
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/**
 * The port named by `name` in the environment; else `offset` above E2E_PORT when E2E_PORT was
 * given (a helper's range of ports: E2E_PORT, +1, +2...); else a free port. Recorded in the
 * environment either way.
 */
export function portFromEnv(name: string, offset = 0): number {
  const given = process.env[name];
  if (given) return Number(given);
  const base = process.env.E2E_PORT;
  const port = base && offset > 0 ? Number(base) + offset : freePort();
  process.env[name] = String(port);
  return port;
}

/**
 * `pnpm --filter server bench:rolling`: a rolling restart under load. Two copies of the API
 * (`src/main.ts`, each its own process) on one throwaway PostgreSQL, behind a tiny proxy that
 * sends each request to the next copy and, when a copy refuses the connection or drops it
 * before answering, to the other (what a load balancer does between health checks).
 * autocannon reads time slots through the proxy while each copy in turn gets SIGTERM (it
 * finishes what it has in flight and exits) and is started again. Prints the requests, their
 * answers and the errors, and writes the same lines into the server README between its
 * `rolling-restart` markers. A benchmark that prints figures, not a timed test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Needs DATABASE_URL: `pnpm --filter server bench:rolling` makes a throwaway one.");
  process.exit(1);
}
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The load runs from before the first SIGTERM until both copies are back, at most this long. */
const LOAD_MAX_SECONDS = 600;
const CONNECTIONS = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const ports = [await freePort(), await freePort()] as const;
const copies: (ChildProcess | null)[] = [null, null];

function startCopy(index: 0 | 1): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(ports[index]),
      HOST: "127.0.0.1",
      DEMO: "1",
      SHUTDOWN_GRACE_MS: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  copies[index] = child;
  return child;
}

async function ready(index: 0 | 1): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${ports[index]}/readyz`).catch(() => null);
    if (answer?.ok) return Date.now() - started;
    if (Date.now() - started > 120_000) throw new Error(`copy ${index + 1} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then the copy's exit; answers how long it took to finish and exit. */
async function stopCopy(index: 0 | 1): Promise<number> {
  const child = copies[index]!;
  const started = Date.now();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
  copies[index] = null;
  return Date.now() - started;
}

// The proxy: the next copy for each request; a connection refused or dropped before an answer
// goes to the other copy.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let turn = 0;
let retried = 0;
const proxy = http.createServer((request, response) => {
  const forward = (attempt: number, port: number) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (response.headersSent) return response.destroy();
      if (attempt < 4) {
        retried += 1;
        return forward(attempt + 1, port === ports[0] ? ports[1] : ports[0]);
      }
      response.writeHead(502).end();
    });
    upstream.end();
  };
  forward(0, ports[turn++ % 2]!);
});
const proxyPort = await freePort();
await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));

// The first copy alone on the empty database (migrations, demo data), then the second.
startCopy(0);
await ready(0);
startCopy(1);
await ready(1);

const target = `http://127.0.0.1:${proxyPort}/api/booking/timeslots/J-RHC?date=2027-01-06`;
const loadStarted = Date.now();
const load = autocannon({ url: target, connections: CONNECTIONS, duration: LOAD_MAX_SECONDS });
const events: string[] = [];
const rolling = (async () => {
  for (const index of [0, 1] as const) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const stoppedIn = await stopCopy(index);
    startCopy(index);
    const readyIn = await ready(index);
    events.push(
      `copy ${index + 1}: SIGTERM, exited in ${stoppedIn} ms, started again and ready in ${readyIn} ms`,
    );
  }
  // A little more load on both copies, then the end of it.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  // The instance autocannon returns is its promise and its controls (`stop`) at once.
  (load as unknown as { stop: () => void }).stop();
})();
const result = await load;
await rolling;
const loadSeconds = Math.round((Date.now() - loadStarted) / 1000);

const answered = result["2xx"];
const lines = [
  `autocannon, ${CONNECTIONS} connections for ${loadSeconds} s through the proxy, GET time slots, while each copy in turn restarted:`,
  `requests answered 2xx ${answered}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  `requests the proxy sent to the other copy (connection refused or dropped before an answer): ${retried}`,
  ...events,
];
console.log(lines.join("\n"));

const readmePath = path.join(serverDir, "README.md");
const readme = await readFile(readmePath, "utf8");
const block = /(<!-- rolling-restart:start -->\n)[\s\S]*?(<!-- rolling-restart:end -->)/;
if (block.test(readme))
  await writeFile(
    readmePath,
    readme.replace(block, (_all, start: string, end: string) => {
      return `${start}\n\`\`\`text\n${lines.join("\n")}\n\`\`\`\n\n${end}`;
    }),
  );

for (const index of [0, 1] as const) if (copies[index]) await stopCopy(index);
proxy.close();
agent.destroy();
process.exit(result.errors === 0 && result.non2xx === 0 ? 0 : 1);

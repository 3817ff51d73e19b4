// An HTTPS front speaking HTTP/2 to the browser, for `bench:web` (BENCH_PROTOCOL=h2): what a
// phone meets in front of a deployed site (its TLS proxy or CDN; the site's own server speaks
// HTTP/1.1 behind it, apps/site/README.md TRUST_PROXY). Over HTTP/1.1 a browser opens six
// connections to a host, so a page's 50 scripts arrive in waves, each paying the throttled
// round trip; over HTTP/2 they share one connection. It forwards every request unchanged to the
// site (keep-alive) with a throwaway self-signed certificate for localhost (`openssl`), which the
// benchmark's Chromium is told to accept.
import { execFileSync } from "node:child_process";
import http from "node:http";
import http2 from "node:http2";

/** Headers of one connection, which HTTP/2 forbids and a proxy never forwards. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
]);

function selfSignedCertificate() {
  let pem;
  try {
    pem = execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", "-", "-out", "-"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { stdio: ["ignore", "pipe", "ignore"], encoding: "utf8" },
    );
  } catch {
    throw new Error(
      "BENCH_PROTOCOL=h2 makes a throwaway certificate with openssl, which is not on PATH (Debian: apt-get install openssl)",
    );
  }
  return {
    key: pem.match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/)[0],
    cert: pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)[0],
  };
}

/** Starts the front for the site at `target` (http://host:port); resolves to its address. */
export async function startHttp2Front(target) {
  const site = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on("request", (req, res) => {
    // The browser's host, as a proxy passes it on (the API's same-origin check compares it).
    const headers = {
      host: req.headers[":authority"] ?? req.headers.host,
      "x-forwarded-proto": "https",
    };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && !hopByHop.has(name)) headers[name] = value;
    }
    const upstream = http.request(
      { agent, host: site.hostname, port: site.port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!hopByHop.has(name)) answerHeaders[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `https://localhost:${server.address().port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}

import type { AddressInfo } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The message as it came over the wire. */
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process (smtp-server, on 127.0.0.1, a free port unless one is given, no TLS, any
 * login): what nodemailer sends arrives here over TCP, parsed by mailparser. `refuse(n)` makes
 * the next `n` messages fail with a temporary 451, as a busy relay would.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Any user and password: the test checks that a URL's login reaches the server.
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    allowInsecureAuth: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw).then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse(n: number) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

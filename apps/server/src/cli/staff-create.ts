import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { staffCreateAccountBody, staffRole, toFieldErrors } from "@bookwell/contract";

import { environment } from "../environment";
import { createStaffAccount } from "../handlers/staff/accounts";
import { HttpError } from "../http-error";
import { exitOnStartupError, openDatabase } from "../server-db";

/**
 * `pnpm --filter server staff:create --email a@brand.example --name "Ann Admin" --role admin`
 * makes a staff account (the first admin of a new brand). The password comes from
 * `STAFF_PASSWORD`, else a prompt (not echoed); a weak one is refused, and there is no default.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
  },
});

const usage =
  'Usage: pnpm --filter server staff:create --email <email> --name "<name>" [--role agent|admin]\n' +
  "The password is read from STAFF_PASSWORD, or asked for.";

const role = staffRole.safeParse(values.role);
if (!values.email || !values.name || !role.success) {
  console.error(usage);
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines: string[] = [];
    for await (const chunk of process.stdin) lines.push(String(chunk));
    return lines.join("").split("\n")[0] ?? "";
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not echoed: the readline writes nothing while the password is read.
  const output = prompt as unknown as { _writeToOutput?: (text: string) => void };
  const ask = prompt.question("Password (12+ characters, not a common one): ");
  output._writeToOutput = () => undefined;
  const password = await ask;
  prompt.close();
  process.stdout.write("\n");
  return password;
}

const password = environment().STAFF_PASSWORD || (await askPassword());
// The same checks as the staff call that creates an account (the e-mail, the name's length).
const input = staffCreateAccountBody.safeParse({
  email: values.email,
  name: values.name,
  role: role.data,
  password,
});
if (!input.success) {
  console.error(toFieldErrors(input.error)[0]?.message ?? usage);
  process.exit(2);
}
const { db, where } = await openDatabase().catch(exitOnStartupError);
try {
  const account = await db.transaction((tx) => createStaffAccount(tx, input.data));
  console.log(
    `Staff account ${account.staffId} (${account.email}, ${account.role}) created in ${where}.`,
  );
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}

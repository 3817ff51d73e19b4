// `pnpm build`: the publishable packages (ui, contract, booking-kit, in that order, as the
// test command's package check builds them), then a static Storybook in storybook-static/.
// Runs each step with this Node, so it works whether pnpm came from corepack or a global install.
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const run = (args, cwd = root) => execFileSync(process.execPath, args, { cwd, stdio: "inherit" });

run(["scripts/build.mjs"], path.join(root, "packages/ui"));
for (const name of ["contract", "booking-kit"]) {
  run(
    [path.join(root, "tooling/scripts/build-library.mjs"), "."],
    path.join(root, "packages", name),
  );
}
run([
  path.join(root, "node_modules/storybook/dist/bin/dispatcher.js"),
  "build",
  "-o",
  "storybook-static",
  "--quiet",
]);

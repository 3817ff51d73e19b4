#!/usr/bin/env bash
# The README's first command. Installs dependencies, builds the customer site, the staff
# console and the site's server (each only when its sources changed since the last build:
# build-site-if-changed.mjs) and serves them with plain `node`, with the reference API and its
# demo data in one process:
# http://localhost:3000 (pages), http://localhost:3000/api (the API) and the staff console at
# http://localhost:3000/staff/ with the demo's staff logins. Storybook runs on its
# own: `pnpm storybook`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps

node tooling/scripts/build-site-if-changed.mjs

# The demo on purpose: demo data and the demo's staff logins, test gateways, mail captured to
# the mailbox (http://localhost:3000/api/dev/mailbox), a "demo" banner on every page.
echo "==> Starting the demo (site, API and demo data) on http://localhost:${PORT:-3000} (staff console: /staff/)"
DEMO="${DEMO:-1}" pnpm_cmd --filter site start

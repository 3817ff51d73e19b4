#!/usr/bin/env bash
# The README's first command. Installs dependencies, builds the customer site and the staff
# console (only when their sources changed since the last build: build-site-if-changed.mjs)
# and serves them with the reference API and its demo data in one process:
# http://localhost:3000 (pages), http://localhost:3000/api (the API) and the staff console at
# http://localhost:3000/staff/ with the demo's staff logins (DEMO_STAFF). Storybook runs on its
# own: `pnpm storybook`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps

node tooling/scripts/build-site-if-changed.mjs

echo "==> Starting the site with the API and demo data on http://localhost:${PORT:-3000} (staff console: /staff/)"
DEMO_STAFF="${DEMO_STAFF:-true}" pnpm_cmd --filter site start

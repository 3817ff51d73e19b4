#!/usr/bin/env bash
# The README's first command. Installs dependencies, builds the customer site and serves it
# with the reference API and its demo data in one process: http://localhost:3000 (pages) and
# http://localhost:3000/api (the API). Storybook runs on its own: `pnpm storybook`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps

echo "==> Building the site (apps/site)"
pnpm_cmd --filter site build

# The demo on purpose: demo data, test gateways, mail captured to the mailbox
# (http://localhost:3000/api/dev/mailbox), a "demo" banner on every page.
echo "==> Starting the demo (site, API and demo data) on http://localhost:${PORT:-3000}"
DEMO="${DEMO:-1}" pnpm_cmd --filter site start

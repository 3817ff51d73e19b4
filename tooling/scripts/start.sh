#!/usr/bin/env bash
# The README's first command. Installs dependencies, builds the customer site (only when its
# sources changed since the last build: build-site-if-changed.mjs) and serves it with the
# reference API and its demo data in one process: http://localhost:3000 (pages) and
# http://localhost:3000/api (the API). Storybook runs on its own: `pnpm storybook`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps

node tooling/scripts/build-site-if-changed.mjs

echo "==> Starting the site with the API and demo data on http://localhost:${PORT:-3000}"
pnpm_cmd --filter site start

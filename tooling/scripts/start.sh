#!/usr/bin/env bash
# The README's first command. Installs dependencies, then starts Storybook
# (http://localhost:6006), and the reference API with its demo data once it exists.
# Until the customer site lands, Storybook is the main thing to look at.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM

# The reference API (apps/server) joins here once it serves requests: see the README.
if [ -f apps/server/src/app.ts ]; then
  echo "==> Starting the API with demo data on http://localhost:${PORT:-3001}/api"
  pnpm_cmd --filter server start &
  pids+=($!)
fi

echo "==> Starting Storybook on http://localhost:6006"
pnpm_cmd exec storybook dev -p 6006 --ci --no-open

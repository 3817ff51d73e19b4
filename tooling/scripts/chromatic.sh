#!/usr/bin/env bash
# Visual review on Chromatic when the project has a token; otherwise the local screenshot
# baselines (pnpm test:visual) are the check. The chromatic CLI hangs when it cannot reach
# its service, so it always runs under a time limit. chromatic 17 needs Node 22: stay on 16.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set; local screenshot baselines (pnpm test:visual) are the offline check."
  exit 0
fi

pnpm_cmd exec storybook build -o storybook-static --quiet
timeout --kill-after=30s "${CHROMATIC_TIMEOUT:-15m}" \
  npx --yes chromatic@16.10.1 --storybook-build-dir storybook-static --exit-zero-on-changes "$@"

#!/usr/bin/env bash
# Every test of the repository: the README's test command and what CI runs.
# Installs what it needs (dependencies, Debian's Chromium) or says what is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps
ensure_chromium

reports="$(pwd)/.cache/test-reports"
rm -rf "$reports" && mkdir -p "$reports"

step() { echo; echo "==> $*"; }

step "Lint (ESLint, Prettier)"
pnpm_cmd lint

step "Typecheck"
pnpm_cmd typecheck

step "Unit tests (Vitest, Node)"
pnpm_cmd exec vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json"

step "Server tests (Vitest against PGlite)"
pnpm_cmd exec vitest run --project server --passWithNoTests --reporter=default --reporter=json --outputFile.json="$reports/server.json"

step "Server tests again on PostgreSQL (a throwaway cluster)"
run_server_tests_on_postgres "$reports/server-postgres.json"

step "Story tests (every story's play function and axe, in Chromium)"
pnpm_cmd exec vitest run --project storybook --reporter=default --reporter=json --outputFile.json="$reports/stories.json"

step "Visual tests (screenshot baselines, both brands)"
pnpm_cmd exec vitest run --project visual --reporter=default --reporter=json --outputFile.json="$reports/visual.json"

step "Package build, publint, types and consumer install"
pnpm_cmd --filter @bookwell/ui build
pnpm_cmd --filter @bookwell/contract build
pnpm_cmd --filter @bookwell/booking-kit build
bash tooling/scripts/check-packages.sh

step "Journeys (Playwright against the built site and its API, axe on every route)"
pnpm_cmd --filter site build
pnpm_cmd exec playwright test -c e2e/playwright.config.ts

step "Summary"
node tooling/scripts/summarise-reports.mjs "$reports"

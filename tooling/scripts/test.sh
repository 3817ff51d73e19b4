#!/usr/bin/env bash
# Every test of the repository: the README's test command and what CI runs.
# Installs what it needs (dependencies, Debian's Chromium) or says what is missing.
#
# The phases run in two lanes side by side, one per core of a 2-core machine, each lane in
# order (a lane stops at its first failing phase; the other lane goes on):
#   node:    lint, typecheck, unit tests, server tests on PGlite, server tests on PostgreSQL,
#            story tests
#   browser: site build, journeys, package builds and checks, visual tests
# The journeys are the longest phase, so they start as soon as the site is built. Nothing in
# one lane writes what the other reads: the site and the typecheck use the packages' sources,
# not their dist, and Vitest keeps each browser project's dependency cache apart. A phase's
# output is kept in .cache/test-reports/logs/<phase>.log and printed in one piece, every line
# labelled with the phase, when the phase ends; the summary gives each phase's time.
#
# The PostgreSQL pass runs the whole server suite again, not a selection: with the template
# database built once per run it is the quicker of the two passes (about 3 minutes against 6
# for PGlite, measured side by side under the same load), and what differs from PGlite is in
# every file, not only in the races (payments, cart, credits, quote acceptance, sign-up
# numbers): a pool of real connections instead of one, and node-postgres' own type parsing.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

install_deps
ensure_chromium

reports="$(pwd)/.cache/test-reports"
logs="$reports/logs"
rm -rf "$reports" && mkdir -p "$logs"
: >"$reports/phases.tsv"

# Prints a block of output without mixing it with the other lane's (flock when there is one).
print_block() {
  if command -v flock >/dev/null 2>&1; then flock "$reports/.print" cat; else cat; fi
}

# phase <name> <title> <command...>: runs one phase, records its time, prints its labelled log.
phase() {
  local name="$1" title="$2" start status=0
  shift 2
  echo "--> $title: started" | print_block
  start=$(date +%s)
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  local seconds=$(($(date +%s) - start))
  printf '%s\t%s\t%s\t%s\n' "$name" "$title" "$seconds" "$status" >>"$reports/phases.tsv"
  {
    echo
    echo "==> $title ($name): ${seconds} s, $([ "$status" = 0 ] && echo passed || echo "FAILED (exit $status)")"
    sed "s/^/[$name] /" "$logs/$name.log"
  } | print_block
  return "$status"
}

vitest_project() { # <project> <report name> [more vitest arguments]
  local project="$1" report="$2"
  shift 2
  pnpm_cmd exec vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json="$reports/$report.json" "$@"
}

# Chained with && : inside `phase`, a failing command would not stop the function by itself.
build_packages() {
  pnpm_cmd --filter @bookwell/ui build &&
    pnpm_cmd --filter @bookwell/contract build &&
    pnpm_cmd --filter @bookwell/booking-kit build &&
    bash tooling/scripts/check-packages.sh
}

node_lane() {
  phase lint "Lint (ESLint, Prettier, imports)" pnpm_cmd lint &&
    phase typecheck "Typecheck" pnpm_cmd typecheck &&
    phase unit "Unit tests (Vitest, Node)" vitest_project unit unit &&
    phase server "Server tests (Vitest against PGlite)" vitest_project server server --passWithNoTests &&
    phase server-postgres "Server tests again on PostgreSQL (a throwaway cluster)" \
      run_server_tests_on_postgres "$reports/server-postgres.json" &&
    phase stories "Story tests (every story's play function and axe, in Chromium)" \
      vitest_project storybook stories
}

# The site builds from the packages' sources (workspace exports), not from their dist, so the
# journeys need not wait for the package builds.
browser_lane() {
  phase site-build "Site build" pnpm_cmd --filter site build &&
    phase journeys "Journeys (Playwright against the built site and its API, axe on every route)" \
      pnpm_cmd exec playwright test -c e2e/playwright.config.ts &&
    phase packages "Package build, publint, types and consumer install" build_packages &&
    phase visual "Visual tests (screenshot baselines, both brands)" vitest_project visual visual
}

started=$(date +%s)
node_lane &
node_pid=$!
browser_lane &
browser_pid=$!
status=0
wait "$node_pid" || status=1
wait "$browser_pid" || status=1

echo
echo "==> Summary ($(($(date +%s) - started)) s of tests after installing)"
node tooling/scripts/summarise-reports.mjs "$reports" || status=1
exit "$status"

#!/usr/bin/env bash
# Every test of the repository: the README's test command and what CI runs.
# Installs what it needs (dependencies, Debian's Chromium) or says what is missing.
#
# The phases run in two lanes side by side, one per core of a 2-core machine. One lane builds
# the site and runs the journeys (the longest phase, started first); the other takes phases
# from a queue, and the first lane joins it when the journeys are done, so neither core idles
# while work is left. Every phase runs even when another failed; the exit status is 1 if any
# failed. Nothing one phase writes is read by another running beside it: the site and the
# typecheck use the packages' sources, not their dist, and Vitest keeps each browser project's
# dependency cache apart. A phase's output is kept in .cache/test-reports/logs/<phase>.log and
# printed in one piece, every line labelled with the phase, when the phase ends; the summary
# gives each phase's time.
#
# The PostgreSQL pass runs the server suite again less the files whose behaviour cannot differ
# there (`POSTGRES_SKIPS` in lib.sh: the edge's input checks, headers, sessions, provider
# stand-ins, content): what differs from PGlite is a pool of real connections instead of one,
# row locks that really wait, and node-postgres' own type parsing, so every file that locks,
# races, counts, queues or reads money and dates back runs on both. The whole suite twice
# would not fit the command's 15 minutes.
#
# Every server a phase starts listens on a free port (the journeys', the site screenshots',
# the short-hold site's, the SMTP server's: e2e/ports.ts; PostgreSQL's: lib.sh), and every
# process of the run, those servers included, is stopped when the run ends or is interrupted
# (stop_descendants_on_exit in lib.sh). The journeys and the site's screenshots serve their own
# build (apps/site/build-journeys), so building the site meanwhile (`npm start`, a helper's
# `pnpm --filter site build`) changes nothing under their feet.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh
stop_descendants_on_exit
export SITE_BUILD_DIR=build-journeys

# Chromium's download (apt, when it is missing) and the dependencies' (the npm registry) side
# by side; the second call only finds the browser the first installed and exports its path.
ensure_chromium >/dev/null 2>&1 &
chromium_pid=$!
install_deps
wait "$chromium_pid" || true
ensure_chromium

reports="$(pwd)/.cache/test-reports"
logs="$reports/logs"
rm -rf "$reports" && mkdir -p "$logs"
: >"$reports/phases.tsv"

# One lane at a time: printing a phase's log, taking a phase from the queue (mkdir is atomic).
with_lock() {
  until mkdir "$reports/.lock" 2>/dev/null; do sleep 0.1; done
  local status=0
  "$@" || status=$?
  rmdir "$reports/.lock"
  return "$status"
}

# phase <name> <title> <command...>: runs one phase, records its time, prints its labelled log.
phase() {
  local name="$1" title="$2" start status=0
  shift 2
  with_lock echo "--> $title: started"
  start=$(date +%s)
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  local seconds=$(($(date +%s) - start))
  printf '%s\t%s\t%s\t%s\n' "$name" "$title" "$seconds" "$status" >>"$reports/phases.tsv"
  with_lock print_phase "$name" "$title" "$seconds" "$status"
  return "$status"
}

print_phase() {
  echo
  echo "==> $2 ($1): $3 s, $([ "$4" = 0 ] && echo passed || echo "FAILED (exit $4)")"
  sed "s/^/[$1] /" "$logs/$1.log"
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

# The site's screenshots need the site build: they wait for the journeys lane to say it is
# built (or failed). Their server takes its own port, beside the journeys' one.
site_visual() {
  until [ -e "$reports/site-built" ] || [ -e "$reports/site-build-failed" ]; do sleep 1; done
  [ -e "$reports/site-built" ] || { echo "The site did not build: no site screenshots." && return 1; }
  pnpm_cmd exec playwright test -c e2e/site-visual.config.ts
}

# The stories' baselines, then the site's, then the static Storybook (built with --test, every
# story opened once: fails on one that errors or renders blank); all run even when one fails.
visual_tests() {
  local status=0
  vitest_project visual visual || status=1
  site_visual || status=1
  node tooling/scripts/check-static-storybook.mjs || status=1
  return "$status"
}

run_phase() {
  case "$1" in
    lint) phase lint "Lint (ESLint, Prettier, imports)" pnpm_cmd lint ;;
    typecheck) phase typecheck "Typecheck" pnpm_cmd typecheck ;;
    unit) phase unit "Unit tests (Vitest, Node)" vitest_project unit unit ;;
    server)
      phase server "Server tests (Vitest against PGlite)" \
        vitest_project server server --passWithNoTests
      ;;
    server-postgres)
      phase server-postgres "Server tests again on PostgreSQL (a throwaway cluster)" \
        run_server_tests_on_postgres "$reports/server-postgres.json"
      ;;
    stories)
      phase stories "Story tests (every story's play function and axe, in Chromium)" \
        vitest_project storybook stories
      ;;
    packages) phase packages "Package build, publint, types and consumer install" build_packages ;;
    visual)
      phase visual "Visual tests (screenshot baselines, both brands: stories, then the site's pages; then the static Storybook)" \
        visual_tests
      ;;
    *) echo "unknown phase: $1" >&2 && return 1 ;;
  esac
}

# The queue, longest phases early so the two lanes end close together (lint first: it is
# the quickest to tell about a mistake). With the phases' times of a fresh-clone run (the
# summary prints them) this order ends the two lanes close together; reorder it when a
# phase's time changes a lot.
queue="$reports/queue"
printf '%s\n' lint typecheck stories server visual server-postgres packages unit >"$queue"
take_phase() {
  head -n 1 "$queue"
  sed -i.bak 1d "$queue"
}

# Runs phases from the queue until it is empty; fails if any of them failed.
drain_queue() {
  local name status=0
  while name="$(with_lock take_phase)" && [ -n "$name" ]; do
    run_phase "$name" || status=1
  done
  return "$status"
}

# The site build and the journeys on it, then whatever the queue still holds.
journeys_lane() {
  local status=0
  if phase site-build "Site build (into apps/site/$SITE_BUILD_DIR)" \
    node tooling/scripts/build-site-if-changed.mjs --force; then
    touch "$reports/site-built"
    # The first-load bytes per route, from the build just made (no second build).
    phase byte-budget "Byte budget (first-load JS per route, from the site build)" \
      node tooling/scripts/byte-budget.mjs --report-only || status=1
    phase journeys "Journeys (Playwright against the built site and its API, axe on every route)" \
      pnpm_cmd exec playwright test -c e2e/playwright.config.ts || status=1
  else
    touch "$reports/site-build-failed"
    status=1
  fi
  drain_queue || status=1
  return "$status"
}

started=$(date +%s)
journeys_lane &
journeys_pid=$!
drain_queue &
queue_pid=$!
status=0
wait "$journeys_pid" || status=1
wait "$queue_pid" || status=1

echo
echo "==> Summary ($(($(date +%s) - started)) s of tests after installing)"
node tooling/scripts/summarise-reports.mjs "$reports" || status=1
exit "$status"

# Shared helpers for the start and test commands. Sourced, not run.
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0

# pnpm as pinned in package.json (corepack ships with Node.js). Which one is decided once per
# run (exported to the scripts it starts): asking `pnpm --version` starts Node.js each time.
pnpm_cmd() {
  if [ -z "${BOOKWELL_PNPM:-}" ]; then
    if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "10.34.9" ]; then
      export BOOKWELL_PNPM=pnpm
    else
      export BOOKWELL_PNPM=corepack
    fi
  fi
  if [ "$BOOKWELL_PNPM" = pnpm ]; then pnpm "$@"; else corepack pnpm "$@"; fi
}

install_deps() {
  echo "==> Installing dependencies (pnpm install --frozen-lockfile)"
  pnpm_cmd install --frozen-lockfile --reporter=append-only | tail -n 3
}

# Debian's Chromium: Playwright cannot download its own browser on these machines.
ensure_chromium() {
  if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then return 0; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -x "$candidate" ]; then export CHROME_PATH="$candidate"; return 0; fi
  done
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> Installing Debian's Chromium (apt-get install chromium)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    export CHROME_PATH=/usr/bin/chromium
    return 0
  fi
  cat >&2 <<'MSG'
Chromium is missing and cannot be installed from here.
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install chromium
  elsewhere:      install Chrome or Chromium and set CHROME_PATH=/path/to/chrome
MSG
  return 1
}

# Package scripts may call `pnpm` themselves: make sure one is on PATH.
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "10.34.9" ]; then
  _shim_dir="$(pwd)/.cache/bin"
  mkdir -p "$_shim_dir"
  printf '#!/usr/bin/env sh\nexec corepack pnpm "$@"\n' >"$_shim_dir/pnpm"
  chmod +x "$_shim_dir/pnpm"
  export PATH="$_shim_dir:$PATH"
fi

# The processes started below a shell, children before their own children, each once.
descendants_of() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
    echo "$child"
    descendants_of "$child"
  done
}

# stop_descendants: ends every process this shell started and everything they started, the
# servers of a test run included (Playwright's web servers and the journeys' own sites run in
# process groups of their own, so a signal to this shell's group alone would miss them): all
# are listed first (a parent that ends hands its children to init), then each process and each
# group one of them leads gets SIGTERM; what still runs after 10 s gets SIGKILL.
stop_descendants() {
  local pids pid pgid groups=() waited
  pids="$(descendants_of $$)"
  [ -n "$pids" ] || return 0
  for pid in $pids; do
    pgid="$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ' || true)"
    if [ "$pgid" = "$pid" ]; then groups+=("-$pid"); fi
  done
  kill -TERM "${groups[@]}" $pids 2>/dev/null || true
  for waited in $(seq 1 100); do
    kill -0 $pids 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "${groups[@]}" $pids 2>/dev/null || true
}

# stop_descendants_on_exit: the run's servers and phases end with it, also when it is
# interrupted (Ctrl-C, `kill`, a CI timeout): nothing is left holding a port or a folder.
stop_descendants_on_exit() {
  trap 'trap - INT TERM EXIT; echo "==> Interrupted: stopping the processes of this run" >&2; stop_descendants; exit 130' INT TERM
  trap stop_descendants EXIT
}

# free_port: a port nothing listens on now (the system's pick for port 0).
free_port() {
  node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close();});'
}

# with_throwaway_postgres <command...>: runs the command with DATABASE_URL on a throwaway
# PostgreSQL cluster in a temporary folder on a free port, listening on a Unix socket only,
# stopped and deleted afterwards, also when the run is interrupted. Debian's `postgresql` is installed when we are root with
# apt-get; without it, one line says why and the command is not run (status 0, the reason left
# in THROWAWAY_POSTGRES_SKIPPED so a caller can tell a skip from a pass).
THROWAWAY_POSTGRES_SKIPPED=""
postgres_skipped() {
  echo "Skipped: $1"
  THROWAWAY_POSTGRES_SKIPPED="$1"
}
with_throwaway_postgres() {
  local bin="" dir port url owner status=0
  THROWAWAY_POSTGRES_SKIPPED=""
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> Installing Debian's PostgreSQL (apt-get install postgresql)"
    if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } 2>/dev/null; then
      bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    fi
  fi
  if [ -z "$bin" ] && command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    bin="$(pg_config --bindir)"
  fi
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    postgres_skipped "no PostgreSQL server here (install Debian's postgresql, or run as root to let this script install it)."
    return 0
  fi
  dir="$(mktemp -d /tmp/bookwell-pg.XXXXXX)"
  port="$(free_port)"
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
  owner="$(id -un)"
  if [ "$(id -u)" = "0" ]; then
    if ! id postgres >/dev/null 2>&1; then
      postgres_skipped "running as root and there is no postgres user to own the cluster."
      rm -rf "$dir"
      return 0
    fi
    owner=postgres
    chown postgres "$dir"
  fi
  as_owner() { if [ "$owner" = "$(id -un)" ]; then sh -c "$1"; else su "$owner" -s /bin/sh -c "$1"; fi; }
  if ! as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres >'$dir/initdb.log' 2>&1 &&
      '$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-k $dir -p $port -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start >/dev/null"; then
    postgres_skipped "the throwaway PostgreSQL cluster did not start (see $dir)."
    return 0
  fi
  url="postgresql://postgres@localhost:$port/postgres?host=$dir"
  # The cluster runs outside this shell's processes (pg_ctl detaches it): stopped here on an
  # interrupt too, not only after the command.
  stop_cluster() {
    as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null 2>&1" || true
    rm -rf "$dir"
  }
  trap 'stop_cluster; exit 130' INT TERM
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on $dir, port $port"
  DATABASE_URL="$url" "$@" || status=$?
  trap - INT TERM
  stop_cluster
  return "$status"
}

# The server files whose behaviour cannot differ on PostgreSQL: the embedded database's own
# folder (PGlite only), and calls decided before or without SQL that the PGlite pass already
# proves: input checks at the edge, headers, CORS and CSRF, captcha, sessions and passwords,
# provider stand-ins (address, Google), content pages, money arithmetic. Every file that
# locks, races, numbers, counts by time, queues, or reads money and dates back from the
# database (carts, payments, credit, holds, plans, unpaid bookings, quotations, sign-up
# numbers, mail and push queues, kept reads, the booking lists, who may see what) runs on
# both. A new file runs on both unless it is named here.
POSTGRES_SKIPS=(
  data-dir app secrets money content content-cache cross-origin edge-security address-lookup
  postcodes social-login change-password password-reset auth account-profile
  forms forms-inputs booking-inputs test-gateway-cards
)

# run_server_tests_on_postgres <report.json>: the server suite against a real PostgreSQL (see
# with_throwaway_postgres), less POSTGRES_SKIPS. When there is no PostgreSQL, the reason goes
# into <report>.skipped beside the report, so the test command's summary says "skipped", not
# "passed".
run_server_tests_on_postgres() {
  local skips=() name status=0
  mkdir -p "$(dirname "$1")"
  for name in "${POSTGRES_SKIPS[@]}"; do skips+=(--exclude "apps/server/test/$name.test.ts"); done
  with_throwaway_postgres pnpm_cmd exec vitest run --project server --passWithNoTests \
    "${skips[@]}" --reporter=default --reporter=json --outputFile.json="$1" || status=$?
  if [ -n "$THROWAWAY_POSTGRES_SKIPPED" ]; then
    printf '%s\n' "$THROWAWAY_POSTGRES_SKIPPED" >"${1%.json}.skipped"
  fi
  return "$status"
}

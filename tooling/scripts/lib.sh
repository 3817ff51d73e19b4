# Shared helpers for the start and test commands. Sourced, not run.
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0

# pnpm as pinned in package.json (corepack ships with Node.js).
pnpm_cmd() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "10.34.9" ]; then
    pnpm "$@"
  else
    corepack pnpm "$@"
  fi
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

#!/usr/bin/env bash
# Checks @bookwell/ui as it will be published. Run after `pnpm --filter @bookwell/ui build`
# (tooling/scripts/test.sh does both):
#   1. publint: package.json fields, exports and files agree with what is packed;
#   2. arethetypeswrong: the types resolve for ESM consumers (node16 and bundlers);
#   3. the packed tarball holds dist, fonts and no sources or stories;
#   4. import cost: a Button-only import stays small (tree-shaking works);
#   5. peers: one react/react-dom range in ui and kit, TanStack Query a peer of the kit; the
#      packed READMEs describe the packed packages; the kit's stylesheet holds every Tailwind
#      class its JavaScript uses (tooling/consumer-test/kit-classes.mjs);
#   6. a consumer app outside the workspace installs the tarball with npm, builds with
#      Vite and renders in Chromium (themed Button per brand, fonts, Dialog); its installed
#      tree holds no map, sanitiser or font package (tooling/consumer-test/installed-tree.mjs);
#   7. a second brand's site outside the workspace (tooling/consumer-test/brand): the three
#      tarballs, one CSS file, server rendering and Chromium at 375 and 1280 px against the
#      reference API on another origin; layout, S$ prices, screenshot baselines, its glue's
#      line count, its stylesheet the Theme editor's export of its theme.json (themeCss) with
#      every token painted as the editor's value (tooling/consumer-test/brand-check.mjs);
#      every runtime dependency of the three packages under an OSI-approved licence
#      (installed-tree.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/lib.sh

repo="$(pwd)"
ui="$repo/packages/ui"
if [ ! -f "$ui/dist/index.js" ]; then
  echo "packages/ui/dist is missing: run 'pnpm --filter @bookwell/ui build' first" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "--> publint"
(cd "$ui" && pnpm_cmd exec publint --strict)

echo "--> arethetypeswrong (ESM-only profile; stylesheets have no types)"
(cd "$ui" && pnpm_cmd exec attw --pack . --profile esm-only \
  --exclude-entrypoints ./styles.css ./theme.css --format table-flipped --no-color)

echo "--> packed contents"
(cd "$ui" && pnpm_cmd pack --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/*.tgz)"
listing="$(tar -tzf "$tarball")"
for required in package/dist/index.js package/dist/index.d.ts package/dist/styles.css \
  package/dist/theme.css package/dist/brands/sg.css package/dist/files/inter-latin-wght-normal.woff2 \
  package/README.md; do
  grep -qx "$required" <<<"$listing" || { echo "missing from the tarball: $required" >&2; exit 1; }
done
if grep -E '(^package/src/|\.stories\.|\.test\.)' <<<"$listing"; then
  echo "the tarball ships sources, stories or tests (above)" >&2
  exit 1
fi
echo "$(wc -l <<<"$listing") files, $(du -k "$tarball" | cut -f1) KB packed: $(basename "$tarball")"

echo "--> import cost"
node tooling/scripts/import-cost.mjs

echo "--> @bookwell/contract and @bookwell/booking-kit, packed as published (publishConfig)"
for pkg in contract booking-kit; do
  dir="$repo/packages/$pkg"
  [ -f "$dir/dist/index.js" ] || { echo "packages/$pkg/dist is missing: build it first" >&2; exit 1; }
  (cd "$dir" && pnpm_cmd pack --pack-destination "$work" >/dev/null)
  packed="$(ls "$work"/bookwell-"$pkg"-*.tgz)"
  (cd "$ui" && pnpm_cmd exec publint --strict "$packed")
  # Stylesheets have no types (the kit's styles.css).
  styles=()
  [ "$pkg" = booking-kit ] && styles=(--exclude-entrypoints ./styles.css)
  (cd "$ui" && pnpm_cmd exec attw "$packed" --profile esm-only "${styles[@]}" --format table-flipped --no-color)
  contents="$(tar -tzf "$packed")"
  if grep -E '(^package/src/|\.stories\.|\.test\.|\.mocks\.|/testing/)' <<<"$contents"; then
    echo "@bookwell/$pkg ships sources, stories, mocks or tests (above)" >&2
    exit 1
  fi
  echo "@bookwell/$pkg: $(wc -l <<<"$contents") files, $(du -k "$packed" | cut -f1) KB packed"
done
# One range for the shared peers, and TanStack Query a peer of the kit (one cache per app).
node -e '
  const [ui, kit] = process.argv.slice(1).map((file) => JSON.parse(require("fs").readFileSync(file, "utf8")));
  for (const name of ["react", "react-dom"]) {
    if (!ui.peerDependencies?.[name] || ui.peerDependencies[name] !== kit.peerDependencies?.[name])
      throw new Error(`${name}: @bookwell/ui asks ${ui.peerDependencies?.[name]}, the kit ${kit.peerDependencies?.[name]}`);
  }
  if (!kit.peerDependencies?.["@tanstack/react-query"] || kit.dependencies?.["@tanstack/react-query"])
    throw new Error("@tanstack/react-query must be a peer of @bookwell/booking-kit, not a dependency");
' <(tar -xzOf "$tarball" package/package.json) <(tar -xzOf "$(ls "$work"/bookwell-booking-kit-*.tgz)" package/package.json)
echo "peers: react and react-dom one range in ui and kit; TanStack Query a peer of the kit"
# The packed READMEs describe the packed packages: the contract's points at dist, not sources.
contract_readme="$(tar -xzOf "$(ls "$work"/bookwell-contract-*.tgz)" package/README.md | tr '\n' ' ')"
if grep -qE 'exports` points at[[:space:]]+the TypeScript source\.' <<<"$contract_readme"; then
  echo "the packed @bookwell/contract README says exports points at the sources" >&2
  exit 1
fi
kit_readme="$(tar -xzOf "$(ls "$work"/bookwell-booking-kit-*.tgz)" package/README.md)"
if ! grep -q '^## Install' <<<"$kit_readme"; then
  echo "the packed @bookwell/booking-kit README has no Install section" >&2
  exit 1
fi
echo "packed READMEs: the contract's describes dist, the kit's has its Install section"

# The kit ships its compiled stylesheet, holding every Tailwind class its JavaScript uses.
echo "--> the kit's stylesheet covers every class the kit uses"
mkdir -p "$work/kit-unpacked"
tar -xzf "$(ls "$work"/bookwell-booking-kit-*.tgz)" -C "$work/kit-unpacked"
for required in dist/styles.css dist/files/inter-latin-wght-normal.woff2; do
  [ -f "$work/kit-unpacked/package/$required" ] || { echo "the kit's tarball lacks $required" >&2; exit 1; }
done
node tooling/consumer-test/kit-classes.mjs "$work/kit-unpacked/package" "$ui/dist/styles.css"

# The kit knows no URLs: no router anywhere in what it publishes.
if grep -rlE "from \"(react-router|react-router-dom|@react-router/[a-z-]+)\"" "$repo/packages/booking-kit/dist"; then
  echo "@bookwell/booking-kit imports a router (files above)" >&2
  exit 1
fi

echo "--> consumer app (npm install of the tarball outside the workspace, Vite build, Chromium)"
cp -R tooling/consumer-test/app "$work/app"
(
  cd "$work/app"
  npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
  npm run build --silent
)
# What it installed for a Button and a Dialog: no map, sanitiser, server DOM or font package.
node tooling/consumer-test/installed-tree.mjs "$work/app" \
  --forbid leaflet,react-leaflet,dompurify,isomorphic-dompurify,jsdom,@fontsource/*,@fontsource-variable/*
ensure_chromium
node tooling/consumer-test/check.mjs "$work/app/dist"

echo "--> second brand (the three tarballs outside the workspace, one CSS file, SSR, API on another origin)"
cp -R tooling/consumer-test/brand "$work/brand"
(
  cd "$work/brand"
  npm install --prefer-offline --no-audit --no-fund --loglevel=error "$tarball" \
    "$(ls "$work"/bookwell-contract-*.tgz)" "$(ls "$work"/bookwell-booking-kit-*.tgz)" >/dev/null
  npm run build --silent >/dev/null
)
# The kit rendered on the server (tooling/consumer-test/ssr/render.mjs) in the second brand's
# install, which holds the three tarballs and React: Node, no DOM, no second npm install.
echo "--> server render of the kit from the installed tarballs (Node, no DOM)"
cp tooling/consumer-test/ssr/render.mjs "$work/brand/kit-ssr-render.mjs"
(cd "$work/brand" && node kit-ssr-render.mjs)
# Licences: every runtime dependency of the three published packages is OSI-approved.
node tooling/consumer-test/installed-tree.mjs "$work/brand"
node tooling/consumer-test/brand-check.mjs "$work/brand"

#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: lint (ESLint, Prettier, knip), type check,
# production build, unit tests, integration tests (vitest, real embedded PostgreSQL and SMTP),
# end-to-end tests (Playwright on system Chromium against the production server). Ends with each
# phase's wall time, the slowest files and one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--no-deprecation"

# System packages the suite drives for real; without them it would fail only after many minutes.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "The tests need Debian's ${missing[*]} (not found: $chromium, /usr/sbin/nginx). Install with:"
  echo "  apt-get update && apt-get install -y ${missing[*]}"
  exit 1
fi

mkdir -p test-results
reports=(test-results/vitest-unit.json test-results/vitest-int.json test-results/e2e.json)
phases=test-results/phases.tsv
# Checks that are not tests (lint, type check, generated files): each failed one counts as a failure.
failed_checks=test-results/failed-checks.txt
rm -f "${reports[@]}" "$phases" "$failed_checks"

status=0
started=0
step() {
  finish_step
  echo
  echo "▶ $1"
  current="$1"
  started=$(date +%s%N)
}
# A failed check: the run fails, and the summary names it and counts it.
check_failed() {
  status=1
  echo "$current" >> "$failed_checks"
}
# Records the wall time of the step that is running, for the closing summary.
finish_step() {
  if [ "$started" != 0 ]; then
    printf '%s\t%s\n' "$current" "$((($(date +%s%N) - started) / 1000000))" >> "$phases"
  fi
  started=0
}

step "Lint (ESLint, Prettier, knip)"
npm run --silent lint || check_failed

step "Type check"
npm run --silent typecheck || check_failed

step "Generated files are current (payload-types.ts, contract-types.ts, importMap.js)"
generated=("src/shared/payload-types.ts" "src/shared/contract-types.ts" "src/app/(payload)/admin/importMap.js")
snapshot=$(mktemp -d)
for f in "${generated[@]}"; do cp "$f" "$snapshot/$(basename "$f")"; done
npx payload generate:types > /dev/null 2>&1
npx payload generate:importmap > /dev/null 2>&1
npx tsx src/server/commands/generateApiTypes.ts > /dev/null 2>&1
outdated=0
for f in "${generated[@]}"; do
  if ! diff -q "$snapshot/$(basename "$f")" "$f" > /dev/null; then
    echo "Out of date: $f (regenerate it with npm run generate:types / generate:api-types / generate:importmap and commit)"
    outdated=1
  fi
done
# One failed check, however many files it found out of date.
[ "$outdated" = 0 ] || check_failed
rm -rf "$snapshot"

step "Production build (site + admin)"
if ! npm run --silent build > test-results/build.log 2>&1; then
  tail -40 test-results/build.log
  echo "Build failed: see test-results/build.log"
  exit 1
fi

step "Unit tests (vitest)"
npx vitest run --project unit --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-unit.json || status=1

step "Integration tests (vitest, embedded PostgreSQL)"
npx vitest run --project int --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-int.json || status=1

step "End-to-end tests (Playwright, system Chromium)"
CI=1 npx playwright test || status=1
finish_step

node tests/helpers/printSummary.mjs --phases "$phases" --failed-checks "$failed_checks" \
  --vitest test-results/vitest-unit.json --vitest test-results/vitest-int.json \
  --playwright test-results/e2e.json || status=1
exit $status

#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: lint (ESLint, Prettier, knip), type check,
# production build, unit and integration tests (vitest, real embedded PostgreSQL and SMTP),
# end-to-end tests (Playwright on system Chromium against the production server). Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--no-deprecation"
mkdir -p test-results
rm -f test-results/vitest.json test-results/e2e.json

status=0
step() { echo; echo "▶ $*"; }

step "Lint (ESLint, Prettier, knip)"
npm run --silent lint || status=1

step "Type check"
npm run --silent typecheck || status=1

step "Generated files are current (payload-types.ts, contract-types.ts, importMap.js)"
generated=("src/shared/payload-types.ts" "src/shared/contract-types.ts" "src/app/(payload)/admin/importMap.js")
snapshot=$(mktemp -d)
for f in "${generated[@]}"; do cp "$f" "$snapshot/$(basename "$f")"; done
npx payload generate:types > /dev/null 2>&1
npx payload generate:importmap > /dev/null 2>&1
npx tsx src/server/commands/generateApiTypes.ts > /dev/null 2>&1
for f in "${generated[@]}"; do
  if ! diff -q "$snapshot/$(basename "$f")" "$f" > /dev/null; then
    echo "Out of date: $f (regenerate it with npm run generate:types / generate:api-types / generate:importmap and commit)"
    status=1
  fi
done
rm -rf "$snapshot"

step "Production build (site + admin)"
if ! npm run --silent build > test-results/build.log 2>&1; then
  tail -40 test-results/build.log
  echo "Build failed: see test-results/build.log"
  exit 1
fi

step "Unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "End-to-end tests (Playwright, system Chromium)"
CI=1 npx playwright test || status=1

node tests/helpers/printSummary.mjs test-results/vitest.json test-results/e2e.json || status=1
exit $status

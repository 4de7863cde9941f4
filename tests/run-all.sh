#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: lint (ESLint, Prettier, knip), type check,
# production build, unit tests, integration tests (vitest, real embedded PostgreSQL and SMTP),
# end-to-end tests (Playwright on system Chromium against the production server). Ends with each
# phase's wall and CPU time, the slowest files and one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="--no-deprecation"

# System packages the suite drives for real; without them it would fail only after many minutes.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
# Caddy and systemd-analyze: the shipped Caddyfile and unit (tests/int/deploy/goingLive.int.test.ts).
[ -x /usr/bin/caddy ] || missing+=(caddy)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
# Java runs the Nu HTML Checker (tests/helpers/nuHtmlChecker.ts).
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  echo "The tests need Debian's ${missing[*]} (not found: $chromium, nginx, caddy, systemd-analyze or java). Install with:"
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
# Each phase's wall time, for the closing summary: name, milliseconds, the group of phases that
# ran side by side (a phase alone is its own group) and the CPU time its processes used.
record_phase() {
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "${3:-$1}" "$4" >> "$phases"
}
# Sets $cpu to the CPU time (user + system, ms) of this shell's finished child processes so far.
cpu_now() {
  times > "$1"
  cpu=$(tail -1 "$1" | tr ms '  ' | awk '{ print int(($1 * 60 + $2 + $3 * 60 + $4) * 1000) }')
}
step() {
  finish_step
  echo
  echo "▶ $1"
  current="$1"
  started=$(date +%s%N)
  cpu_now test-results/times.txt
  started_cpu=$cpu
}
finish_step() {
  if [ "$started" != 0 ]; then
    cpu_now test-results/times.txt
    record_phase "$current" "$((($(date +%s%N) - started) / 1000000))" "" "$((cpu - started_cpu))"
  fi
  started=0
}

# The checks that are not tests each keep one core busy, so they run side by side. A failed one
# fails the run, and the summary names it and counts it.
checks=(
  "Lint (ESLint, Prettier, knip)|npm run --silent lint"
  "Type check|npm run --silent typecheck"
  "Generated files are current (payload-types.ts, contract-types.ts, importMap.js, siteWordsEnglish.ts)|bash tests/checkGeneratedFiles.sh"
)
run_check() {
  local name="$1" command="$2" log="$3" begun code
  begun=$(date +%s%N)
  $command > "$log" 2>&1
  code=$?
  cpu_now "$log.times"
  echo "$code $((($(date +%s%N) - begun) / 1000000)) $cpu" > "$log.result"
}
echo
echo "▶ Lint, type check and generated files, side by side"
check_logs=()
for i in "${!checks[@]}"; do
  check_logs+=("test-results/check-$i.log")
  run_check "${checks[$i]%%|*}" "${checks[$i]#*|}" "${check_logs[$i]}" &
done
wait
for i in "${!checks[@]}"; do
  name="${checks[$i]%%|*}"
  read -r code ms cpu < "${check_logs[$i]}.result"
  echo "── $name"
  cat "${check_logs[$i]}"
  record_phase "$name" "$ms" "checks" "$cpu"
  if [ "$code" != 0 ]; then
    status=1
    echo "$name" >> "$failed_checks"
  fi
done

step "Production build (site + admin), and the sites the end-to-end specs serve as files"
npx tsx tests/e2e/prebuildSpecSites.ts > test-results/spec-sites.log 2>&1 &
spec_sites=$!
if ! npm run --silent build > test-results/build.log 2>&1; then
  tail -40 test-results/build.log
  echo "Build failed: see test-results/build.log"
  exit 1
fi
if wait "$spec_sites"; then
  export E2E_SPEC_SITES_READY=1
else
  tail -20 test-results/spec-sites.log
  echo "The end-to-end specs' sites failed to build (see test-results/spec-sites.log); the end-to-end set-up tries again"
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

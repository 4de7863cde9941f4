#!/usr/bin/env bash
# Fails when a committed generated file differs from what its generator writes now. The
# generators write a file only when it changed, so on a current tree nothing is touched (the
# type check and ESLint read these files at the same time); a stale file is left regenerated,
# ready to commit.
set -uo pipefail
cd "$(dirname "$0")/.."

generated=("src/shared/payload-types.ts" "src/shared/contract-types.ts" "src/app/(payload)/admin/importMap.js" "src/shared/siteWordsEnglish.ts")
snapshot=$(mktemp -d)
trap 'rm -rf "$snapshot"' EXIT
for f in "${generated[@]}"; do cp "$f" "$snapshot/$(basename "$f")"; done

for script in generate:types generate:importmap generate:api-types generate:site-words; do
  if ! output=$(npm run --silent "$script" 2>&1); then
    echo "$output"
    echo "npm run $script failed"
    exit 1
  fi
done

outdated=0
for f in "${generated[@]}"; do
  if ! diff -q "$snapshot/$(basename "$f")" "$f" > /dev/null; then
    echo "Out of date: $f (regenerated now: review and commit it)"
    outdated=1
  fi
done
[ "$outdated" = 0 ] && echo "payload-types.ts, contract-types.ts, importMap.js and siteWordsEnglish.ts are current"
exit $outdated

#!/usr/bin/env bash
# The figures issue 46 tracks: hand-written product lines, their share of comment lines, the
# names in .env.example and the duplicated pairs per folder. `bash scripts/house-figures.sh`
set -euo pipefail
cd "$(dirname "$0")/.."
product() {
  git ls-files src collections frontend/src | grep -E '\.(ts|tsx|css|mjs)$' |
    grep -vE '\.test\.|/migrations/|payload-types|contract-types|importMap|siteWordsEnglish|/sample'
}
echo "hand-written product lines: $(product | xargs cat | wc -l) in $(product | wc -l) files"
for dir in src frontend/src; do
  files=$(product | grep "^$dir/" || true)
  total=$(echo "$files" | xargs cat | wc -l)
  comments=$(echo "$files" | xargs cat | grep -cE '^\s*(//|/\*\*?|\*)' || true)
  echo "comment lines in $dir: $comments of $total ($((100 * comments / total))%)"
done
echo "names in .env.example: $(grep -cE '^#? ?[A-Z][A-Z0-9_]+=' .env.example)"
for dir in src collections frontend/src tests; do
  echo "duplicates in $dir: $(duplicates --repo "$dir" --seconds 120 --most 1 | head -1)"
done

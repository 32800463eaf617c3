#!/usr/bin/env bash
# Issue 42's measure of repeated code: the pairs of places in the production code (graph/src, web/src, worker/src
# without tests, the generated web/src/gql and the applied migrations, which are history) that share six or more
# lines, by the `duplicates` tool of the developers' machines (not a project dependency: a measure, not a test).
# Prints the tool's summary and the count of pairs it does not mark as boilerplate; the rows are in $OUT.
set -euo pipefail
ROOT=${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
OUT=${OUT:-/tmp/duplication-$$.txt}
TREE=$(mktemp -d)
trap 'rm -rf "$TREE"' EXIT
cd "$ROOT"
git ls-files -co --exclude-standard graph/src web/src worker/src |
  grep -E '\.(ts|tsx)$' | grep -vE '__tests__|\.test\.|/gql/|/migrations/' |
  while read -r f; do mkdir -p "$TREE/$(dirname "$f")"; cp "$f" "$TREE/$f"; done
(cd "$TREE" && duplicates --most 200 --seconds 300) > "$OUT"
head -1 "$OUT"
# "N pairs of places (…) (… by shape alone, B of those marked boilerplate)": not boilerplate is N - B
head -1 "$OUT" | sed -E 's/^([0-9]+) pairs.* ([0-9]+) of those marked boilerplate.*/\1 \2/' |
  { read -r pairs boiler; echo "not boilerplate: $((pairs - boiler)) (the 200 largest rows in $OUT)"; }

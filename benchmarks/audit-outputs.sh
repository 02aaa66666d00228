#!/usr/bin/env bash
# Checks that two earshot binaries audit alike: every format (text, json, sarif, github, junit) of
# the generated 100,000-element screen (rows-screen.py, as json-outputs.sh makes it), of every
# sample (samples/*.json, samples/android/*) and capture (samples/captures/*), and of all samples
# at once, with the exit codes. For work on audit's speed, whose outputs must stay byte for byte
# the same:
#
#   bash benchmarks/audit-outputs.sh /tmp/earshot-before .build/release/earshot
#
# Prints the outputs that differ and exits with 1 if any do.
set -uo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 2 ]] || { echo "usage: bash benchmarks/audit-outputs.sh OLD_BINARY NEW_BINARY" >&2; exit 2; }
old=$1 new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 benchmarks/rows-screen.py 20000 "$work/big.json" 19000
inputs=("$work/big.json" samples/*.json samples/android/* samples/captures/*)
for side in old new; do
  bin=${!side}
  mkdir -p "$work/$side"
  for f in "${inputs[@]}"; do
    [[ "$f" == *.md ]] && continue
    name=${f//\//_}
    for format in text json sarif github junit; do
      "$bin" audit "$f" --format "$format" > "$work/$side/$name.$format" 2>/dev/null
      echo "exit $?" >> "$work/$side/$name.$format"
    done
  done
  for format in text json sarif; do "$bin" audit samples/*.json --format "$format" > "$work/$side/all.$format" 2>/dev/null; done
done
if diff -rq "$work/old" "$work/new"; then
  echo "same: $(ls "$work/new" | wc -l) outputs"
else
  exit 1
fi

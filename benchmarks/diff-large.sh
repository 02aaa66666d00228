#!/usr/bin/env bash
# Times `earshot diff --estimate` of a large generated screen against itself (release build): the
# rows screen of the audit benchmark at 20,000, 40,000 and 100,000 elements. Target: time that
# grows with the screen (twice the elements, about twice the time), not with its square.
#   SIZES="4000 8000 20000" bash benchmarks/diff-large.sh   # rows of five elements each (the default)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
for rows in ${SIZES:-4000 8000 20000}; do
  python3 benchmarks/rows-screen.py "$rows" "$work/screen.json" 19000
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" .build/release/earshot diff "$work/screen.json" "$work/screen.json" --estimate >/dev/null 2>&1
  read -r wall user sys kb < <(tail -1 "$work/time")
  printf '%d elements: diff --estimate %.2f s (%.2f s CPU, %d MB)\n' $((rows * 5)) "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024))
done

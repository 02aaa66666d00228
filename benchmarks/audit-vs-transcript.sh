#!/usr/bin/env bash
# Compares `earshot audit` with `earshot transcript` on one large generated screen (release build),
# and measures the audit of a screen of identical buttons, whose output must grow with the screen.
#   ROWS=200000 bash benchmarks/audit-vs-transcript.sh   # 1,000,000 elements (about a minute, ~3 GB)
# Default: 20,000 rows of five controls (100,000 elements). Target: audit within twice transcript.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${ROWS:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Columns of 19,000 rows keep every frame within the accepted range.
python3 benchmarks/rows-screen.py "$rows" "$work/big.json" 19000
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
same = [{"type": "button", "label": "Delete", "frame": [16, 10 + i * 50, 200, 44]} for i in range(20000)]
json.dump({"earshot": 1, "title": "Same", "root": {"children": same}}, open(f"{work}/same.json", "w"))
PY
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$work/out" 2>/dev/null || true
  read -r wall user sys kb < <(tail -1 "$work/time")
  printf '%.2f s (%.2f s CPU, %d MB)' "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024))
  echo "$user + $sys" | bc > "$work/cpu"
  echo "$wall" > "$work/wall"
}
t=$(measure "$bin" transcript "$work/big.json"); tcpu=$(cat "$work/cpu"); twall=$(cat "$work/wall")
a=$(measure "$bin" audit "$work/big.json"); acpu=$(cat "$work/cpu"); awall=$(cat "$work/wall")
printf '%d elements: transcript %s, audit %s; audit/transcript: %.2f wall, %.2f CPU\n' $((rows * 5)) "$t" "$a" \
  "$(echo "$awall / $twall" | bc -l)" "$(echo "$acpu / $tcpu" | bc -l)"
s=$(measure "$bin" audit "$work/same.json")
printf '20,000 identical buttons: audit %s, %d bytes of text output, %d findings\n' "$s" "$(wc -c < "$work/out")" "$(grep -c '^[0-9]*\. ' "$work/out")"

#!/usr/bin/env bash
# Times the JSON outputs that grow with the screen against their text, on the generated
# 100,000-element screen (benchmarks/rows-screen.py, 20,000 rows of five controls), release build.
# Targets (issue 25): `transcript --format json` within 1.5 times `transcript` (text), and
# `audit --format json` under 1 s and 200 MB. Best of five wall-clock times; CPU (user + system)
# and peak memory of the same runs.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${ROWS:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 benchmarks/rows-screen.py "$rows" "$work/big.json" 19000
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
best() {
  local wall="" cpu="" kb=""
  for _ in 1 2 3 4 5; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$bin" "$@" > "$work/out" 2>/dev/null || true
    read -r w u s m < <(tail -1 "$work/time")
    c=$(echo "$u + $s" | bc)
    if [[ -z "$wall" ]] || (( $(echo "$w < $wall" | bc) )); then wall=$w; fi
    if [[ -z "$cpu" ]] || (( $(echo "$c < $cpu" | bc) )); then cpu=$c; fi
    if [[ -z "$kb" ]] || (( m < kb )); then kb=$m; fi
  done
  echo "$wall $cpu $((kb / 1024)) $(wc -c < "$work/out")"
}
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$work/big.json"
read -r tw tc tm tb < <(best transcript "$work/big.json")
read -r jw jc jm jb < <(best transcript "$work/big.json" --format json)
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$work/out"
printf '%d elements: transcript text %.2f s (%.2f s CPU, %d MB, %d bytes), json %.2f s (%.2f s CPU, %d MB, %d bytes): json/text %.2f wall, %.2f CPU\n' \
  $((rows * 5)) "$tw" "$tc" "$tm" "$tb" "$jw" "$jc" "$jm" "$jb" "$(echo "$jw / $tw" | bc -l)" "$(echo "$jc / $tc" | bc -l)"
read -r aw ac am ab < <(best audit "$work/big.json")
read -r sw sc sm sb < <(best audit "$work/big.json" --format json)
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$work/out"
printf '%d elements: audit text %.2f s (%.2f s CPU, %d MB, %d bytes), json %.2f s (%.2f s CPU, %d MB, %d bytes)\n' \
  $((rows * 5)) "$aw" "$ac" "$am" "$ab" "$sw" "$sc" "$sm" "$sb"

#!/usr/bin/env bash
# Generates a 100,000-element screen and times `earshot transcript` on it in a release build.
# Target: under 1 second on a 2-core machine. Prints the best of three wall-clock times.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/big.json" <<'PY'
import json, random, sys
random.seed(7)
rows = []
kinds = ["label", "button", "switch", "slider", "textField"]
# 20,000 rows of a container with a label, a button and three more controls: 100,000 elements
# plus containers, in shuffled hierarchy order so the frame sort does real work.
for r in range(20000):
    y = r * 50
    cells = []
    for c, kind in enumerate(kinds):
        e = {"type": kind, "label": f"Item {r} {kind}", "frame": [c * 70 + random.random(), y + random.random() * 6, 60, 44]}
        if kind == "slider": e["adjustable"] = {"min": 0, "max": 100, "value": r % 100}
        if kind == "switch": e["on"] = r % 2 == 0
        cells.append(e)
    random.shuffle(cells)
    rows.append({"groupChildren": r % 3 == 0, "children": cells})
random.shuffle(rows)
json.dump({"earshot": 1, "title": "Big", "root": {"children": rows}}, open(sys.argv[1], "w"))
PY
swift build -c release --product earshot >/dev/null
bin=.build/release/earshot
elements=$(grep -o '"type"' "$work/big.json" | wc -l)
best=""
for _ in 1 2 3; do
  start=$(date +%s.%N)
  "$bin" transcript "$work/big.json" > "$work/out.txt"
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc) )); then best=$t; fi
done
stops=$(($(wc -l < "$work/out.txt") - 1))
printf 'transcript of %d elements (%d stops): best of 3 = %.3f s\n' "$elements" "$stops" "$best"

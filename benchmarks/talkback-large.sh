#!/usr/bin/env bash
# Generates an Android screen of about 100,000 nodes (a RecyclerView of 20,000 rows, each a
# clickable row of three texts and a button, under a toolbar) and times `earshot transcript` and
# `earshot audit` on it with TalkBack in a release build: the node tree, focus rules, traversal,
# descriptions and collection positions. Target: the transcript under 1 second on a 2-core
# machine, as VoiceOver's of 100,000 elements (benchmarks/transcript-100k.sh). Prints the best of
# three wall-clock times of each.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/big.json" <<'PY'
import json, sys
rows = 20000
items = []
for r in range(rows):
    y = 100 + r * 48
    items.append({"className": "android.view.ViewGroup", "clickable": True, "frame": [0, y, 411, 48],
                  "collectionItemInfo": {"rowIndex": r, "columnIndex": 0},
                  "children": [
                      {"className": "android.widget.TextView", "text": f"Item {r}", "frame": [16, y + 2, 200, 22]},
                      {"className": "android.widget.TextView", "text": f"${r}.00", "frame": [16, y + 26, 80, 20]},
                      {"className": "android.widget.TextView", "text": "In stock", "frame": [104, y + 26, 100, 20]},
                      {"className": "android.widget.Button", "text": "Add", "contentDescription": f"Add item {r}",
                       "clickable": True, "focusable": True, "frame": [315, y, 80, 48]}]})
doc = {"earshot": 1, "platform": "android", "title": "Big", "language": "en-US", "root": {"children": [
    {"className": "android.widget.FrameLayout", "frame": [0, 0, 411, 100 + rows * 48], "children": [
        {"className": "android.widget.TextView", "text": "Big", "heading": True, "frame": [16, 20, 300, 40]},
        {"className": "androidx.recyclerview.widget.RecyclerView", "scrollable": True, "frame": [0, 100, 411, rows * 48],
         "collectionInfo": {"rowCount": rows, "columnCount": 1}, "children": items}]}]}}
json.dump(doc, open(sys.argv[1], "w"))
PY
swift build -c release --product earshot >/dev/null
bin=.build/release/earshot
nodes=$(grep -o '"className"' "$work/big.json" | wc -l)
for command in transcript audit; do
  best=""
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    # audit ends with 1 when it has findings; anything else is a failure.
    status=0; "$bin" "$command" "$work/big.json" > "$work/out.txt" || status=$?
    if (( status > 1 )); then cat "$work/out.txt"; exit "$status"; fi
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc) )); then best=$t; fi
  done
  printf '%s of %d Android nodes with TalkBack: best of 3 = %.3f s\n' "$command" "$nodes" "$best"
done

#!/usr/bin/env bash
# Times `earshot reach --with all` in a release build, at 1×, 4× and 16× of two screens, so that
# time that grows faster than the input shows as a ratio above 4 between neighbouring sizes:
#   - a long list: ROWS rows of a label and a "Buy" button with two custom actions (500, 2,000 and
#     8,000 rows: 3,000 to 48,000 targets), flat and with each row grouped for Switch Control;
#   - one element with ACTIONS custom actions (3,000, 12,000 and 48,000), for `reach` and for
#     `diff --estimate` of the screen against itself, which builds the same model.
# Target: each size about 4 times the one before (linear), and the 2,000-row list under 2 seconds.
#   ROWS="500 2000 8000" ACTIONS="3000 12000 48000" bash benchmarks/reach-large.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
list() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
rows, style, path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
out = []
for i in range(rows):
    y = 40 + i * 50
    out.append({"id": f"row{i}", "navigationStyle": style, "frame": [0, y, 390, 48], "children": [
        {"type": "label", "text": f"Item {i}", "frame": [16, y, 200, 20]},
        {"id": f"buy{i}", "type": "button", "text": "Buy", "label": f"Buy item {i}", "frame": [300, y, 74, 44],
         "customActions": [{"name": "Save for later"}, {"name": "Share"}]}]})
children = [{"type": "label", "text": "Items", "traits": ["header"], "frame": [16, 0, 300, 30]}] + out
json.dump({"earshot": 1, "title": "Long list", "size": [390, 40 + rows * 50 + 60], "root": {"children": children}}, open(path, "w"))
PY
}
actions() {
  python3 - "$1" "$2" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
row = {"id": "row", "type": "button", "label": "Anna Kowalski, 9:41 AM", "frame": [0, 40, 390, 60],
       "customActions": [{"name": f"Action {k}"} for k in range(n)]}
json.dump({"earshot": 1, "title": "Actions", "root": {"children": [row]}}, open(path, "w"))
PY
}
# Wall and CPU seconds of one run of the command given.
timed() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>&1
  read -r wall user sys kb < <(tail -1 "$work/time")
  printf '%.2f s (%.2f s CPU, %d MB)' "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024))
}
for rows in ${ROWS:-500 2000 8000}; do
  for style in automatic combined; do
    list "$rows" "$style" "$work/list.json"
    name=$([ "$style" = automatic ] && echo flat || echo grouped)
    printf '%s list, %d rows (%d targets): reach text %s' "$name" "$rows" $((rows * 3)) "$(timed "$bin" reach "$work/list.json" --with all)"
    printf ', json %s\n' "$(timed "$bin" reach "$work/list.json" --with all --format json)"
  done
done
for n in ${ACTIONS:-3000 12000 48000}; do
  actions "$n" "$work/actions.json"
  printf '%d custom actions on one element: reach %s' "$n" "$(timed "$bin" reach "$work/actions.json" --with all)"
  printf ', diff --estimate %s\n' "$(timed "$bin" diff "$work/actions.json" "$work/actions.json" --estimate)"
done

#!/usr/bin/env bash
# Times `earshot audit` in a release build on two large inputs: a legacy-style screen document
# (2,500 table rows of three labels and an "Add" button, plus tappable custom rows and charts:
# over 10,000 elements, with most rules firing on every row) and an XCUITest capture of 1,000
# table cells (6,000 nodes). Target: well under 1 second on a 2-core machine. Best of three.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/large.json" <<'PY'
import json, sys
children = [{"id": "title", "type": "label", "text": "Orders", "traits": ["header"], "frame": [16, 56, 358, 34]}]
y = 100
for r in range(2500):
    children += [
        {"type": "label", "text": f"Item {r}", "frame": [16, y, 200, 22]},
        {"type": "label", "text": f"${r % 90}.50", "frame": [16, y + 24, 80, 20]},
        {"type": "label", "text": "In stock", "frame": [100, y + 24, 100, 20]},
        {"id": f"add-{r}", "type": "button", "text": "Add", "frame": [300, y + 6, 74, 36]},
    ]
    y += 60
    if r % 50 == 0:
        children.append({"id": f"toggle-{r}", "frame": [0, y, 390, 52], "onActivate": [{"toggle": f"toggle-{r}"}],
                         "children": [{"type": "label", "text": "Notifications", "frame": [16, y + 14, 200, 22]}]})
        children.append({"id": f"chart-{r}", "frame": [16, y + 60, 358, 120]})
        y += 200
json.dump({"earshot": 1, "title": "Large", "size": [390, y], "root": {"children": children}}, open(sys.argv[1], "w"))
PY
python3 - "$work/capture.txt" <<'PY'
import sys
lines = ["Attributes: Application, 0x1, pid: 1, label: 'Big'", "Element subtree:",
         " →Application, 0x1, pid: 1, label: 'Big'", "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
         "      Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}"]
for r in range(1000):
    y = r * 60.0
    lines += [f"        Cell, 0x{r:x}0, {{{{0.0, {y}}}, {{390.0, 60.0}}}}",
              f"          StaticText, 0x{r:x}1, {{{{16.0, {y + 5}}}, {{200.0, 20.0}}}}, label: 'Item {r}'",
              f"          StaticText, 0x{r:x}2, {{{{16.0, {y + 30}}}, {{200.0, 20.0}}}}, label: 'Detail {r}'",
              f"        Button, 0x{r:x}3, {{{{300.0, {y + 10}}}, {{80.0, 40.0}}}}, label: 'Buy'",
              f"          StaticText, 0x{r:x}4, {{{{310.0, {y + 20}}}, {{60.0, 20.0}}}}, label: 'Buy'",
              f"        Switch, 0x{r:x}5, {{{{220.0, {y + 10}}}, {{51.0, 31.0}}}}, label: 'Alert {r}', value: {r % 2}"]
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
elements=$(grep -o '"frame"' "$work/large.json" | wc -l)
# Best of three runs: wall-clock seconds, and CPU seconds (user + system), which stay steady when
# other work shares the machine.
time_best() {
  local best="" cpu=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > "$work/out" 2>/dev/null || true
    read -r wall user sys < <(tail -1 "$work/time")
    if [[ -z "$best" ]] || (( $(echo "$wall < $best" | bc) )); then best=$wall; fi
    c=$(echo "$user + $sys" | bc)
    if [[ -z "$cpu" ]] || (( $(echo "$c < $cpu" | bc) )); then cpu=$c; fi
  done
  printf '%.2f s (%.2f s CPU)' "$best" "$cpu"
}
text=$(time_best "$bin" audit "$work/large.json")
json=$(time_best "$bin" audit "$work/large.json" --format json)
findings=$(grep -c '"rule"' "$work/out")
printf 'screen document, %d elements (%d findings), best of 3: text %s, json %s\n' "$elements" "$findings" "$text" "$json"
capture=$(time_best "$bin" audit "$work/capture.txt" --format json)
findings=$(grep -c '"rule"' "$work/out")
printf 'XCUITest capture, 6,000 nodes (%d findings), best of 3: json %s\n' "$findings" "$capture"

#!/usr/bin/env bash
# Generates one large capture per format (about 5,000 nodes each; 2,000 elements for VoiceOver
# Designer, whose documents are hand-made and small) and times `earshot import` on each in a
# release build. Target: well under a second each on a 2-core machine. Prints the best of three.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, os, sys
out = sys.argv[1]
rows = 1000  # each row: a cell, two texts, a button with its text, a switch: 6 nodes

# XCUITest debugDescription
lines = ["Attributes: Application, 0x1, pid: 1, label: 'Big'", "Element subtree:",
         " →Application, 0x1, pid: 1, label: 'Big'", "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
         "      Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}"]
for r in range(rows):
    y = r * 60.0
    lines += [f"        Cell, 0x{r:x}0, {{{{0.0, {y}}}, {{390.0, 60.0}}}}",
              f"          StaticText, 0x{r:x}1, {{{{16.0, {y + 5}}}, {{200.0, 20.0}}}}, label: 'Item {r}, \"quoted\"'",
              f"          StaticText, 0x{r:x}2, {{{{16.0, {y + 30}}}, {{200.0, 20.0}}}}, label: 'Detail {r}'",
              f"        Button, 0x{r:x}3, {{{{300.0, {y + 10}}}, {{80.0, 40.0}}}}, label: 'Buy {r}'",
              f"          StaticText, 0x{r:x}4, {{{{310.0, {y + 20}}}, {{60.0, 20.0}}}}, label: 'Buy {r}'",
              f"        Switch, 0x{r:x}5, {{{{220.0, {y + 10}}}, {{51.0, 31.0}}}}, label: 'Alert {r}', value: {r % 2}"]
open(os.path.join(out, "big.txt"), "w").write("\n".join(lines) + "\n")

# Appium page source
def el(t, attrs, children=""):
    a = " ".join(f'{k}="{v}"' for k, v in attrs.items())
    return f"<XCUIElementType{t} type=\"XCUIElementType{t}\" {a}>{children}</XCUIElementType{t}>" if children else f"<XCUIElementType{t} type=\"XCUIElementType{t}\" {a}/>"
def box(x, y, w, h, acc, vis="true"): return {"enabled": "true", "visible": vis, "accessible": acc, "x": x, "y": y, "width": w, "height": h}
cells = []
for r in range(rows):
    y = r * 60
    cells.append(el("Cell", box(0, y, 390, 60, "true"),
        el("StaticText", {"value": f"Item {r}", "name": f"Item {r}", "label": f"Item {r}", **box(16, y + 5, 200, 20, "true")}) +
        el("StaticText", {"value": f"Detail {r}", "name": f"Detail {r}", "label": f"Detail {r}", **box(16, y + 30, 200, 20, "true")})))
    cells.append(el("Button", {"name": f"Buy {r}", "label": f"Buy {r}", **box(300, y + 10, 80, 40, "true")},
        el("StaticText", {"value": f"Buy {r}", "name": f"Buy {r}", "label": f"Buy {r}", **box(310, y + 20, 60, 20, "false")})))
    cells.append(el("Switch", {"value": str(r % 2), "name": f"Alert {r}", "label": f"Alert {r}", **box(220, y + 10, 51, 31, "true")}))
xml = '<?xml version="1.0" encoding="UTF-8"?>\n<AppiumAUT>' + el("Application", {"name": "Big", "label": "Big", **box(0, 0, 390, 844, "false")},
    el("Window", box(0, 0, 390, 844, "false"), el("Table", box(0, 0, 390, 844, "false"), "".join(cells)))) + "</AppiumAUT>\n"
open(os.path.join(out, "big.xml"), "w").write(xml)

# idb describe-all (flat)
def ax(t, label, x, y, w, h, value=None):
    return {"AXFrame": f"{{{{{x}, {y}}}, {{{w}, {h}}}}}", "AXUniqueId": None, "frame": {"x": x, "y": y, "width": w, "height": h},
            "role_description": t.lower(), "AXLabel": label, "content_required": False, "type": t, "title": None, "help": None,
            "custom_actions": [], "AXValue": value, "enabled": True, "role": "AX" + t, "subrole": None}
items = [ax("Application", "Big", 0, 0, 390, 844)]
for r in range(rows * 5):
    items.append(ax("Button" if r % 2 else "StaticText", f"Row {r}", 16 + (r % 3) * 120, r * 20 + 0.33333333333333331, 100, 18.666666666666671))
json.dump(items, open(os.path.join(out, "big-idb.json"), "w"))

# Maestro hierarchy
def node(label, l, t, r, b, children=()):
    return {"attributes": {"accessibilityText": label, "title": "", "value": "", "text": "", "hintText": "", "resource-id": "",
            "bounds": f"[{l},{t}][{r},{b}]", "enabled": "true", "focused": "false", "selected": "false", "checked": "false"},
            "children": list(children), "enabled": True, "focused": False, "checked": False, "selected": False}
groups = [node("", 0, r * 60, 390, r * 60 + 60, [node(f"Item {r}", 16, r * 60, 216, r * 60 + 20, [node(f"Item {r}", 16, r * 60, 216, r * 60 + 20)]),
                                                 node(f"Detail {r}", 16, r * 60 + 30, 216, r * 60 + 50)]) for r in range(rows + 250)]
json.dump(node("", 0, 0, 0, 0, [node("Big", 0, 0, 390, 844, groups)]), open(os.path.join(out, "big-maestro.json"), "w"), indent=2)

# VoiceOver Designer, Frame layout
os.makedirs(os.path.join(out, "Big.vodesign", "Frame"))
controls = [{"isAccessibilityElement": True, "label": f"Item {r}", "value": "", "hint": "", "trait": 1 if r % 2 else 4,
             "frame": [[30, r * 150], [1100, 140]],
             "adjustableOptions": {"options": [] if r % 2 else ["Small", "Medium", "Large"], "currentIndex": 0, "isEnumerated": True},
             "customActions": {"names": []}, "customDescriptions": {"descriptions": []}} for r in range(2000)]
json.dump(controls, open(os.path.join(out, "Big.vodesign", "Frame", "controls.json"), "w"), indent=2)
json.dump({"id": "X", "imageScale": 1}, open(os.path.join(out, "Big.vodesign", "Frame", "info.json"), "w"))
PY
swift build -c release --product earshot >/dev/null 2>&1 || { echo "release build failed; run swift build -c release to see why"; exit 1; }
bin=.build/release/earshot
time_of() {
  local best=""
  for _ in 1 2 3; do
    local start end t
    start=$(date +%s.%N)
    "$bin" import "$1" > "$work/out.json" 2>/dev/null
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc) )); then best=$t; fi
  done
  echo "$best"
}
printf '%-28s %8s %8s %10s\n' "capture" "nodes" "stops" "best of 3"
for input in big.txt big.xml big-idb.json big-maestro.json Big.vodesign; do
  t=$(time_of "$work/$input")
  case "$input" in
    big.txt) nodes=$(grep -c ', 0x' "$work/$input") ;;
    big.xml) nodes=$(grep -o '<XCUIElementType' "$work/$input" | wc -l) ;;
    big-idb.json) nodes=$(grep -o '"AXFrame"' "$work/$input" | wc -l) ;;
    big-maestro.json) nodes=$(grep -o '"attributes"' "$work/$input" | wc -l) ;;
    Big.vodesign) nodes=$(grep -o '"label"' "$work/$input/Frame/controls.json" | wc -l) ;;
  esac
  "$bin" transcript "$work/$input" > "$work/transcript.txt" 2>/dev/null
  stops=$(sed -E -n '1s/.*: ([0-9]+) stops?$/\1/p' "$work/transcript.txt")
  printf '%-28s %8d %8d %9.3f s\n' "$input" "$nodes" "$stops" "$t"
done

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

# Android: a RecyclerView of rows, each a layout holding two TextViews, a Button and a Switch (6 nodes a row).
def anode(cls, l, t, r, b, children=(), **a):
    attrs = {"index": "0", "text": a.get("text", ""), "resource-id": "", "class": cls, "package": "com.example.big", "content-desc": "",
             "checkable": a.get("checkable", "false"), "checked": a.get("checked", "false"), "clickable": a.get("clickable", "false"),
             "enabled": "true", "focusable": a.get("clickable", "false"), "focused": "false", "scrollable": "false", "long-clickable": "false",
             "password": "false", "selected": "false", "bounds": f"[{l},{t}][{r},{b}]"}
    return (cls, attrs, list(children))
arows = []
for r in range(rows):
    y = r * 158
    arows.append(anode("android.view.ViewGroup", 0, y, 1080, y + 158, [
        anode("android.widget.TextView", 42, y + 10, 600, y + 60, text=f"Item {r}"),
        anode("android.widget.TextView", 42, y + 70, 600, y + 120, text=f"Detail {r} & more"),
        anode("android.widget.Button", 800, y + 20, 1040, y + 140, text=f"Buy {r}", clickable="true"),
        anode("android.widget.Switch", 620, y + 40, 780, y + 120, text="", checkable="true", checked=str(r % 2 == 0).lower(), clickable="true"),
    ]))
atree = anode("android.widget.FrameLayout", 0, 0, 1080, 2400, [anode("androidx.recyclerview.widget.RecyclerView", 0, 0, 1080, 2400, arows)])
def esc(v): return v.replace("&", "&amp;").replace('"', "&quot;")
def dump(n):
    cls, attrs, children = n
    a = " ".join(f'{k}="{esc(v)}"' for k, v in attrs.items())
    return f"<node {a}>" + "".join(dump(c) for c in children) + "</node>" if children else f"<node {a} />"
open(os.path.join(out, "big-uiautomator.xml"), "w").write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">" + dump(atree) + "</hierarchy>")
def source(n, depth):
    cls, attrs, children = n
    a = " ".join(f'{k}="{esc(v)}"' for k, v in attrs.items() if k != "content-desc") + ' displayed="true"'
    pad = "  " * depth
    return (f"{pad}<{cls} {a}>\n" + "".join(source(c, depth + 1) for c in children) + f"{pad}</{cls}>\n") if children else f"{pad}<{cls} {a} />\n"
open(os.path.join(out, "big-uiautomator2.xml"), "w").write("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
    + '<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">\n' + source(atree, 1) + "</hierarchy>\n")
lines = ["Printing with useUnmergedTree = 'false'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px",
         " |-Node #2 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px",
         "    VerticalScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=100.0, reverseScrolling=false)'",
         "    Actions = [IndexForKey, ScrollBy, ScrollToIndex]"]
for r in range(rows):
    y, i = r * 158, 10 + r * 10
    last = r == rows - 1
    bar, pad = ("    |-", "    | " if not last else "      ")
    lines += [f"{bar}Node #{i} at (l=0.0, t={y}.0, r=1080.0, b={y + 158}.0)px", f"{pad}  Text = '[Item {r}, Detail {r}]'", f"{pad}  Actions = [OnClick]",
              f"{pad}  MergeDescendants = 'true'",
              f"{pad} |-Node #{i + 1} at (l=800.0, t={y + 20}.0, r=1040.0, b={y + 140}.0)px", f"{pad} |  Role = 'Button'", f"{pad} |  Text = '[Buy {r}]'",
              f"{pad} |  Actions = [OnClick]", f"{pad} |  MergeDescendants = 'true'",
              f"{pad} |-Node #{i + 2} at (l=620.0, t={y + 40}.0, r=780.0, b={y + 120}.0)px", f"{pad}    Role = 'Switch'",
              f"{pad}    ToggleableState = '{'On' if r % 2 == 0 else 'Off'}'", f"{pad}    Actions = [OnClick]", f"{pad}    MergeDescendants = 'true'"]
open(os.path.join(out, "big-compose.txt"), "w").write("\n".join(lines) + "\n")
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
# Android captures: imported (no TalkBack reader speaks them yet, so no stops).
for input in big-uiautomator.xml big-uiautomator2.xml big-compose.txt; do
  t=$(time_of "$work/$input")
  case "$input" in
    big-uiautomator.xml) nodes=$(grep -o '<node ' "$work/$input" | wc -l) ;;
    big-uiautomator2.xml) nodes=$(grep -o ' bounds=' "$work/$input" | wc -l) ;;
    big-compose.txt) nodes=$(grep -c 'Node #' "$work/$input") ;;
  esac
  printf '%-28s %8d %8s %9.3f s\n' "$input" "$nodes" "-" "$t"
done

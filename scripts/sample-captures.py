#!/usr/bin/env python3
"""Writes samples/captures/: one small capture of the same Library screen (a podcast app) in each
capture format Earshot reads, spelled the way each tool writes it. Run from anywhere:
python3 scripts/sample-captures.py"""
import json, os, struct, zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples", "captures")

# type, frame (x, y, w, h), fields, children
def el(type, frame, children=(), **f):
    return {"type": type, "frame": frame, "children": list(children), **f}

W, H = 390, 844
tree = el("Application", (0, 0, W, H), [
  el("Window", (0, 0, W, H), [
    el("Other", (0, 0, W, H), [
      el("NavigationBar", (0, 47, W, 96), [
        el("Button", (328, 51, 46, 36), label="Edit", identifier="edit", traits=["Button"]),
        el("StaticText", (16, 99, 200, 41), label="Library", traits=["Header"]),
      ], identifier="Library"),
      el("SearchField", (16, 148, 358, 36), placeholder="Search your library", traits=["SearchField"]),
      el("Table", (0, 196, W, 240), [
        el("Cell", (0, 196, W, 52), [
          el("StaticText", (20, 211, 150, 22), label="Downloads", traits=["StaticText"]),
          el("StaticText", (250, 211, 120, 22), label="12 episodes", traits=["StaticText"]),
        ], label="Downloads, 12 episodes", traits=["Button"], cell=True),
        el("Cell", (0, 248, W, 52), [
          el("Switch", (20, 256, 350, 36), label="Download new episodes", value="1", identifier="auto-download", traits=["Button", "ToggleButton"]),
        ]),
        el("Cell", (0, 300, W, 52), [
          el("Slider", (20, 308, 350, 36), label="Playback speed", value="1.5 times", traits=["Adjustable"]),
        ]),
      ]),
      el("Button", (16, 452, 358, 44), label="Sign out", identifier="sign-out", traits=["Button"]),
    ]),
    el("TabBar", (0, 761, W, 83), [
      el("Button", (2, 762, 127, 48), label="Listen Now", traits=["Button"]),
      el("Button", (131, 762, 127, 48), label="Library", selected=True, traits=["Button", "Selected"]),
      el("Button", (260, 762, 127, 48), label="Search", traits=["Button"]),
    ], label="Tab Bar", traits=["TabBar"]),
  ]),
], label="Podcasts")

def walk(n, depth=0):
    yield n, depth
    for c in n["children"]:
        yield from walk(c, depth + 1)

def fmt(v):
    return str(float(v))

# XCUITest debugDescription, as print(XCUIApplication().debugDescription) prints it.
def xcuitest():
    lines = []
    addr = 0x600000c0a000
    def line(n, depth):
        nonlocal addr
        addr += 0x150
        x, y, w, h = n["frame"]
        name = n["type"] + (" (Main)" if n["type"] == "Window" else "")
        parts = [name, hex(addr)]
        if n["type"] == "Application":
            parts.append("pid: 4242")
        else:
            parts.append("{{%s, %s}, {%s, %s}}" % (fmt(x), fmt(y), fmt(w), fmt(h)))
        if "identifier" in n: parts.append("identifier: '%s'" % n["identifier"])
        if "label" in n: parts.append("label: '%s'" % n["label"])
        if "placeholder" in n: parts.append("placeholderValue: '%s'" % n["placeholder"])
        if "value" in n: parts.append("value: %s" % n["value"])
        if n.get("selected"): parts.append("Selected")
        return ", ".join(parts)
    root = line(tree, 0)
    lines.append("Attributes: " + root)
    lines.append("Element subtree:")
    for n, d in walk(tree):
        lines.append(" →" + root if d == 0 else "  " * (d + 1) + line(n, d))
    return "\n".join(lines) + "\n"

def wda_value(n):
    """WebDriverAgent's computed value (wdValue)."""
    t = n["type"]
    if t == "StaticText": return n.get("value", n.get("label"))
    if t == "Button": return "1" if n.get("selected") else None
    if t == "SearchField": return n.get("value", n.get("placeholder"))
    return n.get("value")

def accessible(n):
    return n["type"] in ("Button", "StaticText", "Switch", "Slider", "SearchField") and not in_cell_button(n)

cell_children = set()
for n, _ in walk(tree):
    if n.get("cell"):
        for c in n["children"]:
            cell_children.add(id(c))

def in_cell_button(n):
    return id(n) in cell_children

def is_accessible(n):
    if n.get("cell"): return True
    return accessible(n)

# Appium page source (WebDriverAgent's XML).
def appium():
    from xml.sax.saxutils import quoteattr
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<AppiumAUT>"]
    def emit(n, depth, index):
        t = "XCUIElementType" + n["type"]
        x, y, w, h = n["frame"]
        a = [("type", t)]
        v = wda_value(n)
        if v is not None: a.append(("value", v))
        name = n.get("identifier", n.get("label"))
        if name is not None: a.append(("name", name))
        if "label" in n: a.append(("label", n["label"]))
        a += [("enabled", "true"), ("visible", "true"), ("accessible", "true" if is_accessible(n) else "false"),
              ("x", str(x)), ("y", str(y)), ("width", str(w)), ("height", str(h)), ("index", str(index))]
        if "placeholder" in n: a.append(("placeholderValue", n["placeholder"]))
        a.append(("traits", ", ".join(n.get("traits", []))))
        attrs = " ".join("%s=%s" % (k, quoteattr(v)) for k, v in a)
        pad = "  " * (depth + 1)
        if n["children"]:
            out.append("%s<%s %s>" % (pad, t, attrs))
            for i, c in enumerate(n["children"]): emit(c, depth + 1, i)
            out.append("%s</%s>" % (pad, t))
        else:
            out.append("%s<%s %s/>" % (pad, t, attrs))
    emit(tree, 0, 0)
    out.append("</AppiumAUT>")
    return "\n".join(out) + "\n"

# WebDriverAgent's JSON source, saved as the whole response of GET /source?format=json.
def wda_json():
    def node(n):
        x, y, w, h = n["frame"]
        d = {
          "type": n["type"],
          "rawIdentifier": n.get("identifier"),
          "name": n.get("identifier", n.get("label")),
          "value": wda_value(n),
          "label": n.get("label"),
          "rect": {"x": x, "y": y, "width": w, "height": h},
          "frame": "{{%s, %s}, {%s, %s}}" % (x, y, w, h),
          "isEnabled": "1",
          "isVisible": "1",
          "isAccessible": "1" if is_accessible(n) else "0",
          "isFocused": "0",
          "traits": ", ".join(n.get("traits", [])),
          "customActions": None,
        }
        if n["type"] == "SearchField": d["placeholderValue"] = n.get("placeholder")
        if n["children"]: d["children"] = [node(c) for c in n["children"]]
        return d
    return json.dumps({"value": node(tree), "sessionId": "6C1F0C3E-5A7B-4C1D-9E2F-2B8D3A4E5F60"}, indent=2) + "\n"

# idb ui describe-all --json: the flat list of accessibility elements.
ROLES = {"Button": ("AXButton", "button", None), "StaticText": ("AXStaticText", "text", None),
         "Switch": ("AXCheckBox", "switch", "AXSwitch"), "Slider": ("AXSlider", "slider", None),
         "SearchField": ("AXTextField", "search text field", "AXSearchField"), "Heading": ("AXHeading", "heading", None),
         "Application": ("AXApplication", "application", None), "Group": ("AXGroup", "group", None),
         "RadioButton": ("AXRadioButton", "tab", "AXTabButton")}
def idb():
    items = []
    def add(n, type=None, label=None, value=None):
        x, y, w, h = n["frame"]
        t = type or n["type"]
        role, desc, sub = ROLES[t]
        items.append({
          "AXFrame": "{{%s, %s}, {%s, %s}}" % (x, y, w, h), "AXUniqueId": n.get("identifier"),
          "frame": {"x": x, "y": y, "width": w, "height": h}, "role_description": desc,
          "AXLabel": label if label is not None else n.get("label"), "content_required": False, "type": t.replace("Switch", "CheckBox"),
          "title": None, "help": None, "custom_actions": [], "AXValue": value if value is not None else n.get("value"),
          "enabled": True, "role": role, "subrole": sub})
    for n, _ in walk(tree):
        t = n["type"]
        if t == "Application": add(n)
        elif t == "StaticText" and "Header" in n.get("traits", []): add(n, "Heading")
        elif n.get("cell"): add(n, "Button")
        elif in_cell_button(n): pass
        elif t == "SearchField": add(n, value=n.get("placeholder"))
        elif t == "Button" and n in tree["children"][0]["children"][1]["children"]:
            add(n, "RadioButton", value="1" if n.get("selected") else "0")
        elif t in ("Button", "StaticText", "Switch", "Slider"): add(n)
    return json.dumps(items) + "\n"

# maestro hierarchy: every attribute a string, no element types.
def maestro():
    def node(n):
        x, y, w, h = n["frame"]
        sw = n["type"] == "Switch" and n.get("value") == "1"
        a = {"accessibilityText": n.get("label", ""), "title": "", "value": n.get("value", "") if n["type"] != "Switch" else "1" if sw else "0",
             "text": n.get("label", ""), "hintText": n.get("placeholder", ""), "resource-id": n.get("identifier", ""),
             "bounds": "[%d,%d][%d,%d]" % (x, y, x + w, y + h), "enabled": "true", "focused": "false",
             "selected": "true" if n.get("selected") else "false", "checked": "true" if sw else "false"}
        return {"attributes": a, "children": [node(c) for c in n["children"]], "enabled": True, "focused": False,
                "checked": sw, "selected": bool(n.get("selected"))}
    empty = {k: "" for k in ("accessibilityText", "title", "value", "text", "hintText", "resource-id")}
    root = {"attributes": {**empty, "bounds": "[0,0][0,0]", "enabled": "false", "focused": "false", "selected": "false", "checked": "false"},
            "children": [node(tree)], "enabled": False, "focused": False, "checked": False, "selected": False}
    return json.dumps(root, indent=2) + "\n"

# VoiceOver Designer bundle (Frame layout), frames in pixels of a 3x screenshot.
BITS = {"Button": 0, "Header": 1, "Adjustable": 2, "StaticText": 4, "SearchField": 6, "Selected": 8, "TabBar": 7, "ToggleButton": 20}
def vodesign():
    def rect(n):
        x, y, w, h = n["frame"]
        return [[x * 3, y * 3], [w * 3, h * 3]]
    def element(label, frame, traits, value="", hint=""):
        bits = 0
        for t in traits:
            if t in BITS: bits |= 1 << BITS[t]
        return {"isAccessibilityElement": True, "frame": frame, "trait": bits,
                "adjustableOptions": {"options": [], "isEnumerated": True}, "hint": hint, "label": label, "value": value,
                "customActions": {"names": []}, "customDescriptions": {"descriptions": []}}
    items = []
    tabs = []
    for n, _ in walk(tree):
        t = n["type"]
        if n.get("cell"):
            items.append(element("Downloads", rect(n), ["Button"], value="12 episodes"))
        elif in_cell_button(n) or t not in ("Button", "StaticText", "Switch", "Slider", "SearchField"):
            continue
        elif n in tree["children"][0]["children"][1]["children"]:
            tabs.append(element(n["label"], rect(n), ["Button"] + (["Selected"] if n.get("selected") else [])))
        elif t == "Switch":
            items.append(element(n["label"], rect(n), ["ToggleButton"], value="on"))
        elif t == "Slider":
            items.append(element(n["label"], rect(n), ["Adjustable"], value=n["value"]))
        elif t == "SearchField":
            items.append(element(n["placeholder"], rect(n), ["SearchField"]))
        else:
            items.append(element(n["label"], rect(n), n.get("traits", [])))
    bar = tree["children"][0]["children"][1]
    items.append({"type": "container", "label": "Tab Bar", "frame": rect(bar), "elements": tabs, "isModal": False,
                  "isTabTrait": True, "isEnumerated": True, "containerType": "semanticGroup", "navigationStyle": "automatic"})
    # imageScale 1 with frames in pixels, as the app saves a screenshot dropped at its pixel size (the
    # genuine bundles with pixel frames all say 1; 3 would mean the frames are points).
    return json.dumps(items, indent=2) + "\n", json.dumps({"id": "0B6E2C1A-3F5D-4E7B-8A9C-1D2E3F4A5B6C", "imageScale": 1}, indent=2) + "\n"

def png(width, height):
    """A plain grey PNG of the screenshot's size: VoiceOver Designer takes the scale from it."""
    row = b"\x00" + b"\xf2" * width
    raw = zlib.compress(row * height, 9)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")

def write(name, data):
    path = os.path.join(OUT, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)

write("library.txt", xcuitest())
write("library.xml", appium())
write("library-wda.json", wda_json())
write("library-idb.json", idb())
write("library-maestro.json", maestro())
controls, info = vodesign()
write("Library.vodesign/Frame/controls.json", controls)
write("Library.vodesign/Frame/info.json", info)
write("Library.vodesign/Frame/screen.png", png(W * 3, H * 3))

#!/usr/bin/env python3
"""Writes bench.py's generated Android screen as a `uiautomator dump`, to measure the XML path:

    python3 benchmarks/android-dump.py 100000 /tmp/big.xml [--variant]
    earshot transcript /tmp/big.xml --reader talkback

Each element becomes a <node> with the attributes uiautomator writes (class, text, content-desc,
the flags, bounds in pixels); the frames are bench.py's, taken as pixels."""
import os, sys
from xml.sax.saxutils import quoteattr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench


def flag(e, name):
    return "true" if e.get(name, False) else "false"


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--variant"):
        sys.exit(__doc__)
    doc = bench.android_screen(int(sys.argv[1]), len(sys.argv) == 4)
    lines = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">']

    def node(e, depth, index):
        x, y, w, h = e["frame"]
        attrs = {"index": index, "text": e.get("text", ""), "resource-id": "", "class": e["className"],
                 "package": "com.example.big", "content-desc": e.get("contentDescription", ""),
                 "checkable": flag(e, "checkable"), "checked": flag(e, "checked"), "clickable": flag(e, "clickable"),
                 "enabled": "true", "focusable": flag(e, "focusable"), "focused": "false", "scrollable": "false",
                 "long-clickable": "false", "password": "false", "selected": "false",
                 "bounds": f"[{int(x)},{int(y)}][{int(x + w)},{int(y + h)}]"}
        text = " ".join(f"{k}={quoteattr(str(v))}" for k, v in attrs.items())
        kids = e.get("children", [])
        if not kids:
            lines.append(f"{'  ' * depth}<node {text} />")
            return
        lines.append(f"{'  ' * depth}<node {text}>")
        for i, c in enumerate(kids):
            node(c, depth + 1, i)
        lines.append(f"{'  ' * depth}</node>")

    for i, c in enumerate(doc["root"]["children"]):
        node(c, 1, i)
    lines.append("</hierarchy>")
    with open(sys.argv[2], "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes samples/flutter/: the checkout screen (samples/checkout-legacy.json before its fix,
samples/checkout.json after it) as a Flutter app's debugDumpSemanticsTree() prints it on an
iPhone's console (`flutter: ` before every line; the root in physical pixels, its child scaled by
the device pixel ratio, 3.0). Each node: (id, properties, children)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "samples", "flutter")


def rect(l, t, r, b, extra=""):
    return "Rect.fromLTRB(%.1f, %.1f, %.1f, %.1f)%s" % (l, t, r, b, extra)


def node(nid, props, children=()):
    return (nid, props, list(children))


def dump(root, prefix="flutter: "):
    lines = []

    def walk(n, lead, connector):
        nid, props, children = n
        lines.append(lead[:-2] + connector + "SemanticsNode#%d" % nid if connector else "SemanticsNode#%d" % nid)
        inner = lead
        bar = "│ " if children else "  "
        for p in props:
            if "\n" in p:
                # A text with a line break prints as `label:`, then the quoted text on lines of its own.
                key, value = p.split(": ", 1)
                lines.append(inner + bar + key + ":")
                lines.extend(inner + bar + "  " + part for part in value.split("\n"))
            else:
                lines.append(inner + bar + p)
        if children:
            lines.append(inner + "│")
        for i, child in enumerate(children):
            last = i == len(children) - 1
            walk(child, inner + ("  " if last else "│ "), "└─" if last else "├─")
            if not last:
                lines.append(inner + "│")

    walk(root, " ", "")
    return "".join(prefix + line.rstrip() + "\n" for line in lines)


def text(nid, l, t, r, b, label, extra=()):
    return node(nid, [rect(l, t, r, b)] + list(extra) + ['label: "%s"' % label, "textDirection: ltr"])


def screen(fixed):
    kids = []
    n = [10]

    def nid():
        n[0] += 1
        return n[0]

    title_flags = ["flags: isHeader"] if fixed else []
    kids.append(text(nid(), 16, 56, 374, 90, "Checkout", title_flags))
    products = [("Jasmine tea", "$2.50", "In stock"), ("Oolong tea", "$3.20", "Only 2 left"), ("Matcha whisk", "$12.00", "In stock")]
    for i, (name, price, stock) in enumerate(products):
        top = 110 + 60 * i
        if fixed:
            # MergeSemantics around the row's texts: one node, its texts merged up into it.
            row = node(nid(), ["merge boundary ⛔️", rect(16, top, 276, top + 44)], [
                node(nid(), ["merged up ⬆️", rect(0, 0, 200, 22), 'label: "%s"' % name, "textDirection: ltr"]),
                node(nid(), ["merged up ⬆️", rect(0, 24, 80, 44), 'label: "%s"' % price, "textDirection: ltr"]),
                node(nid(), ["merged up ⬆️", rect(84, 24, 184, 44), 'label: "%s"' % stock, "textDirection: ltr"]),
            ])
            kids.append(row)
            kids.append(node(nid(), [rect(300, top + 2, 374, top + 46), "actions: focus, tap",
                                     "flags: isButton, hasEnabledState, isEnabled, isFocusable",
                                     'label: "Add %s to cart"' % name.lower(), "textDirection: ltr"]))
        else:
            kids.append(text(nid(), 16, top, 216, top + 22, name))
            kids.append(text(nid(), 16, top + 24, 96, top + 44, price))
            kids.append(text(nid(), 100, top + 24, 200, top + 44, stock))
            kids.append(node(nid(), [rect(300, top + 2, 374, top + 46), "actions: focus, tap",
                                     "flags: isButton, hasEnabledState, isEnabled, isFocusable",
                                     'label: "Add"', "textDirection: ltr"]))
    if fixed:
        # SwitchListTile: a toggled state, so the iOS engine reads it as a switch.
        kids.append(node(nid(), [rect(0, 300, 390, 352), "actions: focus, tap",
                                 "flags: hasEnabledState, isEnabled, hasToggledState, isFocusable",
                                 'label: "Notifications"', "textDirection: ltr"]))
        kids.append(text(nid(), 16, 376, 374, 400, "Spending this month", ["flags: isHeader"]))
        for label, value, r in [("Groceries", "35 percent of spending", (60, 420, 200, 520)),
                                ("Transport", "25 percent of spending", (200, 420, 330, 520)),
                                ("Other", "40 percent of spending", (60, 520, 330, 620))]:
            kids.append(node(nid(), [rect(*r), 'label: "%s"' % label, 'value: "%s"' % value, "textDirection: ltr"]))
        kids.append(text(nid(), 16, 704, 276, 746, "Ship to\n1 Infinite Loop, Cupertino"))
    else:
        # A GestureDetector row: tappable, but no toggled state; the chart is a CustomPaint without semantics.
        kids.append(node(nid(), [rect(0, 300, 390, 352), "actions: tap", 'label: "Notifications"', "textDirection: ltr"]))
        kids.append(text(nid(), 16, 376, 374, 400, "Spending this month"))
        kids.append(text(nid(), 16, 704, 276, 746, "Ship to\n1 Infinite Loop, Cupertino"))
    kids.append(text(nid(), 16, 770, 200, 800, "Total\n$17.70"))
    kids.append(node(nid(), [rect(230, 762, 374, 808), "actions: focus, tap",
                             "flags: isButton, hasEnabledState, isEnabled, isFocusable",
                             'label: "Pay"', "textDirection: ltr"]))
    route = node(3, [rect(0, 0, 390, 844), "flags: scopesRoute"], kids)
    app = node(1, [rect(0, 0, 390, 844, " scaled by 3.0x"), "textDirection: ltr"], [node(2, [rect(0, 0, 390, 844)], [route])])
    root = node(0, [rect(0, 0, 1170, 2532)], [app])
    return dump(root)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, fixed in [("checkout.txt", True), ("checkout-legacy.txt", False)]:
        with open(os.path.join(OUT, name), "w") as f:
            f.write(screen(fixed))

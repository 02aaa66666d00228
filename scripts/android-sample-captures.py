#!/usr/bin/env python3
"""Writes samples/android/: the checkout screen of samples/checkout-legacy.json (before the fix) and
samples/checkout.json (after it) as an Android app would show them, captured the way each Android tool
writes its capture, and as screen documents with "platform": "android". Run from anywhere:
python3 scripts/android-sample-captures.py

The legacy app is built with Views: each product row is three TextViews and a Button, the Notifications
row is a clickable layout with an undescribed ImageView, the spending chart is a custom View that says
nothing, and Pay is declared before the total, so TalkBack (which follows the view tree) reaches it
first. The fixed app gives each row one focusable container and its Add button a description, makes
Notifications a Switch, the titles headings, the chart three described virtual views
(ExploreByTouchHelper), the payment error a polite live region, and the list a collection. The Compose
versions are the same screens written with Compose; Compose orders TalkBack by position, so its legacy
total is read after Pay, in the same row.

Layout is in dp on a 411 dp wide phone at density 2.625 (1080 x 2400 px, like a Pixel); captures are
in pixels. A uiautomator dump carries what AccessibilityNodeInfoDumper writes (no headings, live
regions or collection sizes); the Appium source is from a 2025 server (heading, live-region,
a11y-important, is-collection); the Compose text is printToString()'s output of the merged tree.
"""
import json, math, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples", "android")
PACKAGE = "com.example.teashop"
DENSITY = 2.625
W, H = 411.43, 914.29  # dp of a 1080 x 2400 px screen


def px(v):
    return int(round(v * DENSITY))


def rid(name):
    return "%s:id/%s" % (PACKAGE, name) if name else ""


# A node: class, frame in dp (x, y, w, h), AccessibilityNodeInfo fields, children.
def n(cls, frame, children=(), **f):
    return {"class": cls, "frame": frame, "children": list(children), **f}


def text(value, frame, **f):
    return n("android.widget.TextView", frame, text=value, **f)


# ---- The two screens (Views) ----

def rows(fixed):
    items = [("jasmine", "Jasmine tea", "$2.50", "In stock"), ("oolong", "Oolong tea", "$3.20", "Only 2 left"),
             ("whisk", "Matcha whisk", "$12.00", "In stock")]
    out = []
    for i, (key, name, price, stock) in enumerate(items):
        y = 88 + 60 * i
        labels = [text(name, (16, y + 6, 210, 22), resource="name"), text(price, (16, y + 30, 80, 20), resource="price"),
                  text(stock, (104, y + 30, 110, 20), resource="stock")]
        add = n("android.widget.Button", (315, y + 6, 80, 48), text="Add", resource="add", clickable=True, focusable=True)
        if fixed:
            add["description"] = "Add %s to cart" % name.lower()
            info = n("android.view.ViewGroup", (16, y + 2, 280, 52), labels, resource="item_summary", focusable=True,
                     screenReaderFocusable=True)
            row = n("android.view.ViewGroup", (0, y, W, 60), [info, add], resource="item", itemIndex=i)
        else:
            row = n("android.view.ViewGroup", (0, y, W, 60), labels + [add], resource="item", itemIndex=i)
        out.append(row)
    # RecyclerView describes itself as a collection, and each row's place in it, fixed or not.
    return n("androidx.recyclerview.widget.RecyclerView", (0, 84, W, 184), out, resource="items", focusable=True, collection=(3, 1))


def screen(fixed):
    title = text("Checkout", (16, 36, 300, 32), heading=fixed, resource="")
    toolbar = n("android.view.ViewGroup", (0, 24, W, 56), [title], resource="toolbar")
    if fixed:
        notifications = n("android.widget.Switch", (0, 284, W, 56), text="Notifications", resource="notifications",
                          checkable=True, checked=False, clickable=True, focusable=True)
    else:
        notifications = n("android.widget.LinearLayout", (0, 284, W, 56), [
            text("Notifications", (16, 301, 220, 22)),
            n("android.widget.ImageView", (339, 292, 56, 40), resource="notifications_toggle"),
        ], resource="notifications", clickable=True, focusable=True)
    spending = text("Spending this month", (16, 356, 380, 26), heading=fixed)
    if fixed:
        chart = n("android.view.View", (16, 390, 380, 230), [
            n("android.view.View", (60, 402, 150, 105), description="Groceries, 35 percent of spending"),
            n("android.view.View", (210, 402, 140, 105), description="Transport, 25 percent of spending"),
            n("android.view.View", (60, 507, 290, 105), description="Other, 40 percent of spending"),
        ], resource="chart")
    else:
        chart = n("android.view.View", (16, 390, 380, 230), resource="chart")
    ship = [text("Ship to", (16, 742, 130, 20)), text("1 Infinite Loop, Cupertino", (16, 764, 280, 20))]
    total = [text("Total", (16, 814, 130, 20)), text("$17.70", (16, 836, 130, 24))]
    pay = n("android.widget.Button", (243, 810, 152, 52), text="Pay", resource="pay", clickable=True, focusable=True)
    if fixed:
        bottom = [n("android.widget.LinearLayout", (16, 742, 280, 42), ship, resource="address", focusable=True, screenReaderFocusable=True),
                  n("android.widget.LinearLayout", (16, 814, 200, 46), total, resource="summary", focusable=True, screenReaderFocusable=True),
                  pay]
    else:
        # Pay is declared first in the layout, so TalkBack, which follows the view tree, reaches it first.
        bottom = [pay] + ship + total
    content = n("android.view.ViewGroup", (0, 24, W, H - 24 - 48), [toolbar, rows(fixed), notifications, spending, chart] + bottom,
                resource="checkout")
    decor = n("android.widget.FrameLayout", (0, 0, W, H), [
        n("android.widget.LinearLayout", (0, 0, W, H), [
            n("android.widget.FrameLayout", (0, 24, W, H - 24), [content], resource="android:id/content"),
        ]),
        n("android.view.View", (0, 0, W, 24), resource="android:id/statusBarBackground"),
        n("android.view.View", (0, H - 48, W, 48), resource="android:id/navigationBarBackground"),
    ])
    return decor


def walk(node, depth=0):
    yield node, depth
    for c in node["children"]:
        yield from walk(c, depth + 1)


def bounds(frame):
    x, y, w, h = frame
    return "[%d,%d][%d,%d]" % (px(x), px(y), px(x + w), px(y + h))


def resource(node):
    r = node.get("resource", "")
    return r if r.startswith("android:") else rid(r)


def b(v):
    return "true" if v else "false"


def esc(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("\n", "&#10;")


# ---- adb shell uiautomator dump ----

def naf(node):
    """AccessibilityNodeInfoDumper's NAF check: clickable and enabled, no text or description, none below."""
    def has_label(x):
        return x.get("text") or x.get("description") or any(has_label(c) for c in x["children"])
    return node.get("clickable") and not node.get("text") and not node.get("description") and not any(has_label(c) for c in node["children"])


def uiautomator(root):
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"]

    def emit(node, index):
        a = []
        if naf(node):
            a.append(("NAF", "true"))
        a += [("index", str(index)), ("text", node.get("text", "")), ("resource-id", resource(node)), ("class", node["class"]),
              ("package", PACKAGE), ("content-desc", node.get("description", "")), ("checkable", b(node.get("checkable"))),
              ("checked", b(node.get("checked"))), ("clickable", b(node.get("clickable"))), ("enabled", "true"),
              ("focusable", b(node.get("focusable"))), ("focused", "false"), ("scrollable", "false"),
              ("long-clickable", "false"), ("password", "false"), ("selected", "false"), ("bounds", bounds(node["frame"]))]
        attrs = " ".join('%s="%s"' % (k, esc(v)) for k, v in a)
        if node["children"]:
            out.append("<node %s>" % attrs)
            for i, c in enumerate(node["children"]):
                emit(c, i)
            out.append("</node>")
        else:
            out.append("<node %s />" % attrs)
    emit(root, 0)
    out.append("</hierarchy>")
    return "".join(out)


# ---- Appium UiAutomator2 page source (a 2025 server) ----

def tag(cls):
    return cls.replace("$", ".")


def appium(root):
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
           '<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">']

    def emit(node, index, depth):
        # View.isImportantForAccessibility() at auto: a view with text, a description or an action, a
        # collection (RecyclerView makes itself important), and a RecyclerView's items, which it makes
        # important when they leave it at auto (androidx RecyclerView attachAccessibilityDelegateOnBind).
        important = bool(node.get("text") or node.get("description") or node.get("clickable") or node.get("focusable")
                         or node.get("screenReaderFocusable") or node.get("collection") or "itemIndex" in node)
        a = [("index", str(index)), ("package", PACKAGE), ("class", node["class"]), ("text", node.get("text", ""))]
        if node.get("description"):
            a.append(("content-desc", node["description"]))
        if resource(node):
            a.append(("resource-id", resource(node)))
        a += [("checkable", b(node.get("checkable"))), ("checked", b(node.get("checked"))), ("clickable", b(node.get("clickable"))),
              ("enabled", "true"), ("focusable", b(node.get("focusable"))), ("focused", "false"), ("long-clickable", "false"),
              ("password", "false"), ("scrollable", "false"), ("selected", "false"), ("bounds", bounds(node["frame"])),
              ("displayed", "true"), ("a11y-important", b(important)), ("screen-reader-focusable", b(node.get("screenReaderFocusable"))),
              ("drawing-order", str(index + 1)), ("showing-hint", "false"), ("text-entry-key", "false"), ("dismissable", "false"),
              ("a11y-focused", "false"), ("heading", b(node.get("heading"))), ("live-region", "0"), ("context-clickable", "false"),
              ("content-invalid", "false"), ("window-id", "4242")]
        if node.get("collection"):
            a.append(("is-collection", "true"))
        if "itemIndex" in node:
            a.append(("is-collection-item", "true"))
        attrs = " ".join('%s="%s"' % (k, esc(v)) for k, v in a)
        pad = "  " * depth
        if node["children"]:
            out.append("%s<%s %s>" % (pad, tag(node["class"]), attrs))
            for i, c in enumerate(node["children"]):
                emit(c, i, depth + 1)
            out.append("%s</%s>" % (pad, tag(node["class"])))
        else:
            out.append("%s<%s %s />" % (pad, tag(node["class"]), attrs))
    emit(root, 0, 1)
    out.append("</hierarchy>")
    return "\n".join(out) + "\n"


# ---- Compose: printToString() of the merged tree ----

def compose(fixed):
    """The same screen written with Compose, as printToString prints its merged semantics tree."""
    nodes = []  # (id, frame dp, properties, units, actions, merge, children)

    def c(id, frame, props=(), units=(), actions=(), merge=False, children=()):
        return {"id": id, "frame": frame, "props": list(props), "units": list(units), "actions": list(actions), "merge": merge,
                "children": list(children)}
    txt = lambda s: ("Text", "[%s]" % s)
    title = c(3, (16, 36, 300, 32), [txt("Checkout")], ["Heading"] if fixed else [], ["GetTextLayoutResult"])
    items = []
    for i, (name, price, stock) in enumerate([("Jasmine tea", "$2.50", "In stock"), ("Oolong tea", "$3.20", "Only 2 left"),
                                              ("Matcha whisk", "$12.00", "In stock")]):
        y = 88 + 60 * i
        base = 10 + 10 * i
        add_props = [("Role", "'Button'")]
        if fixed:
            add_props.append(("ContentDescription", "[Add %s to cart]" % name.lower()))
        add = c(base + 4, (315, y + 6, 80, 48), add_props + [txt("Add")], [], ["OnClick", "RequestFocus", "GetTextLayoutResult"], True)
        if fixed:
            info = c(base + 1, (16, y + 2, 280, 52), [("Text", "[%s, %s, %s]" % (name, price, stock))], [], ["GetTextLayoutResult"], True)
            items.append(info)
        else:
            items += [c(base + 1, (16, y + 6, 210, 22), [txt(name)], [], ["GetTextLayoutResult"]),
                      c(base + 2, (16, y + 30, 80, 20), [txt(price)], [], ["GetTextLayoutResult"]),
                      c(base + 3, (104, y + 30, 110, 20), [txt(stock)], [], ["GetTextLayoutResult"])]
        items.append(add)
    lst = c(5, (0, 84, W, 184), [("VerticalScrollAxisRange", "'ScrollAxisRange(value=0.0, maxValue=0.0, reverseScrolling=false)'"),
                                 ("CollectionInfo", "'androidx.compose.ui.semantics.CollectionInfo@4e9c316'")], [],
            ["IndexForKey", "ScrollBy", "ScrollToIndex"], False, items)
    if fixed:
        notify = c(50, (0, 284, W, 56), [("Role", "'Switch'"), ("ToggleableState", "'Off'"), txt("Notifications")], [],
                   ["OnClick", "RequestFocus", "GetTextLayoutResult"], True)
    else:
        notify = c(50, (0, 284, W, 56), [txt("Notifications")], [], ["OnClick", "RequestFocus", "GetTextLayoutResult"], True)
    spending = c(52, (16, 356, 380, 26), [txt("Spending this month")], ["Heading"] if fixed else [], ["GetTextLayoutResult"])
    chart = []
    if fixed:
        chart = [c(53, (16, 390, 380, 230), [], [], [], False, [
            c(54, (60, 402, 150, 105), [("ContentDescription", "[Groceries, 35 percent of spending]")]),
            c(55, (210, 402, 140, 105), [("ContentDescription", "[Transport, 25 percent of spending]")]),
            c(56, (60, 507, 290, 105), [("ContentDescription", "[Other, 40 percent of spending]")]),
        ])]
    pay = c(64, (243, 810, 152, 52), [("Role", "'Button'"), txt("Pay")], [], ["OnClick", "RequestFocus", "GetTextLayoutResult"], True)
    if fixed:
        bottom = [c(60, (16, 742, 280, 42), [("Text", "[Ship to, 1 Infinite Loop, Cupertino]")], [], ["GetTextLayoutResult"], True),
                  c(62, (16, 814, 200, 46), [("Text", "[Total, $17.70]")], [], ["GetTextLayoutResult"], True), pay]
    else:
        bottom = [c(60, (16, 742, 130, 20), [txt("Ship to")], [], ["GetTextLayoutResult"]),
                  c(61, (16, 764, 280, 20), [txt("1 Infinite Loop, Cupertino")], [], ["GetTextLayoutResult"]),
                  c(62, (16, 814, 130, 20), [txt("Total")], [], ["GetTextLayoutResult"]),
                  c(63, (16, 836, 130, 24), [txt("$17.70")], [], ["GetTextLayoutResult"]), pay]
    root = c(1, (0, 0, W, H), children=[c(2, (0, 24, W, H - 72), [], [], [], False,
                                          [title, lst, notify, spending] + chart + bottom)])

    def rect(frame):
        x, y, w, h = frame
        return "(l=%.1f, t=%.1f, r=%.1f, b=%.1f)px" % (px(x), px(y), px(x + w), px(y + h))
    lines = ["Printing with useUnmergedTree = 'false'"]

    def emit(node, level, indent, followed):
        new = "" if level == 0 else (indent + " | " if followed else indent + "   ")
        lines.append(("" if level == 0 else indent + " |-") + "Node #%d at %s" % (node["id"], rect(node["frame"])))
        for k, v in node["props"]:
            lines.append(new + "%s = %s" % (k, v if v.startswith("'") else "'%s'" % v))
        if node["units"]:
            lines.append(new + "[%s]" % ", ".join(node["units"]))
        if node["actions"]:
            lines.append(new + "Actions = [%s]" % ", ".join(node["actions"]))
        if node["merge"]:
            lines.append(new + "MergeDescendants = 'true'")
        for i, child in enumerate(node["children"]):
            emit(child, level + 1, new, i < len(node["children"]) - 1)
    emit(root, 0, "", False)
    return "\n".join(lines) + "\n"


# ---- Screen documents ----

def document(root, fixed):
    """The screen as a screen document with "platform": "android", frames in dp (no density)."""
    def el(node):
        e = {}
        for key in ("id",):
            if key in node:
                e[key] = node[key]
        if node.get("text"):
            e["text"] = node["text"]
        e["frame"] = [round(v, 2) for v in node["frame"]]
        e["className"] = node["class"]
        if resource(node):
            e["resourceId"] = resource(node)
        if node.get("description"):
            e["contentDescription"] = node["description"]
        for key in ("checkable", "checked", "clickable", "focusable", "screenReaderFocusable", "heading"):
            if node.get(key) is not None and (node.get(key) or key == "checked"):
                e[key] = node[key]
        if node.get("collection"):
            e["collectionInfo"] = {"rowCount": node["collection"][0], "columnCount": node["collection"][1]}
        if "itemIndex" in node:
            e["collectionItemInfo"] = {"rowIndex": node["itemIndex"], "columnIndex": 0}
        for key in ("hidden", "liveRegion", "traversalBefore", "onActivate"):
            if key in node:
                e[key] = node[key]
        if node["children"]:
            e["children"] = [el(c) for c in node["children"]]
        return e
    return el(root)


def with_document_fields(root, fixed):
    """Ids, the payment error and what activating Pay and Notifications does, for the screen documents."""
    for node, _ in walk(root):
        r = node.get("resource", "")
        if r in ("notifications", "pay", "summary", "address", "chart") and not r.startswith("android:"):
            node["id"] = r
    content = [x for x, _ in walk(root) if x.get("resource") == "checkout"][0]
    error = text("Card declined. Try another card.", (16, 690, 380, 40), resource="payment_error")
    error["id"] = "payment-error"
    error["hidden"] = True
    if fixed:
        error["liveRegion"] = "polite"
    content["children"].insert(5, error)
    pay = [x for x, _ in walk(root) if x.get("resource") == "pay"][0]
    pay["onActivate"] = [{"set": "payment-error", "hidden": False}]
    notifications = [x for x, _ in walk(root) if x.get("resource") == "notifications"][0]
    if fixed:
        notifications["onActivate"] = [{"set": "notifications", "checked": True}]
        # Read the total before the address, as the iOS fix orders it.
        summary = [x for x, _ in walk(root) if x.get("resource") == "summary"][0]
        summary["traversalBefore"] = "address"
    return root


def dumps(value, indent=0):
    """JSON as the samples write it: objects one member a line, lists of numbers or short objects on one line."""
    pad = "  " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        inline = json.dumps(value, ensure_ascii=False)
        if len(inline) <= 90 and "children" not in value:
            return inline.replace('{"', '{ "').replace('}', ' }') if False else inline
        items = ['%s  %s: %s' % (pad, json.dumps(k), dumps(v, indent + 1)) for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        if all(not isinstance(v, (dict, list)) for v in value):
            return json.dumps(value, ensure_ascii=False).replace(",", ", ").replace(",  ", ", ")
        items = [pad + "  " + dumps(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


def write(name, content):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(content)


def main():
    os.makedirs(OUT, exist_ok=True)
    for fixed, stem in ((True, "checkout"), (False, "checkout-legacy")):
        write(stem + ".xml", uiautomator(screen(fixed)))
        write(stem + "-appium.xml", appium(screen(fixed)))
        write(stem + "-compose.txt", compose(fixed))
        comment = ("The checkout after its fix, on Android: each row one focusable container and an Add button described with its product, "
                   "Notifications a Switch, the titles headings, the chart three described virtual views, the payment error a polite live "
                   "region, and the total read before the address. Frames in dp (no density)."
                   if fixed else
                   "The legacy checkout on Android: three TextViews and an Add button per row, a clickable Notifications layout with an "
                   "undescribed image, a chart that says nothing, Pay declared before the total, and an error that appears silently. "
                   "Frames in dp (no density).")
        doc = {"earshot": 1, "$comment": comment, "title": "Checkout", "language": "en-US", "size": [W, H], "platform": "android",
               "root": {"children": [document(with_document_fields(screen(fixed), fixed), fixed)]}}
        write(stem + ".json", dumps(doc) + "\n")


if __name__ == "__main__":
    main()

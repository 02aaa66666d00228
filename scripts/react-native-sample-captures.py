#!/usr/bin/env python3
"""Writes samples/react-native/: the checkout screen (samples/checkout-legacy.json before its fix,
samples/checkout.json after it) as a React Native app's Jest snapshot prints it
(`expect(render(<Checkout />).toJSON()).toMatchSnapshot()`, Jest 29: props sorted, `{`/`[`), with
the payment step as a second snapshot of the same file. Each element: (type, props, children)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "samples", "react-native")
PRESSABLE = {"onClick": "fn", "onResponderGrant": "fn", "onResponderRelease": "fn", "onStartShouldSetResponder": "fn"}


def value(v, indent):
    pad = "  " * indent
    if v == "fn":
        return "[Function]"
    if v is None:
        return "undefined"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, dict):
        inner = "".join("%s  %s: %s,\n" % (pad, json.dumps(k), value(v[k], indent + 1)) for k in sorted(v))
        return "{\n" + inner + pad + "}"
    raise TypeError(v)


def element(node, indent=0):
    kind, props, children = node
    pad = "  " * indent
    out = pad + "<" + kind
    if props:
        out += "\n"
        for k in sorted(props):
            v = props[k]
            if isinstance(v, str) and v != "fn":
                out += "%s  %s=%s\n" % (pad, k, json.dumps(v))
            elif isinstance(v, dict):
                out += "%s  %s={\n%s    %s\n%s  }\n" % (pad, k, pad, value(v, indent + 2), pad)
            else:
                out += "%s  %s={%s}\n" % (pad, k, value(v, indent + 1))
        out += pad
    if not children:
        return out + ("/>" if props else " />")
    out += ">\n"
    for child in children:
        out += (pad + "  " + child if isinstance(child, str) else element(child, indent + 1)) + "\n"
    return out + pad + "</" + kind + ">"


def text(t, **props):
    return ("Text", props, [t])


def button(label, fixed, children=None, **extra):
    props = dict(PRESSABLE, accessible=True, focusable=True)
    if fixed:
        props.update(accessibilityRole="button", accessibilityLabel=label,
                     accessibilityState={"busy": None, "checked": None, "disabled": False, "expanded": None, "selected": None})
    props.update(extra)
    return ("View", props, children or [text("Add")])


def checkout(fixed):
    kids = [text("Checkout", **({"role": "heading"} if fixed else {}))]
    for name, price, stock in [("Jasmine tea", "$2.50", "In stock"), ("Oolong tea", "$3.20", "Only 2 left"), ("Matcha whisk", "$12.00", "In stock")]:
        texts = [text(name), text(price), text(stock)]
        row = ("View", {"accessible": True, "accessibilityLabel": "%s, %s, %s" % (name, price, stock)}, texts) if fixed else ("View", {}, texts)
        kids.append(("View", {"style": {"flexDirection": "row"}}, [row, button("Add %s to cart" % name.lower(), fixed)]))
    if fixed:
        kids.append(("RCTSwitch", {"accessibilityLabel": "Notifications", "onChange": "fn", "value": False}, []))
        kids.append(text("Spending this month", role="heading"))
        kids.append(("View", {}, [("View", {"accessible": True, "accessibilityLabel": label, "accessibilityValue": {"text": v}}, [])
                                  for label, v in [("Groceries", "35 percent of spending"), ("Transport", "25 percent of spending"),
                                                   ("Other", "40 percent of spending")]]))
        kids.append(("View", {"accessibilityLiveRegion": "polite", "aria-live": "polite"}, []))
    else:
        kids.append(("View", dict(PRESSABLE, accessible=True), [text("Notifications"), ("Image", {"source": {"uri": "toggle-off"}}, [])]))
        kids.append(text("Spending this month"))
        kids.append(("Image", {"source": {"uri": "spending-chart"}}, []))
    kids.append(("View", {"accessible": fixed}, [text("Ship to"), text("1 Infinite Loop, Cupertino")]))
    kids.append(("View", {"accessible": fixed}, [text("Total"), text("$17.70")]))
    kids.append(button("Pay", fixed, [text("Pay")]))
    return ("View", {}, kids)


def payment(fixed):
    field = {"placeholder": "Card number", "value": ""}
    if fixed:
        field.update(accessibilityLabel="Card number", accessibilityHint="16 digits, no spaces")
    return ("View", {"accessibilityViewIsModal": True, "aria-modal": True} if fixed else {}, [
        text("Payment", **({"role": "heading"} if fixed else {})),
        ("TextInput", field, []),
        button("Pay $17.70", fixed, [text("Pay $17.70")]),
    ])


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, fixed in [("checkout.test.tsx.snap", True), ("checkout-legacy.test.tsx.snap", False)]:
        body = "// Jest Snapshot v1, https://goo.gl/fbAQLP\n"
        for title, tree in [("Checkout renders the cart 1", checkout(fixed)), ("Checkout renders the payment step 1", payment(fixed))]:
            body += "\nexports[`%s`] = `\n%s\n`;\n" % (title, element(tree))
        with open(os.path.join(OUT, name), "w") as f:
            f.write(body)

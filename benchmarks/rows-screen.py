#!/usr/bin/env python3
"""Writes the benchmarks' large screen: ROWS rows of five controls (a label, a button, a switch, a
slider, a text field), in shuffled hierarchy order so the frame sort does real work.

  python3 benchmarks/rows-screen.py ROWS OUT.json [COLUMN]

With COLUMN, the rows are laid out in columns of COLUMN rows side by side, so that every frame stays
within the 1,000,000-point range documents accept however many rows there are.
"""
import json, random, sys

rows, path = int(sys.argv[1]), sys.argv[2]
column = int(sys.argv[3]) if len(sys.argv) > 3 else rows
random.seed(7)
kinds = ["label", "button", "switch", "slider", "textField"]
out = []
for r in range(rows):
    y, x0 = (r % column) * 50, (r // column) * 400
    cells = []
    for c, kind in enumerate(kinds):
        e = {"type": kind, "label": f"Item {r} {kind}", "frame": [x0 + c * 70 + random.random(), y + random.random() * 6, 60, 44]}
        if kind == "slider": e["adjustable"] = {"min": 0, "max": 100, "value": r % 100}
        if kind == "switch": e["on"] = r % 2 == 0
        cells.append(e)
    random.shuffle(cells)
    out.append({"groupChildren": r % 3 == 0, "children": cells})
random.shuffle(out)
json.dump({"earshot": 1, "title": "Big", "root": {"children": out}}, open(path, "w"))

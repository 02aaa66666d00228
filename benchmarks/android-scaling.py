#!/usr/bin/env python3
"""Checks that reading, auditing and transcribing ordinary Android captures grows with the capture,
not with its square: each shape is generated at a size N and at 10 N, the command runs on both,
and the ratio of their CPU times (user + system, of the process and its children) is printed with
the peak memory. A linear command shows a ratio near 10; the check fails above LIMIT (default 25),
which a quadratic one (about 100) cannot pass however busy the machine is. A crafted input may be
refused (exit 2 with one error line); it must be refused as fast.

  python3 benchmarks/android-scaling.py                  # every shape, release build
  python3 benchmarks/android-scaling.py rows chain       # some shapes
  python3 benchmarks/android-scaling.py --binary .build/debug/earshot --scale 0.2

Shapes (each an input nothing is wrong with, or a small crafted one):
  rows      a uiautomator dump of a list of N rows (audit, transcript, report, diff)
  chain     a Compose printout of N nodes with one pair swapped, so the import links every node
            into one traversal chain (audit, transcript)
  tall      a Compose printout whose first node spans the whole screen, above N rows (import)
  labeled   a screen document of N text fields each labeled by a text (audit, transcript)
  nested    a uiautomator dump of N texts under 190 nested layouts (audit; memory stays near the input's)
  colons    one Compose line of N "x: " (import)
  prefix    a printout logged with an N-space prefix and a text of four lines, each logged with another (import)
"""
import argparse, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

UI_ATTRS = ('resource-id="" package="com.example" checkable="false" checked="false" enabled="true" focused="false" '
            'scrollable="false" long-clickable="false" password="false" selected="false"')


def ui_node(cls, bounds, text="", desc="", clickable=False, focusable=False, children=""):
    l, t, r, b = bounds
    return (f'<node index="0" text="{text}" class="{cls}" content-desc="{desc}" clickable="{str(clickable).lower()}" '
            f'focusable="{str(focusable).lower()}" {UI_ATTRS} bounds="[{l},{t}][{r},{b}]">{children}</node>')


def ui_dump(body):
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">" + body + "</hierarchy>"


def rows(n):
    items = []
    for r in range(n):
        y = 200 + r * 150
        items.append(ui_node("android.widget.LinearLayout", (0, y, 1080, y + 150), clickable=True, focusable=True, children=
                             ui_node("android.widget.TextView", (40, y + 10, 800, y + 70), text=f"Item {r}") +
                             ui_node("android.widget.TextView", (40, y + 80, 800, y + 140), text=f"Detail {r}")))
    bottom = 200 + n * 150
    return ui_dump(ui_node("android.widget.FrameLayout", (0, 0, 1080, bottom), children=
                           ui_node("androidx.recyclerview.widget.RecyclerView", (0, 200, 1080, bottom), children="".join(items))))


def compose(nodes, prefix=""):
    lines = [prefix + "Printing with useUnmergedTree = 'false'", prefix + "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px"]
    for number, (l, t, r, b), props in nodes:
        lines.append(prefix + f" |-Node #{number} at (l={l}.0, t={t}.0, r={r}.0, b={b}.0)px")
        lines += [prefix + "   " + p for p in props]
    return "\n".join(lines) + "\n"


def chain(n):
    # Rows top to bottom, printed in order but for one swapped pair near the end.
    nodes = [(i + 2, (0, i * 10, 1080, i * 10 + 10), [f"Text = '[Row {i}]'"]) for i in range(n)]
    nodes[-3], nodes[-2] = nodes[-2], nodes[-3]
    return compose(nodes)


def tall(n):
    nodes = [(2, (0, 0, 50, n * 10 + 10), ["Text = '[Side]'"])]
    nodes += [(i + 3, (100, i * 10, 1080, i * 10 + 10), [f"Text = '[Row {i}]'"]) for i in range(n)]
    nodes[-3], nodes[-2] = nodes[-2], nodes[-3]
    return compose(nodes)


def labeled(n):
    children = []
    for i in range(n):
        y = i * 120
        children.append({"className": "android.widget.TextView", "id": f"label{i}", "text": f"Name {i}", "frame": [0, y, 400, 50]})
        children.append({"className": "android.widget.EditText", "labeledBy": f"label{i}", "editable": True, "focusable": True,
                         "clickable": True, "frame": [0, y + 50, 400, 60]})
    return json.dumps({"earshot": 1, "platform": "android", "title": "Form", "language": "en-US", "root": {"children": [
        {"className": "android.widget.FrameLayout", "frame": [0, 0, 1080, n * 120], "children": children}]}})


def nested(n):
    texts = "".join(ui_node("android.widget.TextView", (0, 0, 100, 10), text=f"Some text of row {i} " * 4) for i in range(n))
    body = texts
    for depth in range(190):
        body = ui_node("android.widget.LinearLayout", (0, 0, 1080, 2400), children=body)
    return ui_dump(body)


def colons(n):
    return "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n" + "x: " * n + "\n"


def prefix(n):
    # The text's lines were logged a moment later: their prefix differs from the heading's.
    pad = " " * n + "D/tag: "
    text = "\n".join(" " * (n - 1) + "D/tag: " + f"line {i}" for i in range(4))
    return compose([(2, (0, 0, 1080, 100), ["Text = '[start\n" + text + "]'"])], prefix=pad)


SHAPES = {
    # name: (generator, file extension, base size, commands)
    "rows": (rows, "xml", 1000, [["audit"], ["transcript"], ["report", "--no-audio", "-o", "{out}.html"], ["diff", "{file}"]]),
    "chain": (chain, "txt", 1000, [["audit"], ["transcript"]]),
    "tall": (tall, "txt", 5000, [["import", "-o", "{out}.json"]]),
    "labeled": (labeled, "json", 1000, [["audit"], ["transcript"]]),
    "nested": (nested, "xml", 200, [["audit"]]),
    # Refused (the line is no printout's), but at once.
    "colons": (colons, "txt", 2000, [["import", "-o", "{out}.json"]]),
    "prefix": (prefix, "txt", 500, [["import", "-o", "{out}.json"]]),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("shapes", nargs="*", default=list(SHAPES))
    parser.add_argument("--binary")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every base size")
    parser.add_argument("--limit", type=float, default=25.0, help="the highest ratio accepted for 10 times the size")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary) if args.binary else None
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "earshot"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "earshot")
    failed = []
    with tempfile.TemporaryDirectory() as work:
        for name in args.shapes:
            make, ext, base, commands = SHAPES[name]
            n = max(2, int(base * args.scale))
            files = []
            for size in (n, n * 10):
                path = os.path.join(work, f"{name}-{size}.{ext}")
                with open(path, "w") as f:
                    f.write(make(size))
                files.append(path)
            for command in commands:
                # Each size in a child process of its own, so each peak memory is its own.
                results = []
                for path in files:
                    results.append(measure(binary, command, path, work))
                (small, small_mb, small_size), (large, large_mb, large_size) = results
                ratio = large / max(small, 0.01)
                verdict = "ok" if ratio <= args.limit else "TOO SLOW"
                if ratio > args.limit:
                    failed.append(f"{name} {command[0]}")
                print(f"{name:8} {command[0]:10} N={n:<6} {small:7.2f} s {small_mb:7.0f} MB ({small_size / 1e6:.1f} MB in)   "
                      f"10N {large:7.2f} s {large_mb:7.0f} MB ({large_size / 1e6:.1f} MB in)   ratio {ratio:5.1f}  {verdict}", flush=True)
    if failed:
        sys.exit("grows faster than its input: " + ", ".join(failed))


def measure(binary, command, path, work):
    """Runs one command in a fresh child (so its peak memory is its own) and returns CPU seconds, peak MB, input bytes."""
    code = ("import resource, subprocess, sys, json\n"
            "args = json.loads(sys.argv[1])\n"
            "p = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
            "u = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
            "print(json.dumps([p.returncode, u.ru_utime + u.ru_stime, u.ru_maxrss / 1024, p.stderr.decode(errors='replace')[-400:]]))\n")
    args = [binary, command[0], path] + [a.format(file=path, out=os.path.join(work, "out")) for a in command[1:]]
    if command[0] == "diff":
        args = [binary, "diff", path, path]
    out = subprocess.run([sys.executable, "-c", code, json.dumps(args)], capture_output=True, text=True, check=True)
    status, cpu, mb, err = json.loads(out.stdout)
    if status > 2 or (status == 2 and not err.startswith("Error: ")):
        sys.exit(f"{' '.join(args)} failed ({status}): {err}")
    return cpu, mb, os.path.getsize(path)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The yardstick (`make bench`): every output of a large screen beside Python's `json.load` of the
same file, measured in one run, and how each output grows from 10,000 to 100,000 to 1,000,000
elements.

For an iOS screen document and an Android one of 100,000 elements (about 10 MB), prints for each
output (transcript, transcript --format json, audit --format json, reach --format json,
diff --format json --estimate of two such screens, report --no-audio; reach refuses Android
screens, so it runs on iOS only) Earshot's CPU seconds (user +
system) and peak memory beside `json.load`'s, and their ratios. Each figure is the median of RUNS
runs, Earshot and `json.load` alternating so a busy machine weighs on both alike. Then, per output,
time and peak memory per element at 10k, 100k and 1M elements and the 1M / 100k ratios (linear is
10; the target is at most 11 in time and 10 in memory), the time's split into user and system
(kernel) time beside it.

  python3 benchmarks/bench.py                      # everything (the 1M runs take many minutes)
  python3 benchmarks/bench.py --quick              # no 1M runs
  python3 benchmarks/bench.py --quick --platforms ios --outputs diff-json report --runs 1
  python3 benchmarks/bench.py --binary /tmp/earshot-before --quick

CPU time and peak memory come from the kernel's accounting of each child (wait4), never from the
wall clock. `json.load` is timed as a whole Python process (start-up included, about 0.02 s and
10 MB), the same way as Earshot. For diff, which reads two documents, the yardstick is still one
`json.load` of one of them.
"""
import argparse, json, os, random, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["label", "button", "switch", "slider", "textField"]
# Rows per column, so that every frame stays within the 1,000,000-point range documents accept.
COLUMN = 19000


def ios_screen(elements, variant):
    """ELEMENTS controls in rows of five (label, button, switch, slider, text field), rows and cells
    in shuffled order so the frame sort does real work; up to COLUMN rows, the same generator as
    rows-screen.py. The variant renames every 50th row and turns every 7th switch, so a diff has
    work to show.

    Past COLUMN rows, the columns side by side are each a group (`groupChildren`), so VoiceOver
    reads a column at a time and every line stays five stops wide at every size. Ungrouped, the
    columns' rows would share lines (VoiceOver reads a line across the screen): a million elements
    would make lines of 55 stops and about 19 times as many findings of wide rows, a different
    screen rather than a bigger one, and the 1M/100k ratio would not measure size alone."""
    rnd = random.Random(7)
    out = []
    for r in range(elements // 5):
        y, x0 = (r % COLUMN) * 50, (r // COLUMN) * 400
        cells = []
        for c, kind in enumerate(KINDS):
            label = f"Item {r} {kind}" + (" renamed" if variant and r % 50 == 0 else "")
            e = {"type": kind, "label": label, "frame": [x0 + c * 70 + rnd.random(), y + rnd.random() * 6, 60, 44]}
            if kind == "slider": e["adjustable"] = {"min": 0, "max": 100, "value": r % 100}
            if kind == "switch": e["on"] = (r % 2 == 0) != (variant and r % 7 == 0)
            cells.append(e)
        rnd.shuffle(cells)
        out.append({"groupChildren": r % 3 == 0, "children": cells})
    rnd.shuffle(out)
    if elements // 5 > COLUMN:
        columns = [[] for _ in range((elements // 5 - 1) // COLUMN + 1)]
        for row in out: columns[int(row["children"][0]["frame"][0]) // 400].append(row)
        out = [{"groupChildren": True, "children": column} for column in columns]
    return {"earshot": 1, "title": "Big", "root": {"children": out}}


def android_screen(elements, variant):
    """ELEMENTS views in rows of five (a text, a button, a switch, a seek bar, an edit text) under a
    layout per row, every third row one clickable focusable container, in dp."""
    rows = []
    for r in range(elements // 5):
        y, x0 = (r % COLUMN) * 50, (r // COLUMN) * 400
        name = f"Item {r}" + (" renamed" if variant and r % 50 == 0 else "")
        cells = [
            {"className": "android.widget.TextView", "text": f"{name} text", "frame": [x0, y, 60, 44]},
            {"className": "android.widget.Button", "text": f"{name} button", "clickable": True, "focusable": True,
             "frame": [x0 + 70, y, 60, 44]},
            {"className": "android.widget.Switch", "text": f"{name} switch", "checkable": True,
             "checked": (r % 2 == 0) != (variant and r % 7 == 0), "clickable": True, "focusable": True,
             "frame": [x0 + 140, y, 60, 44]},
            {"className": "android.widget.SeekBar", "contentDescription": f"{name} slider", "focusable": True,
             "rangeInfo": {"type": "int", "min": 0, "max": 100, "current": r % 100}, "frame": [x0 + 210, y, 60, 44]},
            {"className": "android.widget.EditText", "text": f"{name} field", "editable": True, "clickable": True,
             "focusable": True, "frame": [x0 + 280, y, 60, 44]},
        ]
        row = {"className": "android.widget.LinearLayout", "frame": [x0, y, 350, 44], "children": cells}
        if r % 3 == 0: row.update(clickable=True, focusable=True)
        rows.append(row)
    top = min(elements // 5, COLUMN) * 50
    return {"earshot": 1, "platform": "android", "title": "Big", "language": "en-US", "root": {"children": [
        {"className": "android.widget.FrameLayout", "frame": [0, 0, 1_000_000, top], "children": rows}]}}


OUTPUTS = {
    # name: arguments after the binary ({a}, {b}: the screen and its variant, {out}: a scratch path)
    "transcript": ["transcript", "{a}"],
    "transcript-json": ["transcript", "{a}", "--format", "json"],
    "audit-json": ["audit", "{a}", "--format", "json"],
    "reach-json": ["reach", "{a}", "--format", "json"],
    "diff-json": ["diff", "{a}", "{b}", "--format", "json", "--estimate"],
    "report": ["report", "{a}", "--no-audio", "-o", "{out}.html"],
}
# Outputs a platform does not have: reach models iOS's Switch Control, Full Keyboard Access and
# Voice Control only, and refuses an Android screen.
NOT_ON = {"android": {"reach-json"}}
LOAD = [sys.executable, "-c", "import json, sys; json.load(open(sys.argv[1]))"]
WRITE = "--write-screen"  # internal: the child that writes one screen (see write_screen)


def measure(args):
    """Runs ARGS as a child and returns its CPU seconds (user + system), peak memory in MB and
    system (kernel) seconds."""
    with open(os.devnull, "wb") as null:
        p = subprocess.Popen(args, stdout=null, stderr=subprocess.PIPE)
        err = p.stderr.read()
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    # diff exits 1 when the screens differ, audit when it finds something.
    if p.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)} failed ({p.returncode}): {err.decode(errors='replace')[-400:]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, usage.ru_stime


def write_screen(platform, size, variant, path):
    """Writes a screen from a child process. A child's peak memory, as the kernel reports it, is at
    least its parent's peak at the fork (exec keeps the larger of the two), so this process must
    never grow by holding a large document, or every later figure would include it."""
    subprocess.run([sys.executable, os.path.abspath(__file__), WRITE, platform, str(size), str(int(variant)), path],
                   check=True)


def median_pair(runs):
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def median_system(runs):
    return statistics.median(r[2] for r in runs)


def main():
    if sys.argv[1:2] == [WRITE]:
        platform, size, variant, path = sys.argv[2:]
        with open(path, "w") as f:
            json.dump({"ios": ios_screen, "android": android_screen}[platform](int(size), variant == "1"), f)
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="an earshot binary (default: a release build of this checkout)")
    parser.add_argument("--quick", action="store_true", help="skip the 1M-element runs")
    parser.add_argument("--runs", type=int, default=3, help="runs per 100k figure (median); 10k and 1M run once")
    parser.add_argument("--platforms", nargs="+", default=["ios", "android"], choices=["ios", "android"])
    parser.add_argument("--outputs", nargs="+", default=list(OUTPUTS), choices=list(OUTPUTS))
    parser.add_argument("--no-scaling", action="store_true", help="only the 100k ratios")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary) if args.binary else None
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "earshot"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "earshot")
    sizes = [100_000] if args.no_scaling else [10_000, 100_000] + ([] if args.quick else [1_000_000])
    with tempfile.TemporaryDirectory() as work:
        for platform in args.platforms:
            scaling = {}
            for size in sizes:
                files = {}
                for side, variant in (("a", False), ("b", True)):
                    files[side] = os.path.join(work, f"{platform}-{size}-{side}.json")
                    write_screen(platform, size, variant, files[side])
                files["out"] = os.path.join(work, "out")
                runs = args.runs if size == 100_000 else 1
                outputs = [name for name in args.outputs if name not in NOT_ON.get(platform, ())]
                load, results = [], {name: [] for name in outputs}
                for _ in range(runs):
                    load.append(measure(LOAD + [files["a"]]))
                    for name in outputs:
                        results[name].append(measure([binary] + [a.format(**files) for a in OUTPUTS[name]]))
                load_cpu, load_mb = median_pair(load)
                megabytes = os.path.getsize(files["a"]) / 1e6
                if size == 100_000:
                    print(f"{platform}, {size:,} elements ({megabytes:.1f} MB), median of {runs}: "
                          f"json.load {load_cpu:.2f} s, {load_mb:.0f} MB", flush=True)
                    for name in outputs:
                        cpu, mb = median_pair(results[name])
                        print(f"  {name:16} {cpu:7.2f} s {mb:6.0f} MB   {cpu / load_cpu:5.1f}x json.load time  "
                              f"{mb / load_mb:5.1f}x its memory", flush=True)
                for name in outputs:
                    scaling.setdefault(name, {})[size] = median_pair(results[name]) + (median_system(results[name]),)
                for path in (files["a"], files["b"]):
                    os.remove(path)
            if len(sizes) > 1:
                print(f"{platform} scaling (CPU microseconds and peak kB per element; 1M / 100k ratios, linear = 10,"
                      " the time's split into user and system (kernel) time after it):")
                for name in scaling:
                    cells = "  ".join(f"{s // 1000:>5}k {scaling[name][s][0] / s * 1e6:6.1f} us {scaling[name][s][1] * 1024 / s:5.2f} kB"
                                      for s in sizes)
                    ratio = ""
                    if 1_000_000 in sizes:
                        (t1, m1, k1), (t2, m2, k2) = scaling[name][100_000], scaling[name][1_000_000]
                        split = f"(user {(t2 - k2) / (t1 - k1):4.1f}, system {k2 / k1 if k1 else 0:4.1f})"
                        ratio = f"  1M/100k time {t2 / t1:5.1f} {split} memory {m2 / m1:5.1f}" + \
                                ("" if t2 / t1 <= 11 and m2 / m1 <= 10 else "  ABOVE TARGET")
                    print(f"  {name:16} {cells}{ratio}", flush=True)


if __name__ == "__main__":
    main()

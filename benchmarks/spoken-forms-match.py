#!/usr/bin/env python3
"""How often Earshot's voice says a label as the screen reader did, before and after the spoken-form stage.

Reads a labelled evidence set (fidelity/spoken-forms/voiceover-en.json, or talkback-en.json: each
case a label text and the words a public source reports the reader saying for it) and, for each case, compares espeak-ng's
phonemes for the words VoiceOver said with its phonemes for
  - before: the text as written, handed to espeak-ng as it is (no spoken-form stage), and
  - after:  the text's spoken form (`earshot say --spoken TEXT`), what the synthesizer is given.
A case matches when the phonemes are the same once stress marks, pauses and spaces are set aside
("14" and "fourteen" match; "39 meters" and "thirty-nine em" do not). Prints each case and the
share that matches, overall and per family.

Usage: benchmarks/spoken-forms-match.py [--binary PATH] [--cases FILE] [--voice NAME] [--write]
--write puts the figures in benchmarks/spoken-forms-match.md, after its "Measured" line.
"""
import argparse
import collections
import contextlib
import io
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def phonemes(text, voice):
    """espeak-ng's phoneme mnemonics for `text`, without stress, pauses or word breaks."""
    out = subprocess.run(["espeak-ng", "-q", "-x", "-v", voice], input=text, capture_output=True, text=True, check=True).stdout
    out = re.sub(r"_:*", "", out)  # pauses
    return "".join(c for c in out if not c.isspace() and c not in "',%=;|#2")


def spoken(binary, text, profile, reader):
    out = subprocess.run([binary, "say", "--spoken", text, "--voice", profile, "--reader", reader], capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        sys.exit(f"error: {binary} say --spoken {text!r} failed: {out.stderr.strip()}")
    # The last line: a reader whose forms are an estimate says so on the line before.
    return out.stdout.rstrip("\n").split("\n")[-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/earshot"))
    ap.add_argument("--cases", default=os.path.join(ROOT, "fidelity/spoken-forms/voiceover-en.json"))
    ap.add_argument("--voice", default="en-US", help="Earshot voice profile (its espeak-ng voice is en-us)")
    ap.add_argument("--write", action="store_true", help="write the figures into benchmarks/spoken-forms-match.md")
    args = ap.parse_args()
    if args.write:
        # Both readers' sets, each under its own heading.
        page = os.path.join(ROOT, "benchmarks/spoken-forms-match.md")
        head = open(page).read().split("\nMeasured on the en-US profile:\n")[0]
        body = "\nMeasured on the en-US profile:\n"
        for reader in ("voiceover", "talkback"):
            args.cases = os.path.join(ROOT, f"fidelity/spoken-forms/{reader}-en.json")
            with io.StringIO() as out:
                with contextlib.redirect_stdout(out):
                    measure(args)
                figures = out.getvalue()
            body += f"\n### `fidelity/spoken-forms/{reader}-en.json`\n\n" + figures
            print("\n".join(figures.splitlines()[-2:]))
        open(page, "w").write(head + body)
    else:
        measure(args)


def measure(args):
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"error: no earshot binary at {args.binary}; build it (swift build) or pass --binary")
    evidence = json.load(open(args.cases))
    cases, reader = evidence["cases"], evidence.get("reader", "voiceover")
    espeak_voice = "en-us"
    totals = collections.Counter()
    families = collections.defaultdict(collections.Counter)
    print("| text | said | spoken form | before | after |")
    print("|---|---|---|---|---|")
    for case in cases:
        target = phonemes(case["said"], espeak_voice)
        form = spoken(args.binary, case["text"], args.voice, reader)
        before = phonemes(case["text"], espeak_voice) == target
        after = phonemes(form, espeak_voice) == target
        for counter in (totals, families[case["family"]]):
            counter["cases"] += 1
            counter["before"] += before
            counter["after"] += after
        mark = lambda b: "yes" if b else "no"
        print(f"| `{case['text']}` | {case['said']} | {form} | {mark(before)} | {mark(after)} |")
    print()
    print("| family | cases | before | after |")
    print("|---|---|---|---|")
    for name in sorted(families):
        f = families[name]
        print(f"| {name} | {f['cases']} | {f['before']} | {f['after']} |")
    n = totals["cases"]
    print()
    name = "TalkBack" if reader == "talkback" else "VoiceOver"
    print(f"before: {totals['before']} of {n} cases match {name} ({100 * totals['before'] / n:.0f}%)")
    print(f"after: {totals['after']} of {n} cases match {name} ({100 * totals['after'] / n:.0f}%)")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Checks that two earshot binaries write the same reach (text and JSON), diff (text and JSON,
# --estimate) and report (--no-audio, single and --compare) outputs, byte for byte, with the exit
# codes: of every sample and capture, of pairs of them, and of bench.py's generated 20,000-element
# iOS and Android screens and their variants. For work on speed, whose outputs must not change
# (audit-outputs.sh does the same for every audit format):
#
#   bash benchmarks/outputs-same.sh /tmp/earshot-before .build/release/earshot
#
# Prints the outputs that differ and exits with 1 if any do.
set -uo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 2 ]] || { echo "usage: bash benchmarks/outputs-same.sh OLD_BINARY NEW_BINARY" >&2; exit 2; }
old=$1 new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, os, sys
sys.path.insert(0, "benchmarks")
import bench
for platform, make in (("ios", bench.ios_screen), ("android", bench.android_screen)):
    for side, variant in (("a", False), ("b", True)):
        json.dump(make(20000, variant), open(os.path.join(sys.argv[1], f"{platform}-{side}.json"), "w"))
PY
inputs=("$work/ios-a.json" "$work/android-a.json" samples/*.json samples/android/*.json samples/android/*.xml samples/captures/*)
pairs=("$work/ios-a.json $work/ios-b.json" "$work/android-a.json $work/android-b.json"
       "samples/checkout-legacy.json samples/checkout.json" "samples/topics-no-headers.json samples/topics.json"
       "samples/inbox-buttons.json samples/inbox-actions.json" "samples/checkout.json samples/android/checkout.xml"
       "samples/android/checkout-legacy.xml samples/android/checkout.xml")
for side in old new; do
  bin=${!side}
  out="$work/$side"
  mkdir -p "$out"
  for f in "${inputs[@]}"; do
    name=$(basename "$f")
    "$bin" reach "$f" --format json > "$out/$name.reach.json" 2>&1; echo "exit $?" >> "$out/$name.reach.json"
    "$bin" reach "$f" > "$out/$name.reach.txt" 2>&1; echo "exit $?" >> "$out/$name.reach.txt"
    "$bin" report "$f" --no-audio -o "$out/$name.html" > /dev/null 2>&1; echo "exit $?" > "$out/$name.html.exit"
  done
  for pair in "${pairs[@]}"; do
    name=$(for f in $pair; do basename "$f"; done | tr '\n' '+')
    # shellcheck disable=SC2086
    "$bin" diff $pair --estimate --format json > "$out/$name.diff.json" 2>&1; echo "exit $?" >> "$out/$name.diff.json"
    # shellcheck disable=SC2086
    "$bin" diff $pair --estimate > "$out/$name.diff.txt" 2>&1; echo "exit $?" >> "$out/$name.diff.txt"
    # shellcheck disable=SC2086
    "$bin" report --compare $pair --no-audio -o "$out/$name.compare.html" > /dev/null 2>&1; echo "exit $?" > "$out/$name.compare.exit"
  done
  # The outputs name where they were written.
  sed -i "s|$out|OUT|g" "$out"/*
done
if diff -rq "$work/old" "$work/new"; then
  echo "same: $(ls "$work/new" | wc -l) outputs"
else
  exit 1
fi

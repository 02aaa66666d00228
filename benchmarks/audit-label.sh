#!/usr/bin/env bash
# Memory of `earshot audit` (and, beside it, `transcript`) on a screen whose one button has a huge
# label, in a release build, at 1×, 4× and 16× of the label (7, 28 and 112 MB of "word word …"):
# peak memory (max RSS) less the process's own at rest, per byte of input, and wall time. What
# grows faster than the input shows as a ratio above 4 between neighbouring sizes.
# Target: linear, and a few bytes of memory per input byte (it was about 21: a 112 MB label took
# 2.3 GB, most of it the label quoted in full, four times over, in the findings and the report).
#   MB="7 28 112" bash benchmarks/audit-label.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in /usr/bin/time python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install time python3)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
screen() {
  python3 - "$1" "$2" <<'PY'
import sys
mb, path = int(sys.argv[1]), sys.argv[2]
label = "word " * (mb * 1024 * 1024 // 5)
with open(path, "w") as f:
    f.write('{"earshot": 1, "title": "Big", "root": {"children": [{"type": "button", "label": "')
    f.write(label)
    f.write('", "frame": [0, 0, 100, 44]}, {"type": "label", "text": "Total", "frame": [0, 50, 100, 20]}]}}')
PY
}
# Max RSS in KB and wall seconds of one run of the command given.
measure() {
  /usr/bin/time -f "%M %e" -o "$work/time" "$@" >/dev/null 2>&1 || true
  tail -1 "$work/time"
}
read -r rest _ < <(measure "$bin" audit samples/call.json)
echo "at rest (audit of samples/call.json): $((rest / 1024)) MB"
for mb in ${MB:-7 28 112}; do
  screen "$mb" "$work/big.json"
  bytes=$(stat -c %s "$work/big.json")
  for command in audit transcript; do
    read -r kb wall < <(measure "$bin" "$command" "$work/big.json")
    per=$(python3 -c "print(f'{($kb - $rest) * 1024 / $bytes:.1f}')")
    printf '%3d MB label, %-10s %5d MB peak, %s bytes per input byte, %s s\n' "$mb" "$command:" $((kb / 1024)) "$per" "$wall"
  done
done

#!/usr/bin/env bash
# Review page size and time, in a release build: the checkout pair compared, and a generated
# screen of STOPS stops (default 200: headings, products and their buttons), each written with
# its audio embedded (Ogg Opus) and without audio. The targets (also checked by the tests): the
# checkout pair's page under 500 KB, a 200-stop screen's under 4 MB.
# Needs /usr/bin/time (package `time`) and python3.
# Usage: benchmarks/report-size.sh [STOPS]
set -euo pipefail
cd "$(dirname "$0")/.."
stops=${1:-200}
for tool in /usr/bin/time python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install time python3)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot

python3 - "$stops" "$work/aisles.json" <<'PY'
import json, sys
stops, path = int(sys.argv[1]), sys.argv[2]
children, y = [], 0
for i in range(stops):
    if i % 20 == 0:
        children.append({"type": "label", "text": f"Aisle {i // 20 + 1}", "traits": ["header"], "frame": [16, y, 358, 30]})
    elif i % 2 == 1:
        children.append({"type": "label", "text": f"Product {i}, {i % 7 + 1} dollars and {i % 4 * 25} cents", "frame": [16, y, 280, 40]})
    else:
        children.append({"type": "button", "label": f"Add product {i - 1} to the basket", "frame": [300, y - 44, 74, 40]})
        y -= 44
    y += 44
json.dump({"earshot": 1, "title": "Aisles", "language": "en-US", "root": {"children": children}}, open(path, "w"))
PY

# Wall and CPU seconds of one run, and the page's size.
run() {  # run NAME ARGS...
  local name=$1; shift
  local start end cpu
  start=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$work/time.txt" "$bin" report "$@" >/dev/null 2>&1
  end=$(date +%s.%N)
  cpu=$(awk '{print $1 + $2}' "$work/time.txt")
  local out=${*: -1}
  printf "%-34s %10s %8.1f %8.1f\n" "$name" "$(stat -c %s "$out")" "$(python3 -c "print($end - $start)")" "$cpu"
}

echo "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-34s %10s %8s %8s\n" page bytes wall_s cpu_s
run "checkout pair, Opus embedded" --compare samples/checkout-legacy.json samples/checkout.json -o "$work/pair.html"
run "checkout pair, MP3 embedded" --compare samples/checkout-legacy.json samples/checkout.json --audio-format mp3 -o "$work/pair-mp3.html"
run "checkout pair, no audio" --compare samples/checkout-legacy.json samples/checkout.json --no-audio -o "$work/pair-na.html"
run "$stops-stop screen, Opus embedded" "$work/aisles.json" -o "$work/aisles.html"
run "$stops-stop screen, MP3 embedded" "$work/aisles.json" --audio-format mp3 -o "$work/aisles-mp3.html"
run "$stops-stop screen, no audio" "$work/aisles.json" --no-audio -o "$work/aisles-na.html"

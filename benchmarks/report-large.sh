#!/usr/bin/env bash
# Times `earshot report --no-audio` in a release build on a screen of STOPS buttons whose labels
# say "button" (label-contains-type: one finding at every stop), at 1×, 4× and 16× (1,000, 4,000
# and 16,000 stops and findings), and a comparison of that screen with itself. The page lists
# each stop with its findings and marks them on the picture; time that grew with stops × findings
# shows as a ratio far above 4 between neighbouring sizes. Target: about 4 (linear).
#   SIZES="1000 4000 16000" bash benchmarks/report-large.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
timed() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>&1
  read -r wall user sys kb < <(tail -1 "$work/time")
  printf '%.2f s (%.2f s CPU, %d MB)' "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024))
}
for stops in ${SIZES:-1000 4000 16000}; do
  python3 - "$stops" "$work/screen.json" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
children = [{"type": "button", "label": f"Item {i} button", "frame": [16 + (i // 10000) * 400, (i % 10000) * 50, 200, 44]} for i in range(n)]
json.dump({"earshot": 1, "title": "Buttons", "root": {"children": children}}, open(path, "w"))
PY
  printf '%d stops and findings: report %s' "$stops" "$(timed "$bin" report "$work/screen.json" --no-audio -o "$work/page.html")"
  printf ', compared with itself %s\n' "$(timed "$bin" report --compare "$work/screen.json" "$work/screen.json" --no-audio -o "$work/pair.html")"
done

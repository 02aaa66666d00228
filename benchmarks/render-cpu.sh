#!/usr/bin/env bash
# Render CPU time, before and after a change: two earshot binaries render the same generated
# screen (a shop list of STOPS stops whose prices repeat as "$12.50", the spoken-form stage's
# common case) to WAV with captions, alternating run by run, and each run's CPU time (user + sys,
# from /usr/bin/time) is printed with the two medians. CPU time, not wall time: on a shared
# machine the wall clock measures the other work too.
# Usage: benchmarks/render-cpu.sh BEFORE AFTER [RUNS] [STOPS]
set -euo pipefail
before=$(realpath "$1"); after=$(realpath "$2"); runs=${3:-9}; stops=${4:-2000}
command -v /usr/bin/time >/dev/null || { echo "error: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$stops" "$work/prices.json" <<'PY'
import json, sys
stops, path = int(sys.argv[1]), sys.argv[2]
statuses = ["In stock", "Only 2 left", "Sold out", "Ships tomorrow"]
children, y, r = [{"type": "label", "text": "Orders", "traits": ["header"], "frame": [16, 40, 358, 34]}], 90, 0
while len(children) < stops:
    children += [{"type": "label", "text": f"Tea number {r + 1}", "frame": [16, y, 200, 22]},
                 {"type": "label", "text": f"${r % 40 + 2}.50", "frame": [220, y, 70, 22]},
                 {"type": "label", "text": statuses[r % 4], "frame": [16, y + 24, 200, 20]},
                 {"type": "button", "text": "Add", "frame": [300, y, 74, 36]}]
    y += 50
    r += 1
json.dump({"earshot": 1, "title": "Orders", "size": [390, y], "root": {"children": children[:stops]}}, open(path, "w"))
PY
# Run where there is no ./Voices, so each binary reads its own built-in profiles.
cd "$work"
declare -A times
for i in $(seq 1 "$runs"); do
  for name in before after; do
    bin=${!name}
    /usr/bin/time -f "%U %S" -o "$work/t" "$bin" render "$work/prices.json" -o "$work/out.wav" --captions vtt --jobs 1 >/dev/null 2>&1
    read -r u s < "$work/t"
    t=$(python3 -c "print(round($u + $s, 2))")
    echo "$name $t"
    times[$name]+="$t "
  done
done
for name in before after; do
  echo "$name median: $(python3 -c "import statistics, sys; print(statistics.median(map(float, sys.argv[1:])))" ${times[$name]}) s CPU"
done

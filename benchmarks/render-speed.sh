#!/usr/bin/env bash
# Render speed and memory, in a release build:
#   1. every bundled sample rendered to WAV (wall time, audio length);
#   2. a generated screen of STOPS stops (default 2,000: order rows, each with an "Add" button,
#      and a switch every tenth row) rendered to WAV, against the `espeak-ng` command speaking the
#      same words into a WAV in the same run: wall time and peak memory (max RSS) of each, and
#      Earshot's cache counts;
#   3. the same for a screen long enough for an hour of audio (HOUR_STOPS, default 3,200), whose
#      peak memory must stay under 150 MB.
# Needs /usr/bin/time (package `time`) and the espeak-ng command (package `espeak-ng`).
# Usage: benchmarks/render-speed.sh [STOPS]
set -euo pipefail
cd "$(dirname "$0")/.."
stops=${1:-2000}
hour_stops=${HOUR_STOPS:-3200}
for tool in /usr/bin/time espeak-ng python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install time espeak-ng python3)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot

generate() {  # generate STOPS FILE
  python3 - "$1" "$2" <<'PY'
import json, sys
stops, path = int(sys.argv[1]), sys.argv[2]
children = [{"type": "label", "text": "Orders", "traits": ["header"], "frame": [16, 40, 358, 34]}]
y, n, r = 90, 1, 0
while n < stops:
    children.append({"type": "label", "text": f"Order {r + 1001}, {r % 90 + 3} dollars and {r * 7 % 100} cents",
                     "frame": [16, y, 260, 22]})
    n += 1
    if n < stops:
        children.append({"type": "button", "text": "Add", "frame": [300, y, 74, 36]})
        n += 1
    if r % 10 == 9 and n < stops:
        children.append({"type": "switch", "label": f"Deliver order {r + 1001} first", "on": r % 20 == 9,
                         "frame": [16, y + 44, 358, 44]})
        n += 1
        y += 50
    y += 50
    r += 1
json.dump({"earshot": 1, "title": "Orders", "size": [390, y], "root": {"children": children}}, open(path, "w"))
PY
}

# Runs a command under /usr/bin/time; prints "SECONDS MAX_RSS_MB".
measure() {
  /usr/bin/time -v "$@" >"$work/out.txt" 2>"$work/time.txt" || { cat "$work/time.txt" >&2; exit 1; }
  local wall rss
  wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
  rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{printf "%.1f", $NF/1024}')
  echo "$wall $rss"
}

seconds_of() { python3 -c "import wave,sys; w=wave.open(sys.argv[1]); print(f'{w.getnframes()/w.getframerate():.1f}')" "$1"; }

echo "espeak-ng $(espeak-ng --version | awk '{print $4}'), $(nproc) cores"
echo
echo "== Samples (render to WAV with VTT captions)"
printf "%-26s %8s %10s %8s\n" sample audio_s wall_s rss_mb
for f in samples/*.json; do
  read -r wall rss < <(measure "$bin" render "$f" -o "$work/s.wav" --captions vtt)
  printf "%-26s %8s %10s %8s\n" "$(basename "$f")" "$(seconds_of "$work/s.wav")" "$wall" "$rss"
done

compare() {  # compare STOPS LABEL
  local n=$1 label=$2
  generate "$n" "$work/long.json"
  "$bin" transcript "$work/long.json" | tail -n +2 \
    | sed -E 's/^[0-9]+\. //; s/ \(hint: (.*)\)$/. \1/' > "$work/words.txt"
  read -r e_wall e_rss < <(measure "$bin" render "$work/long.json" -o "$work/long.wav" --captions vtt)
  local cache
  cache=$(grep -o "([0-9]* segments synthesized, [0-9]* reused from the cache)" "$work/time.txt" || true)
  read -r s_wall s_rss < <(measure espeak-ng -v en-us -s 190 -w "$work/espeak.wav" -f "$work/words.txt")
  echo
  echo "== $label: $n stops ($(wc -w < "$work/words.txt") words)"
  printf "%-22s %10s %10s %8s\n" "" audio_s wall_s rss_mb
  printf "%-22s %10s %10s %8s\n" "earshot render" "$(seconds_of "$work/long.wav")" "$e_wall" "$e_rss"
  printf "%-22s %10s %10s %8s\n" "espeak-ng -w (same words)" "$(seconds_of "$work/espeak.wav")" "$s_wall" "$s_rss"
  echo "earshot cache: ${cache:-(no summary line)}"
}

compare "$stops" "Long screen"
compare "$hour_stops" "An hour of audio"

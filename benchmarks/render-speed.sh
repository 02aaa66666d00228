#!/usr/bin/env bash
# Render speed and memory, in a release build:
#   1. every bundled sample rendered to WAV (wall time, audio length);
#   2. generated screens of STOPS stops (default 2,000), rendered to WAV with captions: a shop
#      list (new names, repeated prices, stock words and buttons; about an hour of audio) and a
#      worst case for the cache where every row is new (almost two hours),
#      against the `espeak-ng` command speaking the same words into a WAV in the same run: wall
#      time and peak memory (max RSS) of each, and Earshot's cache counts. The targets: Earshot no
#      slower than the espeak-ng command, and under 150 MB of memory for an hour of audio or more.
# Needs /usr/bin/time (package `time`) and the espeak-ng command (package `espeak-ng`).
# Usage: benchmarks/render-speed.sh [STOPS]
set -euo pipefail
cd "$(dirname "$0")/.."
stops=${1:-2000}
for tool in /usr/bin/time espeak-ng python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install time espeak-ng python3)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot

generate() {  # generate STOPS FILE STYLE
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
stops, path, style = int(sys.argv[1]), sys.argv[2], sys.argv[3]
statuses = ["In stock", "Only 2 left", "Sold out", "Ships tomorrow"]
children = [{"type": "label", "text": "Orders", "traits": ["header"], "frame": [16, 40, 358, 34]}]
y, n, r = 90, 1, 0
def add(element):
    global n
    if n < stops:
        children.append(element)
        n += 1
while n < stops:
    if style == "list":
        # A shop list: each row's name is new; prices, stock words and the button repeat.
        add({"type": "label", "text": f"Tea number {r + 1}", "frame": [16, y, 200, 22]})
        add({"type": "label", "text": f"{r % 40 + 2} dollars", "frame": [220, y, 70, 22]})
        add({"type": "label", "text": statuses[r % 4], "frame": [16, y + 24, 200, 20]})
        add({"type": "button", "text": "Add", "frame": [300, y, 74, 36]})
    else:
        # Worst case for the cache: every row says something new.
        add({"type": "label", "text": f"Order {r + 1001}, {r % 90 + 3} dollars and {r * 7 % 100} cents",
             "frame": [16, y, 260, 22]})
        add({"type": "button", "text": "Add", "frame": [300, y, 74, 36]})
    if r % 10 == 9:
        add({"type": "switch", "label": "Gift wrap" if style == "list" else f"Deliver order {r + 1001} first",
             "on": r % 20 == 9, "frame": [16, y + 50, 358, 44]})
        y += 50
    y += 50
    r += 1
json.dump({"earshot": 1, "title": "Orders", "size": [390, y], "root": {"children": children}}, open(path, "w"))
PY
}

# Runs a command under /usr/bin/time three times (the machine may be busy with other work);
# prints "BEST_WALL_SECONDS MAX_RSS_MB". The last run's stderr stays in $work/time.txt.
measure() {
  local best="" rss=0 wall r
  for _ in 1 2 3; do
    /usr/bin/time -v "$@" >"$work/out.txt" 2>"$work/time.txt" || { cat "$work/time.txt" >&2; exit 1; }
    wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}' | awk -F: '{ if (NF == 3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    r=$(grep "Maximum resident set size" "$work/time.txt" | awk '{printf "%.1f", $NF/1024}')
    best=$(python3 -c "print(min(float('$wall'), float('${best:-$wall}')))")
    rss=$(python3 -c "print(max(float('$r'), float('$rss')))")
  done
  echo "$best $rss"
}

seconds_of() { python3 -c "import wave,sys; w=wave.open(sys.argv[1]); print(f'{w.getnframes()/w.getframerate():.1f}')" "$1"; }

echo "espeak-ng $(espeak-ng --version | awk '{print $4}'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); best of three runs"
echo
echo "== Samples (render to WAV with VTT captions)"
printf "%-26s %8s %10s %8s\n" sample audio_s best_wall_s rss_mb
for f in samples/*.json; do
  read -r wall rss < <(measure "$bin" render "$f" -o "$work/s.wav" --captions vtt)
  printf "%-26s %8s %10s %8s\n" "$(basename "$f")" "$(seconds_of "$work/s.wav")" "$wall" "$rss"
done

compare() {  # compare STOPS STYLE
  local n=$1 style=$2
  generate "$n" "$work/long.json" "$style"
  "$bin" transcript "$work/long.json" | tail -n +2 \
    | sed -E 's/^[0-9]+\. //; s/ \(hint: (.*)\)$/. \1/' > "$work/words.txt"
  read -r e_wall e_rss < <(measure "$bin" render "$work/long.json" -o "$work/long.wav" --captions vtt)
  local cache
  cache=$("$bin" render "$work/long.json" -o "$work/long.wav" 2>&1 >/dev/null | grep -o "([0-9]* segments synthesized, [0-9]* reused from the cache)" || true)
  read -r s_wall s_rss < <(measure espeak-ng -v en-us -s 190 -w "$work/espeak.wav" -f "$work/words.txt")
  echo
  echo "== Long screen ($style): $n stops ($(wc -w < "$work/words.txt") words)"
  printf "%-26s %10s %12s %8s\n" "" audio_s best_wall_s rss_mb
  printf "%-26s %10s %12s %8s\n" "earshot render" "$(seconds_of "$work/long.wav")" "$e_wall" "$e_rss"
  printf "%-26s %10s %12s %8s\n" "espeak-ng -w (same words)" "$(seconds_of "$work/espeak.wav")" "$s_wall" "$s_rss"
  echo "earshot cache: ${cache:-(no summary line)}"
  local minutes
  minutes=$(python3 -c "print(f'{float(\"$(seconds_of "$work/long.wav")\") / 60:.0f}')")
  echo "earshot no slower than espeak-ng: $(python3 -c "print('yes' if $e_wall <= $s_wall else 'no')")"
  echo "peak memory under 150 MB for $minutes minutes of audio: $(python3 -c "print('yes' if $e_rss < 150 else 'no')")"
}

compare "$stops" list
compare "$stops" unique

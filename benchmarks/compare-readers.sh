#!/usr/bin/env bash
# Times `earshot diff IOS ANDROID --estimate` (release build): the same list as an iOS screen read by
# VoiceOver and as an Android screen (pixels, density 2.625) read by TalkBack, at 1×, 4× and 16×
# (ROWS rows of four stops: a title named the same on both sides, a price whose name begins the
# Android one, an Add button on every row (one name shared by every row, paired by place), and a
# detail named differently on each side (paired by place only). Pairing the stops
# (PlacedStopMatching) must grow as n log n at most: the ratio between neighbouring sizes stays
# near 4. The same-reader diff of the iOS screen with itself is timed beside it, for what reading
# and auditing two screens costs without the cross-reader comparison.
#   SIZES="500 2000 8000" bash benchmarks/compare-readers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
timed() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>/dev/null
  read -r wall user sys kb < <(tail -1 "$work/time")
  printf '%.2f s (%.2f s CPU, %d MB)' "$wall" "$(echo "$user + $sys" | bc)" $((kb / 1024))
}
previous=""
for rows in ${SIZES:-500 2000 8000}; do
  python3 - "$rows" "$work/ios.json" "$work/android.json" <<'PY'
import json, sys
rows, ios_path, android_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
d = 2.625
ios, android = [], []
for r in range(rows):
    # Columns of 2,000 rows side by side keep every frame inside the range documents accept.
    x0, y = (r // 2000) * 400, 100 + (r % 2000) * 60
    ios += [
        {"type": "label", "text": f"Item {r}", "frame": [x0 + 16, y, 150, 22]},
        {"type": "label", "text": f"Price {r}", "frame": [x0 + 16, y + 24, 150, 20]},
        {"type": "button", "label": "Add", "frame": [x0 + 300, y, 74, 44]},
        {"type": "label", "text": f"Detail {r}", "frame": [x0 + 180, y, 100, 44]},
    ]
    # The Android rows sit 20 dp higher (a shorter bar above them) and are a little taller.
    ya = 80 + (r % 2000) * 65
    xa = (r // 2000) * 421.7
    def px(x, y, w, h): return [round(x * d), round(y * d), round(w * d), round(h * d)]
    android += [
        {"className": "android.widget.TextView", "text": f"Item {r}", "frame": px(xa + 16, ya, 160, 24)},
        {"className": "android.widget.TextView", "text": f"Price {r}, in stock", "frame": px(xa + 16, ya + 26, 160, 22)},
        {"className": "android.widget.Button", "text": "Add", "clickable": True, "focusable": True, "frame": px(xa + 316, ya, 80, 48)},
        {"className": "android.widget.TextView", "text": f"More about {r}", "frame": px(xa + 190, ya, 110, 48)},
    ]
# The devices' screens: the list runs on below them (and to the right, in columns), as a long
# scrolling list does.
json.dump({"earshot": 1, "title": "List", "size": [390, 844], "root": {"children": ios}}, open(ios_path, "w"))
json.dump({"earshot": 1, "title": "List", "platform": "android", "density": d, "size": [1080, 2400],
           "root": {"className": "android.widget.FrameLayout", "children": android}}, open(android_path, "w"))
PY
  across=$(timed "$bin" diff "$work/ios.json" "$work/android.json" --estimate)
  paired=$(grep -o '[0-9]* in both ([0-9]* by name, [0-9]* by place)' "$work/out" | head -1)
  # CPU seconds, which other work on a shared machine does not stretch as it does the wall clock.
  cpu=$(sed -E 's/.*\(([0-9.]+) s CPU.*/\1/' <<<"$across")
  same=$(timed "$bin" diff "$work/ios.json" "$work/ios.json" --estimate)
  ratio=""
  [[ -n "$previous" ]] && ratio=$(printf ', CPU %.1f× the previous size' "$(echo "$cpu / $previous" | bc -l)")
  printf '%d stops a side: VoiceOver beside TalkBack %s%s (%s); VoiceOver with itself %s\n' $((rows * 4)) "$across" "$ratio" "$paired" "$same"
  previous=$cpu
done

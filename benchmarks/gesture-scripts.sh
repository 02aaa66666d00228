#!/usr/bin/env bash
# Times `earshot run` on long gesture scripts in a release build, to show their cost grows with
# the number of gestures, not its square:
#   - 100,000 and 1,000,000 gestures (swipes both ways, first and last, waits, the Headings rotor)
#     on samples/checkout.json; target: 1,000,000 in under 10 seconds;
#   - 100,000 activations on a flow of two screens, each button showing the other screen.
# Prints the best of three runs: wall-clock seconds, CPU seconds (user + system, steadier when
# others share the machine) and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
cycle = ["next", "next", "previous", "next", "first", "last", "previous", "wait 0.1", "rotor Headings", "rotor-next"]
for n, name in [(100_000, "g100k"), (1_000_000, "g1m")]:
    with open(f"{work}/{name}.script", "w") as f:
        f.write("\n".join(cycle[i % len(cycle)] for i in range(n)) + "\n")
def screen(id, title, button, text, other, focus):
    return {"id": id, "title": title, "root": {"children": [
        {"id": f"{id}-title", "type": "label", "text": title, "traits": ["header"], "frame": [16, 56, 358, 34]},
        {"id": button, "type": "button", "text": text, "frame": [16, 120, 358, 44],
         "onActivate": [{"screenChanged": other, "focus": focus}]}]}}
json.dump({"earshot": 1, "start": "a", "screens": [screen("a", "First", "go", "Next", "b", "back"),
                                                    screen("b", "Second", "back", "Back", "a", "go")]},
          open(f"{work}/loop.json", "w"))
with open(f"{work}/loop.script", "w") as f:
    f.write("next\n" + "activate\n" * 100_000)
PY
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
time_best() {
  local best="" cpu="" mem=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$work/out" 2>/dev/null
    read -r wall user sys kb < <(tail -1 "$work/time")
    if [[ -z "$best" ]] || (( $(echo "$wall < $best" | bc) )); then best=$wall; fi
    c=$(echo "$user + $sys" | bc)
    if [[ -z "$cpu" ]] || (( $(echo "$c < $cpu" | bc) )); then cpu=$c; fi
    mem=$kb
  done
  printf '%.2f s (%.2f s CPU, %d MB)' "$best" "$cpu" $((mem / 1024))
}
r=$(time_best "$bin" run samples/checkout.json --script "$work/g100k.script")
printf '100,000 gestures on checkout.json (%d timeline lines), best of 3: %s\n' "$(wc -l < "$work/out")" "$r"
r=$(time_best "$bin" run samples/checkout.json --script "$work/g1m.script")
printf '1,000,000 gestures on checkout.json (%d timeline lines), best of 3: %s\n' "$(wc -l < "$work/out")" "$r"
r=$(time_best "$bin" run "$work/loop.json" --script "$work/loop.script")
printf '100,000 activations on a two-screen loop (%d timeline lines), best of 3: %s\n' "$(wc -l < "$work/out")" "$r"

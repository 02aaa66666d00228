#!/usr/bin/env bash
# Reading an Appium page source whose declared entities would expand it (Appium declares none):
# one 9,000-character entity used five times in each of N buttons' labels (N = 750, 3,000 and
# 12,000: 1×, 4× and 16×), against the same page sources with the label written out once, in a
# release build: wall time and peak memory of `earshot transcript`. A DOCTYPE is refused before the
# XML is parsed (`CaptureXML`), so the first is refused at once at every size, and the second grows
# with its input.
# Target: linear; the 410 KB file (3,000 buttons) once took 14 s, 700 MB and printed 135 MB.
#   BUTTONS="750 3000 12000" bash benchmarks/xml-entities.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v /usr/bin/time >/dev/null || { echo "error: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product earshot >/dev/null 2>&1 || swift build -c release --product earshot
bin=.build/release/earshot
page() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
n, entities, path = int(sys.argv[1]), sys.argv[2] == "yes", sys.argv[3]
label = "&a;" * 5 if entities else "Checkout item"
buttons = "\n".join(f'<XCUIElementTypeButton type="XCUIElementTypeButton" label="{label}" x="0" y="{i}" width="10" height="10" accessible="true"/>'
                    for i in range(n))
doctype = f'<!DOCTYPE AppiumAUT [<!ENTITY a "{"x" * 9000}">]>' if entities else ""
open(path, "w").write(f'<?xml version="1.0"?>\n{doctype}\n<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" '
                      f'label="A" x="0" y="0" width="390" height="844">{buttons}</XCUIElementTypeApplication></AppiumAUT>')
PY
}
timed() {
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
  read -r wall kb < <(tail -1 "$work/time")
  printf '%s s, %d MB' "$wall" $((kb / 1024))
}
for n in ${BUTTONS:-750 3000 12000}; do
  page "$n" yes "$work/entities.xml"
  page "$n" no "$work/plain.xml"
  printf '%5d buttons: with entities (%d KB) %s; written out (%d KB) %s\n' "$n" $(($(stat -c %s "$work/entities.xml") / 1024)) \
    "$(timed "$bin" transcript "$work/entities.xml")" $(($(stat -c %s "$work/plain.xml") / 1024)) "$(timed "$bin" transcript "$work/plain.xml")"
done

#!/usr/bin/env bash
# Renders the review page for the checkout pair and takes a screenshot of it in headless Chromium,
# for the README: docs/report-screenshot.png. The page is opened at a link to one stop, so the
# VoiceOver cursor frames it on the picture. Needs chromium (scripts/install-deps installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[[ -n "$browser" ]] || { echo "Error: chromium is not installed (run scripts/install-deps)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product earshot >/dev/null 2>&1 || swift build --product earshot
.build/debug/earshot report samples/checkout-legacy.json samples/checkout.json -o "$work/review.html" >/dev/null
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio --user-data-dir="$work/profile" \
  --force-prefers-reduced-motion --window-size=1920,1200 --virtual-time-budget=3000 \
  --screenshot="$PWD/docs/report-screenshot.png" "file://$work/review.html#s1-after-stop-8" 2>/dev/null
echo docs/report-screenshot.png

#!/usr/bin/env bash
# Renders the review page for the checkout pair and takes a screenshot of it in headless Chromium,
# for the README: docs/report-screenshot.png. The page is shown at a link to one stop of the legacy
# checkout, so the VoiceOver cursor frames it on the picture; the browser is driven through its
# DevTools pipe so the picture is taken once the page has shown the stop.
# It also writes docs/report-screenshot.sha256, the SHA-256 of the page with its audio left out (Ogg
# streams differ run to run), which a test compares with the page as it is now: a change to the
# page that would change the picture fails that test until `make screenshot` is run.
# Needs chromium (scripts/install-deps installs it) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[[ -n "$browser" ]] || { echo "Error: chromium is not installed (run scripts/install-deps)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "Error: python3 is missing" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product earshot >/dev/null 2>&1 || swift build --product earshot
.build/debug/earshot report --compare samples/checkout-legacy.json samples/checkout.json -o "$work/review.html" >/dev/null
python3 - "$browser" "$work" "docs/report-screenshot.png" <<'PY'
import base64, hashlib, json, os, re, subprocess, sys
browser, work, out = sys.argv[1:4]
page = open(f"{work}/review.html", encoding="utf-8").read()
digest = hashlib.sha256(re.sub(r'data:audio/[^"]*', 'data:audio', page).encode()).hexdigest()
commands_read, commands_write = os.pipe()
answers_read, answers_write = os.pipe()
def hand_over():  # the browser reads commands on descriptor 3 and answers on 4
    os.dup2(commands_read, 3)
    os.dup2(answers_write, 4)
high_r, high_w = os.dup(commands_read), os.dup(answers_write)
os.close(commands_read); os.close(answers_write)
commands_read, answers_write = high_r, high_w
chrome = subprocess.Popen([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                           "--force-prefers-reduced-motion", "--remote-debugging-pipe", f"--user-data-dir={work}/profile",
                           "--window-size=1920,1080", "about:blank"],
                          pass_fds=(3, 4), preexec_fn=hand_over, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(commands_read); os.close(answers_write)
pending, next_id, session = b"", 0, None
def send(method, params=None, in_session=True):
    global pending, next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if in_session and session: message["sessionId"] = session
    os.write(commands_write, json.dumps(message).encode() + b"\0")
    while True:
        while b"\0" not in pending:
            chunk = os.read(answers_read, 1 << 16)
            if not chunk: sys.exit("the browser closed its pipe")
            pending += chunk
        raw, pending = pending.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == next_id:
            if "error" in reply: sys.exit(f"{method}: {reply['error']}")
            return reply.get("result", {})
target = next(t for t in send("Target.getTargets", in_session=False)["targetInfos"] if t["type"] == "page")
session = send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, in_session=False)["sessionId"]
send("Page.enable")
send("Page.navigate", {"url": f"file://{work}/review.html"})
# Wait for the page to have shown the stop, then for the player's metadata (it shows the length).
send("Runtime.evaluate", {"awaitPromise": True, "expression": """
  new Promise(function (resolve) {
    // The link to stop 3, followed without the browser's own jump to it.
    history.replaceState(null, '', '#s1-before-stop-3');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    (function check() {
      var c = document.getElementById('s1-before-cursor'), a = document.getElementById('s1-before-audio');
      if (c && c.getAttribute('data-stop') === '3' && a.readyState >= 1) { document.getElementById('s1-before-h').scrollIntoView(); resolve(true); }
      else { setTimeout(check, 50); }
    })();
  })"""})
shot = send("Page.captureScreenshot", {"format": "png"})
open(out, "wb").write(base64.b64decode(shot["data"]))
open(out.replace(".png", ".sha256"), "w").write(f"{digest}  the review page of the checkout pair, its audio left out\n")
send("Browser.close", in_session=False)
chrome.wait()
print(out)
PY

#!/usr/bin/env bash
# Checks that two earshot binaries say, draw and count alike: for every sample (samples/*.json,
# samples/android/*, samples/captures/*) and every genuine capture in the corpora beside the
# repository (CORPORA, by default /work/shared/{corpus,android-corpus,crossplatform-corpus}; any
# that is absent is left out), with each reader (no --reader, --reader voiceover, --reader
# talkback: a reader of the other platform is refused, and the refusal is compared too), the
# outputs of transcript (text, JSON, spoken), audit (every format), reach (text, JSON, every
# technology), import, report (HTML without audio) and render (the WAV, its captions and timeline),
# the gesture scripts and key files of the samples, and the sample pairs through diff, each with
# its stderr and exit code; and reach, diff (--estimate) and report (single and --compare) of
# bench.py's generated 20,000-element iOS and Android screens and their variants. For work on the
# code's structure or its speed, whose outputs must stay byte for byte the same (audit-outputs.sh
# does the same for every audit format of the generated screen):
#
#   bash benchmarks/outputs-same.sh /tmp/earshot-before .build/release/earshot
#
# Prints the outputs that differ (diff -r) and exits with 1 if any do; KEEP=DIR keeps both sides.
set -uo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 2 ]] || { echo "usage: bash benchmarks/outputs-same.sh OLD_BINARY NEW_BINARY" >&2; exit 2; }
old=$(realpath "$1") new=$(realpath "$2")
work=${KEEP:-$(mktemp -d)}
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
corpora=${CORPORA:-/work/shared/corpus /work/shared/android-corpus /work/shared/crossplatform-corpus}
inputs=(samples/*.json samples/android/* samples/captures/*)
for dir in $corpora; do
  [[ -d "$dir" ]] || continue
  while IFS= read -r f; do inputs+=("$f"); done < <(find "$dir" \( -name '*.vodesign' -prune -o -type f \) ! -name '*.md' -print | sort)
done
# Each command's stdout, stderr and exit code in one file named by its input and arguments.
record() {
  local out=$1
  shift
  "$@" >"$out" 2>"$out.err"
  echo "exit $?" >>"$out"
}
mkdir -p "$work/generated"
python3 - "$work/generated" <<'PY'
import json, os, sys
sys.path.insert(0, "benchmarks")
import bench
for platform, make in (("ios", bench.ios_screen), ("android", bench.android_screen)):
    for side, variant in (("a", False), ("b", True)):
        json.dump(make(20000, variant), open(os.path.join(sys.argv[1], f"{platform}-{side}.json"), "w"))
PY
generated=("$work/generated/ios-a.json" "$work/generated/android-a.json")
pairs=("$work/generated/ios-a.json $work/generated/ios-b.json" "$work/generated/android-a.json $work/generated/android-b.json"
       "samples/checkout-legacy.json samples/checkout.json" "samples/topics-no-headers.json samples/topics.json"
       "samples/inbox-buttons.json samples/inbox-actions.json" "samples/checkout.json samples/android/checkout.xml"
       "samples/android/checkout-legacy.xml samples/android/checkout.xml")
for side in old new; do
  bin=${!side}
  dir="$work/$side"
  mkdir -p "$dir/files"
  for f in "${generated[@]}"; do
    name=$(basename "$f")
    record "$dir/$name.reach" "$bin" reach "$f"
    record "$dir/$name.reach.json" "$bin" reach "$f" --format json
    record "$dir/$name.report" "$bin" report "$f" --no-audio -o "$dir/files/$name.html"
  done
  for pair in "${pairs[@]}"; do
    name=$(for f in $pair; do basename "$f"; done | tr '\n' '+')
    # shellcheck disable=SC2086
    record "$dir/$name.diff" "$bin" diff $pair --estimate
    # shellcheck disable=SC2086
    record "$dir/$name.diff.json" "$bin" diff $pair --estimate --format json
    # shellcheck disable=SC2086
    record "$dir/$name.compare" "$bin" report --compare $pair --no-audio -o "$dir/files/$name.compare.html"
  done
  for f in "${inputs[@]}"; do
    [[ "$f" == *.md ]] && continue
    name=$(echo "$f" | tr '/ ' '__')
    for reader in "" voiceover talkback; do
      r=() tag=default
      [[ -n "$reader" ]] && r=(--reader "$reader") tag=$reader
      record "$dir/$name.$tag.transcript" "$bin" transcript "$f" "${r[@]}"
      record "$dir/$name.$tag.transcript.json" "$bin" transcript "$f" --format json "${r[@]}"
      record "$dir/$name.$tag.spoken" "$bin" transcript "$f" --spoken "${r[@]}"
      record "$dir/$name.$tag.audit" "$bin" audit "$f" "${r[@]}"
      record "$dir/$name.$tag.audit.json" "$bin" audit "$f" --format json "${r[@]}"
      record "$dir/$name.$tag.reach" "$bin" reach "$f" --with all "${r[@]}"
      record "$dir/$name.$tag.reach.json" "$bin" reach "$f" --with all --format json "${r[@]}"
      record "$dir/$name.$tag.report" "$bin" report "$f" --no-audio -o "$dir/files/$name.$tag.html" "${r[@]}"
    done
    for format in sarif github junit; do record "$dir/$name.audit.$format" "$bin" audit "$f" --format "$format"; done
    record "$dir/$name.import" "$bin" import "$f" -o "$dir/files/$name.import.json"
    record "$dir/$name.render" "$bin" render "$f" -o "$dir/files/$name.wav" --captions vtt --timeline "$dir/files/$name.timeline.json"
  done
  for script in samples/*.script; do
    base=${script%.script}
    doc=$base.json
    [[ "$base" == *-android ]] && doc=samples/android/$(basename "${base%-android}").json
    [[ -f "$doc" ]] || continue
    name=$(basename "$script")
    record "$dir/$name.run" "$bin" run "$doc" --script "$script"
    record "$dir/$name.run.json" "$bin" run "$doc" --script "$script" --format json
  done
  for keys in samples/*.keys; do
    name=$(basename "$keys")
    record "$dir/$name.listen" "$bin" listen "${keys%.keys}.json" --keys "$keys" --no-audio --log "$dir/files/$name.log.json"
  done
  record "$dir/diff.ios" "$bin" diff samples/checkout-legacy.json samples/checkout.json
  record "$dir/diff.android" "$bin" diff samples/android/checkout-legacy.json samples/android/checkout.json
  record "$dir/diff.readers" "$bin" diff samples/checkout.json samples/android/checkout.json --estimate
  record "$dir/report.compare" "$bin" report samples/checkout.json samples/android/checkout.json --no-audio -o "$dir/files/compare.html"
  record "$dir/audit.all" "$bin" audit samples/*.json samples/android/*.json --format json
done
# Paths of the run's own files differ by side, and the progress lines' times by run: both are
# written the same way on both sides.
for side in old new; do
  find "$work/$side" -maxdepth 1 -type f -exec sed -i -E "s|$work/$side|WORK|g; s|${!side}|BINARY|g; s/ in [0-9]+\.[0-9] s/ in … s/g" {} +
done
if diff -r "$work/old" "$work/new" >"$work/differences"; then
  echo "same: $(find "$work/new" -type f | wc -l) outputs of $(( ${#inputs[@]} )) inputs"
else
  cat "$work/differences"
  exit 1
fi

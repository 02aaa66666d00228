#!/usr/bin/env bash
# Live-audio timing against a PulseAudio null sink: the interruption latency (from
# `LivePlayer.play` to the device accepting the new speech after the flush; target under 50 ms)
# and how much a live playback stretches against the same timeline mixed offline (target under
# 100 ms). These depend on how busy the machine is, so they are measured here, on demand, and not
# asserted by the unit tests.
# Usage: benchmarks/live-audio.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/audio-server
echo "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
EARSHOT_BENCHMARK=1 swift test --filter LiveAudioTimingBenchmark 2>&1 | grep "BENCHMARK" | sed 's/^BENCHMARK //'

#!/usr/bin/env python3
"""Opus and MP3 settings for speech: cost, size and a speech-quality score.

Renders a generated shop list of STOPS stops (default 300) to WAV with Earshot (the source), then
encodes the same audio:
  - by Earshot itself (`render -o .opus` and `-o .mp3`; its encoding cost is the CPU time of that
    render less the WAV render's, medians of RUNS runs);
  - by `opusenc` and `lame` with their defaults, from the WAV;
  - with candidate settings through the system's libsndfile (the library Earshot encodes with,
    called here through ctypes: the same encoder, complexity and framing), from the WAV
    resampled to the candidate's rate (resampling not counted).
Each result is decoded (libsndfile) and scored against the source with PESQ wideband (ITU-T
P.862.2, PyPI `pesq`) on 16 kHz copies, in 8-second pieces after aligning the decoded audio to the
source; the score is the mean over pieces that hold speech (1.0 worst, 4.64 best). PESQ wideband
hears up to 8 kHz only: what a codec keeps above that (Opus at 24 kHz keeps up to 12 kHz) does
not raise its score.

  python3 benchmarks/speech-codecs.py                         # release build of this checkout
  python3 benchmarks/speech-codecs.py --binary /tmp/earshot --stops 500 --runs 3

Needs `opusenc` and `lame` (apt-get install opus-tools lame) and libsndfile; numpy, scipy and
pesq are installed into a virtual environment under ~/.cache/earshot/bench-venv on first use.
CPU times are user + system from the kernel's accounting of each child (wait4), or of this process
(resource.getrusage) for the candidates.
"""

import argparse
import ctypes
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "earshot", "bench-venv")
PACKAGES = ["numpy", "scipy", "pesq"]

# Candidates: (codec, sample rate, libsndfile compression level, what that level comes to).
# libsndfile maps Opus's level linearly onto 6-256 kbit/s per channel, and MP3's, at a constant
# bitrate (MPEG-2 below 32 kHz), onto 160-8 kbit/s; "VBR" MP3 is LAME's variable bitrate, whose
# quality is the level times 10 (lame -V).
CANDIDATES = [
    ("opus", 24000, 0.925, "24 kbit/s"),
    ("opus", 24000, 0.96, "16 kbit/s"),
    ("opus", 16000, 0.925, "24 kbit/s"),
    ("opus", 16000, 0.944, "20 kbit/s"),
    ("opus", 16000, 0.96, "16 kbit/s"),
    ("opus", 16000, 0.976, "12 kbit/s"),
    ("mp3", 22050, 0.85, "32 kbit/s"),
    ("mp3", 22050, 0.895, "24 kbit/s"),
    ("mp3", 16000, 0.85, "32 kbit/s"),
    ("mp3", 16000, 0.895, "24 kbit/s"),
    ("mp3", 16000, 0.92, "20 kbit/s"),
    ("mp3", 22050, 0.8, "VBR, -V 8"),
    ("mp3", 22050, 0.92, "VBR, -V 9.2"),
    ("mp3", 22050, 0.95, "VBR, -V 9.5"),
]


# MARK: - Environment

def ensure_venv():
    """Re-runs this script in the benchmark's virtual environment, made on first use."""
    if os.environ.get("EARSHOT_BENCH_VENV") == VENV:
        return
    python = os.path.join(VENV, "bin", "python3")
    if not os.path.exists(python):
        print(f"Installing {', '.join(PACKAGES)} into {VENV}…", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.environ["EARSHOT_BENCH_VENV"] = VENV
    os.execv(python, [python, *sys.argv])


def cpu_of(command):
    """CPU seconds of one run of `command`, from wait4."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    err = process.stderr.read()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"error: {' '.join(command)} failed: {err.decode(errors='replace')[-400:]}")
    return usage.ru_utime + usage.ru_stime


def shop_list(stops, path):
    """A shop list: each row's name is new; prices, stock words and the button repeat."""
    statuses = ["In stock", "Only 2 left", "Sold out", "Ships tomorrow"]
    children = [{"type": "label", "text": "Orders", "traits": ["header"], "frame": [16, 40, 358, 34]}]
    y, row = 90, 0
    while len(children) < stops:
        children += [{"type": "label", "text": f"Tea number {row + 1}", "frame": [16, y, 200, 22]},
                     {"type": "label", "text": f"{row % 40 + 2} dollars", "frame": [220, y, 70, 22]},
                     {"type": "label", "text": statuses[row % 4], "frame": [16, y + 24, 200, 20]},
                     {"type": "button", "text": "Add", "hint": "Adds it to the basket.", "frame": [300, y, 74, 36]}]
        y += 50
        row += 1
    with open(path, "w") as f:
        json.dump({"earshot": 1, "title": "Orders", "size": [390, y], "root": {"children": children[:stops]}}, f)


# MARK: - libsndfile through ctypes

class SFInfo(ctypes.Structure):
    _fields_ = [("frames", ctypes.c_int64), ("samplerate", ctypes.c_int), ("channels", ctypes.c_int),
                ("format", ctypes.c_int), ("sections", ctypes.c_int), ("seekable", ctypes.c_int)]


SF_READ, SF_WRITE = 0x10, 0x20
FORMATS = {"opus": 0x200000 | 0x0064, "mp3": 0x230000 | 0x0082}
SET_COMPRESSION_LEVEL, SET_BITRATE_MODE = 0x1301, 0x1305


def sndfile():
    lib = ctypes.CDLL("libsndfile.so.1")
    lib.sf_open.restype = ctypes.c_void_p
    lib.sf_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(SFInfo)]
    lib.sf_command.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    lib.sf_writef_short.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
    lib.sf_writef_short.restype = ctypes.c_int64
    lib.sf_readf_short.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
    lib.sf_readf_short.restype = ctypes.c_int64
    lib.sf_close.argtypes = [ctypes.c_void_p]
    lib.sf_strerror.argtypes = [ctypes.c_void_p]
    lib.sf_strerror.restype = ctypes.c_char_p
    return lib


def read_audio(lib, path):
    """(samples as int16 numpy array of the first channel, sample rate)."""
    import numpy as np
    info = SFInfo()
    handle = lib.sf_open(path.encode(), SF_READ, ctypes.byref(info))
    if not handle:
        sys.exit(f"error: libsndfile cannot read {path}: {lib.sf_strerror(None).decode()}")
    chunks, block = [], np.zeros(65536 * info.channels, dtype=np.int16)
    while True:
        n = lib.sf_readf_short(handle, block.ctypes.data, 65536)
        if n <= 0:
            break
        chunks.append(block[:n * info.channels:info.channels].copy())
    lib.sf_close(handle)
    return np.concatenate(chunks), info.samplerate


def encode(lib, samples, rate, codec, level, path, variable=False):
    """CPU seconds libsndfile takes to encode `samples` (int16 at `rate`) into `path`."""
    info = SFInfo(0, rate, 1, FORMATS[codec], 0, 0)
    handle = lib.sf_open(path.encode(), SF_WRITE, ctypes.byref(info))
    if not handle:
        sys.exit(f"error: libsndfile cannot write {codec} at {rate} Hz: {lib.sf_strerror(None).decode()}")
    if codec == "mp3":
        mode = ctypes.c_int(2 if variable else 0)  # SF_BITRATE_MODE_VARIABLE or _CONSTANT
        lib.sf_command(handle, SET_BITRATE_MODE, ctypes.byref(mode), ctypes.sizeof(mode))
    value = ctypes.c_double(level)
    lib.sf_command(handle, SET_COMPRESSION_LEVEL, ctypes.byref(value), ctypes.sizeof(value))
    before = resource.getrusage(resource.RUSAGE_SELF)
    for start in range(0, len(samples), 2048):
        block = samples[start:start + 2048]
        lib.sf_writef_short(handle, block.ctypes.data, len(block))
    lib.sf_close(handle)
    after = resource.getrusage(resource.RUSAGE_SELF)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


# MARK: - Scoring

def to_16k(samples, rate):
    import numpy as np
    from scipy.signal import resample_poly
    from math import gcd
    g = gcd(16000, rate)
    return resample_poly(samples.astype(np.float64), 16000 // g, rate // g)


def pesq_wb(reference, degraded):
    """Mean PESQ wideband over 8-second pieces holding speech, after aligning `degraded`."""
    import numpy as np
    from pesq import pesq
    # The codec's delay: the lag that best matches the first 20 seconds, within half a second.
    span, most = min(len(reference), len(degraded), 16000 * 20), 8000
    a, b = reference[:span], degraded[:span + most]
    n = 1 << (len(a) + len(b)).bit_length()
    correlation = np.fft.irfft(np.fft.rfft(b, n) * np.conj(np.fft.rfft(a, n)), n)
    lag = int(np.argmax(correlation[:most]))
    degraded = degraded[lag:]
    length = min(len(reference), len(degraded))
    scores = []
    for start in range(0, length - 16000 * 8 + 1, 16000 * 8):
        ref, deg = reference[start:start + 16000 * 8], degraded[start:start + 16000 * 8]
        try:
            scores.append(pesq(16000, ref, deg, "wb"))
        except Exception:
            pass  # a piece with no speech in it
    return (statistics.mean(scores) if scores else float("nan")), len(scores)


# MARK: - Main

def main():
    ensure_venv()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="an earshot binary (default: a release build of this checkout)")
    parser.add_argument("--stops", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    for tool in ("opusenc", "lame"):
        if not shutil.which(tool):
            sys.exit(f"error: {tool} is missing (apt-get install opus-tools lame)")
    binary = os.path.abspath(args.binary) if args.binary else None
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "earshot"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "earshot")
    lib = sndfile()
    work = tempfile.mkdtemp(prefix="earshot-codecs-")
    try:
        screen = os.path.join(work, "screen.json")
        shop_list(args.stops, screen)
        out = lambda name: os.path.join(work, name)
        render = lambda path: [binary, "render", screen, "-o", path, "--quiet"]
        # Earshot's renders and the stand-alone encoders, alternating so a busy machine weighs on all.
        subprocess.run(render(out("source.wav")), check=True, stdout=subprocess.DEVNULL)
        times = {"wav": [], "opus": [], "mp3": [], "opusenc": [], "lame": []}
        for _ in range(args.runs):
            for ext in ("wav", "opus", "mp3"):
                times[ext].append(cpu_of(render(out(f"earshot.{ext}"))))
            times["opusenc"].append(cpu_of(["opusenc", "--quiet", out("source.wav"), out("opusenc.opus")]))
            times["lame"].append(cpu_of(["lame", "--quiet", out("source.wav"), out("lame.mp3")]))
        cpu = {name: statistics.median(values) for name, values in times.items()}
        source, rate = read_audio(lib, out("source.wav"))
        seconds = len(source) / rate
        reference = to_16k(source, rate)
        print(f"{args.stops}-stop shop list: {seconds / 60:.1f} min of speech at {rate} Hz; "
              f"Earshot's WAV render {cpu['wav']:.2f} s CPU (median of {args.runs})", flush=True)

        rows = []

        def row(name, path, cost, yardstick):
            decoded, decoded_rate = read_audio(lib, path)
            score, pieces = pesq_wb(reference, to_16k(decoded, decoded_rate))
            size = os.path.getsize(path)
            rows.append((name, cost, size, score, pieces, yardstick))

        row("opusenc (defaults)", out("opusenc.opus"), cpu["opusenc"], "opusenc")
        row("Earshot .opus (render less WAV render)", out("earshot.opus"), cpu["opus"] - cpu["wav"], "opusenc")
        row("lame (defaults)", out("lame.mp3"), cpu["lame"], "lame")
        row("Earshot .mp3 (render less WAV render)", out("earshot.mp3"), cpu["mp3"] - cpu["wav"], "lame")
        from scipy.signal import resample_poly
        from math import gcd
        import numpy as np
        for codec, candidate_rate, level, bitrate in CANDIDATES:
            g = gcd(candidate_rate, rate)
            audio = source if candidate_rate == rate else np.clip(
                np.round(resample_poly(source.astype(np.float64), candidate_rate // g, rate // g)), -32768, 32767).astype(np.int16)
            path = out(f"candidate-{codec}-{candidate_rate}-{level}.{codec}")
            costs = [encode(lib, audio, candidate_rate, codec, level, path, "VBR" in bitrate) for _ in range(args.runs)]
            row(f"libsndfile {codec} {candidate_rate / 1000:g} kHz, level {level} ({bitrate})", path,
                statistics.median(costs), "opusenc" if codec == "opus" else "lame")

        print(f"{'encoding':48} {'CPU s':>6} {'x real':>7} {'cost vs':>8} {'kB':>7} {'kbit/s':>7} {'PESQ WB':>8} {'vs':>6}")
        yard = {r[5]: r for r in rows if r[0].startswith(r[5])}
        for name, cost, size, score, pieces, yardstick in rows:
            base = yard[yardstick]
            print(f"{name:48} {cost:6.2f} {seconds / max(cost, 1e-9):6.0f}x {base[1] / max(cost, 1e-9):7.2f}x "
                  f"{size / 1000:7.0f} {size * 8 / seconds / 1000:7.1f} {score:8.3f} {score - base[3]:+6.3f}", flush=True)
        print(f"('cost vs': how many times cheaper than {', '.join(yard)} defaults; 'vs': PESQ difference; "
              f"{rows[0][4]} pieces of 8 s scored)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

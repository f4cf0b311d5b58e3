#!/usr/bin/python3
"""What one frame costs stratad, counted rather than timed (make profile-frame).

Wall-clock figures of one-client scenes move by 20-30 % between runs on a shared
machine; instruction counts do not. This runs one scene of `make bench-daemon` with
stratad under valgrind's callgrind, counting only in steady state (switched on after
the client is up, for a few seconds), and prints per repaint:
  instructions     in total, and outside pixman (stratad's own work: reading and
                   parsing the commit, dispatch, the commit, the repaint's bookkeeping,
                   the frame signal; pixman's share depends on the pixels)
  code lines       64-byte lines of code run in every frame (executed at least 0.9 times
                   a repaint), in total and by library: the code that has to come back
                   into the caches after the daemon slept between two frames, which is
                   where a one-client frame's time goes at 60 Hz (docs/performance.md,
                   "Warm and cold")
  top functions    the functions with the most instructions of their own

valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6.3's builds, so the
daemon runs from a copy with its debug information stripped (symbols are kept).

Usage: profile-frame.py BIN_DIR [--scene shm|four|big|eight|many] [--seconds S] [--top N]
                        [--keep FILE]
  BIN_DIR    a release build's bin folder (stratad, strata-frame-client)
  --scene    one of bench-daemon's scenes, the same windows (benchdaemon.frames.SCENES);
             default big
  --keep     also keep callgrind's output there (for callgrind_annotate)
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchdaemon.frames import SCENES, client_command  # noqa: E402
from benchdaemon.processes import SCREEN, REFRESH_HZ, start_bus, stop  # noqa: E402


def repaints(address):
    out = subprocess.run(["busctl", "--address=" + address, "--json=short", "call", "org.strata.Compositor1",
                          "/org/strata/Compositor1", "org.strata.Compositor1", "DumpState", "s", "frames"],
                         capture_output=True, text=True, timeout=60).stdout
    match = re.search(r'repaints[^0-9]*([0-9]+)', out)
    return int(match.group(1)) if match else None


def parse(path, minimum):
    """Instructions by object and function, and the code lines run at least `minimum` times."""
    names = {}

    def name(kind, text):
        match = re.match(r'\((\d+)\)(?: (.*))?', text)
        if not match:
            return text
        if match.group(2):
            names[(kind, match.group(1))] = match.group(2)
        return names.get((kind, match.group(1)), match.group(1))

    by_object = collections.Counter()
    by_function = collections.Counter()
    hot_lines = collections.defaultdict(set)
    obj = function = None
    last = 0
    skip_next = False
    with open(path) as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("ob="):
                obj = name("ob", line[3:])
            elif line.startswith("fn="):
                function = name("fn", line[3:])
            elif line.startswith("cob="):
                name("ob", line[4:])
            elif line.startswith("cfn="):
                name("fn", line[4:])
            elif line.startswith("calls="):
                skip_next = True  # the next line is the call's inclusive cost
            elif line and line[0] in "+-*0123456789":
                parts = line.split()
                position = parts[0]
                if position.startswith("+"):
                    address = last + int(position[1:], 0)
                elif position.startswith("-"):
                    address = last - int(position[1:], 0)
                elif position == "*":
                    address = last
                else:
                    address = int(position, 0)
                last = address
                if skip_next:
                    skip_next = False
                    continue
                if len(parts) < 3 or parts[2] == "*":
                    continue
                cost = int(parts[2])
                library = os.path.basename(obj or "?")
                by_object[library] += cost
                by_function[(library, function)] += cost
                if cost >= minimum:
                    hot_lines[library].add(address >> 6)
    return by_object, by_function, hot_lines


def demangle(symbols):
    try:
        out = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(symbols),
                             capture_output=True, text=True, timeout=60).stdout.splitlines()
        return out if len(out) == len(symbols) else symbols
    except (OSError, subprocess.SubprocessError):
        return symbols


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_dir")
    parser.add_argument("--scene", choices=list(SCENES), default="big")
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--keep")
    options = parser.parse_args()
    for tool in ("valgrind", "callgrind_control", "strip", "busctl"):
        if shutil.which(tool) is None:
            sys.exit(f"profile-frame: {tool} is missing (Debian: apt-get install valgrind binutils systemd)")

    for product in ("stratad", "strata-frame-client"):
        if not os.path.isfile(os.path.join(options.bin_dir, product)):
            sys.exit(f"profile-frame: no {product} in {options.bin_dir} (swift build -c release --product {product})")
    tmp = tempfile.mkdtemp(prefix="strata-profile-")
    stratad = os.path.join(tmp, "stratad")
    shutil.copy(os.path.join(options.bin_dir, "stratad"), stratad)
    subprocess.run(["strip", "--strip-debug", stratad], check=True)
    out = os.path.join(tmp, "callgrind.out")
    config = os.path.join(tmp, "stratad.conf")
    with open(config, "w") as f:
        f.write("max-calls-per-second 1000000\nmax-clients 1024\n")
    bus, address = start_bus(tmp)
    daemon = subprocess.Popen(["valgrind", "--tool=callgrind", "--instr-atstart=no", "--dump-instr=yes",
                               "--callgrind-out-file=" + out, stratad, "--size", f"{SCREEN[0]}x{SCREEN[1]}",
                               "--refresh", str(REFRESH_HZ), "--bus", address, "--config", config],
                              env=dict(os.environ, STRATA_LOG_LEVEL="error"), stderr=subprocess.DEVNULL)
    clients = []
    try:
        deadline = time.monotonic() + 60
        while repaints(address) is None:
            if time.monotonic() > deadline or daemon.poll() is not None:
                sys.exit("profile-frame: stratad did not start under valgrind")
            time.sleep(0.3)
        _, windows = SCENES[options.scene]
        clients = [subprocess.Popen(client_command(options.bin_dir, address, window, index),
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                   for index, window in enumerate(windows)]
        time.sleep(3)  # the windows up, the frame path warm
        subprocess.run(["callgrind_control", "-i", "on", str(daemon.pid)], capture_output=True, check=True)
        before = repaints(address)
        time.sleep(options.seconds)
        subprocess.run(["callgrind_control", "-i", "off", str(daemon.pid)], capture_output=True, check=True)
        frames = repaints(address) - before
    finally:
        for client in clients:
            stop(client)
        stop(daemon, timeout=60)
        stop(bus)
    if frames <= 0:
        sys.exit("profile-frame: no repaint while counting")
    if options.keep:  # before printing: a reader that stops early (| head) must not lose it
        shutil.copy(out, options.keep)
    # The two DumpState calls that bracket the count are in it (libdbus dispatching them
    # and the report: ~130,000 instructions each, ~1,100 a repaint spread over a one-client
    # scene's ~245 frames); the same for every build, so comparisons hold.
    by_object, by_function, hot_lines = parse(out, int(frames * 0.9))
    total = sum(by_object.values())
    pixman = sum(cost for library, cost in by_object.items() if library.startswith("libpixman"))
    lines = sum(len(s) for s in hot_lines.values())
    print(f"scene {options.scene}: {frames} repaints counted over {options.seconds:g} s under callgrind")
    print(f"instructions per repaint: {total / frames:,.0f}; outside pixman {(total - pixman) / frames:,.0f}")
    print(f"code lines run every frame: {lines:,} ({lines * 64 / 1024:.0f} KB), in "
          f"{sum(len({line >> 6 for line in s}) for s in hot_lines.values())} pages")
    for library, s in sorted(hot_lines.items(), key=lambda item: -len(item[1])):
        print(f"  {len(s):6,}  {library}")
    top = by_function.most_common(options.top)
    names = demangle([key[1] or "?" for key, _ in top])
    if top:
        print(f"top {options.top} functions by their own instructions per repaint:")
    for ((library, _), cost), function in zip(top, names):
        print(f"  {cost / frames:8,.0f}  {library[:18]:18}  {function[:110]}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()

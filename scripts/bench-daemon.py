#!/usr/bin/python3
"""stratad beside Weston on the same scenes, in the same run (make bench-daemon).

Each scene runs on a 1920x1080 headless screen at 60 Hz for a few seconds, against
  - stratad with its clients on private connections (protocol v2, ClientKit's path),
  - stratad with its clients on the bus (protocol v1: every frame crosses dbus-daemon),
  - Weston (headless backend, pixman renderer) with the real weston-simple-shm and
    weston-simple-damage clients, when Weston is installed,
interleaved, for a few rounds; the figures are the medians over the rounds. The
stratad clients are strata-frame-client (daemon/Benchmarks/frame-client), which draws
what the Weston clients draw with the same damage, paced by FrameDone.

Measured per run, over the measuring window only (after a warm-up):
  CPU per repaint  the compositor's CPU time (/proc/PID/task/*/schedstat) / its repaints;
                   "+bus" adds the private dbus-daemon's CPU in the same window
  repaints         stratad: DumpState frames' "repaints"; Weston: the distinct frame
                   times its frame callbacks carried (the clients run with
                   WAYLAND_DEBUG=client; that costs the clients, not Weston)
  fps              FrameDone / frame callbacks per client per second (mean and minimum)
  composited px    stratad: DumpState frames' total_composited_pixels per repaint
                   (Weston has no such counter: not shown)
  damage px        what the clients damaged, per repaint
  floor            strata-pixman-floor: the same repaint with pixman alone
  frame-path floor (the one-window and big-client scenes) strata-frame-floor: a C
                   server and client that do only that scene's frame path (timer, frame
                   signal, commit, copy of the damage), over a raw socket and through
                   libdbus peer to peer: what the kernel and memory cost per frame, and
                   what libdbus adds
  fairness         (scenes of several clients) the slowest client's fps / the median,
                   and the top half of the stack's fps / the bottom half's
Then CPU per injected touch: stratad (and the bus) beside strata-bus-echo, a plain C
libdbus process doing call -> signal -> reply (benchdaemon/touches.py).

Usage: bench-daemon.py BIN_DIR [--rounds N] [--seconds S] [--warmup S] [--scenes a,b]
                       [--touches N] [--markdown]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from benchdaemon.frames import SCENES, floor, frame_floor, run_stratad, run_weston
from benchdaemon.processes import REFRESH_HZ, SCREEN
from benchdaemon.touches import run_touch_baseline, run_touch_stratad


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def summarize(runs):
    """Medians over the rounds of one compositor on one scene."""
    return {
        "cpu": median([m.per_repaint_us for m in runs]),
        "bus": median([m.with_bus_us for m in runs]),
        "repaints": median([m.repaints / m.seconds for m in runs]),
        "fps": median([statistics.mean(m.fps) for m in runs]),
        "fps_min": median([min(m.fps) for m in runs]),
        "composited": median([m.composited / max(m.repaints, 1) if m.composited is not None else None for m in runs]),
        "damage": median([m.damage / max(m.repaints, 1) for m in runs]),
        "spread": (min(m.per_repaint_us for m in runs), max(m.per_repaint_us for m in runs)),
        "fairness": median([min(m.fps) / max(statistics.median(m.fps), 1e-9) for m in runs]),
        # Windows stack in the order their clients started: the later half is on top.
        "top_bottom": median([statistics.mean(m.fps[len(m.fps) // 2:]) / max(statistics.mean(m.fps[:len(m.fps) // 2]), 1e-9)
                              for m in runs if len(m.fps) > 1]),
    }


def number(value, digits=0):
    return "—" if value is None else f"{value:,.{digits}f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_dir")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--warmup", type=float, default=1)
    parser.add_argument("--scenes", default=",".join(SCENES))
    parser.add_argument("--touches", type=int, default=4000, help="injected touches per round (0: none)")
    parser.add_argument("--base-stratad", help="another build's stratad, measured in the same rounds (before/after)")
    parser.add_argument("--base-label", default="base", help="what to call it (e.g. the commit)")
    parser.add_argument("--markdown", action="store_true", help="also print the README's table")
    options = parser.parse_args()
    scenes = [s for s in options.scenes.split(",") if s]
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        parser.error(f"unknown scene {', '.join(unknown)}; known: {', '.join(SCENES)}")
    this = os.path.join(options.bin_dir, "stratad")
    # key -> (label, stratad executable or None for Weston, route)
    compositors = {"stratad private": ("stratad, private connections (v2)", this, "private"),
                   "stratad bus": ("stratad, clients on the bus (v1)", this, "bus")}
    if options.base_stratad:
        compositors["base private"] = (f"stratad {options.base_label}, private (v2)", options.base_stratad, "private")
        compositors["base bus"] = (f"stratad {options.base_label}, bus (v1)", options.base_stratad, "bus")
    if shutil.which("weston") and shutil.which("weston-simple-shm") and shutil.which("weston-simple-damage"):
        compositors["weston"] = ("Weston 10, pixman (no bus)", None, None)
    print(f"Compositor CPU per repaint, {SCREEN[0]}x{SCREEN[1]} headless at {REFRESH_HZ} Hz, "
          f"{options.seconds:g} s measured after {options.warmup:g} s, median of {options.rounds} interleaved rounds")
    if "weston" not in compositors:
        print("  Weston is not installed (Debian: weston; scripts/install-bench-deps.sh): stratad alone")
    results = {s: {c: [] for c in compositors} for s in scenes}
    touch_runs = {"stratad": lambda tmp: run_touch_stratad(options.bin_dir, this, options.touches, tmp)}
    if options.base_stratad:
        touch_runs["base"] = lambda tmp: run_touch_stratad(options.bin_dir, options.base_stratad, options.touches, tmp)
    touch_runs["plain"] = lambda tmp: run_touch_baseline(options.bin_dir, options.touches, tmp)
    touches = {name: [] for name in touch_runs}
    # The one-client scenes' frame paths done by C alone (measured in the same rounds).
    floor_scenes = {"shm": "one", "big": "big"}
    frame_floors = {(scene, transport): [] for scene in scenes if scene in floor_scenes
                    for transport in ("socket", "dbus")}
    for round_number in range(options.rounds):
        for (scene, transport), runs in frame_floors.items():
            try:
                runs.append(frame_floor(options.bin_dir, floor_scenes[scene], transport, options.seconds))
            except (RuntimeError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
                print(f"  round {round_number + 1}, {scene} frame-path floor, {transport}: {error}")
        for name, run in touch_runs.items():
            if options.touches <= 0:
                break
            tmp = tempfile.mkdtemp(prefix="strata-bench-daemon-")
            try:
                touches[name].append(run(tmp))
            except (RuntimeError, subprocess.CalledProcessError, AttributeError) as error:
                print(f"  round {round_number + 1}, touches, {name}: {error}")
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
        for scene in scenes:
            _, windows = SCENES[scene]
            for key, (_, stratad, route) in compositors.items():
                tmp = tempfile.mkdtemp(prefix="strata-bench-daemon-")
                try:
                    if stratad is None:
                        m = run_weston(windows, options, tmp)
                    else:
                        m = run_stratad(options.bin_dir, stratad, windows, route, options, tmp)
                    results[scene][key].append(m)
                except RuntimeError as error:
                    print(f"  round {round_number + 1}, {scene}, {key}: {error}")
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
    table = []
    for scene in scenes:
        title, windows = SCENES[scene]
        floor_us = floor(options.bin_dir, windows)
        print(f"\n{title} ({len(windows)} client{'s' if len(windows) > 1 else ''}); "
              f"raw pixman floor for one repaint of its damage: {floor_us:.1f} µs")
        print(f"  {'':40} {'CPU/repaint':>12} {'+bus daemon':>12} {'repaints/s':>10} {'fps (min)':>13} "
              f"{'composited px':>14} {'damage px':>10} {'÷Weston':>8} {'+bus ÷W':>8} {'÷floor':>8}")
        summary = {c: summarize(runs) for c, runs in results[scene].items() if runs}
        weston = summary.get("weston")
        for key, s in summary.items():
            ratio = s["cpu"] / weston["cpu"] if weston and key != "weston" else None
            bus_ratio = s["bus"] / weston["cpu"] if weston and key != "weston" else None
            print(f"  {compositors[key][0]:40} {s['cpu']:9.0f} µs {s['bus']:9.0f} µs {s['repaints']:10.1f} "
                  f"{s['fps']:6.1f} ({s['fps_min']:4.1f}) {number(s['composited']):>14} {number(s['damage']):>10} "
                  f"{number(ratio, 2):>8} {number(bus_ratio, 2):>8} {s['cpu'] / floor_us:8.0f}")
            print(f"  {'':40} (rounds {s['spread'][0]:.0f}–{s['spread'][1]:.0f} µs"
                  + (f"; fps of the slowest client ÷ median {s['fairness']:.2f}, "
                     f"top half of the stack ÷ bottom half {s['top_bottom']:.2f})" if len(windows) > 1 else ")"))
        floors = {}
        if scene in floor_scenes:
            for transport, label in (("socket", "C floor: raw socket"), ("dbus", "C floor: libdbus peer to peer")):
                if frame_floors.get((scene, transport)):
                    cpu = median(frame_floors[(scene, transport)])
                    floors[label] = cpu
                    ratio = cpu / weston["cpu"] if weston else None
                    print(f"  {label:40} {cpu:9.0f} µs {'':>12} {'':>10} {'':>13} {'':>14} {'':>10} {number(ratio, 2):>8}"
                          f" {'':>8} {cpu / floor_us:8.0f}")
            if floors:
                print(f"  {'':40} (strata-frame-floor: the frame path alone — timer, frame signal, commit, copy)")
        for route in ("private", "bus"):
            if f"base {route}" in summary and f"stratad {route}" in summary:
                now, before = summary[f"stratad {route}"], summary[f"base {route}"]
                print(f"  this build ÷ stratad {options.base_label}, {route}: CPU per repaint {now['cpu'] / before['cpu']:.2f}, "
                      f"with the bus daemon {now['bus'] / before['bus']:.2f}")
        table.append((title, summary, floor_us, floors))
    if touches["stratad"] and touches["plain"]:
        plain = median([t[0] for t in touches["plain"]])
        print(f"\nInjected touches ({options.touches} calls a round from a C injector on the bus, each answered "
              f"after a Touch signal to the window's owner), CPU per touch:")
        for name, label in (("stratad", "stratad (owner on a private connection)"),
                            ("base", f"stratad {options.base_label}"), ("plain", "plain C libdbus (strata-bus-echo)")):
            if touches.get(name):
                own, bus = median([t[0] for t in touches[name]]), median([t[1] for t in touches[name]])
                print(f"  {label:42} {own:7.1f} µs   dbus-daemon {bus:6.1f} µs   "
                      f"delivered {min(t[2] for t in touches[name])}/{options.touches}"
                      + (f"   ÷ plain C {own / plain:.2f}" if name != "plain" else ""))
    if options.markdown:
        print("\n| scene (1920×1080, 60 Hz) | compositor | CPU µs/repaint | with dbus-daemon | ÷ Weston | with bus ÷ Weston "
              "| fps per client | composited px/repaint | client damage px/repaint | pixman floor µs |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for title, summary, floor_us, floors in table:
            weston = summary.get("weston")
            for key, s in summary.items():
                ratio = number(s["cpu"] / weston["cpu"], 2) if weston and key != "weston" else ""
                bus_ratio = number(s["bus"] / weston["cpu"], 2) if weston and key != "weston" else ""
                print(f"| {title} | {compositors[key][0]} | {s['cpu']:.0f} | {s['bus']:.0f} | {ratio} | {bus_ratio} "
                      f"| {s['fps']:.1f} | {number(s['composited'])} | {number(s['damage'])} | {floor_us:.1f} |")
            for label, cpu in floors.items():
                ratio = number(cpu / weston["cpu"], 2) if weston else ""
                print(f"| {title} | {label} | {cpu:.0f} | | {ratio} | | 60.0 | | | {floor_us:.1f} |")


if __name__ == "__main__":
    sys.exit(main())

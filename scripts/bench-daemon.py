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

Usage: bench-daemon.py BIN_DIR [--rounds N] [--seconds S] [--scenes a,b] [--markdown]
"""
import argparse
import glob
import os
import re
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time

import dbus

SCREEN = (1920, 1080)
REFRESH_HZ = 60
SHM_DAMAGE = 210 * 210                # weston-simple-shm's damage per frame
BALL = 21                             # weston-simple-damage damages two 21x21 squares a frame


class Window:
    """One client: kind "shm" (250x250, opaque) or "damage" (any size, translucent)."""

    def __init__(self, kind, x, y, width=None, height=None):
        self.kind, self.x, self.y = kind, x, y
        self.width = width or (250 if kind == "shm" else 300)
        self.height = height or (250 if kind == "shm" else 200)

    def floor_spec(self):
        """The window and one frame's damage, as strata-pixman-floor reads them."""
        if self.kind == "shm":
            return f"{self.x},{self.y},{self.width},{self.height},opaque@20,20,{self.width - 40},{self.height - 40}"
        # The ball's old and new squares, a typical step apart.
        cx, cy = self.width // 2, self.height // 2
        return f"{self.x},{self.y},{self.width},{self.height},alpha@{cx},{cy},{BALL},{BALL}@{cx + 6},{cy + 4},{BALL},{BALL}"


SCENES = {
    "shm": ("one 250x250 window redrawn every frame", [Window("shm", 100, 100)]),
    "four": ("four of those + a damage client",
             [Window("shm", 100 + 300 * i, 100) for i in range(4)] + [Window("damage", 100, 400)]),
    "big": ("a 1900x1000 client damaging two 21x21 squares a frame", [Window("damage", 10, 40, 1900, 1000)]),
    "eight": ("8 animated 500x500 damage clients",
              [Window("damage", 470 * (i % 4), 540 * (i // 4), 500, 500) for i in range(8)]),
    # Fairness: every client should get the same frame rate (min / median fps).
    "many": ("256 clients, 64x64 damage windows",
             [Window("damage", 66 * (i % 16), 66 * (i // 16), 64, 64) for i in range(256)]),
}


def cpu_ns(pid):
    """CPU time of every thread of pid so far, in nanoseconds."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that just ended
    return total


def start_bus(directory):
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1",
                            "--address=unix:dir=" + directory],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return bus, bus.stdout.readline().strip()


def stop(process, timeout=5):
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_until(condition, timeout, what):
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
        time.sleep(0.02)


class Measurement:
    def __init__(self, seconds, cpu, bus_cpu, repaints, frames, composited, damage):
        self.seconds, self.cpu, self.bus_cpu = seconds, cpu, bus_cpu
        self.repaints, self.frames = repaints, frames            # frames: per client
        self.composited, self.damage = composited, damage        # pixels in the window (composited: None if unknown)

    @property
    def per_repaint_us(self):
        return self.cpu / max(self.repaints, 1) / 1000

    @property
    def with_bus_us(self):
        return (self.cpu + self.bus_cpu) / max(self.repaints, 1) / 1000

    @property
    def fps(self):
        return [f / self.seconds for f in self.frames]


def read_stats(path):
    try:
        with open(path, "rb") as f:
            return struct.unpack("=4Q", f.read(32))
    except (OSError, struct.error):
        return (0, 0, 0, 0)


def start_stratad(bin_dir, tmp):
    """A private bus and stratad on it, limits raised so that no benchmark call is refused."""
    bus, address = start_bus(tmp)
    config = os.path.join(tmp, "stratad.conf")
    with open(config, "w") as f:
        f.write("max-calls-per-second 1000000\nmax-clients 1024\n")
    env = dict(os.environ, STRATA_LOG_LEVEL="error")
    daemon = subprocess.Popen([os.path.join(bin_dir, "stratad"), "--size", f"{SCREEN[0]}x{SCREEN[1]}",
                               "--refresh", str(REFRESH_HZ), "--bus", address, "--config", config], env=env)
    return bus, address, daemon


def run_stratad(bin_dir, windows, route, options, tmp):
    bus, address, daemon = start_stratad(bin_dir, tmp)
    clients = []
    try:
        connection = dbus.bus.BusConnection(address)
        wait_until(lambda: connection.name_has_owner("org.strata.Compositor1"), 10, "stratad on the bus")
        root = connection.get_object("org.strata.Compositor1", "/org/strata/Compositor1", introspect=False)

        def frame_counters():
            text = str(root.DumpState("frames", dbus_interface="org.strata.Compositor1"))
            values = dict(line.split(": ", 1) for line in text.strip().split("\n"))
            return int(values["repaints"]), int(values["total_composited_pixels"])

        stats = []
        for i, w in enumerate(windows):
            path = os.path.join(tmp, f"client-{i}.stats")
            stats.append(path)
            clients.append(subprocess.Popen(
                [os.path.join(bin_dir, "strata-frame-client"), "--bus", address, "--route", route, "--kind", w.kind,
                 "--size", f"{w.width}x{w.height}", "--at", f"{w.x},{w.y}", "--stats", path, "--seed", str(i + 1)],
                stdout=subprocess.DEVNULL))
        wait_until(lambda: all(read_stats(p)[0] > 0 for p in stats), 20, "every client's first frame")
        time.sleep(options.warmup)
        start = (time.monotonic(), cpu_ns(daemon.pid), cpu_ns(bus.pid), frame_counters(), [read_stats(p) for p in stats])
        time.sleep(options.seconds)
        end = (time.monotonic(), cpu_ns(daemon.pid), cpu_ns(bus.pid), frame_counters(), [read_stats(p) for p in stats])
        if any(c.poll() is not None for c in clients):
            raise RuntimeError("a frame client exited during the measurement")
        return Measurement(end[0] - start[0], end[1] - start[1], end[2] - start[2],
                           end[3][0] - start[3][0], [b[0] - a[0] for a, b in zip(start[4], end[4])],
                           end[3][1] - start[3][1], sum(b[1] - a[1] for a, b in zip(start[4], end[4])))
    finally:
        for c in clients:
            stop(c)
        stop(daemon)
        stop(bus)


WESTON_INI = """[core]
idle-time=0
[shell]
background-color=0xff000000
panel-position=none
animation=none
close-animation=none
startup-animation=none
focus-animation=none
"""

DONE = re.compile(r"wl_callback@\d+\.done\((\d+)\)")


def run_weston(windows, options, tmp):
    runtime = os.path.join(tmp, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    ini = os.path.join(tmp, "weston.ini")
    with open(ini, "w") as f:
        f.write(WESTON_INI)
    socket = f"strata-bench-{os.getpid()}"
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    env.pop("WAYLAND_DEBUG", None)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    weston = subprocess.Popen(["weston", "--backend=headless-backend.so", "--use-pixman",
                               f"--width={SCREEN[0]}", f"--height={SCREEN[1]}", f"--socket={socket}",
                               f"--config={ini}", "--idle-time=0", f"--log={os.path.join(tmp, 'weston.log')}"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    clients, logs = [], []
    try:
        wait_until(lambda: os.path.exists(os.path.join(runtime, socket)), 10, "Weston's socket")
        time.sleep(0.5)  # the shell's own client starts
        client_env = dict(env, WAYLAND_DISPLAY=socket, WAYLAND_DEBUG="client")
        for i, w in enumerate(windows):
            log = os.path.join(tmp, f"weston-client-{i}.log")
            logs.append(log)
            command = ["weston-simple-shm"] if w.kind == "shm" else \
                ["weston-simple-damage", f"--width={w.width}", f"--height={w.height}"]
            with open(log, "w") as out:
                clients.append(subprocess.Popen(command, env=client_env, stdout=subprocess.DEVNULL, stderr=out))

        def done_times(log, offset=0):
            with open(log, errors="replace") as f:
                f.seek(offset)
                text = f.read()
            return [int(t) for t in DONE.findall(text)], offset + len(text.encode(errors="replace"))

        wait_until(lambda: all(done_times(log)[0] for log in logs), 20, "every Weston client's first frame")
        time.sleep(options.warmup)
        offsets = [os.path.getsize(log) for log in logs]
        start = (time.monotonic(), cpu_ns(weston.pid))
        time.sleep(options.seconds)
        end = (time.monotonic(), cpu_ns(weston.pid))
        if any(c.poll() is not None for c in clients):
            raise RuntimeError("a Weston client exited during the measurement")
        per_client = [done_times(log, offset)[0] for log, offset in zip(logs, offsets)]
        repaints = len(set(t for times in per_client for t in times))
        frames = [len(times) for times in per_client]
        damage = sum(n * (SHM_DAMAGE if w.kind == "shm" else 2 * BALL * BALL) for n, w in zip(frames, windows))
        return Measurement(end[0] - start[0], end[1] - start[1], 0, repaints, frames, None, damage)
    finally:
        for c in clients:
            stop(c)
        stop(weston)


def run_touch_stratad(bin_dir, count, tmp):
    """stratad's and the bus's CPU per injected touch (a NotifyTouchDown or NotifyTouchUp
    call from a C injector on the bus, a Touch signal to the window's owner on its
    private connection, the reply)."""
    bus, address, daemon = start_stratad(bin_dir, tmp)
    stats = os.path.join(tmp, "owner.stats")
    owner = None
    try:
        connection = dbus.bus.BusConnection(address)
        wait_until(lambda: connection.name_has_owner("org.strata.Compositor1"), 10, "stratad on the bus")
        owner = subprocess.Popen([os.path.join(bin_dir, "strata-frame-client"), "--bus", address, "--kind", "still",
                                  "--size", "400x300", "--stats", stats], stdout=subprocess.DEVNULL)
        wait_until(lambda: read_stats(stats)[0] > 0, 10, "the touched window's first frame")
        return inject(bin_dir, address, "org.strata.Compositor1", count, daemon.pid, bus.pid,
                      lambda: read_stats(stats)[2])
    finally:
        if owner:
            stop(owner)
        stop(daemon)
        stop(bus)


def run_touch_baseline(bin_dir, count, tmp):
    """The same with strata-bus-echo serving the calls: call -> signal -> reply in plain C."""
    bus, address = start_bus(tmp)
    echo = os.path.join(bin_dir, "strata-bus-echo")
    server = subprocess.Popen([echo, "serve", "--bus", address, "--name", "org.strata.bench.Echo",
                               "--listener", "org.strata.bench.Owner"], stdout=subprocess.DEVNULL)
    owner = subprocess.Popen([echo, "listen", "--bus", address, "--name", "org.strata.bench.Owner"],
                             stdout=subprocess.PIPE, text=True)
    try:
        connection = dbus.bus.BusConnection(address)
        wait_until(lambda: connection.name_has_owner("org.strata.bench.Echo")
                   and connection.name_has_owner("org.strata.bench.Owner"), 10, "strata-bus-echo")
        result = inject(bin_dir, address, "org.strata.bench.Echo", count, server.pid, bus.pid, lambda: None)
        stop(owner)
        received = int(re.search(r'"handled": (\d+)', owner.stdout.read()).group(1))
        return result[:2] + (received,)
    finally:
        stop(owner)
        stop(server)
        stop(bus)


def inject(bin_dir, address, destination, count, pid, bus_pid, delivered):
    start = (cpu_ns(pid), cpu_ns(bus_pid))
    subprocess.run([os.path.join(bin_dir, "strata-bus-echo"), "inject", "--bus", address, "--dest", destination,
                    "--count", str(count)], check=True, stdout=subprocess.DEVNULL)
    end = (cpu_ns(pid), cpu_ns(bus_pid))
    time.sleep(0.1)  # the last signals on their way
    return (end[0] - start[0]) / count / 1000, (end[1] - start[1]) / count / 1000, delivered()


def floor(bin_dir, windows):
    out = subprocess.run([os.path.join(bin_dir, "strata-pixman-floor"), "--screen", f"{SCREEN[0]}x{SCREEN[1]}"]
                         + [w.floor_spec() for w in windows], capture_output=True, text=True, check=True).stdout
    return float(re.search(r'"us_per_repaint": ([0-9.]+)', out).group(1))


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
    parser.add_argument("--markdown", action="store_true", help="also print the README's table")
    options = parser.parse_args()
    scenes = [s for s in options.scenes.split(",") if s]
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        parser.error(f"unknown scene {', '.join(unknown)}; known: {', '.join(SCENES)}")
    weston = shutil.which("weston") and shutil.which("weston-simple-shm") and shutil.which("weston-simple-damage")
    compositors = ["stratad private", "stratad bus"] + (["weston"] if weston else [])
    print(f"Compositor CPU per repaint, {SCREEN[0]}x{SCREEN[1]} headless at {REFRESH_HZ} Hz, "
          f"{options.seconds:g} s measured after {options.warmup:g} s, median of {options.rounds} interleaved rounds")
    if not weston:
        print("  Weston is not installed (Debian: weston; scripts/install-bench-deps.sh): stratad alone")
    results = {s: {c: [] for c in compositors} for s in scenes}
    touches = {"stratad": [], "baseline": []}
    for round_number in range(options.rounds):
        for name, run in (("stratad", run_touch_stratad), ("baseline", run_touch_baseline)):
            if options.touches <= 0:
                break
            tmp = tempfile.mkdtemp(prefix="strata-bench-daemon-")
            try:
                touches[name].append(run(options.bin_dir, options.touches, tmp))
            except (RuntimeError, subprocess.CalledProcessError, AttributeError) as error:
                print(f"  round {round_number + 1}, touches, {name}: {error}")
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
        for scene in scenes:
            _, windows = SCENES[scene]
            for compositor in compositors:
                tmp = tempfile.mkdtemp(prefix="strata-bench-daemon-")
                try:
                    if compositor == "weston":
                        m = run_weston(windows, options, tmp)
                    else:
                        m = run_stratad(options.bin_dir, windows, compositor.split()[1], options, tmp)
                    results[scene][compositor].append(m)
                except RuntimeError as error:
                    print(f"  round {round_number + 1}, {scene}, {compositor}: {error}")
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
    labels = {"stratad private": "stratad, private connections (v2)",
              "stratad bus": "stratad, clients on the bus (v1)",
              "weston": "Weston 10, pixman (no bus)"}
    table = []
    for scene in scenes:
        title, windows = SCENES[scene]
        floor_us = floor(options.bin_dir, windows)
        print(f"\n{title} ({len(windows)} client{'s' if len(windows) > 1 else ''}); "
              f"raw pixman floor for one repaint of its damage: {floor_us:.1f} µs")
        print(f"  {'':36} {'CPU/repaint':>12} {'+bus daemon':>12} {'repaints/s':>10} {'fps (min)':>13} "
              f"{'composited px':>14} {'damage px':>10} {'÷Weston':>8} {'+bus ÷W':>8} {'÷floor':>8}")
        summary = {c: summarize(runs) for c, runs in results[scene].items() if runs}
        base = summary.get("weston")
        for compositor, s in summary.items():
            ratio = s["cpu"] / base["cpu"] if base and compositor != "weston" else None
            bus_ratio = s["bus"] / base["cpu"] if base and compositor != "weston" else None
            print(f"  {labels[compositor]:36} {s['cpu']:9.0f} µs {s['bus']:9.0f} µs {s['repaints']:10.1f} "
                  f"{s['fps']:6.1f} ({s['fps_min']:4.1f}) {number(s['composited']):>14} {number(s['damage']):>10} "
                  f"{number(ratio, 2):>8} {number(bus_ratio, 2):>8} {s['cpu'] / floor_us:8.0f}")
            print(f"  {'':36} (rounds {s['spread'][0]:.0f}–{s['spread'][1]:.0f} µs"
                  + (f"; fps of the slowest client ÷ median {s['fairness']:.2f}, "
                     f"top half of the stack ÷ bottom half {s['top_bottom']:.2f})" if len(windows) > 1 else ")"))
        table.append((title, summary, floor_us))
    if touches["stratad"] and touches["baseline"]:
        daemon = median([t[0] for t in touches["stratad"]])
        daemon_bus = median([t[1] for t in touches["stratad"]])
        plain = median([t[0] for t in touches["baseline"]])
        plain_bus = median([t[1] for t in touches["baseline"]])
        print(f"\nInjected touches ({options.touches} calls a round from a C injector on the bus, each answered "
              f"after a Touch signal to the window's owner), CPU per touch:")
        print(f"  stratad (owner on a private connection)   {daemon:7.1f} µs   dbus-daemon {daemon_bus:6.1f} µs   "
              f"delivered {min(t[2] for t in touches['stratad'])}/{options.touches}")
        print(f"  plain C libdbus (strata-bus-echo)         {plain:7.1f} µs   dbus-daemon {plain_bus:6.1f} µs   "
              f"delivered {min(t[2] for t in touches['baseline'])}/{options.touches}")
        print(f"  stratad ÷ plain C: {daemon / plain:.2f}")
    if options.markdown:
        print("\n| scene (1920×1080, 60 Hz) | compositor | CPU µs/repaint | with dbus-daemon | ÷ Weston | with bus ÷ Weston "
              "| fps per client | composited px/repaint | client damage px/repaint | pixman floor µs |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for title, summary, floor_us in table:
            base = summary.get("weston")
            for compositor, s in summary.items():
                ratio = number(s["cpu"] / base["cpu"], 2) if base and compositor != "weston" else ""
                bus_ratio = number(s["bus"] / base["cpu"], 2) if base and compositor != "weston" else ""
                print(f"| {title} | {labels[compositor]} | {s['cpu']:.0f} | {s['bus']:.0f} | {ratio} | {bus_ratio} "
                      f"| {s['fps']:.1f} | {number(s['composited'])} | {number(s['damage'])} | {floor_us:.1f} |")


if __name__ == "__main__":
    sys.exit(main())

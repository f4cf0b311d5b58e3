"""One scene on one compositor: stratad (strata-frame-client) or Weston (its demo clients)."""
import os
import re
import subprocess
import time

import dbus

from benchdaemon.processes import (REFRESH_HZ, SCREEN, cpu_ns, read_stats, start_stratad, stop, wait_until)

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


# The benchmark's scenes (bench-daemon.py --scenes; profile-frame.py --scene): a title and
# the windows, one frame client each.
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


def client_command(bin_dir, address, window, index, route="private"):
    """strata-frame-client drawing `window`, the scene's `index`th client (its seed)."""
    return [os.path.join(bin_dir, "strata-frame-client"), "--bus", address, "--route", route, "--kind", window.kind,
            "--size", f"{window.width}x{window.height}", "--at", f"{window.x},{window.y}", "--seed", str(index + 1)]


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


def run_stratad(bin_dir, stratad, windows, route, options, tmp):
    """The scene on the stratad executable at path stratad, with bin_dir's frame clients."""
    bus, address, daemon = start_stratad(stratad, tmp)
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
            clients.append(subprocess.Popen(client_command(bin_dir, address, w, i, route) + ["--stats", path],
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


def floor(bin_dir, windows):
    out = subprocess.run([os.path.join(bin_dir, "strata-pixman-floor"), "--screen", f"{SCREEN[0]}x{SCREEN[1]}"]
                         + [w.floor_spec() for w in windows], capture_output=True, text=True, check=True).stdout
    return float(re.search(r'"us_per_repaint": ([0-9.]+)', out).group(1))


def frame_floor(bin_dir, scene, transport, seconds):
    """strata-frame-floor: a C server and client doing a one-client scene's frame path
    (timer, frame signal, commit, copy of the damage) with nothing else, over a raw
    socket or through libdbus peer to peer; `scene` is "one" (the one-window scene) or
    "big" (the big client). Returns the server's CPU per frame in µs."""
    frames = max(60, int(seconds * REFRESH_HZ))
    out = subprocess.run([os.path.join(bin_dir, "strata-frame-floor"), "--scene", scene, "--transport", transport,
                          "--frames", str(frames)],
                         capture_output=True, text=True, check=True, timeout=seconds + 30).stdout
    commits = int(re.search(r'"commits": ([0-9]+)', out).group(1))
    if commits < frames * 0.9:
        raise RuntimeError(f"strata-frame-floor {scene} {transport}: {commits} commits in {frames} frames")
    return float(re.search(r'"server_cpu_us_per_frame": ([0-9.]+)', out).group(1))

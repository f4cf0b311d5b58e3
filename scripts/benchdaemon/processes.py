"""Processes for bench-daemon.py: a private bus, stratad, CPU time, the frame client's counters."""
import glob
import os
import signal
import struct
import subprocess
import time

SCREEN = (1920, 1080)
REFRESH_HZ = 60


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


def read_stats(path):
    try:
        with open(path, "rb") as f:
            return struct.unpack("=4Q", f.read(32))
    except (OSError, struct.error):
        return (0, 0, 0, 0)


def start_stratad(stratad, tmp):
    """A private bus and stratad (the executable's path) on it, limits raised so that no
    benchmark call is refused."""
    bus, address = start_bus(tmp)
    config = os.path.join(tmp, "stratad.conf")
    with open(config, "w") as f:
        f.write("max-calls-per-second 1000000\nmax-clients 1024\n")
    env = dict(os.environ, STRATA_LOG_LEVEL="error")
    daemon = subprocess.Popen([stratad, "--size", f"{SCREEN[0]}x{SCREEN[1]}",
                               "--refresh", str(REFRESH_HZ), "--bus", address, "--config", config], env=env)
    return bus, address, daemon

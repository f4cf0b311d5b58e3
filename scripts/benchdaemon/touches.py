"""CPU per injected touch: stratad beside strata-bus-echo, a plain C libdbus process."""
import os
import re
import subprocess
import time

import dbus

from benchdaemon.processes import cpu_ns, read_stats, start_bus, start_stratad, stop, wait_until

def run_touch_stratad(bin_dir, stratad, count, tmp):
    """stratad's and the bus's CPU per injected touch (a NotifyTouchDown or NotifyTouchUp
    call from a C injector on the bus, a Touch signal to the window's owner on its
    private connection, the reply)."""
    bus, address, daemon = start_stratad(stratad, tmp)
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

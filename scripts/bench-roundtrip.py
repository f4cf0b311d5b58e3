#!/usr/bin/python3
"""Round trips to stratad: on the session bus (protocol v1's path) and on a private
peer-to-peer connection (v2's), each beside a raw bus round trip to dbus-daemon
itself measured in the same run. Usage: bench-roundtrip.py BIN_DIR [CALLS]"""
import os, subprocess, sys, tempfile, time
import dbus

bin_dir = sys.argv[1]
calls = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
tmp = tempfile.mkdtemp(prefix="strata-bench-")
bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1", "--address=unix:dir=" + tmp],
                       stdout=subprocess.PIPE, text=True)
address = bus.stdout.readline().strip()
env = dict(os.environ, STRATA_BUS_ADDRESS=address, STRATA_LOG_LEVEL="error")
daemon = subprocess.Popen([os.path.join(bin_dir, "stratad"), "--size", "640x480"], env=env)
try:
    conn = dbus.bus.BusConnection(address)
    for _ in range(200):
        if conn.name_has_owner("org.strata.Compositor1"):
            break
        time.sleep(0.05)
    root = conn.get_object("org.strata.Compositor1", "/org/strata/Compositor1")
    client_address = root.Get("org.strata.Compositor1", "ClientAddress", dbus_interface="org.freedesktop.DBus.Properties")
    peer = dbus.connection.Connection(client_address)
    proot = peer.get_object(None, "/org/strata/Compositor1")
    busobj = conn.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus")

    def timed(label, call):
        for _ in range(200):
            call()
        start = time.perf_counter()
        for _ in range(calls):
            call()
        per = (time.perf_counter() - start) / calls * 1e6
        print(f"  {label:<58} {per:8.1f} µs")
        return per

    print(f"round trips, mean of {calls} calls (python3-dbus client):")
    raw = timed("raw: GetId to dbus-daemon itself", lambda: busobj.GetId(dbus_interface="org.freedesktop.DBus"))
    v1 = timed("stratad on the bus (v1): Get Version", lambda: root.Get("org.strata.Compositor1", "Version",
               dbus_interface="org.freedesktop.DBus.Properties"))
    v2 = timed("stratad on a private connection (v2): Get Version", lambda: proot.Get("org.strata.Compositor1", "Version",
               dbus_interface="org.freedesktop.DBus.Properties"))
    print(f"  bus / raw {v1 / raw:.2f}×, private / raw {v2 / raw:.2f}×, private / bus {v2 / v1:.2f}×")
finally:
    daemon.terminate(); daemon.wait()
    bus.terminate(); bus.wait()

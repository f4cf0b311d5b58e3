#!/usr/bin/python3
"""An independent Strata protocol v1 client, for tests: dbus-python and a GLib main loop.

It shares no code with the Swift side. It creates two overlapping windows with
memfd buffers (an opaque blue one, a 50% translucent red one above it), commits
each, waits for both FrameDone signals, takes a screenshot into a memfd and checks
pixels against colours computed from the premultiplied OVER formula

    out = s + d * (255 - sa) / 255    (per channel)

It prints one JSON object on stdout and exits 0 only if every check passed.

Usage: protocol_client.py BUS_ADDRESS [--background 0xAARRGGBB] [--reply-commits]
"""

import argparse
import fcntl
import json
import mmap
import os
import struct
import sys

import dbus
import dbus.bus
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

BUS_NAME = "org.strata.Compositor1"
ROOT = "/org/strata/Compositor1"
COMPOSITOR = "org.strata.Compositor1"
WINDOW = "org.strata.Window1"
PROPERTIES = "org.freedesktop.DBus.Properties"
TOLERANCE = 2

BLUE = 0xFF0000FF        # opaque blue
HALF_RED = 0x80800000    # red at 50%, premultiplied
FIRST = (10, 10, 80, 60)   # x, y, width, height
SECOND = (50, 40, 80, 60)


def channels(argb):
    return [(argb >> shift) & 0xFF for shift in (24, 16, 8, 0)]


def over(source, destination):
    """Premultiplied source OVER destination, per channel, rounded."""
    sa = source >> 24
    result = 0
    for shift in (0, 8, 16, 24):
        s = (source >> shift) & 0xFF
        d = (destination >> shift) & 0xFF
        result |= min(255, s + (d * (255 - sa) + 127) // 255) << shift
    return result


def close(actual, expected):
    # The screen is x8r8g8b8: its alpha byte means nothing, compare red, green, blue.
    return all(abs(a - e) <= TOLERANCE for a, e in zip(channels(actual)[1:], channels(expected)[1:]))


class Buffer:
    """A memfd sealed against shrinking, mapped read-write, holding width x height pixels."""

    def __init__(self, width, height, argb):
        self.width, self.height, self.stride = width, height, width * 4
        size = self.stride * height
        self.fd = os.memfd_create("py-strata-buffer", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
        os.ftruncate(self.fd, size)
        fcntl.fcntl(self.fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SHRINK)
        self.map = mmap.mmap(self.fd, size, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        # Native-endian 32-bit words as pixman defines them; little-endian here.
        self.map[:] = struct.pack("<I", argb) * (width * height)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("address")
    parser.add_argument("--background", default="0xFF000000", help="the daemon's background colour")
    parser.add_argument("--reply-commits", action="store_true",
                        help="commit with a normal call (waiting for the reply) instead of NO_REPLY")
    args = parser.parse_args()
    background = int(args.background, 16)

    loop = GLib.MainLoop()
    bus = dbus.bus.BusConnection(args.address, mainloop=DBusGMainLoop())
    root = bus.get_object(BUS_NAME, ROOT, introspect=False)
    compositor = dbus.Interface(root, COMPOSITOR)

    frames = {}      # window path -> serials of FrameDone received
    errors = []

    def on_frame_done(serial, time_us, path=None):
        frames.setdefault(str(path), []).append(int(serial))

    def on_error(name, message, path=None):
        errors.append({"window": str(path), "name": str(name), "message": str(message)})

    # Window signals are unicast to the owner; the match rules only let them through
    # to these handlers.
    bus.add_signal_receiver(on_frame_done, signal_name="FrameDone", dbus_interface=WINDOW,
                            bus_name=BUS_NAME, path_keyword="path")
    bus.add_signal_receiver(on_error, signal_name="Error", dbus_interface=WINDOW,
                            bus_name=BUS_NAME, path_keyword="path")

    summary = {"ok": False, "checks": {}, "frames": {}, "errors": errors}

    def create(title, geometry, opaque, color):
        props = dbus.Dictionary({
            "title": dbus.String(title),
            "app-id": dbus.String("org.strata.Tests.Python"),
            "geometry": dbus.Struct([dbus.Int32(v) for v in geometry], signature="iiii"),
            "level": dbus.Int32(0),
            "opaque": dbus.Boolean(opaque),
        }, signature="sv")
        path = compositor.CreateWindow(props)
        window = dbus.Interface(bus.get_object(BUS_NAME, path, introspect=False), WINDOW)
        buffer = Buffer(geometry[2], geometry[3], color)
        buffer_id = window.CreateBuffer(dbus.types.UnixFd(buffer.fd), dbus.UInt32(0), dbus.UInt32(buffer.width),
                                        dbus.UInt32(buffer.height), dbus.UInt32(buffer.stride), "a8r8g8b8")
        window.Show()
        return str(path), window, buffer, int(buffer_id)

    first_path, first, first_buffer, first_id = create("first", FIRST, True, BLUE)
    second_path, second, second_buffer, second_id = create("second", SECOND, False, HALF_RED)

    serials = {first_path: 101, second_path: 202}
    for path, window, buffer, buffer_id in ((first_path, first, first_buffer, first_id),
                                            (second_path, second, second_buffer, second_id)):
        damage = dbus.Array([dbus.Struct([dbus.Int32(0), dbus.Int32(0), dbus.Int32(buffer.width),
                                          dbus.Int32(buffer.height)], signature="iiii")], signature="(iiii)")
        window.Commit(dbus.UInt32(buffer_id), damage, dbus.UInt32(serials[path]),
                      ignore_reply=not args.reply_commits)

    def frames_done():
        return all(serials[p] in frames.get(p, []) for p in serials)

    def check_frames():
        if frames_done():
            loop.quit()
            return False
        return True

    def give_up():
        loop.quit()
        return False

    GLib.timeout_add(5, check_frames)
    timeout = GLib.timeout_add_seconds(10, give_up)
    loop.run()
    GLib.source_remove(timeout)
    if not frames_done():
        summary["frames"] = frames
        summary["failure"] = "FrameDone did not arrive for both commits"
        print(json.dumps(summary))
        return 1
    # Give a duplicate FrameDone the time to show up (several frames at 60 Hz).
    GLib.timeout_add(250, give_up)
    loop.run()
    summary["frames"] = frames
    summary["checks"]["frame_done_once"] = {"pass": all(frames.get(p) == [serials[p]] for p in serials)}

    # Screenshot into a memfd, read back with pread.
    shot = os.memfd_create("py-strata-screenshot", os.MFD_CLOEXEC)
    info = compositor.Screenshot(dbus.Dictionary({}, signature="sv"), dbus.types.UnixFd(shot))
    width, height, stride = int(info["width"]), int(info["height"]), int(info["stride"])
    summary["screenshot"] = {"width": width, "height": height, "stride": stride, "format": str(info["format"])}
    data = os.pread(shot, stride * height, 0)

    def pixel(x, y):
        return struct.unpack_from("<I", data, y * stride + x * 4)[0]

    # Points well inside each part of the scene, expected colours from the formula.
    points = {
        "only_first": ((20, 20), BLUE),
        "only_second": ((120, 90), over(HALF_RED, background)),
        "overlap": ((70, 55), over(HALF_RED, BLUE)),
        "background": ((width - 5, 5), background),
    }
    for name, ((x, y), expected) in points.items():
        actual = pixel(x, y)
        summary["checks"][name] = {"x": x, "y": y, "actual": actual & 0xFFFFFF, "expected": expected & 0xFFFFFF,
                                   "pass": close(actual, expected)}

    # The windows as the daemon lists them, bottom to top, and one's geometry.
    listed = [str(p) for p in root.Get(COMPOSITOR, "Windows", dbus_interface=PROPERTIES)]
    summary["windows"] = listed
    geometry = [int(v) for v in bus.get_object(BUS_NAME, second_path, introspect=False)
                .Get(WINDOW, "Geometry", dbus_interface=PROPERTIES)]
    summary["checks"]["windows_listed"] = {"pass": listed == [first_path, second_path]}
    summary["checks"]["geometry"] = {"actual": geometry, "pass": geometry == list(SECOND)}
    summary["checks"]["no_errors"] = {"pass": not errors}

    summary["ok"] = all(check["pass"] for check in summary["checks"].values())
    print(json.dumps(summary))
    return 0 if summary["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (Fuzz/corpus/<target>/), a handful of tiny
hand-made inputs each. Run it after changing a target's input format; the files are
committed. Nothing here is random: the same script gives the same files.

  fuzz-dbus-values          D-Bus messages in wire form (a small marshaller below),
                            shaped like the protocol's calls, and value descriptions
  fuzz-buffer-layout        buffer descriptions, good and bad
  fuzz-damage-geometry      geometry/buffer/damage steps
  fuzz-compositor-requests  operation sequences (opcodes as in the harness)
  fuzz-peer-transport       byte streams a client sends the daemon's private socket:
                            handshakes, good and bad, then messages
  fuzz-rfb-viewer           byte streams a VNC viewer sends, and how they are cut
"""
import os
import shutil
import struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")

# --- A D-Bus marshaller, little-endian, for the types the seeds use ---------------

ALIGN = {"y": 1, "b": 4, "n": 2, "q": 2, "i": 4, "u": 4, "x": 8, "t": 8, "d": 8,
         "s": 4, "o": 4, "g": 1, "a": 4, "(": 8, "{": 8, "v": 1, "h": 4}
FIXED = {"y": "B", "b": "I", "n": "h", "q": "H", "i": "i", "u": "I", "x": "q", "t": "Q", "d": "d", "h": "I"}


def split_single(sig):
    """The first single complete type of sig, and the rest."""
    if sig[0] == "a":
        head, rest = split_single(sig[1:])
        return "a" + head, rest
    if sig[0] in "({":
        close = ")" if sig[0] == "(" else "}"
        depth, i = 0, 0
        while True:
            if sig[i] in "({":
                depth += 1
            elif sig[i] in ")}":
                depth -= 1
                if depth == 0:
                    return sig[:i + 1], sig[i + 1:]
            i += 1
    return sig[0], sig[1:]


def types(sig):
    out = []
    while sig:
        head, sig = split_single(sig)
        out.append(head)
    return out


def pad(buf, n):
    while len(buf) % n:
        buf.append(0)


def put(buf, sig, value):
    code = sig[0]
    pad(buf, ALIGN[code])
    if code in FIXED:
        buf += struct.pack("<" + FIXED[code], value)
    elif code in "so":
        data = value.encode()
        buf += struct.pack("<I", len(data)) + data + b"\0"
    elif code == "g":
        data = value.encode()
        buf += bytes([len(data)]) + data + b"\0"
    elif code == "v":
        inner_sig, inner = value
        put(buf, "g", inner_sig)
        put(buf, inner_sig, inner)
    elif code == "(":
        for field_sig, field in zip(types(sig[1:-1]), value):
            put(buf, field_sig, field)
    elif code == "a":
        element = sig[1:]
        length_at = len(buf)
        buf += b"\0\0\0\0"
        pad(buf, ALIGN[element[0]])
        start = len(buf)
        if element[0] == "{":
            key_sig, value_sig = types(element[1:-1])
            for key, item in value:
                pad(buf, 8)
                put(buf, key_sig, key)
                put(buf, value_sig, item)
        else:
            for item in value:
                put(buf, element, item)
        struct.pack_into("<I", buf, length_at, len(buf) - start)
    else:
        raise ValueError(sig)


def message(member, signature, args, interface="org.strata.Window1",
            path="/org/strata/Compositor1/window/1", kind=1):
    body = bytearray()
    for sig, arg in zip(types(signature), args):
        put(body, sig, arg)
    fields = [(1, ("o", path)), (2, ("s", interface)), (3, ("s", member)),
              (6, ("s", "org.strata.Compositor1"))]
    if signature:
        fields.append((8, ("g", signature)))
    header = bytearray(b"l" + bytes([kind, 0, 1]) + struct.pack("<II", len(body), 7))
    put(header, "a(yv)", fields)
    pad(header, 8)
    return bytes(header + body)


def geometry(x, y, w, h):
    return ("(iiii)", (x, y, w, h))


I32_MAX, I32_MIN, U32_MAX = 2**31 - 1, -2**31, 2**32 - 1

DBUS = {
    "create-window": message("CreateWindow", "a{sv}", [[
        ("title", ("s", "hello")), ("app-id", ("s", "org.example")),
        ("geometry", geometry(10, 20, 300, 200)), ("level", ("i", 1000)), ("opaque", ("b", 1))]],
        interface="org.strata.Compositor1", path="/org/strata/Compositor1"),
    "create-window-wrong-types": message("CreateWindow", "a{sv}", [[
        ("geometry", ("(ii)", (1, 2))), ("level", ("s", "top")), ("title", ("u", 5))]],
        interface="org.strata.Compositor1", path="/org/strata/Compositor1"),
    "commit": message("Commit", "ua(iiii)u", [3, [(0, 0, 64, 48), (I32_MAX, 0, 1, 1)], 9]),
    "commit-empty": message("Commit", "ua(iiii)u", [1, [], U32_MAX]),
    "set-geometry": message("SetGeometry", "iiii", [I32_MIN, -1, I32_MAX, 16384]),
    "touch-down": message("NotifyTouchDown", "udd", [2, float("nan"), float("inf")],
                          interface="org.strata.Input1", path="/org/strata/Compositor1"),
    "screenshot-options": message("Screenshot", "a{sv}", [[("area", geometry(0, 0, 10, 10)),
                                                           ("window", ("o", "/org/strata/Compositor1/window/2"))]],
                                  interface="org.strata.Compositor1", path="/org/strata/Compositor1"),
    "properties-changed": message("PropertiesChanged", "sa{sv}as",
                                  ["org.strata.Window1", [("Geometry", geometry(1, 2, 3, 4)), ("Visible", ("b", 1))],
                                   ["Title"]], interface="org.freedesktop.DBus.Properties", kind=4),
    "nested-variants": message("Values", "vav", [("v", ("v", ("a{sv}", [("k", ("ad", [0.5]))]))),
                                                [("s", "x"), ("(yb)", (255, 0))]], interface="org.strata.Fuzz1"),
    # Not starting with 'l' or 'B': a value description for the writer path.
    "values-dictionary": bytes([1, 14, 0, 1, 2, 9, 3, ord("a"), ord("b"), ord("c"), 4, 8, 5]),
    "values-struct-array": bytes([0, 15, 3, 4, 1, 5, 0, 13, 1, 2, 4, 8, 4, 8]),
}

# --- Byte streams for the peer transport -------------------------------------------

HANDSHAKE = b"\0AUTH EXTERNAL\r\nDATA\r\nNEGOTIATE_UNIX_FD\r\nBEGIN\r\n"


def fuzz_call(member, signature, args):
    return message(member, signature, args, interface="org.strata.Fuzz1", path="/fuzz")


PEER = {
    "echo-and-commit": HANDSHAKE + fuzz_call("Echo", "s", ["hello"])
    + fuzz_call("Commit", "ua(iiii)u", [1, [(0, 0, 64, 48)], 2]) + bytes([128]),
    "ping": HANDSHAKE + message("Ping", "", [], interface="org.freedesktop.DBus.Peer", path="/fuzz") + bytes([7]),
    "introspect": HANDSHAKE + message("Introspect", "", [], interface="org.freedesktop.DBus.Introspectable",
                                      path="/") + bytes([200]),
    "identity": b"\0AUTH EXTERNAL 30\r\nBEGIN\r\n" + fuzz_call("Echo", "s", ["x"]) + bytes([30]),
    "rejected": b"\0AUTH ANONYMOUS\r\nAUTH\r\nCANCEL\r\nERROR\r\nAUTH EXTERNAL\r\nDATA\r\nBEGIN\r\n",
    "begin-early": b"\0BEGIN\r\n" + fuzz_call("Echo", "s", ["x"]),
    "no-credentials-byte": b"AUTH EXTERNAL\r\n",
    "big-endian-header": HANDSHAKE + b"B\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00",
}

# --- FuzzInput encodings (Fuzz/FuzzSupport/FuzzInput.swift) ------------------------


def small_u32(v):  # takeUInt32: selector 7 -> one byte
    return bytes([7, v])


def small_i32(v):  # takeInt32: selector 8 -> Int8
    return bytes([8, v & 0xFF])


U32_LIMIT = bytes([0])       # UInt32.max
I32_MAX_B = bytes([1])       # Int32.max
I32_MIN_B = bytes([0])       # Int32.min
NAN, INF = bytes([0]), bytes([1])

# format choice (0 a8r8g8b8, 1 x8r8g8b8, 2 a8, 3 arbitrary string), offset, width, height,
# stride, standard limits (odd byte), file choice, writable
LAYOUT = {
    "good-argb": bytes([0]) + small_u32(0) + small_u32(4) + small_u32(4) + small_u32(16) + bytes([1, 0, 0]),
    "good-a8-offset": bytes([2]) + small_u32(8) + small_u32(3) + small_u32(2) + small_u32(4) + bytes([1, 0, 1]),
    "stride-too-small": bytes([1]) + small_u32(0) + small_u32(10) + small_u32(1) + small_u32(8) + bytes([1, 0, 0]),
    "huge": bytes([0]) + U32_LIMIT + U32_LIMIT + U32_LIMIT + U32_LIMIT + bytes([1, 0, 0]),
    "unknown-format": bytes([3, 4]) + b"rgb5" + small_u32(0) + small_u32(1) + small_u32(1) + small_u32(4) + bytes([1]),
    "custom-limits": bytes([0]) + small_u32(4) + small_u32(2) + small_u32(2) + small_u32(8) + bytes([0]) +
    small_u32(2) + small_i32(64) + bytes([3, 1, 0]),
}


def geom(x, y, w, h):
    return small_i32(x) + small_i32(y) + small_i32(w) + small_i32(h)


# Steps: window, geometry (4 × Int32), new buffer?, width-1, height-1, damage count,
# damage rects (4 × Int32 each), many rects?, [buffer id], point (2 doubles)
def step(window, g, buffer=None, damage=(), many=False, point=(bytes([9, 20, 0]), bytes([9, 20, 0]))):
    out = bytes([window]) + g
    if buffer is None:
        out += bytes([0])
    else:
        out += bytes([1, buffer[0] - 1, buffer[1] - 1, len(damage)])
        for rect in damage:
            out += rect
        out += bytes([0 if many else 1])
    return out + point[0] + point[1]


DAMAGE = {
    "on-screen": step(0, geom(4, 4, 40, 30), (40, 30), [geom(0, 0, 40, 30)]),
    "two-windows": step(0, geom(0, 0, 30, 30), (30, 30), [geom(0, 0, 30, 30)]) +
    step(1, geom(10, 10, 30, 30), (20, 20), [geom(5, 5, 5, 5)]),
    "many-rects": step(1, geom(-5, -5, 60, 60), (60, 60), [geom(1, 1, 2, 2)], many=True),
    "limits": step(0, I32_MAX_B + I32_MAX_B + small_i32(16) + small_i32(16), (8, 8),
                   [I32_MIN_B + I32_MIN_B + I32_MAX_B + I32_MAX_B]),
    "nan-point": step(1, geom(0, 0, 10, 10), None, point=(NAN, INF)),
}

# Operation sequences: opcode, window index, arguments (see FuzzCompositorRequests.swift);
# input operations end with the injector (0 the backend, 1 and 2 two clients).
# create: opcode, window, owner, "no geometry"?, on-screen?, x+8, y+8, width, height,
# pid, app id and title (empty), standard level?, which, opaque?
CREATE_ON_SCREEN = bytes([0, 0, 0, 0, 1, 12, 12, 40, 30]) + small_u32(1) + bytes([0, 0, 1, 0, 1])
CREATE_OTHER_CLIENT = bytes([0, 0, 1, 0, 1, 28, 18, 40, 30]) + small_u32(2) + bytes([0, 0, 1, 1, 0])
BUFFER = bytes([8, 0, 39, 29, 1, 1])      # a 40×30 a8r8g8b8 buffer, honest description
SHOW = bytes([4, 0])
COMMIT_FULL = bytes([11, 0, 0, 1, 4, 0, 0, 0, 40, 30])  # buffer, not whole, one rect: count-1, x, y, w, h
TICK = bytes([24, 0, 1])
HEADLESS, SWAPCHAIN_2, SWAPCHAIN_3 = bytes([0]), bytes([1]), bytes([2])  # the first byte picks the output
REQUESTS = {
    "show-commit": HEADLESS + CREATE_ON_SCREEN + BUFFER + SHOW + COMMIT_FULL + TICK,
    "two-clients": SWAPCHAIN_2 + CREATE_ON_SCREEN + CREATE_OTHER_CLIENT + BUFFER + bytes([8, 1, 19, 19, 1, 1]) + SHOW + bytes([4, 1]) +
    COMMIT_FULL + bytes([11, 1, 0, 1, 0]) + TICK + bytes([14, 0]) + small_u32(0) + bytes([9, 10, 0, 9, 10, 0, 1]) +
    bytes([16, 0]) + small_u32(0) + bytes([1, 23, 0, 1]),
    "lying-buffer": HEADLESS + CREATE_ON_SCREEN + bytes([8, 0, 9, 9, 1, 0]) + small_u32(2) + U32_LIMIT + U32_LIMIT + small_u32(3) + bytes([1]),
    "odd-files": HEADLESS + CREATE_ON_SCREEN + bytes([9, 0, 2]) + small_u32(0) + small_u32(8) + small_u32(8) + small_u32(32),
    "extreme-commit": SWAPCHAIN_3 + CREATE_ON_SCREEN + BUFFER + SHOW + bytes([11, 0, 0, 1, 2, 1]) + I32_MAX_B + small_i32(0) +
    small_i32(1) + small_i32(1) + TICK,
    # Moves between frames on a swapchain: each buffer must catch up with what it missed.
    "moves-between-frames": SWAPCHAIN_3 + CREATE_ON_SCREEN + BUFFER + SHOW + COMMIT_FULL + TICK +
    b"".join(bytes([2, 0, 1, 8 + 3 * i, 12 + 2 * i, 40, 30]) + TICK for i in range(1, 6)),
    "input-and-destroy": SWAPCHAIN_2 + CREATE_ON_SCREEN + SHOW + bytes([17, 0]) + NAN + INF + bytes([2, 18, 0]) + U32_LIMIT +
    bytes([1, 2, 19, 0]) + small_u32(30) + bytes([1, 2, 20, 0, 21, 0, 0]),
}


# fuzz-rfb-viewer: the first byte is 2 × the read size (0: all at once) + 1 with a password.
RFB_HANDSHAKE = b"RFB 003.008\n" + bytes([1, 1])
RFB_MESSAGES = (bytes([0, 0, 0, 0, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0, 0, 0, 0]) +
                bytes([2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1]) + bytes([3, 1, 0, 0, 0, 0, 0, 100, 0, 100]) +
                bytes([4, 1, 0, 0, 0, 0, 0xFF, 0x0D]) + bytes([5, 1, 0, 10, 0, 20]) +
                bytes([6, 0, 0, 0, 0, 0, 0, 5]) + b"hello" + bytes([255, 0, 0, 1, 0, 0, 0, 0x61, 0, 0, 0, 0x1E]))
RFB = {
    "all-messages": bytes([2 * 3]) + RFB_HANDSHAKE + RFB_MESSAGES,
    "byte-by-byte": bytes([2 * 1]) + RFB_HANDSHAKE + RFB_MESSAGES,
    "skips-password": bytes([1]) + b"RFB 003.008\n" + bytes([1, 1]) + bytes([3, 0, 0, 0, 0, 0, 0, 10, 0, 10]),
    "vencrypt": bytes([2 * 5 + 1]) + b"RFB 003.008\n" + bytes([19, 0, 2, 0, 0, 1, 6]) + bytes([0x16, 3, 1, 0, 4, 1, 2, 3, 4]),
    "garbage": bytes([0]) + RFB_HANDSHAKE + bytes([7, 200, 13, 0, 0]),
    "colour-map": bytes([2 * 7]) + RFB_HANDSHAKE + bytes([0, 0, 0, 0, 8, 8, 0, 0]) + bytes(12),
}


def write(target, seeds):
    directory = os.path.join(ROOT, target)
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    for name, data in seeds.items():
        with open(os.path.join(directory, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    write("fuzz-dbus-values", DBUS)
    write("fuzz-peer-transport", PEER)
    write("fuzz-buffer-layout", LAYOUT)
    write("fuzz-damage-geometry", DAMAGE)
    write("fuzz-compositor-requests", REQUESTS)
    write("fuzz-rfb-viewer", RFB)

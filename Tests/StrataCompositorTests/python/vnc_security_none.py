#!/usr/bin/python3
"""A viewer that skips authentication: completes the RFB 3.8 version exchange, then
picks security type 1 (None) whatever the server offered. Usage: vnc_security_none.py PORT
Prints "offered T,T,..." and then "refused" (the server said no or hung up) or
"in WxH" (it sent the screen's ServerInit: no password was asked)."""
import socket
import struct
import sys

port = int(sys.argv[1])
s = socket.create_connection(("127.0.0.1", port), timeout=10)


def read(n):
    data = b""
    while len(data) < n:
        chunk = s.recv(n - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


try:
    read(12)
    s.sendall(b"RFB 003.008\n")
    count = read(1)[0]
    print("offered " + ",".join(str(t) for t in read(count)), flush=True)
    s.sendall(bytes([1]))
    if struct.unpack(">I", read(4))[0] != 0:
        print("refused")
        sys.exit(0)
    s.sendall(bytes([1]))  # ClientInit, shared
    width, height = struct.unpack(">HH", read(4))
    print(f"in {width}x{height}")
except (EOFError, ConnectionResetError, socket.timeout):
    print("refused")

#!/usr/bin/python3
"""A misbehaving VNC viewer, standard library only. Usage: vnc_bad_viewer.py PORT MODE
  stalled: completes the RFB 3.8 handshake (no security), asks for full-screen updates
           again and again, and never reads a byte of them;
  garbage: completes the handshake, then sends random bytes.
Prints "ready" once the handshake is done, then keeps the socket open until killed."""
import os
import socket
import struct
import sys
import time

port, mode = int(sys.argv[1]), sys.argv[2]
s = socket.create_connection(("127.0.0.1", port))


def read(n):
    data = b""
    while len(data) < n:
        chunk = s.recv(n - len(data))
        if not chunk:
            sys.exit("the server closed the connection")
        data += chunk
    return data


read(12)  # "RFB 003.008\n"
s.sendall(b"RFB 003.008\n")
count = read(1)[0]
types = read(count)
assert 1 in types, types  # None
s.sendall(bytes([1]))
assert struct.unpack(">I", read(4))[0] == 0  # SecurityResult OK
s.sendall(bytes([1]))  # ClientInit, shared
width, height = struct.unpack(">HH", read(4))
read(16)
read(struct.unpack(">I", read(4))[0])  # name
print("ready", flush=True)
if mode == "stalled":
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    request = struct.pack(">BBHHHH", 3, 0, 0, 0, width, height)
    while True:
        try:
            s.sendall(request * 64)
        except OSError:
            break
        time.sleep(0.01)
else:
    s.sendall(os.urandom(4096))
while True:
    time.sleep(1)

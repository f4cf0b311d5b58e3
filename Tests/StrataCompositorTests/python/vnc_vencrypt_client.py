#!/usr/bin/python3
"""A VNC client for VeNCrypt X509Plain (RFB 3.8, security type 19, subtype 262),
standard library only. Usage: vnc_vencrypt_client.py PORT PASSWORD
Prints "ok WIDTHxHEIGHT" when the server lets it in (a whole ServerInit naming
"Strata" arrives), "refused: REASON" when not. neatvnc 0.5.4 sends a failed
SecurityResult as one byte, which reads like success, so the ServerInit decides."""
import socket
import ssl
import struct
import sys

port, password = int(sys.argv[1]), sys.argv[2].encode()
s = socket.create_connection(("127.0.0.1", port), timeout=10)


class Closed(Exception):
    pass


def read(sock, n):
    data = b""
    while len(data) < n:
        try:
            chunk = sock.recv(n - len(data))
        except (ConnectionError, ssl.SSLError) as error:
            raise Closed(str(error))
        if not chunk:
            raise Closed("the server closed the connection")
        data += chunk
    return data


read(s, 12)
s.sendall(b"RFB 003.008\n")
types = read(s, read(s, 1)[0])
if 19 not in types:
    print("refused: the server does not offer VeNCrypt (types %s)" % list(types))
    sys.exit(0)
s.sendall(bytes([19]))
assert read(s, 2) == b"\x00\x02", "VeNCrypt 0.2"
s.sendall(b"\x00\x02")
assert read(s, 1) == b"\x00"
count = read(s, 1)[0]
subtypes = struct.unpack(">%dI" % count, read(s, 4 * count))
assert 262 in subtypes, subtypes  # X509Plain
s.sendall(struct.pack(">I", 262))
assert read(s, 1) == b"\x01"
context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
context.check_hostname = False
context.verify_mode = ssl.CERT_NONE  # a test's self-signed certificate
t = context.wrap_socket(s)
user = b"tester"
t.sendall(struct.pack(">II", len(user), len(password)) + user + password)
try:
    result = struct.unpack(">I", read(t, 4))[0]
    if result != 0:
        print("refused: " + read(t, struct.unpack(">I", read(t, 4))[0]).decode(errors="replace"))
        sys.exit(0)
    t.sendall(b"\x01")
    width, height = struct.unpack(">HH", read(t, 4))
    read(t, 16)
    name = read(t, struct.unpack(">I", read(t, 4))[0])
except Closed as error:
    print("refused: %s" % error)
    sys.exit(0)
if name != b"Strata":
    print("refused: no ServerInit (got %r)" % name[:40])
    sys.exit(0)
print("ok %dx%d" % (width, height))

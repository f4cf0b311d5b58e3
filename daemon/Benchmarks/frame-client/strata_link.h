/* The frame client's side of the Strata protocol, in plain libdbus: one window, its
 * shared buffers, commits with damage, and the signals that come back. Nothing here
 * shares code with the Swift side, so the benchmark measures the protocol as any C
 * client would speak it. */
#ifndef STRATA_LINK_H
#define STRATA_LINK_H

#include <dbus/dbus.h>
#include <stdbool.h>
#include <stdint.h>

/* How the client reaches the daemon: on a private peer-to-peer connection
 * (protocol version 2, what ClientKit does) or through the bus (version 1). */
enum strata_route { STRATA_ROUTE_PRIVATE, STRATA_ROUTE_BUS };

struct strata_rect { int32_t x, y, width, height; };

/* A memfd sealed against shrinking, mapped read-write, registered with the window. */
struct strata_buffer {
    uint32_t id;       /* the daemon's number for it */
    uint32_t *pixels;  /* width * height native-endian 32-bit words */
    int width, height;
    bool busy;         /* committed and not yet released */
    bool painted;      /* has been drawn into before (its padding is in place) */
};

struct strata_link {
    DBusConnection *connection;  /* the one that carries the window's traffic */
    DBusConnection *bus;         /* the bus connection (the same as connection on the bus route) */
    char window_path[128];
    bool combined;               /* the window gets FramePresented (version 5), not FrameDone + BufferReleased */
};

/* Connects to the bus at bus_address and, on the private route, to the daemon's
 * ClientAddress. Returns false with a message on stderr. */
bool strata_link_open(struct strata_link *link, const char *bus_address, enum strata_route route);

/* CreateWindow with geometry, opaque flag and title; the window stays hidden. With
 * combined (honoured only by a version 5 daemon, else link->combined stays false) it
 * asks for "frame-events" "combined": one FramePresented per commit. */
bool strata_link_create_window(struct strata_link *link, struct strata_rect geometry, bool opaque, const char *title,
                               bool combined);

/* The daemon's protocol version (Compositor1.Version), 0 when it cannot be read. */
uint32_t strata_link_version(struct strata_link *link);

/* A width x height buffer in format ("x8r8g8b8" or "a8r8g8b8"), registered with the window. */
bool strata_link_create_buffer(struct strata_link *link, struct strata_buffer *buffer, int width, int height,
                               const char *format);

/* A method of org.strata.Window1 without arguments (Show, Hide, Raise), waiting for its reply. */
bool strata_link_window_call(struct strata_link *link, const char *member);

/* Commit(buffer, damage, serial) with NO_REPLY_EXPECTED, as ClientKit sends it. */
bool strata_link_commit(struct strata_link *link, const struct strata_buffer *buffer,
                        const struct strata_rect *damage, int damage_count, uint32_t serial);

/* Calls org.freedesktop.DBus.Properties.Get on the daemon's root for a string property. */
bool strata_link_root_string(struct strata_link *link, DBusConnection *connection, const char *name,
                             char *out, size_t size);

void strata_link_close(struct strata_link *link);

#endif

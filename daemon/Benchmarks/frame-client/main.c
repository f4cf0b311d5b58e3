/* strata-frame-client: one window on stratad drawing what weston-simple-shm or
 * weston-simple-damage draw (drawing.h), paced by FrameDone, for `make bench-daemon`
 * (scripts/bench-daemon.py) and FrameClientTests.
 *
 * usage: strata-frame-client --bus ADDRESS [--route private|bus] [--kind shm|damage|still]
 *          [--size WxH] [--at X,Y] [--frames N] [--stats FILE] [--seed N]
 *          [--frame-events separate|combined]
 *
 * It commits a frame, waits for its FrameDone, draws the next into a buffer the daemon
 * has released, and so on until --frames frames are done or SIGTERM. "still" commits one
 * frame and then only counts Touch signals. --stats names a file the client keeps
 * four native-endian uint64 counters in, updated every frame, for a benchmark to
 * sample while it runs: frames done, damage pixels committed, Touch signals received,
 * and the time_us of the last FrameDone. On exit it prints one JSON line with the same
 * figures. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "drawing.h"
#include "strata_link.h"

enum kind { KIND_SHM, KIND_DAMAGE, KIND_STILL };

struct stats { uint64_t frames, damage_pixels, touches, last_frame_us; };

struct client {
    struct strata_link link;
    enum kind kind;
    struct strata_buffer buffers[2];
    struct ball ball;
    uint32_t serial;           /* of the commit waiting for FrameDone (0: none) */
    uint64_t frame_time_us;    /* of the last FrameDone */
    bool frame_due;            /* FrameDone came: draw the next frame when a buffer is free */
    uint64_t frame_limit;
    int errors;
    struct stats *stats;
};

static volatile sig_atomic_t stopping = 0;
static void stop(int signal) { (void)signal; stopping = 1; }

static void usage(void) {
    fprintf(stderr, "usage: strata-frame-client --bus ADDRESS [--route private|bus] [--kind shm|damage|still]\n"
                    "         [--size WxH] [--at X,Y] [--frames N] [--stats FILE] [--seed N]\n"
                    "         [--frame-events separate|combined]\n");
    exit(2);
}

static struct strata_buffer *free_buffer(struct client *client) {
    for (int i = 0; i < 2; i++)
        if (!client->buffers[i].busy) return &client->buffers[i];
    return NULL;
}

/* Draws the next frame into a free buffer and commits it with its damage. */
static bool draw_and_commit(struct client *client, bool first) {
    struct strata_buffer *buffer = free_buffer(client);
    if (!buffer) return true;  /* wait for BufferReleased */
    struct strata_rect damage[2];
    int count = 0;
    const struct strata_rect whole = { 0, 0, buffer->width, buffer->height };
    switch (client->kind) {
    case KIND_SHM:
    case KIND_STILL:
        /* Each buffer gets the padding once: what a frame does not damage must be the
         * same in every buffer (the daemon composites only the damage). */
        if (!buffer->painted) paint_padding(buffer);
        if (client->kind == KIND_SHM) paint_rings(buffer, SHM_PADDING, (uint32_t)(client->frame_time_us / 1000));
        damage[count++] = first ? whole
                                : (struct strata_rect){ SHM_PADDING, SHM_PADDING, buffer->width - 2 * SHM_PADDING,
                                                        buffer->height - 2 * SHM_PADDING };
        break;
    case KIND_DAMAGE:
        damage[count++] = first ? whole : ball_square(&client->ball);
        ball_advance(&client->ball, buffer->width, buffer->height, client->frame_time_us);
        paint_ball_scene(buffer, &client->ball);
        if (!first) damage[count++] = ball_square(&client->ball);
        break;
    }
    client->serial = client->serial % 0xFFFFFFF0u + 1;
    buffer->painted = true;
    if (!strata_link_commit(&client->link, buffer, damage, count, client->serial)) return false;
    buffer->busy = true;
    client->frame_due = false;
    for (int i = 0; i < count; i++) client->stats->damage_pixels += (uint64_t)damage[i].width * (uint64_t)damage[i].height;
    return true;
}

static DBusHandlerResult on_message(DBusConnection *connection, DBusMessage *message, void *data) {
    (void)connection;
    struct client *client = data;
    if (dbus_message_get_type(message) != DBUS_MESSAGE_TYPE_SIGNAL
        || !dbus_message_has_interface(message, "org.strata.Window1")
        || !dbus_message_has_path(message, client->link.window_path))
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    DBusError error;
    dbus_error_init(&error);
    const char *member = dbus_message_get_member(message);
    if (strcmp(member, "FrameDone") == 0) {
        uint32_t serial;
        uint64_t time_us;
        if (dbus_message_get_args(message, &error, DBUS_TYPE_UINT32, &serial, DBUS_TYPE_UINT64, &time_us,
                                  DBUS_TYPE_INVALID) && serial == client->serial) {
            client->frame_time_us = time_us;
            client->stats->last_frame_us = time_us;
            client->stats->frames++;
            if (client->frame_limit && client->stats->frames >= client->frame_limit) stopping = 1;
            client->frame_due = client->kind != KIND_STILL && !stopping;
        }
    } else if (strcmp(member, "FramePresented") == 0) {
        /* Version 5: FrameDone and the buffers released, in one signal. */
        DBusMessageIter iter, ids;
        uint32_t serial = 0, id;
        uint64_t time_us = 0;
        if (dbus_message_iter_init(message, &iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_UINT32) {
            dbus_message_iter_get_basic(&iter, &serial);
            if (dbus_message_iter_next(&iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_UINT64) {
                dbus_message_iter_get_basic(&iter, &time_us);
                if (dbus_message_iter_next(&iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_ARRAY) {
                    for (dbus_message_iter_recurse(&iter, &ids); dbus_message_iter_get_arg_type(&ids) == DBUS_TYPE_UINT32;
                         dbus_message_iter_next(&ids)) {
                        dbus_message_iter_get_basic(&ids, &id);
                        for (int i = 0; i < 2; i++)
                            if (client->buffers[i].id == id) client->buffers[i].busy = false;
                    }
                }
            }
        }
        if (serial != 0 && serial == client->serial) {
            client->frame_time_us = time_us;
            client->stats->last_frame_us = time_us;
            client->stats->frames++;
            if (client->frame_limit && client->stats->frames >= client->frame_limit) stopping = 1;
            client->frame_due = client->kind != KIND_STILL && !stopping;
        }
    } else if (strcmp(member, "BufferReleased") == 0) {
        uint32_t id;
        if (dbus_message_get_args(message, &error, DBUS_TYPE_UINT32, &id, DBUS_TYPE_INVALID))
            for (int i = 0; i < 2; i++)
                if (client->buffers[i].id == id) client->buffers[i].busy = false;
    } else if (strcmp(member, "Touch") == 0) {
        client->stats->touches++;
    } else if (strcmp(member, "Error") == 0) {
        const char *name = "", *text = "";
        dbus_message_get_args(message, &error, DBUS_TYPE_STRING, &name, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID);
        fprintf(stderr, "strata-frame-client: Error signal %s: %s\n", name, text);
        client->errors++;
    }
    dbus_error_free(&error);
    return DBUS_HANDLER_RESULT_HANDLED;
}

static struct stats *open_stats(const char *path) {
    static struct stats local;
    if (!path) return &local;
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0 || ftruncate(fd, sizeof(struct stats)) < 0) {
        perror(path);
        exit(1);
    }
    void *map = mmap(NULL, sizeof(struct stats), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (map == MAP_FAILED) {
        perror(path);
        exit(1);
    }
    return map;
}

int main(int argc, char **argv) {
    const char *bus = getenv("STRATA_BUS_ADDRESS"), *stats_path = NULL;
    enum strata_route route = STRATA_ROUTE_PRIVATE;
    struct client client = { .kind = KIND_SHM };
    int width = 0, height = 0, x = 0, y = 0;
    unsigned seed = (unsigned)getpid();
    /* As ClientKit: one FramePresented per frame on the private route when the daemon
     * has it (version 5); the bus route stands for version 1 clients. */
    int combined = -1;
    static const struct option options[] = {
        { "bus", required_argument, NULL, 'b' }, { "route", required_argument, NULL, 'r' },
        { "kind", required_argument, NULL, 'k' }, { "size", required_argument, NULL, 's' },
        { "at", required_argument, NULL, 'a' }, { "frames", required_argument, NULL, 'f' },
        { "stats", required_argument, NULL, 'o' }, { "seed", required_argument, NULL, 'e' },
        { "frame-events", required_argument, NULL, 'v' },
        { NULL, 0, NULL, 0 },
    };
    for (int option; (option = getopt_long(argc, argv, "", options, NULL)) != -1;) {
        switch (option) {
        case 'b': bus = optarg; break;
        case 'r':
            if (strcmp(optarg, "private") == 0) route = STRATA_ROUTE_PRIVATE;
            else if (strcmp(optarg, "bus") == 0) route = STRATA_ROUTE_BUS;
            else usage();
            break;
        case 'k':
            if (strcmp(optarg, "shm") == 0) client.kind = KIND_SHM;
            else if (strcmp(optarg, "damage") == 0) client.kind = KIND_DAMAGE;
            else if (strcmp(optarg, "still") == 0) client.kind = KIND_STILL;
            else usage();
            break;
        case 's': if (sscanf(optarg, "%dx%d", &width, &height) != 2 || width < 64 || height < 64) usage(); break;
        case 'a': if (sscanf(optarg, "%d,%d", &x, &y) != 2) usage(); break;
        case 'f': client.frame_limit = strtoull(optarg, NULL, 10); break;
        case 'o': stats_path = optarg; break;
        case 'e': seed = (unsigned)strtoul(optarg, NULL, 10); break;
        case 'v':
            if (strcmp(optarg, "combined") == 0) combined = true;
            else if (strcmp(optarg, "separate") == 0) combined = false;
            else usage();
            break;
        default: usage();
        }
    }
    if (!bus || optind != argc) usage();
    if (width == 0) {
        width = client.kind == KIND_DAMAGE ? 300 : 250;   /* the Weston clients' defaults */
        height = client.kind == KIND_DAMAGE ? 200 : 250;
    }
    client.stats = open_stats(stats_path);
    signal(SIGTERM, stop);
    signal(SIGINT, stop);

    const bool opaque = client.kind != KIND_DAMAGE;
    const char *format = opaque ? "x8r8g8b8" : "a8r8g8b8";
    if (!strata_link_open(&client.link, bus, route)
        || !strata_link_create_window(&client.link, (struct strata_rect){ x, y, width, height }, opaque,
                                      client.kind == KIND_DAMAGE ? "frame-client damage" : "frame-client shm",
                                      combined < 0 ? route == STRATA_ROUTE_PRIVATE : combined)
        || !strata_link_create_buffer(&client.link, &client.buffers[0], width, height, format)
        || !strata_link_create_buffer(&client.link, &client.buffers[1], width, height, format)
        || !dbus_connection_add_filter(client.link.connection, on_message, &client, NULL)
        || !strata_link_window_call(&client.link, "Show"))
        return 1;
    ball_start(&client.ball, width, height, seed);
    if (!draw_and_commit(&client, true)) return 1;

    while (!stopping && dbus_connection_read_write_dispatch(client.link.connection, 100)) {
        if (client.frame_due && !draw_and_commit(&client, false)) break;
    }
    printf("{\"window\": \"%s\", \"frames\": %llu, \"damage_pixels\": %llu, \"touches\": %llu, \"errors\": %d}\n",
           client.link.window_path, (unsigned long long)client.stats->frames,
           (unsigned long long)client.stats->damage_pixels, (unsigned long long)client.stats->touches, client.errors);
    fflush(stdout);
    strata_link_close(&client.link);
    return client.errors == 0 && (client.frame_limit == 0 || client.stats->frames >= client.frame_limit) ? 0 : 1;
}

/* strata-frame-floor: the least a compositor process pays per frame for a one-client
 * scene of `make bench-daemon`, for the benchmark to print beside stratad's and Weston's
 * CPU per repaint. Two processes, no compositor logic: a "server" that wakes on a 60 Hz
 * timerfd, tells the client the frame is done, wakes again for the client's commit and
 * copies the committed damage from the client's shared buffer into a 1920x1080 screen
 * (memcpy per row: what pixman's SRC blt does), and a client that redraws its damage and
 * commits when told.
 *
 *   --scene one         the one-window scene: a 250x250 window whose inner 210x210 is
 *                       redrawn and damaged every frame (one damage rectangle)
 *   --scene big         the big-client scene: a 1900x1000 window in which a 21x21 square
 *                       moves, damaging its old and its new place every frame (two)
 *
 *   --transport socket  the two messages are raw bytes of the sizes stratad's protocol
 *                       gives them (160 and 156) over a socketpair: the kernel's and
 *                       the memory's share alone.
 *   --transport dbus    the same two messages as D-Bus messages through libdbus on a
 *                       peer-to-peer connection (what stratad's private connections are):
 *                       a `Commit(u a(iiii) u)` method call without reply, read,
 *                       validated and dispatched by libdbus and decoded with its
 *                       iterators, and a `FramePresented(u t au)` signal. What any
 *                       compositor built on libdbus pays before its own code runs.
 *
 * usage: strata-frame-floor [--scene one|big] [--transport socket|dbus] [--frames N]
 * Prints one JSON line: the server's CPU (CLOCK_PROCESS_CPUTIME_ID: user and system)
 * per frame in microseconds, the mean over N frames after a warm-up of 60, and the
 * commits presented meanwhile (one per frame when the client keeps up). */
#define _GNU_SOURCE
#include <dbus/dbus.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define SCREEN_W 1920
#define SCREEN_H 1080
#define SQUARE 21
#define WARMUP 60
#define WINDOW_PATH "/org/strata/Compositor1/window/1"
#define WINDOW_INTERFACE "org.strata.Window1"

/* The scene: the window's size and place on the screen, and whether it is the big one. */
static int win_w = 250, win_h = 250, win_x = 20, win_y = 20;
static bool big;

static uint32_t *buffers;    /* two win_w x win_h buffers, shared with the client */
static uint32_t *screen;
static int frames_wanted = 240;
static int commits;           /* commits presented (for the report: one per frame) */

/* Frame `frame`'s damage in window coordinates; returns how many rectangles (1 or 2). */
static int damage_of(uint32_t frame, int32_t rects[2][4]) {
    if (!big) {
        int32_t whole[4] = {20, 20, 210, 210};
        memcpy(rects[0], whole, sizeof whole);
        return 1;
    }
    for (int i = 0; i < 2; i++) {
        uint32_t f = frame + (uint32_t)i;     /* the square's old place, then its new one */
        rects[i][0] = (int32_t)(100 + (f * 7) % 1700);
        rects[i][1] = (int32_t)(100 + (f * 5) % 800);
        rects[i][2] = SQUARE;
        rects[i][3] = SQUARE;
    }
    return 2;
}

static uint64_t cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

/* Redraws frame `frame`'s damage in `buffer` (the big scene: the old place in the
 * background colour, the square at its new place). */
static void draw(uint32_t buffer, uint32_t frame) {
    uint32_t *pixels = buffers + (size_t)buffer * (size_t)win_w * (size_t)win_h;
    int32_t rects[2][4];
    int count = damage_of(frame, rects);
    for (int i = 0; i < count; i++)
        for (int y = rects[i][1]; y < rects[i][1] + rects[i][3]; y++)
            for (int x = rects[i][0]; x < rects[i][0] + rects[i][2]; x++)
                pixels[y * win_w + x] = big && i == 0 ? 0xff202020u
                    : 0xff000000u | (frame * 2654435761u + (uint32_t)(x * 3 + y * 5));
}

/* What a compositor must do with a commit at the least: copy the damage to the screen. */
static void present_rect(uint32_t buffer, int x, int y, int w, int h) {
    if (buffer > 1 || x < 0 || y < 0 || w <= 0 || h <= 0 || x + w > win_w || y + h > win_h) return;
    const uint32_t *pixels = buffers + (size_t)buffer * (size_t)win_w * (size_t)win_h;
    for (int row = y; row < y + h; row++)
        memcpy(screen + (size_t)(win_y + row) * SCREEN_W + win_x + x, pixels + row * win_w + x, (size_t)w * 4);
}

static void report(const char *transport, uint64_t start, int commits_before, int frames) {
    printf("{\"scene\": \"%s\", \"transport\": \"%s\", \"frames\": %d, \"commits\": %d, \"server_cpu_us_per_frame\": %.1f}\n", big ? "big" : "one", transport,
           frames, commits - commits_before, (double)(cpu_ns() - start) / 1000.0 / frames);
    fflush(stdout);
}

static int make_timer(void) {
    int fd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
    struct itimerspec spec = {{0, 16666667}, {0, 16666667}};
    timerfd_settime(fd, 0, &spec, NULL);
    return fd;
}

/* MARK: raw socket */

static int run_socket(void) {
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) return 1;
    /* A commit is as long as stratad's: 156 bytes with one damage rectangle, 172 with two. */
    const size_t commit_size = big ? 172 : 156;
    pid_t child = fork();
    if (child == 0) {
        close(pair[0]);
        unsigned char message[172] = {0};
        for (uint32_t frame = 0;; frame++) {
            if (recv(pair[1], message, 160, MSG_WAITALL) != 160) _exit(0);
            draw(frame % 2, frame);
            memcpy(message, &frame, 4);
            if (send(pair[1], message, commit_size, MSG_NOSIGNAL) != (ssize_t)commit_size) _exit(0);
        }
    }
    close(pair[1]);
    int timer = make_timer();
    unsigned char message[160] = {0};
    struct pollfd fds[2] = {{timer, POLLIN, 0}, {pair[0], POLLIN, 0}};
    uint64_t start = 0;
    int ticks = 0, commits_before = 0;
    while (ticks < WARMUP + frames_wanted) {
        if (poll(fds, 2, -1) < 0) continue;
        if (fds[0].revents & POLLIN) {
            uint64_t expirations;
            if (read(timer, &expirations, 8) == 8) {
                send(pair[0], message, 160, MSG_NOSIGNAL);
                if (++ticks == WARMUP) { start = cpu_ns(); commits_before = commits; }
            }
        }
        if (fds[1].revents & POLLIN) {
            unsigned char commit[172];
            if (recv(pair[0], commit, commit_size, MSG_WAITALL) != (ssize_t)commit_size) break;
            uint32_t frame;
            memcpy(&frame, commit, 4);
            int32_t rects[2][4];
            int count = damage_of(frame, rects);
            for (int i = 0; i < count; i++) present_rect(frame % 2, rects[i][0], rects[i][1], rects[i][2], rects[i][3]);
            commits++;
        }
    }
    report("socket", start, commits_before, ticks - WARMUP);
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    return 0;
}

/* MARK: libdbus, peer to peer */

#define MAX_WATCHES 8
static DBusWatch *watches[MAX_WATCHES];
static DBusConnection *peer;

static dbus_bool_t add_watch(DBusWatch *watch, void *data) {
    (void)data;
    for (int i = 0; i < MAX_WATCHES; i++)
        if (!watches[i]) { watches[i] = watch; return TRUE; }
    return FALSE;
}

static void remove_watch(DBusWatch *watch, void *data) {
    (void)data;
    for (int i = 0; i < MAX_WATCHES; i++)
        if (watches[i] == watch) watches[i] = NULL;
}

static DBusHandlerResult server_filter(DBusConnection *connection, DBusMessage *message, void *data) {
    (void)connection; (void)data;
    if (!dbus_message_is_method_call(message, WINDOW_INTERFACE, "Commit")
        || strcmp(dbus_message_get_path(message), WINDOW_PATH) != 0
        || !dbus_message_has_signature(message, "ua(iiii)u"))
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    DBusMessageIter args, list, rect;
    uint32_t buffer, serial;
    dbus_message_iter_init(message, &args);
    dbus_message_iter_get_basic(&args, &buffer);
    dbus_message_iter_next(&args);
    dbus_message_iter_recurse(&args, &list);
    while (dbus_message_iter_get_arg_type(&list) == DBUS_TYPE_STRUCT) {
        int32_t r[4];
        dbus_message_iter_recurse(&list, &rect);
        for (int i = 0; i < 4; i++) {
            dbus_message_iter_get_basic(&rect, &r[i]);
            dbus_message_iter_next(&rect);
        }
        present_rect(buffer, r[0], r[1], r[2], r[3]);
        dbus_message_iter_next(&list);
    }
    commits++;
    dbus_message_iter_next(&args);
    dbus_message_iter_get_basic(&args, &serial);
    return DBUS_HANDLER_RESULT_HANDLED;
}

static void new_connection(DBusServer *server, DBusConnection *connection, void *data) {
    (void)server; (void)data;
    if (peer) return;
    peer = dbus_connection_ref(connection);
    dbus_connection_set_watch_functions(peer, add_watch, remove_watch, NULL, NULL, NULL);
    dbus_connection_add_filter(peer, server_filter, NULL, NULL);
}

static uint32_t client_frame;
static DBusHandlerResult client_filter(DBusConnection *connection, DBusMessage *message, void *data) {
    (void)data;
    if (dbus_message_is_signal(message, DBUS_INTERFACE_LOCAL, "Disconnected")) _exit(0);
    if (!dbus_message_is_signal(message, WINDOW_INTERFACE, "FramePresented"))
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    uint32_t buffer = client_frame % 2, serial = client_frame++;
    draw(buffer, serial);
    DBusMessage *commit = dbus_message_new_method_call(NULL, WINDOW_PATH, WINDOW_INTERFACE, "Commit");
    dbus_message_set_no_reply(commit, TRUE);
    DBusMessageIter args, list, rect;
    dbus_message_iter_init_append(commit, &args);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &buffer);
    dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "(iiii)", &list);
    int32_t rects[2][4];
    int count = damage_of(serial, rects);
    for (int r = 0; r < count; r++) {
        dbus_message_iter_open_container(&list, DBUS_TYPE_STRUCT, NULL, &rect);
        for (int i = 0; i < 4; i++) dbus_message_iter_append_basic(&rect, DBUS_TYPE_INT32, &rects[r][i]);
        dbus_message_iter_close_container(&list, &rect);
    }
    dbus_message_iter_close_container(&args, &list);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &serial);
    dbus_connection_send(connection, commit, NULL);
    dbus_message_unref(commit);
    dbus_connection_flush(connection);
    return DBUS_HANDLER_RESULT_HANDLED;
}

static int run_dbus(void) {
    DBusError error;
    dbus_error_init(&error);
    DBusServer *server = dbus_server_listen("unix:tmpdir=/tmp", &error);
    if (!server) {
        fprintf(stderr, "strata-frame-floor: %s\n", error.message);
        return 1;
    }
    char *address = dbus_server_get_address(server);
    pid_t child = fork();
    if (child == 0) {
        DBusConnection *connection = dbus_connection_open_private(address, &error);
        if (!connection) _exit(1);
        dbus_connection_add_filter(connection, client_filter, NULL, NULL);
        while (dbus_connection_read_write_dispatch(connection, -1)) {}
        _exit(0);
    }
    dbus_free(address);
    dbus_server_set_watch_functions(server, add_watch, remove_watch, NULL, NULL, NULL);
    dbus_server_set_new_connection_function(server, new_connection, NULL, NULL);

    int timer = make_timer();
    uint64_t start = 0, time_us = 0;
    int ticks = 0, commits_before = 0;
    uint32_t serial = 0;
    while (ticks < WARMUP + frames_wanted) {
        struct pollfd fds[1 + MAX_WATCHES];
        DBusWatch *polled[1 + MAX_WATCHES];
        int count = 0;
        fds[count++] = (struct pollfd){timer, POLLIN, 0};
        for (int i = 0; i < MAX_WATCHES; i++) {
            if (!watches[i] || !dbus_watch_get_enabled(watches[i])) continue;
            unsigned flags = dbus_watch_get_flags(watches[i]);
            polled[count] = watches[i];
            fds[count++] = (struct pollfd){dbus_watch_get_unix_fd(watches[i]),
                                           (short)((flags & DBUS_WATCH_READABLE ? POLLIN : 0)
                                                   | (flags & DBUS_WATCH_WRITABLE ? POLLOUT : 0)), 0};
        }
        if (poll(fds, (nfds_t)count, -1) < 0) continue;
        for (int i = 1; i < count; i++) {
            unsigned flags = (fds[i].revents & POLLIN ? DBUS_WATCH_READABLE : 0)
                | (fds[i].revents & POLLOUT ? DBUS_WATCH_WRITABLE : 0)
                | (fds[i].revents & POLLHUP ? DBUS_WATCH_HANGUP : 0) | (fds[i].revents & POLLERR ? DBUS_WATCH_ERROR : 0);
            if (flags) dbus_watch_handle(polled[i], flags);
        }
        if (peer)
            while (dbus_connection_dispatch(peer) == DBUS_DISPATCH_DATA_REMAINS) {}
        if (fds[0].revents & POLLIN) {
            uint64_t expirations;
            if (read(timer, &expirations, 8) != 8 || !peer) continue;
            DBusMessage *done = dbus_message_new_signal(WINDOW_PATH, WINDOW_INTERFACE, "FramePresented");
            DBusMessageIter args, released;
            uint32_t buffer = serial % 2;
            serial++;
            time_us += 16667;
            dbus_message_iter_init_append(done, &args);
            dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &serial);
            dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT64, &time_us);
            dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "u", &released);
            dbus_message_iter_append_basic(&released, DBUS_TYPE_UINT32, &buffer);
            dbus_message_iter_close_container(&args, &released);
            dbus_connection_send(peer, done, NULL);
            dbus_message_unref(done);
            dbus_connection_flush(peer);
            if (++ticks == WARMUP) { start = cpu_ns(); commits_before = commits; }
        }
    }
    report("dbus", start, commits_before, ticks - WARMUP);
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
    return 0;
}

int main(int argc, char **argv) {
    const char *transport = "dbus";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--transport") && i + 1 < argc) transport = argv[++i];
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames_wanted = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--scene") && i + 1 < argc && (!strcmp(argv[i + 1], "one") || !strcmp(argv[i + 1], "big")))
            big = !strcmp(argv[++i], "big");
        else {
            fprintf(stderr, "usage: strata-frame-floor [--scene one|big] [--transport socket|dbus] [--frames N]\n");
            return 2;
        }
    }
    if (frames_wanted <= 0) frames_wanted = 240;
    if (big) { win_w = 1900; win_h = 1000; win_x = 10; win_y = 40; }
    buffers = mmap(NULL, 2 * (size_t)win_w * (size_t)win_h * 4, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    screen = calloc((size_t)SCREEN_W * SCREEN_H, 4);
    if (buffers == MAP_FAILED || !screen) return 1;
    if (!strcmp(transport, "socket")) return run_socket();
    if (!strcmp(transport, "dbus")) return run_dbus();
    fprintf(stderr, "strata-frame-floor: unknown transport %s\n", transport);
    return 2;
}

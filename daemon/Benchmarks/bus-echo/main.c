/* strata-bus-echo: the baseline for stratad's cost per injected touch in
 * `make bench-daemon`: a plain C libdbus process doing what stratad does for one
 * injected touch — take the call, send a Touch signal to the window's owner, reply —
 * and the two other ends, the injector (used against stratad too) and the owner.
 *
 * usage: strata-bus-echo serve  --bus ADDRESS --name NAME --listener NAME
 *          answers every method call with an empty reply after sending
 *          org.strata.Window1.Touch (u slot, u phase, d x, d y, t time_us) to --listener
 *        strata-bus-echo listen --bus ADDRESS --name NAME
 *          counts Touch signals; prints the count on SIGTERM
 *        strata-bus-echo inject --bus ADDRESS --dest NAME --count N [--x X --y Y]
 *          N calls of org.strata.Input1.NotifyTouchDown(0, x, y) and NotifyTouchUp(0),
 *          alternately, on /org/strata/Compositor1, each waiting for its reply; prints
 *          the calls made and the seconds they took as JSON */
#define _POSIX_C_SOURCE 200809L
#include <dbus/dbus.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static volatile sig_atomic_t stopping = 0;
static void stop(int signal) { (void)signal; stopping = 1; }

static const char *argument(int argc, char **argv, const char *name, const char *fallback) {
    for (int i = 2; i + 1 < argc; i++)
        if (strcmp(argv[i], name) == 0) return argv[i + 1];
    if (!fallback) {
        fprintf(stderr, "strata-bus-echo %s: %s is required\n", argv[1], name);
        exit(2);
    }
    return fallback;
}

static DBusConnection *connect_bus(const char *address, const char *name) {
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *connection = dbus_connection_open_private(address, &error);
    if (!connection || !dbus_bus_register(connection, &error)
        || (name && dbus_bus_request_name(connection, name, DBUS_NAME_FLAG_DO_NOT_QUEUE, &error)
                        != DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER)) {
        fprintf(stderr, "strata-bus-echo: %s: %s\n", address, error.message ? error.message : "name taken");
        exit(1);
    }
    dbus_connection_set_exit_on_disconnect(connection, FALSE);
    return connection;
}

static uint64_t monotonic_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000u + (uint64_t)t.tv_nsec / 1000u;
}

struct echo { const char *listener; unsigned long count; };

static DBusHandlerResult on_call(DBusConnection *connection, DBusMessage *message, void *data) {
    struct echo *echo = data;
    if (dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL) {
        if (dbus_message_is_signal(message, "org.strata.Window1", "Touch")) echo->count++;
        return DBUS_HANDLER_RESULT_HANDLED;
    }
    if (dbus_message_get_type(message) != DBUS_MESSAGE_TYPE_METHOD_CALL) return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    if (echo->listener) {
        DBusMessage *touch = dbus_message_new_signal("/org/strata/Compositor1/window/1", "org.strata.Window1", "Touch");
        dbus_message_set_destination(touch, echo->listener);
        uint32_t slot = 0, phase = dbus_message_is_method_call(message, "org.strata.Input1", "NotifyTouchUp") ? 2 : 0;
        double x = 100, y = 100;
        uint64_t now = monotonic_us();
        dbus_message_append_args(touch, DBUS_TYPE_UINT32, &slot, DBUS_TYPE_UINT32, &phase, DBUS_TYPE_DOUBLE, &x,
                                 DBUS_TYPE_DOUBLE, &y, DBUS_TYPE_UINT64, &now, DBUS_TYPE_INVALID);
        dbus_connection_send(connection, touch, NULL);
        dbus_message_unref(touch);
    }
    DBusMessage *reply = dbus_message_new_method_return(message);
    dbus_connection_send(connection, reply, NULL);
    dbus_message_unref(reply);
    echo->count++;
    return DBUS_HANDLER_RESULT_HANDLED;
}

static int serve(DBusConnection *connection, const char *listener) {
    struct echo echo = { listener, 0 };
    dbus_connection_add_filter(connection, on_call, &echo, NULL);
    while (!stopping && dbus_connection_read_write_dispatch(connection, 100)) {}
    printf("{\"handled\": %lu}\n", echo.count);
    return 0;
}

static DBusMessage *touch_call(const char *destination, bool down, double x, double y) {
    DBusMessage *call = dbus_message_new_method_call(destination, "/org/strata/Compositor1", "org.strata.Input1",
                                                     down ? "NotifyTouchDown" : "NotifyTouchUp");
    uint32_t slot = 0;
    if (down)
        dbus_message_append_args(call, DBUS_TYPE_UINT32, &slot, DBUS_TYPE_DOUBLE, &x, DBUS_TYPE_DOUBLE, &y,
                                 DBUS_TYPE_INVALID);
    else
        dbus_message_append_args(call, DBUS_TYPE_UINT32, &slot, DBUS_TYPE_INVALID);
    return call;
}

static int inject(DBusConnection *connection, const char *destination, long count, double x, double y) {
    const uint64_t start = monotonic_us();
    long done = 0;
    for (; done < count && !stopping; done++) {
        DBusError error;
        dbus_error_init(&error);
        DBusMessage *call = touch_call(destination, done % 2 == 0, x, y);
        DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, call, 10000, &error);
        dbus_message_unref(call);
        if (!reply) {
            fprintf(stderr, "strata-bus-echo inject: call %ld: %s: %s\n", done, error.name, error.message);
            dbus_error_free(&error);
            return 1;
        }
        dbus_message_unref(reply);
    }
    printf("{\"calls\": %ld, \"seconds\": %.6f}\n", done, (double)(monotonic_us() - start) / 1e6);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: strata-bus-echo serve|listen|inject --bus ADDRESS ...\n");
        return 2;
    }
    signal(SIGTERM, stop);
    signal(SIGINT, stop);
    const char *mode = argv[1], *bus = argument(argc, argv, "--bus", NULL);
    if (strcmp(mode, "serve") == 0)
        return serve(connect_bus(bus, argument(argc, argv, "--name", NULL)), argument(argc, argv, "--listener", NULL));
    if (strcmp(mode, "listen") == 0) return serve(connect_bus(bus, argument(argc, argv, "--name", NULL)), NULL);
    if (strcmp(mode, "inject") == 0)
        return inject(connect_bus(bus, NULL), argument(argc, argv, "--dest", NULL),
                      strtol(argument(argc, argv, "--count", "1000"), NULL, 10),
                      strtod(argument(argc, argv, "--x", "100"), NULL), strtod(argument(argc, argv, "--y", "100"), NULL));
    fprintf(stderr, "strata-bus-echo: unknown mode %s\n", mode);
    return 2;
}

#define _GNU_SOURCE
#include "strata_link.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define BUS_NAME "org.strata.Compositor1"
#define ROOT_PATH "/org/strata/Compositor1"
#define WINDOW_INTERFACE "org.strata.Window1"
#define CALL_TIMEOUT_MS 10000

static const char *destination(const struct strata_link *link) {
    /* A peer-to-peer connection has no bus names: messages carry no destination. */
    return link->connection == link->bus ? BUS_NAME : NULL;
}

/* Sends call and waits for its reply; NULL (and a message on stderr) on an error. */
static DBusMessage *round_trip(DBusConnection *connection, DBusMessage *call, const char *what) {
    DBusError error;
    dbus_error_init(&error);
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, call, CALL_TIMEOUT_MS, &error);
    dbus_message_unref(call);
    if (!reply) {
        fprintf(stderr, "strata-frame-client: %s: %s: %s\n", what, error.name, error.message);
        dbus_error_free(&error);
    }
    return reply;
}

bool strata_link_root_string(struct strata_link *link, DBusConnection *connection, const char *name,
                             char *out, size_t size) {
    DBusMessage *call = dbus_message_new_method_call(connection == link->bus ? BUS_NAME : NULL, ROOT_PATH,
                                                     DBUS_INTERFACE_PROPERTIES, "Get");
    const char *interface = "org.strata.Compositor1";
    dbus_message_append_args(call, DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID);
    DBusMessage *reply = round_trip(connection, call, name);
    if (!reply) return false;
    DBusMessageIter iter, variant;
    bool ok = false;
    if (dbus_message_iter_init(reply, &iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_VARIANT) {
        dbus_message_iter_recurse(&iter, &variant);
        if (dbus_message_iter_get_arg_type(&variant) == DBUS_TYPE_STRING) {
            const char *value;
            dbus_message_iter_get_basic(&variant, &value);
            ok = snprintf(out, size, "%s", value) < (int)size;
        }
    }
    dbus_message_unref(reply);
    if (!ok) fprintf(stderr, "strata-frame-client: property %s is not a string that fits\n", name);
    return ok;
}

uint32_t strata_link_version(struct strata_link *link) {
    DBusMessage *call = dbus_message_new_method_call(destination(link), ROOT_PATH, DBUS_INTERFACE_PROPERTIES, "Get");
    const char *interface = "org.strata.Compositor1", *name = "Version";
    dbus_message_append_args(call, DBUS_TYPE_STRING, &interface, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID);
    DBusMessage *reply = round_trip(link->connection, call, "Version");
    if (!reply) return 0;
    DBusMessageIter iter, variant;
    uint32_t version = 0;
    if (dbus_message_iter_init(reply, &iter) && dbus_message_iter_get_arg_type(&iter) == DBUS_TYPE_VARIANT) {
        dbus_message_iter_recurse(&iter, &variant);
        if (dbus_message_iter_get_arg_type(&variant) == DBUS_TYPE_UINT32) dbus_message_iter_get_basic(&variant, &version);
    }
    dbus_message_unref(reply);
    return version;
}

bool strata_link_open(struct strata_link *link, const char *bus_address, enum strata_route route) {
    memset(link, 0, sizeof *link);
    DBusError error;
    dbus_error_init(&error);
    link->bus = dbus_connection_open_private(bus_address, &error);
    if (!link->bus || !dbus_bus_register(link->bus, &error)) {
        fprintf(stderr, "strata-frame-client: cannot connect to the bus %s: %s\n", bus_address, error.message);
        dbus_error_free(&error);
        return false;
    }
    dbus_connection_set_exit_on_disconnect(link->bus, FALSE);
    link->connection = link->bus;
    if (route == STRATA_ROUTE_BUS) return true;

    char address[512];
    if (!strata_link_root_string(link, link->bus, "ClientAddress", address, sizeof address)) return false;
    link->connection = dbus_connection_open_private(address, &error);
    if (!link->connection) {
        fprintf(stderr, "strata-frame-client: cannot open the private connection %s: %s\n", address, error.message);
        dbus_error_free(&error);
        return false;
    }
    dbus_connection_set_exit_on_disconnect(link->connection, FALSE);
    return true;
}

static void append_entry(DBusMessageIter *dict, const char *key, int type, const char *signature, const void *value) {
    DBusMessageIter entry, variant;
    dbus_message_iter_open_container(dict, DBUS_TYPE_DICT_ENTRY, NULL, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, signature, &variant);
    dbus_message_iter_append_basic(&variant, type, value);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(dict, &entry);
}

static void append_rect(DBusMessageIter *container, struct strata_rect rect) {
    DBusMessageIter fields;
    dbus_message_iter_open_container(container, DBUS_TYPE_STRUCT, NULL, &fields);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_INT32, &rect.x);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_INT32, &rect.y);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_INT32, &rect.width);
    dbus_message_iter_append_basic(&fields, DBUS_TYPE_INT32, &rect.height);
    dbus_message_iter_close_container(container, &fields);
}

bool strata_link_create_window(struct strata_link *link, struct strata_rect geometry, bool opaque, const char *title,
                               bool combined) {
    link->combined = combined && strata_link_version(link) >= 5;
    DBusMessage *call = dbus_message_new_method_call(destination(link), ROOT_PATH, "org.strata.Compositor1",
                                                     "CreateWindow");
    DBusMessageIter args, dict, entry, variant;
    dbus_message_iter_init_append(call, &args);
    dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "{sv}", &dict);
    append_entry(&dict, "title", DBUS_TYPE_STRING, "s", &title);
    const char *app = "org.strata.bench.frame-client";
    append_entry(&dict, "app-id", DBUS_TYPE_STRING, "s", &app);
    dbus_bool_t flag = opaque;
    append_entry(&dict, "opaque", DBUS_TYPE_BOOLEAN, "b", &flag);
    if (link->combined) {
        const char *events = "combined";
        append_entry(&dict, "frame-events", DBUS_TYPE_STRING, "s", &events);
    }
    const char *key = "geometry";
    dbus_message_iter_open_container(&dict, DBUS_TYPE_DICT_ENTRY, NULL, &entry);
    dbus_message_iter_append_basic(&entry, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&entry, DBUS_TYPE_VARIANT, "(iiii)", &variant);
    append_rect(&variant, geometry);
    dbus_message_iter_close_container(&entry, &variant);
    dbus_message_iter_close_container(&dict, &entry);
    dbus_message_iter_close_container(&args, &dict);

    DBusMessage *reply = round_trip(link->connection, call, "CreateWindow");
    if (!reply) return false;
    const char *path = NULL;
    DBusError error;
    dbus_error_init(&error);
    bool ok = dbus_message_get_args(reply, &error, DBUS_TYPE_OBJECT_PATH, &path, DBUS_TYPE_INVALID)
              && snprintf(link->window_path, sizeof link->window_path, "%s", path) < (int)sizeof link->window_path;
    if (!ok) fprintf(stderr, "strata-frame-client: CreateWindow replied without a usable path\n");
    dbus_error_free(&error);
    dbus_message_unref(reply);
    return ok;
}

bool strata_link_create_buffer(struct strata_link *link, struct strata_buffer *buffer, int width, int height,
                               const char *format) {
    size_t size = (size_t)width * (size_t)height * 4;
    int fd = memfd_create("strata-frame-client", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0 || ftruncate(fd, (off_t)size) < 0 || fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK) < 0) {
        perror("strata-frame-client: memfd");
        if (fd >= 0) close(fd);
        return false;
    }
    void *pixels = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (pixels == MAP_FAILED) {
        perror("strata-frame-client: mmap");
        close(fd);
        return false;
    }
    DBusMessage *call = dbus_message_new_method_call(destination(link), link->window_path, WINDOW_INTERFACE,
                                                     "CreateBuffer");
    uint32_t offset = 0, w = (uint32_t)width, h = (uint32_t)height, stride = (uint32_t)width * 4;
    dbus_message_append_args(call, DBUS_TYPE_UNIX_FD, &fd, DBUS_TYPE_UINT32, &offset, DBUS_TYPE_UINT32, &w,
                             DBUS_TYPE_UINT32, &h, DBUS_TYPE_UINT32, &stride, DBUS_TYPE_STRING, &format,
                             DBUS_TYPE_INVALID);
    close(fd);  /* the message holds its own duplicate */
    DBusMessage *reply = round_trip(link->connection, call, "CreateBuffer");
    if (!reply) {
        munmap(pixels, size);
        return false;
    }
    DBusError error;
    dbus_error_init(&error);
    bool ok = dbus_message_get_args(reply, &error, DBUS_TYPE_UINT32, &buffer->id, DBUS_TYPE_INVALID);
    dbus_error_free(&error);
    dbus_message_unref(reply);
    if (!ok) {
        munmap(pixels, size);
        return false;
    }
    buffer->pixels = pixels;
    buffer->width = width;
    buffer->height = height;
    buffer->busy = false;
    buffer->painted = false;
    return true;
}

bool strata_link_window_call(struct strata_link *link, const char *member) {
    DBusMessage *call = dbus_message_new_method_call(destination(link), link->window_path, WINDOW_INTERFACE, member);
    DBusMessage *reply = round_trip(link->connection, call, member);
    if (reply) dbus_message_unref(reply);
    return reply != NULL;
}

bool strata_link_commit(struct strata_link *link, const struct strata_buffer *buffer,
                        const struct strata_rect *damage, int damage_count, uint32_t serial) {
    DBusMessage *call = dbus_message_new_method_call(destination(link), link->window_path, WINDOW_INTERFACE, "Commit");
    dbus_message_set_no_reply(call, TRUE);
    DBusMessageIter args, list;
    dbus_message_iter_init_append(call, &args);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &buffer->id);
    dbus_message_iter_open_container(&args, DBUS_TYPE_ARRAY, "(iiii)", &list);
    for (int i = 0; i < damage_count; i++) append_rect(&list, damage[i]);
    dbus_message_iter_close_container(&args, &list);
    dbus_message_iter_append_basic(&args, DBUS_TYPE_UINT32, &serial);
    bool sent = dbus_connection_send(link->connection, call, NULL);
    dbus_message_unref(call);
    return sent;
}

void strata_link_close(struct strata_link *link) {
    if (link->connection && link->connection != link->bus) {
        dbus_connection_close(link->connection);
        dbus_connection_unref(link->connection);
    }
    if (link->bus) {
        dbus_connection_close(link->bus);
        dbus_connection_unref(link->bus);
    }
    memset(link, 0, sizeof *link);
}

#ifndef STRATA_CDBUS_SHIM_H
#define STRATA_CDBUS_SHIM_H
#include <dbus/dbus.h>
#endif

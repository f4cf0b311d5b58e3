#!/usr/bin/python3
"""An independent D-Bus client (dbus-python) for the StrataDBus export tests.

Usage: client.py ADDRESS BUS_NAME
Calls the test object, reads and writes properties, then asks the service to
trigger changes and reports the PropertiesChanged and InterfacesAdded signals it
sees. Prints one JSON object per line; exits 0 when everything was seen.
"""
import json
import sys

import dbus
import dbus.mainloop.glib
from gi.repository import GLib

address, bus_name = sys.argv[1], sys.argv[2]
dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
bus = dbus.bus.BusConnection(address)
obj = bus.get_object(bus_name, "/org/strata/Test1")
test = dbus.Interface(obj, "org.strata.Test1")
props = dbus.Interface(obj, "org.freedesktop.DBus.Properties")


def say(**kw):
    print(json.dumps(kw), flush=True)


say(add=int(test.Add(dbus.Int32(20), dbus.Int32(22))))
say(echo=str(test.Echo(dbus.String("hi", variant_level=1))))
try:
    test.Add("a", "b", signature="ss")
    say(invalid_args="no error")
except dbus.DBusException as e:
    say(invalid_args=e.get_dbus_name())
say(count=int(props.Get("org.strata.Test1", "Count")))
props.Set("org.strata.Test1", "Name", dbus.String("from python"))
say(name=str(props.Get("org.strata.Test1", "Name")))
say(all=sorted(str(k) for k in props.GetAll("org.strata.Test1").keys()))
manager = dbus.Interface(bus.get_object(bus_name, "/org/strata"), "org.freedesktop.DBus.ObjectManager")
say(managed=sorted(str(p) for p in manager.GetManagedObjects().keys()))

seen = {}
loop = GLib.MainLoop()


def on_changed(interface, changed, invalidated):
    seen["changed"] = {str(k): int(v) if isinstance(v, dbus.UInt32) else str(v) for k, v in changed.items()}
    maybe_done()


def on_added(path, interfaces):
    seen["added"] = [str(path), sorted(str(i) for i in interfaces.keys())]
    maybe_done()


def maybe_done():
    if "changed" in seen and "added" in seen:
        loop.quit()


bus.add_signal_receiver(on_changed, "PropertiesChanged", "org.freedesktop.DBus.Properties",
                        path="/org/strata/Test1")
bus.add_signal_receiver(on_added, "InterfacesAdded", "org.freedesktop.DBus.ObjectManager")
test.Trigger()
GLib.timeout_add_seconds(10, loop.quit)
loop.run()
say(**seen)
sys.exit(0 if len(seen) == 2 else 1)

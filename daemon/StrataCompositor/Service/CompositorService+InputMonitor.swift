import StrataDBus
import StrataProtocol

/// Input monitors (protocol version 3): `Input1.MonitorInput` registers the caller
/// (privileged), which then receives an `InputEvent` signal, unicast to it alone, for
/// every input event the daemon routes — what `strata watch --input` prints, like
/// `libinput debug-events`. Nobody else sees them (a bus monitor would, but needs the
/// bus's own privileges). It costs nothing while nobody monitors: the router's
/// `monitor` is nil. A monitor stops with `StopMonitoringInput` or when it goes.
extension CompositorService {
    func addMonitorMethods(to interface: DBusInterface) {
        interface.onMethod("MonitorInput") { [unowned self] call in
            guard let name = callerName(call) else { throw DBusError.accessDenied("the caller has no name on the bus") }
            privileged(call) {
                if self.inputMonitors.insert(name).inserted {
                    self.logger.info("\(name) monitors input")
                    self.updateInputMonitor()
                }
            }
        }
        interface.onMethod("StopMonitoringInput") { [unowned self] call in
            if let name = callerName(call) { stopMonitoringInput(name) }
        }
    }

    func stopMonitoringInput(_ name: String) {
        guard inputMonitors.remove(name) != nil else { return }
        logger.info("\(name) stopped monitoring input")
        updateInputMonitor()
    }

    private func updateInputMonitor() {
        compositor.input.monitor = inputMonitors.isEmpty ? nil : { [unowned self] record in self.sendToMonitors(record) }
    }

    private func sendToMonitors(_ record: InputRecord) {
        var details: [String: DBusVariant] = ["source": DBusVariant(.string(record.source))]
        if let slot = record.slot { details["slot"] = DBusVariant(.uint32(slot)) }
        if let x = record.x { details["x"] = DBusVariant(.double(x)) }
        if let y = record.y { details["y"] = DBusVariant(.double(y)) }
        if let code = record.code { details["code"] = DBusVariant(.uint32(code)) }
        if let pressed = record.pressed { details["pressed"] = DBusVariant(.boolean(pressed)) }
        if let window = record.window {
            details["window"] = DBusVariant(.objectPath(window.path))
            details["app-id"] = DBusVariant(.string(window.appID))
        }
        for name in inputMonitors {
            sendSignal(to: name, "InputEvent") { destination in
                let message = DBusMessage.signal(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.input, member: "InputEvent")
                message.destination = destination
                try message.append(record.time, record.kind.rawValue, details)
                return message
            }
        }
    }
}

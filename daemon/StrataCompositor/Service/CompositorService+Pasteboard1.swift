import StrataDBus
import StrataProtocol

extension CompositorService {
    /// `org.strata.Pasteboard1` on the root object (protocol version 6): the shared
    /// pasteboard. Apps use it on their private connections; on the bus only privileged
    /// callers (operators' tools) may read or set it, since it may hold what a person
    /// copied from a password field.
    func makePasteboardInterface() -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.pasteboard))
        interface.property("ChangeCount", get: { [unowned self] in self.compositor.pasteboard.changeCount })
        interface.property("Types", get: { [unowned self] in self.compositor.pasteboard.types })

        interface.onMethod("SetItems") { [unowned self] call in
            let items = try call.decode([[String: [UInt8]]].self)
            self.pasteboardCall(call) {
                let count = try self.compositor.setPasteboardItems(items)
                self.logger.debug("\(self.callerName(call) ?? "?") set the pasteboard: \(items.count) items, change \(count)")
                call.reply(count)
            }
        }
        interface.onMethod("GetItems") { [unowned self] call in
            let types = try call.decode([String].self)
            self.pasteboardCall(call) {
                let pasteboard = self.compositor.pasteboard
                call.reply(pasteboard.changeCount, pasteboard.items(ofTypes: types))
            }
        }
        return interface
    }

    /// Runs a pasteboard call: at once on a private connection, after the privilege
    /// check on the bus.
    private func pasteboardCall(_ call: DBusMethodInvocation, _ body: @escaping () throws -> Void) {
        if call.connection === connection {
            privileged(call, body)
        } else {
            run(call, body)
        }
    }

    /// Everyone who may care hears that the pasteboard changed: each private connection
    /// and the bus (`PropertiesChanged` of `ChangeCount` and `Types`: names, not contents).
    package func pasteboardChanged() {
        let names = ["ChangeCount", "Types"]
        try? connection.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.pasteboard,
                                              changed: names)
        for peer in peers.values {
            try? peer.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.pasteboard,
                                            changed: names)
        }
    }
}

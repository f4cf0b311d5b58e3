import StrataDBus
import StrataProtocol
import StrataShm
import StrataSystem

extension CompositorService {
    /// `org.strata.Window1` for one window. Mutations are the owner's alone
    /// (`NotOwner`); `Raise`, `MakeKey` and `Close` are also open to privileged callers.
    func makeWindowInterface(_ window: CompositorWindow) -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.window))
        interface.property("Owner", get: { window.owner })
        interface.property("ProcessID", get: { window.processID })
        interface.property("AppId", get: { window.appID })
        interface.property("Title", get: { window.title })
        interface.property("Geometry", get: { window.geometry })
        interface.property("Level", get: { window.level })
        interface.property("Visible", get: { window.isVisible })
        interface.property("IsKey", get: { [unowned self] in self.compositor.stack.keyWindow === window })
        interface.property("Opaque", get: { window.isOpaque })

        interface.property("Responding", get: { [unowned self] in self.compositor.clients[window.owner]?.isResponding ?? true })

        /// The owner, or a privileged caller.
        func ownerOrPrivileged(_ call: DBusMethodInvocation, _ body: @escaping () -> Void) {
            if isOwner(call, of: window) { body() } else { privileged(call, body) }
        }
        /// A method for the owner alone: the owner check, then `body`.
        func ownerMethod(_ name: String, _ body: @escaping (DBusMethodInvocation) throws -> Void) {
            interface.onMethod(name) { [unowned self] call in
                try requireOwner(call, of: window)
                try body(call)
            }
        }

        ownerMethod("SetTitle") { [unowned self] call in try compositor.setTitle(window, try call.decode(String.self)) }
        ownerMethod("SetGeometry") { [unowned self] call in
            let (x, y, width, height) = try call.decode(Int32.self, Int32.self, Int32.self, Int32.self)
            try compositor.setGeometry(window, WindowGeometry(x: x, y: y, width: width, height: height))
        }
        ownerMethod("SetLevel") { [unowned self] call in compositor.setLevel(window, try call.decode(Int32.self)) }
        ownerMethod("Show") { [unowned self] _ in compositor.show(window) }
        ownerMethod("Hide") { [unowned self] _ in compositor.hide(window) }
        interface.onMethod("Raise") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.raise(window) }
        }
        interface.onMethod("MakeKey") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.makeKey(window) }
        }
        interface.onMethod("Close") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.requestClose(window) }
        }
        interface.onMethod("GetStatistics") { call in
            ownerOrPrivileged(call) { call.reply(window.statistics.dbusFields) }
        }
        ownerMethod("Destroy") { [unowned self] call in
            logger.info("\(window.owner) destroyed window \(window.id)")
            // Reply first: destroying unexports this object.
            call.reply()
            compositor.destroy(window)
            updateLivenessCheck()
        }

        ownerMethod("CreateBuffer") { [unowned self] call in
            let (fd, offset, width, height, stride, format) = try call.decode(
                OwnedFileDescriptor.self, UInt32.self, UInt32.self, UInt32.self, UInt32.self, String.self)
            let description = BufferDescription(offset: offset, width: width, height: height, stride: stride, format: format)
            call.reply(try compositor.createBuffer(window, fd: fd, description: description))
        }
        ownerMethod("DestroyBuffer") { [unowned self] call in
            try compositor.destroyBuffer(window, try call.decode(UInt32.self))
        }
        ownerMethod("Commit") { [unowned self] call in
            var buffer: UInt32 = 0, serial: UInt32 = 0
            // Buffer, damage, serial: the registry compared the call's signature with
            // Commit's declared one ("ua(iiii)u") before this handler ran.
            try call.readArguments { (reader: inout DBusReader) throws(DBusError) in
                buffer = try reader.read(UInt32.self)
                try commitDamage.read(from: &reader)
                serial = try reader.read(UInt32.self)
            }
            compositor.commit(window, buffer: buffer, damage: commitDamage, serial: serial)
        }
        return interface
    }
}

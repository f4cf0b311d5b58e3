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

        func owner(_ call: DBusMethodInvocation) throws {
            guard call.sender == window.owner || !connection.isBusConnection else {
                throw DBusError(name: StrataError.notOwner, message: "window \(window.id) belongs to \(window.owner)")
            }
        }
        /// The owner, or a privileged caller.
        func ownerOrPrivileged(_ call: DBusMethodInvocation, _ body: @escaping () -> Void) {
            if call.sender == window.owner || !connection.isBusConnection {
                body()
            } else {
                privileged(call, body)
            }
        }

        interface.onMethod("SetTitle") { [unowned self] call in
            try owner(call)
            compositor.setTitle(window, try call.decode(String.self))
        }
        interface.onMethod("SetGeometry") { [unowned self] call in
            try owner(call)
            let (x, y, width, height) = try call.decode(Int32.self, Int32.self, Int32.self, Int32.self)
            do throws(CompositorError) {
                try compositor.setGeometry(window, WindowGeometry(x: x, y: y, width: width, height: height))
            } catch {
                throw Self.protocolError(error)
            }
        }
        interface.onMethod("SetLevel") { [unowned self] call in
            try owner(call)
            compositor.setLevel(window, try call.decode(Int32.self))
        }
        interface.onMethod("Show") { [unowned self] call in
            try owner(call)
            compositor.show(window)
        }
        interface.onMethod("Hide") { [unowned self] call in
            try owner(call)
            compositor.hide(window)
        }
        interface.onMethod("Raise") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.raise(window) }
        }
        interface.onMethod("MakeKey") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.makeKey(window) }
        }
        interface.onMethod("Close") { [unowned self] call in
            ownerOrPrivileged(call) { self.compositor.requestClose(window) }
        }
        interface.onMethod("Destroy") { [unowned self] call in
            try owner(call)
            logger.info("\(window.owner) destroyed window \(window.id)")
            // Reply first: destroying unexports this object.
            call.reply()
            compositor.destroy(window)
        }

        interface.onMethod("CreateBuffer") { [unowned self] call in
            try owner(call)
            let (fd, offset, width, height, stride, format) = try call.decode(
                OwnedFileDescriptor.self, UInt32.self, UInt32.self, UInt32.self, UInt32.self, String.self)
            let description = BufferDescription(offset: offset, width: width, height: height, stride: stride, format: format)
            do throws(CompositorError) {
                call.reply(try compositor.createBuffer(window, fd: fd, description: description))
            } catch {
                throw Self.protocolError(error)
            }
        }
        interface.onMethod("DestroyBuffer") { [unowned self] call in
            try owner(call)
            let id = try call.decode(UInt32.self)
            do throws(CompositorError) { try compositor.destroyBuffer(window, id) } catch {
                throw Self.protocolError(error)
            }
        }
        interface.onMethod("Commit") { [unowned self] call in
            let (buffer, damage, serial) = try call.decode(UInt32.self, [WindowGeometry].self, UInt32.self)
            guard call.sender == window.owner || !connection.isBusConnection else {
                let error = DBusError(name: StrataError.notOwner, message: "window \(window.id) belongs to \(window.owner)")
                throw error
            }
            compositor.commit(window, buffer: buffer, damage: damage, serial: serial)
        }
        return interface
    }
}

import StrataDBus
import StrataProtocol

/// `org.strata.App1` on each window object on the bus: every call is relayed to the
/// window's owner, which serves the interface on its private connection (ClientKit
/// apps do), with the option "window" set to this window for GetTree and Find. The
/// relay is privileged, like Input1: a tree shows what the app shows. Apps stay off the
/// bus; the daemon is the one way in.
extension CompositorService {
    func makeAppRelayInterface(_ window: CompositorWindow) -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.app))
        for member in ["GetTree", "Find", "Activate", "SetValue"] {
            interface.onMethod(member) { [unowned self] call in
                var values = try call.message.values()
                if member == "GetTree" || member == "Find" {
                    var options = try call.decode([String: DBusVariant].self)
                    let unknownWindow = options["window"].map { (try? $0.decode(as: DBusObjectPath.self)) != window.path } ?? false
                    guard !unknownWindow else {
                        throw DBusError.invalidArgs("the relay on \(window.path) answers for that window; leave \"window\" out")
                    }
                    options["window"] = DBusVariant(.objectPath(window.path))
                    values = [try DBusValue(options)]
                }
                privileged(call) {
                    guard let peer = self.peers[window.owner] else {
                        throw DBusError(name: DBusError.Name.unknownObject,
                                        message: "window \(window.id)'s owner \(window.owner) is not on a private connection and serves no \(StrataProtocol.Interface.app)")
                    }
                    let forward = DBusMessage.methodCall(destination: nil, path: StrataProtocol.appPath,
                                                         interface: StrataProtocol.Interface.app, member: member)
                    try forward.appendValues(values)
                    peer.call(forward, timeout: 5) { result in
                        switch result {
                        case .success(let reply):
                            do { call.reply(values: try reply.values()) } catch { call.fail(DBusError(reporting: error)) }
                        case .failure(let error):
                            call.fail(error)
                        }
                    }
                }
            }
        }
        return interface
    }
}

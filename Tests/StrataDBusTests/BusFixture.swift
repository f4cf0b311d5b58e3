import Foundation
import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// A private bus, an event loop, and connections attached to it, for one test.
final class BusFixture {
    let bus: PrivateBus
    let loop: EventLoop
    private(set) var connections: [DBusConnection] = []

    init() throws {
        bus = try PrivateBus()
        loop = try EventLoop()
    }

    /// A new connection to the private bus, driven by the fixture's loop.
    func connect() throws -> DBusConnection {
        let connection = try DBusConnection.bus(address: bus.address)
        connection.attach(to: loop)
        connections.append(connection)
        return connection
    }

    /// Runs the loop until `condition` holds (at most `timeout` seconds).
    @discardableResult
    func run(until condition: () -> Bool, timeout: Double = 10) throws -> Bool {
        try loop.run(until: condition, timeout: timeout)
    }

    /// Runs a command while the loop keeps serving this process's objects.
    func runTool(_ executable: String, _ arguments: [String], timeout: Double = 30) throws -> Tools.Output {
        try Tools.run(executable, arguments, timeout: timeout) { try self.loop.runOnce(timeoutMilliseconds: 10) }
    }
}

/// An interface used by several tests: `Echo(v) → v`, `Add(ii) → i`, `Fail()`,
/// a read-only `Count u`, a read-write `Name s`, and a signal `Ticked(u)`.
enum TestInterface {
    static let name = "org.strata.Test1"
    static let description = DBusInterfaceDescription(
        name: name,
        methods: [
            DBusMethodDescription(name: "Echo", inArgs: [DBusArgument("value", "v")], outArgs: [DBusArgument("value", "v")]),
            DBusMethodDescription(name: "Add", inArgs: [DBusArgument("a", "i"), DBusArgument("b", "i")],
                                  outArgs: [DBusArgument("sum", "i")]),
            DBusMethodDescription(name: "Fail"),
            DBusMethodDescription(name: "ReadVariantAsString", inArgs: [DBusArgument("value", "v")],
                                  outArgs: [DBusArgument("text", "s")]),
            DBusMethodDescription(name: "Fire", annotations: ["org.freedesktop.DBus.Method.NoReply": "true"]),
        ],
        signals: [DBusSignalDescription(name: "Ticked", args: [DBusArgument("count", "u")])],
        properties: [
            DBusPropertyDescription(name: "Count", signature: "u", access: .read),
            DBusPropertyDescription(name: "Name", signature: "s", access: .readwrite),
        ])

    final class State {
        var count: UInt32 = 0
        var name = "initial"
        var fired = 0
    }

    static func makeObject(path: DBusObjectPath, state: State) -> DBusObject {
        DBusObject(path: path, interfaces: [makeInterface(description, state: state)])
    }

    /// The handlers for `declared` (this interface's description, possibly extended).
    static func makeInterface(_ declared: DBusInterfaceDescription, state: State) -> DBusInterface {
        let interface = DBusInterface(declared)
        interface.onMethod("Echo") { call in
            let value = try call.decode(DBusVariant.self)
            call.reply(value)
        }
        interface.onMethod("Add") { call in
            let (a, b) = try call.decode(Int32.self, Int32.self)
            call.reply(a &+ b)
        }
        interface.onMethod("Fail") { _ in
            throw DBusError(name: "org.strata.Test1.Error.Deliberate", message: "asked to fail")
        }
        interface.onMethod("ReadVariantAsString") { call in
            let value = try call.decode(DBusVariant.self)
            call.reply(try value.decode(as: String.self))
        }
        interface.onMethod("Fire") { _ in state.fired += 1 }
        interface.property("Count", get: { state.count })
        interface.property("Name", get: { state.name }, set: { state.name = $0 })
        return interface
    }
}

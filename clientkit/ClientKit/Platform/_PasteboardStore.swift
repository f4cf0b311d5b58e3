import Foundation
import StrataDBus
import StrataProtocol

/// Where a pasteboard's items live: in the process, or in the daemon.
@MainActor
protocol _PasteboardStore: AnyObject {
    /// Grows by one with every change.
    var changeCount: Int { get }
    /// Each item's type identifiers, sorted.
    func types() -> [[String]]
    /// Every item with only the representations of `types` (all when empty); an item
    /// with none of them stays, empty, so indices keep their meaning.
    func items(ofTypes types: [String]) -> [[String: Data]]
    /// Replaces the items; the new change count, or `nil` when they were refused.
    func setItems(_ items: [[String: Data]]) -> Int?
}

/// Items kept in the process: named pasteboards, and the general one without a display.
@MainActor
final class _LocalPasteboardStore: _PasteboardStore {
    private var items: [[String: Data]] = []
    private(set) var changeCount = 0

    func types() -> [[String]] { items.map { $0.keys.sorted() } }

    func items(ofTypes types: [String]) -> [[String: Data]] {
        guard !types.isEmpty else { return items }
        return items.map { $0.filter { types.contains($0.key) } }
    }

    func setItems(_ items: [[String: Data]]) -> Int? {
        self.items = items
        changeCount += 1
        return changeCount
    }
}

/// The general pasteboard: the daemon's shared one (protocol version 6) when the app
/// has a display, else the process's own.
@MainActor
final class _GeneralPasteboardStore: _PasteboardStore {
    private let local = _LocalPasteboardStore()

    /// The daemon's pasteboard, when there is one to use.
    private var display: StrataDisplay? {
        guard let display = StrataDisplay.current, display.daemonVersion >= 6 else { return nil }
        return display
    }

    var changeCount: Int {
        guard let display else { return local.changeCount }
        return Int(display.pasteboardProperty("ChangeCount", as: UInt32.self) ?? 0)
    }

    func types() -> [[String]] {
        guard let display else { return local.types() }
        return display.pasteboardProperty("Types", as: [[String]].self) ?? []
    }

    func items(ofTypes types: [String]) -> [[String: Data]] {
        guard let display else { return local.items(ofTypes: types) }
        return display.pasteboardItems(ofTypes: types)
    }

    func setItems(_ items: [[String: Data]]) -> Int? {
        guard let display else { return local.setItems(items) }
        return display.setPasteboardItems(items).map { Int($0) }
    }
}

extension StrataDisplay {
    /// The most bytes of items ClientKit sends: a private connection's messages are at
    /// most 1 MiB (the daemon closes a connection that sends more), and the daemon's
    /// `max-pasteboard-bytes` defaults to 1,000,000.
    static let pasteboardByteLimit = 1_000_000

    /// A property of the daemon's `Pasteboard1` (blocking for at most 5 s).
    func pasteboardProperty<T: DBusDecodable>(_ name: String, as type: T.Type) -> T? {
        let get = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                         interface: "org.freedesktop.DBus.Properties", member: "Get")
        guard (try? get.append(StrataProtocol.Interface.pasteboard, name)) != nil,
              let reply = try? connection.call(get, timeout: 5) else { return nil }
        return try? reply.decode(DBusVariant.self).decode(as: T.self)
    }

    func pasteboardItems(ofTypes types: [String]) -> [[String: Data]] {
        let call = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                          interface: StrataProtocol.Interface.pasteboard, member: "GetItems")
        do {
            try call.append(types)
            let (_, items) = try connection.call(call, timeout: 5).decode(UInt32.self, [[String: [UInt8]]].self)
            return items.map { $0.mapValues { Data($0) } }
        } catch {
            FileHandle.standardError.write(Data("ClientKit: could not read the pasteboard: \(error)\n".utf8))
            return []
        }
    }

    /// Gives the daemon new items; returns its new change count. What it refuses (too
    /// large, a bad type identifier) is reported on standard error and gives `nil`, and
    /// the pasteboard keeps what it had, as UIKit offers no way to report it.
    func setPasteboardItems(_ items: [[String: Data]]) -> UInt32? {
        let bytes = items.reduce(0) { $0 + $1.reduce(0) { $0 + $1.key.utf8.count + $1.value.count } }
        guard bytes <= Self.pasteboardByteLimit else {
            FileHandle.standardError.write(Data("ClientKit: not copied: \(bytes) bytes on the pasteboard; at most \(Self.pasteboardByteLimit)\n".utf8))
            return nil
        }
        let call = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                          interface: StrataProtocol.Interface.pasteboard, member: "SetItems")
        do {
            try call.append(items.map { $0.mapValues { [UInt8]($0) } })
            return try connection.call(call, timeout: 5).decode(UInt32.self)
        } catch {
            FileHandle.standardError.write(Data("ClientKit: the pasteboard refused the items: \(error)\n".utf8))
            return nil
        }
    }
}

internal import CDBus

/// A D-Bus message: a method call, a method return, an error or a signal.
/// Wraps a reference-counted `DBusMessage*` (released in `deinit`).
public final class DBusMessage: @unchecked Sendable, CustomStringConvertible {
    /// The libdbus message; for a message read by our own transport, built from ``wire``
    /// the first time something asks for it.
    private var libdbusMessage: OpaquePointer?
    /// The message as read from a socket without libdbus (see ``DBusWireMessage``):
    /// header fields and body are read from its bytes while ``raw`` has not been built.
    let wire: DBusWireMessage?

    /// The libdbus message (built from the wire form when there is only that).
    var raw: OpaquePointer {
        if let libdbusMessage { return libdbusMessage }
        let built = materialize()
        libdbusMessage = built
        return built
    }

    /// Whether the libdbus message exists (was given, or has been built from ``wire``).
    var hasLibdbusMessage: Bool { libdbusMessage != nil }

    /// The wire form, while nothing has asked for (and perhaps changed) a libdbus message.
    private var wireOnly: DBusWireMessage? { libdbusMessage == nil ? wire : nil }

    /// The four message types (`DBUS_MESSAGE_TYPE_*`).
    public enum Kind: Int32, Sendable {
        case methodCall = 1   // DBUS_MESSAGE_TYPE_METHOD_CALL
        case methodReturn = 2 // DBUS_MESSAGE_TYPE_METHOD_RETURN
        case error = 3        // DBUS_MESSAGE_TYPE_ERROR
        case signal = 4       // DBUS_MESSAGE_TYPE_SIGNAL
    }

    /// Takes over one reference to `raw`.
    init(taking raw: OpaquePointer) {
        libdbusMessage = raw
        wire = nil
    }

    /// Adds a reference to `raw`.
    init(retaining raw: OpaquePointer) {
        dbus_message_ref(raw)
        libdbusMessage = raw
        wire = nil
    }

    /// A message read from the wire without libdbus.
    init(wire: DBusWireMessage) {
        libdbusMessage = nil
        self.wire = wire
    }

    deinit { if let libdbusMessage { dbus_message_unref(libdbusMessage) } }

    // MARK: Construction

    /// A method call to `destination` (`nil` on a peer-to-peer connection).
    public static func methodCall(destination: String?, path: DBusObjectPath, interface: String?,
                                  member: String) -> DBusMessage {
        guard let raw = dbus_message_new_method_call(nil, path.rawValue, interface, member) else {
            preconditionFailure("out of memory, or an invalid interface or member name: \(interface ?? "") \(member)")
        }
        let message = DBusMessage(taking: raw)
        message.destination = destination
        return message
    }

    /// A signal from `path`. Set ``destination`` for a unicast signal.
    public static func signal(path: DBusObjectPath, interface: String, member: String) -> DBusMessage {
        guard let raw = dbus_message_new_signal(path.rawValue, interface, member) else {
            preconditionFailure("out of memory, or an invalid interface or member name: \(interface) \(member)")
        }
        return DBusMessage(taking: raw)
    }

    /// The (empty) reply to this method call; append the return values to it.
    public func makeReply() -> DBusMessage {
        if let wire = wireOnly { return Self.answer(to: wire, kind: .methodReturn) }
        return DBusMessage(taking: dbus_message_new_method_return(raw)!)
    }

    /// An error reply to this method call.
    public func makeErrorReply(_ error: DBusError) -> DBusMessage {
        let name = isValidErrorName(error.name) ? error.name : DBusError.Name.failed
        if let wire = wireOnly {
            let reply = Self.answer(to: wire, kind: .error)
            dbus_message_set_error_name(reply.raw, name)
            try? reply.append(error.message)
            return reply
        }
        return DBusMessage(taking: dbus_message_new_error(raw, name, error.message)!)
    }

    /// A reply to a call read from the wire, with what libdbus's `dbus_message_new_method_return`
    /// and `dbus_message_new_error` set: the reply serial, the caller as destination, no
    /// reply expected.
    private static func answer(to call: DBusWireMessage, kind: Kind) -> DBusMessage {
        let reply = DBusMessage(taking: dbus_message_new(kind.rawValue)!)
        dbus_message_set_reply_serial(reply.raw, call.serial)
        if let sender = call.sender { dbus_message_set_destination(reply.raw, sender) }
        dbus_message_set_no_reply(reply.raw, 1)
        return reply
    }

    /// The libdbus message with the wire message's header and body (for what needs
    /// one: forwarding, libdbus's own sending, a changed header). The body was checked
    /// when it was read, so it converts value by value.
    private func materialize() -> OpaquePointer {
        guard let wire, let built = dbus_message_new(wire.rawType) else {
            preconditionFailure("out of memory building a message")
        }
        if let path = wire.path { dbus_message_set_path(built, path) }
        if let interface = wire.interface { dbus_message_set_interface(built, interface) }
        if let member = wire.member { dbus_message_set_member(built, member) }
        if let name = wire.errorName { dbus_message_set_error_name(built, name) }
        if let destination = wire.destination { dbus_message_set_destination(built, destination) }
        if let sender = wire.sender { dbus_message_set_sender(built, sender) }
        if wire.replySerial != 0 { dbus_message_set_reply_serial(built, wire.replySerial) }
        dbus_message_set_no_reply(built, wire.flags & DBusWireMessage.noReplyExpectedFlag != 0 ? 1 : 0)
        dbus_message_set_auto_start(built, wire.flags & DBusWireMessage.noAutoStartFlag != 0 ? 0 : 1)
        let copy = DBusMessage(retaining: built)
        do {
            // Still read from the wire form: the libdbus message is not kept yet.
            try copy.appendValues(try values())
        } catch {
            assertionFailure("a checked wire message did not convert: \(error)")
        }
        dbus_message_set_serial(built, wire.serial)
        return built
    }

    /// An empty message body to encode into and decode from (for value conversions).
    static func scratch() -> DBusMessage {
        DBusMessage(taking: dbus_message_new(Kind.signal.rawValue)!)
    }

    // MARK: Header

    public var kind: Kind {
        if let wire = wireOnly { return wire.kind }
        return Kind(rawValue: dbus_message_get_type(raw)) ?? .signal
    }
    public var path: DBusObjectPath? { pathCString.map { DBusObjectPath(uncheckedRawValue: String(cString: $0)) } }
    public var interface: String? { interfaceCString.map { String(cString: $0) } }
    public var member: String? {
        if let wire = wireOnly { return wire.member.map { String(cString: $0) } }
        return dbus_message_get_member(raw).map { String(cString: $0) }
    }
    public var errorName: String? {
        if let wire = wireOnly { return wire.errorName.map { String(cString: $0) } }
        return dbus_message_get_error_name(raw).map { String(cString: $0) }
    }
    /// The sender's unique name (set by the bus).
    public var sender: String? {
        if let wire = wireOnly { return wire.sender.map { String(cString: $0) } }
        return dbus_message_get_sender(raw).map { String(cString: $0) }
    }

    /// The path as a C string (valid while the message lives), without building a `String`.
    var pathCString: UnsafePointer<CChar>? {
        if let wire = wireOnly { return wire.path }
        return dbus_message_get_path(raw)
    }

    /// The member as a C string (valid while the message lives).
    var memberCString: UnsafePointer<CChar>? {
        if let wire = wireOnly { return wire.member }
        return dbus_message_get_member(raw)
    }

    /// The interface as a C string (valid while the message lives).
    var interfaceCString: UnsafePointer<CChar>? {
        if let wire = wireOnly { return wire.interface }
        return dbus_message_get_interface(raw)
    }

    /// The body's signature as a C string (valid while the message lives).
    var signatureCString: UnsafePointer<CChar> {
        if let wire = wireOnly {
            return UnsafeRawPointer(wire.signaturePointer).assumingMemoryBound(to: CChar.self)
        }
        return dbus_message_get_signature(raw)
    }
    /// Where the message goes (a bus name). A name that is not a valid bus name is not
    /// set (libdbus would abort the process); the message is then refused by
    /// ``DBusConnection/send(_:)`` with `InvalidArgs` instead of going anywhere.
    public var destination: String? {
        get {
            if let wire = wireOnly { return wire.destination.map { String(cString: $0) } }
            return dbus_message_get_destination(raw).map { String(cString: $0) }
        }
        set {
            if let newValue, dbus_validate_bus_name(newValue, nil) == 0 {
                invalidDestination = newValue
                dbus_message_set_destination(raw, nil)
            } else {
                invalidDestination = nil
                dbus_message_set_destination(raw, newValue)
            }
        }
    }
    /// A destination that was refused as not a bus name (see ``destination``).
    public private(set) var invalidDestination: String?
    /// The body's signature (empty for no arguments).
    public var signature: DBusSignature { DBusSignature(String(cString: signatureCString)) }
    public var serial: UInt32 {
        if let wire = wireOnly { return wire.serial }
        return dbus_message_get_serial(raw)
    }
    public var replySerial: UInt32 {
        if let wire = wireOnly { return wire.replySerial }
        return dbus_message_get_reply_serial(raw)
    }

    /// The `NO_REPLY_EXPECTED` flag: the caller wants no reply (and gets none from exported objects).
    public var noReplyExpected: Bool {
        get {
            if let wire = wireOnly { return wire.flags & DBusWireMessage.noReplyExpectedFlag != 0 }
            return dbus_message_get_no_reply(raw) != 0
        }
        set { dbus_message_set_no_reply(raw, newValue ? 1 : 0) }
    }

    /// The `NO_AUTO_START` flag: do not activate the destination service.
    public var noAutoStart: Bool {
        get {
            if let wire = wireOnly { return wire.flags & DBusWireMessage.noAutoStartFlag != 0 }
            return dbus_message_get_auto_start(raw) == 0
        }
        set { dbus_message_set_auto_start(raw, newValue ? 0 : 1) }
    }

    /// For error messages: the error, with the first string argument as its message.
    public var error: DBusError? {
        guard kind == .error, let name = errorName else { return nil }
        let text = (try? values().first.flatMap { value -> String? in
            if case .string(let s) = value { return s }
            return nil
        }) ?? nil
        return DBusError(name: name, message: text ?? "")
    }

    public var description: String {
        let what: String
        switch kind {
        case .methodCall: what = "call \(interface ?? "").\(member ?? "") on \(path?.rawValue ?? "")"
        case .methodReturn: what = "return for #\(replySerial)"
        case .error: what = "error \(errorName ?? "") for #\(replySerial)"
        case .signal: what = "signal \(interface ?? "").\(member ?? "") from \(path?.rawValue ?? "")"
        }
        return "\(what) (\(signature)) from \(sender ?? "-") to \(destination ?? "-")"
    }

    // MARK: Body

    /// Appends values of Swift types, in order.
    public func append<each T: DBusEncodable>(_ values: repeat each T) throws(DBusError) {
        try writeBody { (writer: inout DBusWriter) throws(DBusError) in
            for value in repeat each values { try writer.append(value) }
        }
    }

    /// Appends dynamically typed values, in order.
    public func appendValues(_ values: [DBusValue]) throws(DBusError) {
        try writeBody { (writer: inout DBusWriter) throws(DBusError) in
            for value in values { try writer.appendValue(value) }
        }
    }

    /// Appends through a writer (for hand-written encodings).
    public func writeBody(_ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { iter.deallocate() }
        dbus_message_iter_init_append(raw, iter)
        var writer = DBusWriter(iter: iter)
        try body(&writer)
    }

    /// Reads the arguments as the given Swift types. The message's signature must be
    /// exactly the concatenation of theirs; otherwise throws `InvalidArgs` naming both.
    public func decode<each T: DBusDecodable>(_ types: repeat (each T).Type) throws(DBusError) -> (repeat each T) {
        var expected = ""
        for type in repeat each types { expected += type.dbusSignature.rawValue }
        guard signature.rawValue == expected else {
            throw .invalidArgs("expected arguments of type '\(expected)', got '\(signature)'")
        }
        var result: (repeat each T)?
        try readBody(signatureChecked: true) { (reader: inout DBusReader) throws(DBusError) in
            result = (repeat try reader.read((each T).self))
        }
        return result!
    }

    /// Reads two arguments (as the variadic ``decode(_:)-(repeat(each T).Type)``, without
    /// building a parameter pack's metadata or the expected signature at run time: this is
    /// the per-call path of the daemon). Inlinable, as its siblings, so that it is
    /// specialised for the caller's types: no generic metadata is looked up per call.
    @inlinable
    public func decode<A: DBusDecodable, B: DBusDecodable>(_ a: A.Type, _ b: B.Type) throws(DBusError) -> (A, B) {
        try requireSignature(A.dbusSignature, B.dbusSignature)
        var result: (A, B)?
        try readBody(signatureChecked: true) { (reader: inout DBusReader) throws(DBusError) in result = (try reader.read(A.self), try reader.read(B.self)) }
        return result!
    }

    /// Reads three arguments (see the two-argument overload).
    @inlinable
    public func decode<A: DBusDecodable, B: DBusDecodable, C: DBusDecodable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type) throws(DBusError) -> (A, B, C) {
        try requireSignature(A.dbusSignature, B.dbusSignature, C.dbusSignature)
        var result: (A, B, C)?
        try readBody(signatureChecked: true) { (reader: inout DBusReader) throws(DBusError) in
            result = (try reader.read(A.self), try reader.read(B.self), try reader.read(C.self))
        }
        return result!
    }

    /// Reads four arguments (see the two-argument overload).
    @inlinable
    public func decode<A: DBusDecodable, B: DBusDecodable, C: DBusDecodable, D: DBusDecodable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type) throws(DBusError) -> (A, B, C, D) {
        try requireSignature(A.dbusSignature, B.dbusSignature, C.dbusSignature, D.dbusSignature)
        var result: (A, B, C, D)?
        try readBody(signatureChecked: true) { (reader: inout DBusReader) throws(DBusError) in
            result = (try reader.read(A.self), try reader.read(B.self), try reader.read(C.self), try reader.read(D.self))
        }
        return result!
    }

    /// Throws `InvalidArgs` unless the message's signature is exactly `parts` one after
    /// the other; compares against libdbus's C string without building either string.
    @usableFromInline
    func requireSignature(_ a: DBusSignature, _ b: DBusSignature,
                          _ c: DBusSignature? = nil, _ d: DBusSignature? = nil) throws(DBusError) {
        let actual = signatureCString
        var offset = 0
        if Self.signature(actual, at: &offset, startsWith: a.rawValue),
           Self.signature(actual, at: &offset, startsWith: b.rawValue),
           c.map({ Self.signature(actual, at: &offset, startsWith: $0.rawValue) }) ?? true,
           d.map({ Self.signature(actual, at: &offset, startsWith: $0.rawValue) }) ?? true,
           actual[offset] == 0 { return }
        let expected = [a, b, c, d].compactMap { $0?.rawValue }.joined()
        throw .invalidArgs("expected arguments of type '\(expected)', got '\(signature)'")
    }

    /// Whether the message's signature is exactly `expected` (no string is built).
    func hasSignature(_ expected: String) -> Bool {
        let actual = signatureCString
        var offset = 0
        return Self.signature(actual, at: &offset, startsWith: expected) && actual[offset] == 0
    }

    /// Whether the C string `actual` continues at `offset` with `text`; if so, `offset`
    /// moves past it. Stops at the first difference, so never reads past the string's end.
    private static func signature(_ actual: UnsafePointer<CChar>, at offset: inout Int, startsWith text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes {
                if UInt8(bitPattern: actual[offset]) != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Reads a single argument of type `T` (the whole body must be exactly one `T`).
    public func decode<T: DBusDecodable>(_ type: T.Type) throws(DBusError) -> T {
        guard signature == T.dbusSignature else {
            throw .invalidArgs("expected arguments of type '\(T.dbusSignature)', got '\(signature)'")
        }
        var result: T?
        try readBody(signatureChecked: true) { (reader: inout DBusReader) throws(DBusError) in result = try reader.read(T.self) }
        return result!
    }

    /// Reads every argument as a dynamically typed value.
    public func values() throws(DBusError) -> [DBusValue] {
        var result: [DBusValue] = []
        try readBody { (reader: inout DBusReader) throws(DBusError) in
            while !reader.isAtEnd { result.append(try reader.readValue()) }
        }
        return result
    }

    /// Reads through a reader (for hand-written decodings).
    public func readBody(_ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        try readBody(signatureChecked: false, body)
    }

    /// Reads through a reader after checking that the body's signature is exactly
    /// `signature` (throws `InvalidArgs` naming both otherwise), as ``decode(_:_:_:)``
    /// does: for a hand-written decoding of a known method's arguments, such as one that
    /// reads into values it keeps from call to call.
    public func readBody(expecting signature: DBusSignature,
                         _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        guard hasSignature(signature.rawValue) else {
            throw .invalidArgs("expected arguments of type '\(signature)', got '\(self.signature)'")
        }
        try readBody(signatureChecked: true, body)
    }

    /// Reads through a reader; `signatureChecked` when the caller has compared the whole
    /// signature with the types it reads (containers then skip their own comparison).
    @usableFromInline
    func readBody(signatureChecked: Bool, _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        if let wire = wireOnly {
            var reader = DBusReader(wire: DBusWireCursor(message: wire), signatureChecked: signatureChecked)
            try body(&reader)
            return
        }
        try withUnsafeTemporaryAllocation(of: DBusMessageIter.self, capacity: 1) { (buffer) throws(DBusError) in
            let iter = buffer.baseAddress!
            dbus_message_iter_init(raw, iter) // false for an empty body: the reader is then at its end
            var reader = DBusReader(iter: iter, signatureChecked: signatureChecked)
            try body(&reader)
        }
    }
}

func isValidErrorName(_ name: String) -> Bool {
    let error = CError()
    return dbus_validate_error_name(name, &error.raw) != 0
}

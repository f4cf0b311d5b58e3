/// One incoming method call being answered. Every call that expects a reply gets
/// exactly one: ``reply(_:)``, ``fail(_:)``, or — if the handler returns without
/// either and did not call ``deferReply()`` — an automatic one (an empty reply for
/// methods without results, `Failed` otherwise). A deferred invocation that is
/// dropped unanswered replies `Failed` when it is deallocated.
///
/// A call with `NO_REPLY_EXPECTED` set gets no reply at all (errors included).
public final class DBusMethodInvocation {
    /// The call.
    public let message: DBusMessage
    /// The method as declared (its result signature is checked on reply).
    public var method: DBusMethodDescription { declaration.description }
    /// The declaration, shared with the exported interface's method table: the
    /// description is a value of four reference-counted parts, so holding it by value
    /// cost each call four retains and four releases.
    let declaration: DBusInterface.Method
    /// The connection the call arrived on (a service with several connections, e.g. a
    /// bus and private peers, tells its callers apart by it).
    public let connection: DBusConnection
    /// Whether a reply (or error) has been sent.
    public private(set) var isAnswered = false
    /// Whether the handler asked to reply later.
    public private(set) var isDeferred = false

    init(message: DBusMessage, declaration: DBusInterface.Method, connection: DBusConnection) {
        self.message = message
        self.declaration = declaration
        self.connection = connection
    }

    deinit {
        if !isAnswered { fail(.failed("\(declaration.description.name) was not answered")) }
    }

    /// The caller's unique bus name (`nil` on a peer-to-peer connection).
    public var sender: String? { message.sender }

    /// Decodes the arguments; the signature has already been checked against the declaration.
    public func decode<each T: DBusDecodable>(_ types: repeat (each T).Type) throws(DBusError) -> (repeat each T) {
        try message.decode(repeat each types)
    }

    /// Decodes a single argument.
    public func decode<T: DBusDecodable>(_ type: T.Type) throws(DBusError) -> T { try message.decode(T.self) }

    /// Reads the arguments through a reader, for a hand-written decoding (one that reads
    /// into values it keeps from call to call, say). The call's signature was compared
    /// with ``method``'s before the handler ran, so it is not compared again, and
    /// containers skip their own comparison; each value's type code, bounds and padding
    /// are still checked as it is read. Reading types other than the declared ones
    /// throws `InvalidArgs`, as with ``DBusMessage/readBody(_:)``.
    public func readArguments(_ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        try message.readBody(signatureChecked: true, body)
    }

    /// Two, three or four arguments: as the variadic form, without its run-time cost.
    public func decode<A: DBusDecodable, B: DBusDecodable>(_ a: A.Type, _ b: B.Type) throws(DBusError) -> (A, B) {
        try message.decode(A.self, B.self)
    }

    public func decode<A: DBusDecodable, B: DBusDecodable, C: DBusDecodable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type) throws(DBusError) -> (A, B, C) {
        try message.decode(A.self, B.self, C.self)
    }

    public func decode<A: DBusDecodable, B: DBusDecodable, C: DBusDecodable, D: DBusDecodable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type) throws(DBusError) -> (A, B, C, D) {
        try message.decode(A.self, B.self, C.self, D.self)
    }

    /// Replies with typed values matching the method's declared results.
    public func reply<each T: DBusEncodable>(_ values: repeat each T) {
        // A caller that wants no reply (every Commit) gets none: nothing is built.
        guard !message.noReplyExpected else {
            isAnswered = true
            return
        }
        let reply = message.makeReply()
        do {
            try reply.append(repeat each values)
        } catch {
            fail(.failed("could not encode the reply of \(declaration.description.name): \(error.message)"))
            return
        }
        send(reply)
    }

    /// Replies with dynamically typed values.
    public func reply(values: [DBusValue]) {
        guard !message.noReplyExpected else {
            isAnswered = true
            return
        }
        let reply = message.makeReply()
        do {
            try reply.appendValues(values)
        } catch {
            fail(.failed("could not encode the reply of \(declaration.description.name): \(error.message)"))
            return
        }
        send(reply)
    }

    /// Replies with an error.
    public func fail(_ error: DBusError) {
        guard !isAnswered else { return }
        isAnswered = true
        connection.onCallRefused?(message, error)
        guard !message.noReplyExpected else { return }
        _ = try? connection.send(message.makeErrorReply(error))
    }

    /// Keeps the call open past the handler's return; answer it later.
    public func deferReply() { isDeferred = true }

    private func send(_ reply: DBusMessage) {
        guard !isAnswered else { return }
        let method = declaration.description
        guard reply.signature == method.outSignature else {
            // A handler that answers with the wrong types is a bug in the service;
            // the caller still gets exactly one (error) reply.
            fail(.failed("\(method.name) produced '\(reply.signature)' instead of '\(method.outSignature)'"))
            return
        }
        isAnswered = true
        guard !message.noReplyExpected else { return }
        _ = try? connection.send(reply)
    }
}

/// A named argument of a method or signal.
public struct DBusArgument: Hashable, Sendable {
    public var name: String?
    public var signature: DBusSignature
    public init(_ name: String?, _ signature: DBusSignature) {
        self.name = name
        self.signature = signature
    }
}

/// A method as introspection describes it.
public struct DBusMethodDescription: Hashable, Sendable {
    public var name: String
    public var inArgs: [DBusArgument]
    public var outArgs: [DBusArgument]
    /// Annotations, e.g. `org.freedesktop.DBus.Method.NoReply` = `true`.
    public var annotations: [String: String]

    public init(name: String, inArgs: [DBusArgument] = [], outArgs: [DBusArgument] = [], annotations: [String: String] = [:]) {
        self.name = name
        self.inArgs = inArgs
        self.outArgs = outArgs
        self.annotations = annotations
    }

    /// The signature a call's arguments must have.
    public var inSignature: DBusSignature { DBusSignature(inArgs.map(\.signature.rawValue).joined()) }
    /// The signature of the reply.
    public var outSignature: DBusSignature { DBusSignature(outArgs.map(\.signature.rawValue).joined()) }
}

/// A signal as introspection describes it.
public struct DBusSignalDescription: Hashable, Sendable {
    public var name: String
    public var args: [DBusArgument]
    public var annotations: [String: String]
    public init(name: String, args: [DBusArgument] = [], annotations: [String: String] = [:]) {
        self.name = name
        self.args = args
        self.annotations = annotations
    }
    public var signature: DBusSignature { DBusSignature(args.map(\.signature.rawValue).joined()) }
}

/// A property as introspection describes it.
public struct DBusPropertyDescription: Hashable, Sendable {
    public enum Access: String, Sendable {
        case read, write, readwrite
    }
    public var name: String
    public var signature: DBusSignature
    public var access: Access
    /// Annotations, e.g. `org.freedesktop.DBus.Property.EmitsChangedSignal` = `const`.
    public var annotations: [String: String]

    public init(name: String, signature: DBusSignature, access: Access = .read, annotations: [String: String] = [:]) {
        self.name = name
        self.signature = signature
        self.access = access
        self.annotations = annotations
    }

    /// The `EmitsChangedSignal` annotation (the D-Bus specification's name): `true` (default), `invalidates`, `const` or `false`.
    public var emitsChanged: String {
        annotations["org.freedesktop.DBus.Property.EmitsChangedSignal"] ?? "true"
    }
}

/// An interface as introspection describes it: what an object declares, what
/// `Introspect` returns, and what incoming calls are checked against.
public struct DBusInterfaceDescription: Hashable, Sendable {
    public var name: String
    public var methods: [DBusMethodDescription]
    public var signals: [DBusSignalDescription]
    public var properties: [DBusPropertyDescription]
    public var annotations: [String: String]

    public init(name: String, methods: [DBusMethodDescription] = [], signals: [DBusSignalDescription] = [],
                properties: [DBusPropertyDescription] = [], annotations: [String: String] = [:]) {
        self.name = name
        self.methods = methods
        self.signals = signals
        self.properties = properties
        self.annotations = annotations
    }

    public func method(named name: String) -> DBusMethodDescription? { methods.first { $0.name == name } }
    public func property(named name: String) -> DBusPropertyDescription? { properties.first { $0.name == name } }
    public func signal(named name: String) -> DBusSignalDescription? { signals.first { $0.name == name } }

    /// The interface as an introspection `<interface>` element.
    public func xml(indent: String = "  ") -> String {
        var out = "\(indent)<interface name=\"\(xmlEscape(name))\">\n"
        let inner = indent + "  "
        out += annotationsXML(annotations, indent: inner)
        for method in methods {
            out += "\(inner)<method name=\"\(xmlEscape(method.name))\">\n"
            for arg in method.inArgs { out += argXML(arg, direction: "in", indent: inner + "  ") }
            for arg in method.outArgs { out += argXML(arg, direction: "out", indent: inner + "  ") }
            out += annotationsXML(method.annotations, indent: inner + "  ")
            out += "\(inner)</method>\n"
        }
        for signal in signals {
            out += "\(inner)<signal name=\"\(xmlEscape(signal.name))\">\n"
            for arg in signal.args { out += argXML(arg, direction: nil, indent: inner + "  ") }
            out += annotationsXML(signal.annotations, indent: inner + "  ")
            out += "\(inner)</signal>\n"
        }
        for property in properties {
            let open = "\(inner)<property name=\"\(xmlEscape(property.name))\" type=\"\(xmlEscape(property.signature.rawValue))\" access=\"\(property.access.rawValue)\""
            if property.annotations.isEmpty {
                out += open + "/>\n"
            } else {
                out += open + ">\n" + annotationsXML(property.annotations, indent: inner + "  ") + "\(inner)</property>\n"
            }
        }
        out += "\(indent)</interface>\n"
        return out
    }

    private func argXML(_ arg: DBusArgument, direction: String?, indent: String) -> String {
        var out = "\(indent)<arg"
        if let name = arg.name { out += " name=\"\(xmlEscape(name))\"" }
        out += " type=\"\(xmlEscape(arg.signature.rawValue))\""
        if let direction { out += " direction=\"\(direction)\"" }
        return out + "/>\n"
    }

    private func annotationsXML(_ annotations: [String: String], indent: String) -> String {
        annotations.keys.sorted().map {
            "\(indent)<annotation name=\"\(xmlEscape($0))\" value=\"\(xmlEscape(annotations[$0]!))\"/>\n"
        }.joined()
    }
}

/// The document type line every introspection document starts with.
public let introspectionDocType = """
<!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
"""

func xmlEscape(_ s: String) -> String {
    var out = ""
    for c in s {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default: out.append(c)
        }
    }
    return out
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed introspection document: its interfaces and the names of its child nodes.
public struct DBusIntrospection: Sendable {
    public var interfaces: [DBusInterfaceDescription]
    public var childNodes: [String]

    /// Parses introspection XML (as `Introspect` returns it, or a protocol file).
    public init(xml: String) throws(DBusError) {
        let delegate = ParserDelegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse(), delegate.failure == nil else {
            throw .invalidArgs("introspection XML does not parse: \(delegate.failure ?? parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        interfaces = delegate.interfaces
        childNodes = delegate.children
    }

    /// The interface named `name`, if present.
    public func interface(named name: String) -> DBusInterfaceDescription? {
        interfaces.first { $0.name == name }
    }
}

private final class ParserDelegate: NSObject, XMLParserDelegate {
    var interfaces: [DBusInterfaceDescription] = []
    var children: [String] = []
    var failure: String?
    private var depth = 0
    private var current: DBusInterfaceDescription?
    private var method: DBusMethodDescription?
    private var signal: DBusSignalDescription?
    private var property: DBusPropertyDescription?

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "node":
            depth += 1
            if depth == 2, let name = attributes["name"] { children.append(name) }
        case "interface":
            guard depth == 1 else { return }
            current = DBusInterfaceDescription(name: attributes["name"] ?? "")
        case "method":
            method = DBusMethodDescription(name: attributes["name"] ?? "")
        case "signal":
            signal = DBusSignalDescription(name: attributes["name"] ?? "")
        case "property":
            guard let access = DBusPropertyDescription.Access(rawValue: attributes["access"] ?? "") else {
                failure = "property \(attributes["name"] ?? "?") has no valid access"
                return
            }
            property = DBusPropertyDescription(name: attributes["name"] ?? "", signature: DBusSignature(attributes["type"] ?? ""),
                                               access: access)
        case "arg":
            let arg = DBusArgument(attributes["name"], DBusSignature(attributes["type"] ?? ""))
            if method != nil {
                if attributes["direction"] == "out" { method!.outArgs.append(arg) } else { method!.inArgs.append(arg) }
            } else if signal != nil {
                signal!.args.append(arg)
            }
        case "annotation":
            guard let name = attributes["name"], let value = attributes["value"] else { return }
            if property != nil { property!.annotations[name] = value }
            else if method != nil { method!.annotations[name] = value }
            else if signal != nil { signal!.annotations[name] = value }
            else if current != nil { current!.annotations[name] = value }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        switch element {
        case "node": depth -= 1
        case "interface":
            if let current, depth == 1 { interfaces.append(current) }
            current = nil
        case "method":
            if let method { current?.methods.append(method) }
            method = nil
        case "signal":
            if let signal { current?.signals.append(signal) }
            signal = nil
        case "property":
            if let property { current?.properties.append(property) }
            property = nil
        default:
            break
        }
    }
}

import Foundation
import StrataDBus
import StrataProtocol

/// `org.strata.App1` at `/org/strata/App1` on the app's private connection: the view
/// tree for inspection and UI automation (`strata tree`, `strata find`, `strata tap
/// --id`). The daemon relays tools' calls to it from each window object on the bus,
/// checking that the caller is privileged; nothing is computed until a call comes.
@MainActor
enum AppTreeService {
    static func export(on connection: DBusConnection, display: StrataDisplay) throws {
        guard let description = StrataProtocol.interfaces[StrataProtocol.Interface.app] else { return }
        let interface = DBusInterface(description)
        interface.onMethod("GetTree") { [weak display] call in
            let options = try call.decode([String: DBusVariant].self)
            try checkKeys(options, ["window"], "GetTree")
            let tree = MainActor.assumeIsolated { () -> String in
                let windows = display.map { Self.windows(of: $0, options: options) } ?? []
                return _AppTreeJSON.tree(app: StrataDisplay.appName, pid: Int(getpid()), windows: windows)
            }
            call.reply(tree)
        }
        interface.onMethod("Find") { [weak display] call in
            let query = try call.decode([String: DBusVariant].self)
            let matcher = try ElementQuery(query)
            let found = try MainActor.assumeIsolated { () throws -> String in
                var found: [[String: Any]] = []
                for entry in display.map({ Self.windows(of: $0, options: query) }) ?? [] {
                    func add(_ summary: [String: Any]) {
                        var element = summary
                        element["window"] = entry.path.rawValue
                        found.append(element)
                    }
                    Self.visitAccessible(Self.accessibleRoot(of: entry.window), view: { view in
                        if matcher.matches(view) { add(Self.summary(view)) }
                    }, element: { listed in
                        if matcher.matches(listed) { add(Self.summary(listed)) }
                    })
                }
                return try json(found)
            }
            call.reply(found)
        }
        interface.onMethod("Activate") { [weak display] call in
            let id = try call.decode(String.self)
            let activated = try MainActor.assumeIsolated { () throws -> Bool in
                if let element = display.flatMap({ Self.element(id, in: $0) }) { return element.accessibilityActivate() }
                guard let view = display.flatMap({ Self.view(id, in: $0) }) else { throw Self.unknownElement(id) }
                return view.accessibilityActivate()
            }
            call.reply(activated)
        }
        interface.onMethod("SetValue") { [weak display] call in
            let (id, text) = try call.decode(String.self, String.self)
            let changed = try MainActor.assumeIsolated { () throws -> Bool in
                guard let view = display.flatMap({ Self.view(id, in: $0) }) else { throw Self.unknownElement(id) }
                switch view {
                case let field as UITextField:
                    let old = field.text ?? ""
                    field._edit(NSRange(location: 0, length: (old as NSString).length), with: text)
                    return (field.text ?? "") != old
                case let textView as UITextView:
                    let old = textView.text ?? ""
                    let wasEditable = textView.isEditable
                    guard wasEditable else { throw DBusError.invalidArgs("element \(id) is a text view that is not editable") }
                    textView._edit(NSRange(location: 0, length: (old as NSString).length), with: text)
                    return (textView.text ?? "") != old
                default:
                    throw DBusError.invalidArgs("element \(id) is a \(type(of: view)), not a text field or text view")
                }
            }
            call.reply(changed)
        }
        for (member, watched) in [("WatchTree", true), ("StopWatchingTree", false)] {
            interface.onMethod(member) { [weak display] call in
                let options = try call.decode([String: DBusVariant].self)
                try checkKeys(options, ["window"], member)
                guard let path = try? options["window"]?.decode(as: DBusObjectPath.self) else {
                    throw DBusError.invalidArgs("\(member) needs the option \"window\" (o)")
                }
                try MainActor.assumeIsolated { () throws -> Void in
                    guard let platform = display?.windows[path] else { throw DBusError.invalidArgs("no window \(path) in this app") }
                    platform.isTreeWatched = watched
                }
            }
        }
        try connection.export(DBusObject(path: StrataProtocol.appPath, interfaces: [interface]))
    }

    // MARK: Walking the tree

    /// The app's daemon windows (all, or the one named by the option "window"), in
    /// window-number order.
    static func windows(of display: StrataDisplay, options: [String: DBusVariant]) -> [(path: DBusObjectPath, window: UIWindow)] {
        let only = try? options["window"]?.decode(as: DBusObjectPath.self)
        return display.windows.compactMap { path, platform in
            guard only == nil || only == path, let window = platform.window else { return nil }
            return (path, window)
        }.sorted { (StrataProtocol.windowNumber(of: $0.path) ?? 0) < (StrataProtocol.windowNumber(of: $1.path) ?? 0) }
    }

    /// Calls `body` for `view` and every view under it that is not hidden, in tree order.
    static func visit(_ view: UIView, _ body: (UIView) -> Void) {
        guard !view.isHidden else { return }
        body(view)
        for child in view.subviews { visit(child, body) }
    }

    /// The id of a view: stable while it lives.
    static func id(of view: UIView) -> String {
        "v" + String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16)
    }

    static func view(_ id: String, in display: StrataDisplay) -> UIView? {
        var found: UIView?
        func search(_ view: UIView) {
            if found != nil { return }
            if Self.id(of: view) == id { found = view; return }
            for child in view.subviews { search(child) }
        }
        for platform in display.windows.values { if let window = platform.window { search(window) } }
        return found
    }

    static func unknownElement(_ id: String) -> DBusError {
        DBusError.invalidArgs("no element \(id) in this app (ids come from GetTree or Find, and last as long as their view)")
    }

    // MARK: Describing views

    static func rect(_ r: CGRect) -> [Double] { [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)] }

    /// The text a view shows, for the kinds that show text.
    static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        case let field as UITextField: return field.text
        case let textView as UITextView: return textView.text
        default: return nil
        }
    }

    /// What Find returns for a view.
    static func summary(_ view: UIView) -> [String: Any] {
        var element: [String: Any] = ["id": id(of: view), "class": String(describing: type(of: view)),
                                      "screenFrame": rect(view.accessibilityFrame), "traits": view.accessibilityTraits.names,
                                      "isElement": view.isAccessibilityElement,
                                      "elementType": _AppTreeElementType.name(of: view), "focused": view.isFirstResponder]
        if let v = view.accessibilityLabel { element["label"] = v }
        if let v = view.accessibilityIdentifier { element["identifier"] = v }
        if let v = view.accessibilityValue { element["value"] = v }
        if let v = view.accessibilityHint { element["hint"] = v }
        if let v = text(of: view) { element["text"] = v }
        return element
    }

    /// A view and everything under it, for GetTree.
    static func node(_ view: UIView, path: DBusObjectPath?, inWindow window: UIWindow) -> [String: Any] {
        var node = summary(view)
        node["frame"] = rect(view === window ? window.bounds : view.convert(view.bounds, to: window))
        node["hidden"] = view.isHidden
        node["alpha"] = Double(view.alpha)
        node["userInteraction"] = view.isUserInteractionEnabled
        if let path { node["window"] = path.rawValue }
        if let controller = view._viewController { node["viewController"] = String(describing: type(of: controller)) }
        let listed = nonViewElements(of: view)
        if !listed.isEmpty { node["elements"] = listed.map { Self.summary($0) } }
        if view.accessibilityElementsHidden { node["elementsHidden"] = true }
        if view.accessibilityViewIsModal { node["viewIsModal"] = true }
        node["children"] = view.subviews.map { Self.node($0, path: nil, inWindow: window) }
        return node
    }

    nonisolated static func json(_ object: Any) throws(DBusError) -> String {
        do {
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        } catch {
            throw DBusError.failed("could not write the tree as JSON: \(error)")
        }
    }

    nonisolated static func checkKeys(_ options: [String: DBusVariant], _ known: Set<String>, _ method: String) throws(DBusError) {
        let unknown = Set(options.keys).subtracting(known)
        guard unknown.isEmpty else { throw DBusError.invalidArgs("unknown \(method) options: \(unknown.sorted())") }
    }
}

/// A `Find` query: every key given must match.
struct ElementQuery {
    var strings: [(key: String, value: String)] = []
    var traits: [String] = []
    var substring = false

    init(_ query: [String: DBusVariant]) throws(DBusError) {
        try AppTreeService.checkKeys(query, ["identifier", "label", "text", "class", "value", "traits", "match", "window"], "Find")
        for key in ["identifier", "label", "text", "class", "value"] {
            guard let variant = query[key] else { continue }
            guard let value = try? variant.decode(as: String.self) else { throw DBusError.invalidArgs("Find's \"\(key)\" must be a string") }
            strings.append((key, value))
        }
        if let variant = query["traits"] {
            guard let names = try? variant.decode(as: [String].self) else { throw DBusError.invalidArgs("Find's \"traits\" must be a list of strings") }
            traits = names
        }
        if let variant = query["match"] {
            switch try? variant.decode(as: String.self) {
            case "exact": substring = false
            case "substring": substring = true
            default: throw DBusError.invalidArgs("Find's \"match\" is \"exact\" or \"substring\"")
            }
        }
        guard !strings.isEmpty || !traits.isEmpty else {
            throw DBusError.invalidArgs("Find needs at least one of identifier, label, text, class, value, traits")
        }
    }

    @MainActor
    func matches(_ view: UIView) -> Bool {
        matches(traits: { view.accessibilityTraits }) { key in
            switch key {
            case "identifier": view.accessibilityIdentifier
            case "label": view.accessibilityLabel
            case "text": AppTreeService.text(of: view)
            case "class": String(describing: type(of: view))
            default: view.accessibilityValue
            }
        }
    }

    /// Whether every string key given matches what `property` says for it (read only
    /// as needed), and every trait given is among `traits`.
    func matches(traits: () -> UIAccessibilityTraits, _ property: (String) -> String?) -> Bool {
        for (key, wanted) in strings {
            guard let actual = property(key), substring ? actual.contains(wanted) : actual == wanted else { return false }
        }
        guard !self.traits.isEmpty else { return true }
        let names = Set(traits().names)
        return self.traits.allSatisfy(names.contains)
    }
}

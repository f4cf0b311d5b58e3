import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

// UI automation through org.strata.App1 (version 3): each ClientKit app's view tree,
// relayed by the daemon on its window objects (privileged). Like `uiautomator dump`,
// `po view.recursiveDescription()` and XCUITest's element queries, from a shell.

/// Which element: every option given must match.
struct ElementOptions: ParsableArguments {
    @Option(name: .customLong("id"), help: "The element's accessibilityIdentifier.") var identifier: String?
    @Option(help: "Its accessibilityLabel (a label's text, a button's title by default).") var label: String?
    @Option(help: "The text it shows (labels, buttons, text fields and views).") var text: String?
    @Option(name: .customLong("class"), help: "Its class name, e.g. UIButton.") var className: String?
    @Flag(help: "Match substrings instead of whole strings.") var substring = false

    var isEmpty: Bool { identifier == nil && label == nil && text == nil && className == nil }

    var query: [String: DBusVariant] {
        var query: [String: DBusVariant] = ["match": DBusVariant(.string(substring ? "substring" : "exact"))]
        if let identifier { query["identifier"] = DBusVariant(.string(identifier)) }
        if let label { query["label"] = DBusVariant(.string(label)) }
        if let text { query["text"] = DBusVariant(.string(text)) }
        if let className { query["class"] = DBusVariant(.string(className)) }
        return query
    }

    var description: String {
        [identifier.map { "--id \($0)" }, label.map { "--label \($0)" }, text.map { "--text \($0)" },
         className.map { "--class \($0)" }].compactMap { $0 }.joined(separator: " ")
    }
}

extension DaemonClient {
    /// Windows top first (the order a person sees them), optionally one app's.
    func windowsTopFirst(appID: String? = nil) throws -> [DBusObjectPath] {
        let all = try property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self)
        return try all.reversed().filter { path in
            guard let appID else { return true }
            return try property(path, StrataProtocol.Interface.window, "AppId", as: String.self) == appID
        }
    }

    /// Calls an App1 method through the daemon's relay on `window`; nil when the window's
    /// owner serves no tree (not a ClientKit app).
    func app(_ window: DBusObjectPath, _ member: String, _ build: (DBusMessage) throws -> Void) throws -> DBusMessage? {
        let message = DBusMessage.methodCall(destination: StrataProtocol.busName, path: window,
                                             interface: StrataProtocol.Interface.app, member: member)
        try build(message)
        do {
            return try connection.call(message, timeout: 10)
        } catch where error.name == DBusError.Name.unknownObject || error.name == DBusError.Name.unknownMethod {
            return nil
        } catch {
            throw failure("\(member) on \(window) failed: \(error.name): \(error.message)")
        }
    }

    /// Elements matching `query` in the given windows (default: all, top first).
    func findElements(_ query: [String: DBusVariant], in windows: [DBusObjectPath]? = nil) throws -> [[String: Any]] {
        var found: [[String: Any]] = []
        for window in try windows ?? windowsTopFirst() {
            guard let reply = try app(window, "Find", { try $0.append(query) }) else { continue }
            let text = try reply.decode(String.self)
            found += (try appJSON(text, from: window) as? [[String: Any]]) ?? []
        }
        return found
    }

    /// The one element `options` names (the first, top window first); fails clearly when none.
    func element(_ options: ElementOptions) throws -> [String: Any] {
        guard let first = try findElements(options.query).first else {
            throw failure("no element matches \(options.description) (see 'strata tree')")
        }
        return first
    }
}

/// Parses JSON an app sent (GetTree or Find): an app may be buggy or lie, so anything
/// but valid JSON is a clear failure naming the window, never a crash.
func appJSON(_ text: String, from window: DBusObjectPath) throws -> Any {
    do {
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
        let number = StrataProtocol.windowNumber(of: window).map { "window \($0)" } ?? window.rawValue
        throw failure("the app of \(number) answered with something that is not valid JSON (\(text.utf8.count) bytes); ask its developer")
    }
}

/// The centre of an element's screen frame.
func centre(of element: [String: Any]) throws -> (Double, Double) {
    guard let frame = element["screenFrame"] as? [Double], frame.count == 4, frame.allSatisfy(\.isFinite),
          frame.allSatisfy({ abs($0) < 1e7 }) else { throw failure("the element has no usable screen frame") }
    return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
}

private func printJSON(_ value: Any) throws {
    let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print apps' view trees: every view with its class, frame and accessibility (privileged).",
        discussion: """
            Like recursiveDescription or uiautomator dump. Without WINDOW, every window of \
            every ClientKit app, top first (--app-id: one app's). Each line: the view's \
            class and id, its frame in its window, and what it says (label, identifier, \
            value, traits, text). --json prints App1.GetTree's JSON, one object per window.
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "A window (number or object path).") var window: String?
    @Option(name: .customLong("app-id"), help: "Only this app's windows.") var appID: String?
    @Flag(help: "Print JSON.") var json = false

    func run() throws {
        let client = try DaemonClient(options)
        let windows = try window.map { [try client.windowPath($0)] } ?? client.windowsTopFirst(appID: appID)
        var trees: [Any] = []
        for path in windows {
            guard let reply = try client.app(path, "GetTree", { try $0.append([String: DBusVariant]()) }) else {
                if !json { print("window \(StrataProtocol.windowNumber(of: path) ?? 0): no view tree (not a ClientKit app)") }
                continue
            }
            let tree = try appJSON(try reply.decode(String.self), from: path)
            guard let app = tree as? [String: Any] else { continue }
            for node in app["windows"] as? [[String: Any]] ?? [] {
                if json {
                    trees.append(["app": app["app"] ?? "", "pid": app["pid"] ?? 0, "window": path.rawValue, "root": node] as [String: Any])
                } else {
                    print("window \(StrataProtocol.windowNumber(of: path) ?? 0) of \(app["app"] ?? "?") (pid \(app["pid"] ?? "?")):")
                    describe(node, depth: 1)
                }
            }
        }
        if json { try printJSON(trees) }
    }

    private func describe(_ node: [String: Any], depth: Int) {
        var parts = ["\(node["class"] ?? "?") \(node["id"] ?? "")"]
        if let f = node["frame"] as? [Double], f.count == 4 {
            parts.append("frame (\(Self.n(f[0])) \(Self.n(f[1])); \(Self.n(f[2])) \(Self.n(f[3])))")
        }
        if let v = node["identifier"] as? String { parts.append("id '\(v)'") }
        if let v = node["label"] as? String { parts.append("label '\(v)'") }
        if let v = node["value"] as? String { parts.append("value '\(v)'") }
        if let v = node["text"] as? String, v != node["label"] as? String { parts.append("text '\(v)'") }
        if let v = node["traits"] as? [String], !v.isEmpty { parts.append("traits " + v.joined(separator: ",")) }
        if node["hidden"] as? Bool == true { parts.append("hidden") }
        if let v = node["viewController"] as? String { parts.append("controller \(v)") }
        print(String(repeating: "   | ", count: depth - 1) + "<" + parts.joined(separator: "; ") + ">")
        for child in node["children"] as? [[String: Any]] ?? [] { describe(child, depth: depth + 1) }
    }

    private static func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

struct Find: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find visible elements by identifier, label, text or class, in every app's windows (privileged).",
        discussion: "Exit status 1 when nothing matches. --json prints App1.Find's elements (id, class, screenFrame, label, identifier, value, traits, text, window).")
    @OptionGroup var options: BusOptions
    @OptionGroup var element: ElementOptions
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if element.isEmpty { throw ValidationError("give at least one of --id, --label, --text, --class") }
    }

    func run() throws {
        let found = try DaemonClient(options).findElements(element.query)
        if json { try printJSON(found) }
        guard !found.isEmpty else { throw failure("no element matches \(element.description)") }
        if json { return }
        for e in found {
            let frame = (e["screenFrame"] as? [Double]).map { $0.map { String(Int($0.rounded())) }.joined(separator: ",") } ?? "?"
            print("\(e["id"] ?? "") \(e["class"] ?? "") screen \(frame) label '\(e["label"] ?? "")' id '\(e["identifier"] ?? "")' value '\(e["value"] ?? "")' in \(e["window"] ?? "")")
        }
    }
}

struct TypeText: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Set the text of a text field or text view found by --id, --label… (privileged; App1.SetValue).")
    @OptionGroup var options: BusOptions
    @OptionGroup var element: ElementOptions
    @Argument(help: "The new text.") var newText: String

    func validate() throws {
        if element.isEmpty { throw ValidationError("give the field with --id, --label, --text or --class") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let target = try client.element(element)
        guard let window = (target["window"] as? String).flatMap(DBusObjectPath.init), let id = target["id"] as? String else {
            throw failure("the element has no window")
        }
        _ = try client.app(window, "SetValue") { try $0.append(id, newText) }
    }
}

struct Assert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Exit 0 if an element found by --id, --label… exists (and has --value / --has-label), else say why and exit 1.")
    @OptionGroup var options: BusOptions
    @OptionGroup var element: ElementOptions
    @Option(help: "The accessibilityValue it must have.") var value: String?
    @Option(name: .customLong("has-label"), help: "The accessibilityLabel it must have.") var hasLabel: String?

    func validate() throws {
        if element.isEmpty { throw ValidationError("give the element with --id, --label, --text or --class") }
    }

    func run() throws {
        let found = try DaemonClient(options).element(element)
        if let value, (found["value"] as? String) != value {
            throw failure("\(element.description): value is '\(found["value"] as? String ?? "(none)")', not '\(value)'")
        }
        if let hasLabel, (found["label"] as? String) != hasLabel {
            throw failure("\(element.description): label is '\(found["label"] as? String ?? "(none)")', not '\(hasLabel)'")
        }
    }
}

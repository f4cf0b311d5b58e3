import Foundation
import StrataDBus
import StrataProtocol

/// `GetTree`'s JSON, written straight into a string: the same objects as
/// `AppTreeService.node` builds (keys sorted, as `JSONSerialization` sorts them), without
/// building dictionaries of `Any` first — which for 10,000 views took most of a frame.
@MainActor
struct _AppTreeJSON {
    private(set) var text = ""

    /// The whole reply: the app, its pid and its windows' trees.
    static func tree(app: String, pid: Int, windows: [(path: DBusObjectPath, window: UIWindow)]) -> String {
        var writer = _AppTreeJSON()
        writer.text.reserveCapacity(256 * (windows.first.map { _ in 64 } ?? 1))
        writer.text += "{\"app\":"
        writer.string(app)
        writer.text += ",\"pid\":\(pid),\"windows\":["
        for (i, entry) in windows.enumerated() {
            if i > 0 { writer.text += "," }
            writer.node(entry.window, path: entry.path, window: entry.window)
        }
        writer.text += "]}"
        return writer.text
    }

    /// One view and its subtree, with the keys `AppTreeService.node` gives it, in
    /// sorted order.
    mutating func node(_ view: UIView, path: DBusObjectPath?, window: UIWindow) {
        text += "{\"alpha\":"
        number(Double(view.alpha))
        text += ",\"children\":["
        for (i, child) in view.subviews.enumerated() {
            if i > 0 { text += "," }
            node(child, path: nil, window: window)
        }
        text += "],\"class\":"
        string(String(describing: type(of: view)))
        text += ",\"frame\":"
        rect(view === window ? window.bounds : view.convert(view.bounds, to: window))
        text += view.isHidden ? ",\"hidden\":true" : ",\"hidden\":false"
        if let hint = view.accessibilityHint { key("hint"); string(hint) }
        key("id")
        string(AppTreeService.id(of: view))
        if let identifier = view.accessibilityIdentifier { key("identifier"); string(identifier) }
        text += view.isAccessibilityElement ? ",\"isElement\":true" : ",\"isElement\":false"
        if let label = view.accessibilityLabel { key("label"); string(label) }
        key("screenFrame")
        rect(view.accessibilityFrame)
        if let shown = AppTreeService.text(of: view) { key("text"); string(shown) }
        key("traits")
        text += "["
        for (i, name) in view.accessibilityTraits.names.enumerated() {
            if i > 0 { text += "," }
            string(name)
        }
        text += "]"
        text += view.isUserInteractionEnabled ? ",\"userInteraction\":true" : ",\"userInteraction\":false"
        if let value = view.accessibilityValue { key("value"); string(value) }
        if let controller = view._viewController { key("viewController"); string(String(describing: type(of: controller))) }
        if let path { key("window"); string(path.rawValue) }
        text += "}"
    }

    private mutating func key(_ name: String) {
        text += ",\""
        text += name
        text += "\":"
    }

    private mutating func rect(_ r: CGRect) {
        text += "["
        number(Double(r.minX)); text += ","
        number(Double(r.minY)); text += ","
        number(Double(r.width)); text += ","
        number(Double(r.height))
        text += "]"
    }

    /// A number as JSON writes it: whole numbers without a fraction; NaN and infinities,
    /// which JSON cannot say, as 0.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return text += "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int64(value))
        } else {
            text += "\(value)"
        }
    }

    /// A string with JSON's escapes.
    mutating func string(_ value: String) {
        text += "\""
        var plain = true
        for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            plain = false
            break
        }
        if plain {
            text += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}

extension UIWindow {
    /// `GetTree`'s JSON for this window alone (for benchmarks and tools in-process).
    @_spi(StrataPlatform)
    public func _automationTreeJSON(path: String = "/org/strata/Compositor1/window/1") -> String {
        _AppTreeJSON.tree(app: "bench", pid: 0, windows: [(DBusObjectPath(path) ?? "/", self)])
    }

    /// The same through `JSONSerialization` (the way `GetTree` wrote it before), for comparison.
    @_spi(StrataPlatform)
    public func _automationTreeJSONThroughFoundation(path: String = "/org/strata/Compositor1/window/1") throws -> String {
        let objectPath = DBusObjectPath(path) ?? "/"
        return try AppTreeService.json(["app": "bench", "pid": 0,
                                        "windows": [AppTreeService.node(self, path: objectPath, inWindow: self)]] as [String: Any])
    }
}

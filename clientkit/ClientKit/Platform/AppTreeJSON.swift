import Foundation
import StrataDBus
import StrataProtocol

/// `GetTree`'s JSON, written straight into bytes: the same objects as
/// `AppTreeService.node` builds (keys sorted, as `JSONSerialization` sorts them), without
/// building dictionaries of `Any` first — which for 10,000 views took most of a second.
/// Each view's frame in its window comes from its parent's, not from a walk to the window;
/// numbers are written to a thousandth (frames are points: a thousandth of a point is
/// far below a pixel).
@MainActor
struct _AppTreeJSON {
    private var out = _JSONBytes()
    /// Per view class: its name, whether ClientKit declared it (its `accessibilityFrame`
    /// is then the default, computed here from the window frame), and its element kind.
    private var classes: [ObjectIdentifier: ClassInfo] = [:]
    /// The first responder of the window being written ("focused").
    private var firstResponder: UIResponder?

    private struct ClassInfo {
        var name: String
        var ownFrame: Bool
        var kind: _AppTreeElementType.ClassKind
    }

    /// The whole reply: the app, its pid and its windows' trees.
    static func tree(app: String, pid: Int, windows: [(path: DBusObjectPath, window: UIWindow)]) -> String {
        var writer = _AppTreeJSON()
        writer.out.bytes.reserveCapacity(1 << 20)
        writer.out.raw("{\"app\":")
        writer.out.string(app)
        writer.out.raw(",\"pid\":")
        writer.out.number(Double(pid))
        writer.out.raw(",\"windows\":[")
        for (i, entry) in windows.enumerated() {
            if i > 0 { writer.out.raw(",") }
            let window = entry.window
            writer.firstResponder = window._firstResponder
            writer.node(window, path: entry.path, window: window, toWindow: .identity,
                        screenOffset: CGPoint(x: window.frame.minX - window.bounds.minX, y: window.frame.minY - window.bounds.minY))
        }
        writer.out.raw("]}")
        return String(decoding: writer.out.bytes, as: UTF8.self)
    }

    /// One view and its subtree, with the keys `AppTreeService.node` gives it, in
    /// sorted order. `toWindow` maps the view's bounds coordinates to its window's.
    mutating func node(_ view: UIView, path: DBusObjectPath?, window: UIWindow, toWindow: CGAffineTransform,
                       screenOffset: CGPoint) {
        let type = type(of: view)
        let info = classInfo(type)
        let frame = view === window ? window.bounds : view.bounds.applying(toWindow)
        let traits = view.accessibilityTraits
        out.raw("{\"alpha\":")
        out.number(Double(view.alpha))
        out.raw(",\"children\":[")
        for (i, child) in view._subviews.enumerated() {
            if i > 0 { out.raw(",") }
            let childToWindow = child.layer._transformToSuperlayer().concatenating(toWindow)
            node(child, path: nil, window: window, toWindow: childToWindow, screenOffset: screenOffset)
        }
        out.raw("],\"class\":")
        out.string(info.name)
        out.raw(",\"elementType\":\"")
        out.raw(_AppTreeElementType.name(of: view, kind: info.kind, traits: traits))
        out.raw("\"")
        accessibilityContainer(view)
        out.raw(view === firstResponder ? ",\"focused\":true" : ",\"focused\":false")
        out.raw(",\"frame\":")
        out.rect(frame)
        out.raw(view.isHidden ? ",\"hidden\":true" : ",\"hidden\":false")
        if let hint = view.accessibilityHint { out.key("hint"); out.string(hint) }
        out.key("id")
        out.string(AppTreeService.id(of: view))
        if let identifier = view.accessibilityIdentifier { out.key("identifier"); out.string(identifier) }
        out.raw(view.isAccessibilityElement ? ",\"isElement\":true" : ",\"isElement\":false")
        if let label = view.accessibilityLabel { out.key("label"); out.string(label) }
        out.key("screenFrame")
        if info.ownFrame, view._accessibility?.frame == nil {
            out.rect(frame.offsetBy(dx: screenOffset.x, dy: screenOffset.y))
        } else {
            out.rect(view.accessibilityFrame)
        }
        if let shown = AppTreeService.text(of: view) { out.key("text"); out.string(shown) }
        out.key("traits")
        out.raw("[")
        for (i, name) in traits.names.enumerated() {
            if i > 0 { out.raw(",") }
            out.string(name)
        }
        out.raw("]")
        out.raw(view.isUserInteractionEnabled ? ",\"userInteraction\":true" : ",\"userInteraction\":false")
        if let value = view.accessibilityValue { out.key("value"); out.string(value) }
        if let controller = view._viewController { out.key("viewController"); out.string(String(describing: Swift.type(of: controller))) }
        if view.accessibilityViewIsModal { out.raw(",\"viewIsModal\":true") }
        if let path { out.key("window"); out.string(path.rawValue) }
        out.raw("}")
    }

    /// "elements" (the non-view elements the view lists) and "elementsHidden", in sorted
    /// order after "elementType" (read through the properties: subclasses override them).
    private mutating func accessibilityContainer(_ view: UIView) {
        let listed = AppTreeService.nonViewElements(of: view)
        if !listed.isEmpty {
            out.raw(",\"elements\":[")
            for (i, element) in listed.enumerated() {
                if i > 0 { out.raw(",") }
                let traits = element.accessibilityTraits
                out.raw("{\"class\":")
                out.string(String(describing: Swift.type(of: element)))
                out.raw(",\"elementType\":\"")
                out.raw(_AppTreeElementType.name(traits: traits, fallback: "other"))
                out.raw("\"")
                if let hint = element.accessibilityHint { out.key("hint"); out.string(hint) }
                out.key("id")
                out.string(AppTreeService.id(of: element))
                if let identifier = element.accessibilityIdentifier { out.key("identifier"); out.string(identifier) }
                out.raw(element.isAccessibilityElement ? ",\"isElement\":true" : ",\"isElement\":false")
                if let label = element.accessibilityLabel { out.key("label"); out.string(label) }
                out.key("screenFrame")
                out.rect(element.accessibilityFrame)
                out.key("traits")
                out.raw("[")
                for (j, name) in traits.names.enumerated() {
                    if j > 0 { out.raw(",") }
                    out.string(name)
                }
                out.raw("]")
                if let value = element.accessibilityValue { out.key("value"); out.string(value) }
                out.raw("}")
            }
            out.raw("]")
        }
        if view.accessibilityElementsHidden { out.raw(",\"elementsHidden\":true") }
    }

    private mutating func classInfo(_ type: UIView.Type) -> ClassInfo {
        let id = ObjectIdentifier(type)
        if let known = classes[id] { return known }
        let info = ClassInfo(name: String(describing: type), ownFrame: String(reflecting: type).hasPrefix("ClientKit."),
                             kind: _AppTreeElementType.classKind(type))
        classes[id] = info
        return info
    }

}

/// JSON text as bytes (no actor: its closures need no isolation checks).
struct _JSONBytes {
    var bytes: [UInt8] = []

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func key(_ name: StaticString) {
        raw(",\"")
        raw(name)
        raw("\":")
    }

    mutating func rect(_ r: CGRect) {
        raw("[")
        number(Double(r.minX)); raw(",")
        number(Double(r.minY)); raw(",")
        number(Double(r.width)); raw(",")
        number(Double(r.height))
        raw("]")
    }

    /// A number to a thousandth, without trailing zeros; NaN and infinities, which JSON
    /// cannot say, as 0; magnitudes beyond 10^15 as Swift writes them.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("0") }
        guard abs(value) < 1e15 else { return bytes.append(contentsOf: "\(value)".utf8) }
        var thousandths = Int64((value * 1000).rounded())
        if thousandths < 0 {
            bytes.append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        digits(UInt64(thousandths / 1000))
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: Int64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    mutating func digits(_ n: UInt64) {
        if n >= 10 { digits(n / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    /// A string with JSON's escapes.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
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

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
    private let out = _JSONBytes(capacity: 1 << 20)
    /// Per view class: its name, whether ClientKit declared it (its `accessibilityFrame`
    /// is then the default, computed here from the window frame), and its element kind.
    private var classes: [ObjectIdentifier: ClassInfo] = [:]
    private var lastClass: ObjectIdentifier?
    private var lastClassInfo: ClassInfo?
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
        return writer.out.text
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
        let subviews = view._subviews
        for i in subviews.indices {
            let child = subviews[i]
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
        out.id(UInt8(ascii: "v"), of: view)
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
        out.strings(traits.names)
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
                out.id(UInt8(ascii: "e"), of: element)
                if let identifier = element.accessibilityIdentifier { out.key("identifier"); out.string(identifier) }
                out.raw(element.isAccessibilityElement ? ",\"isElement\":true" : ",\"isElement\":false")
                if let label = element.accessibilityLabel { out.key("label"); out.string(label) }
                out.key("screenFrame")
                out.rect(element.accessibilityFrame)
                out.key("traits")
                out.strings(traits.names)
                if let value = element.accessibilityValue { out.key("value"); out.string(value) }
                out.raw("}")
            }
            out.raw("]")
        }
        if view.accessibilityElementsHidden { out.raw(",\"elementsHidden\":true") }
    }

    private mutating func classInfo(_ type: UIView.Type) -> ClassInfo {
        let id = ObjectIdentifier(type)
        // Neighbours are often of one class: a one-entry cache before the dictionary.
        if id == lastClass, let info = lastClassInfo { return info }
        let info: ClassInfo
        if let known = classes[id] {
            info = known
        } else {
            info = ClassInfo(name: String(describing: type), ownFrame: String(reflecting: type).hasPrefix("ClientKit."),
                             kind: _AppTreeElementType.classKind(type))
            classes[id] = info
        }
        lastClass = id
        lastClassInfo = info
        return info
    }

}

/// JSON text as bytes, in a buffer grown by doubling (no actor: its closures need no
/// isolation checks). Appending goes straight to memory: through `Array` each of the
/// ~80 appends per view paid a uniqueness and capacity check (an eighth of GetTree).
final class _JSONBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text so far.
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    @inline(__always)
    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        fresh.update(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = grown
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append<S: Sequence>(contentsOf bytes: S) where S.Element == UInt8 {
        for byte in bytes { append(byte) }
    }

    @inline(__always)
    func raw(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        reserve(n)
        let source = text.utf8Start, target = base + count
        // Byte by byte: these are a few bytes, where a call to memmove costs more.
        var i = 0
        while i < n {
            target[i] = source[i]
            i += 1
        }
        count += n
    }

    /// `,"name":`.
    func key(_ name: StaticString) {
        let n = name.utf8CodeUnitCount
        reserve(n + 4)
        let source = name.utf8Start, target = base + count
        target[0] = UInt8(ascii: ",")
        target[1] = UInt8(ascii: "\"")
        var i = 0
        while i < n {
            target[2 + i] = source[i]
            i += 1
        }
        target[2 + n] = UInt8(ascii: "\"")
        target[3 + n] = UInt8(ascii: ":")
        count += n + 4
    }

    func rect(_ r: CGRect) {
        raw("[")
        number(Double(r.minX)); raw(",")
        number(Double(r.minY)); raw(",")
        number(Double(r.width)); raw(",")
        number(Double(r.height))
        raw("]")
    }

    /// A number to a thousandth, without trailing zeros; NaN and infinities, which JSON
    /// cannot say, as 0; magnitudes beyond 10^15 as Swift writes them.
    func number(_ value: Double) {
        guard value.isFinite else { return raw("0") }
        guard abs(value) < 1e15 else { return append(contentsOf: "\(value)".utf8) }
        // Whole numbers (most frames): no scaling or rounding.
        let whole = Int64(value)
        if Double(whole) == value {
            if whole < 0 { append(UInt8(ascii: "-")) }
            return digits(whole.magnitude)
        }
        let scaled = value * 1000
        var thousandths = Int64(scaled + (scaled < 0 ? -0.5 : 0.5)) // rounded half away from zero, without libm
        if thousandths < 0 {
            append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        digits(UInt64(thousandths / 1000))
        let fraction = Int(thousandths % 1000)
        guard fraction != 0 else { return }
        // ".d", ".dd" or ".ddd": three digits, trailing zeros left out.
        let d1 = fraction / 100, d2 = fraction / 10 % 10, d3 = fraction % 10
        let length = d3 != 0 ? 3 : d2 != 0 ? 2 : 1
        reserve(4)
        let target = base + count
        target[0] = UInt8(ascii: ".")
        target[1] = UInt8(ascii: "0") + UInt8(d1)
        target[2] = UInt8(ascii: "0") + UInt8(d2)
        target[3] = UInt8(ascii: "0") + UInt8(d3)
        count += 1 + length
    }

    /// A JSON array of strings.
    func strings(_ values: [String]) {
        raw("[")
        for i in values.indices {
            if i > 0 { raw(",") }
            string(values[i])
        }
        raw("]")
    }

    /// An object's element id as `AppTreeService.id(of:)` spells it (the prefix, then its
    /// `ObjectIdentifier` in hexadecimal), quoted.
    func id(_ prefix: UInt8, of object: AnyObject) {
        id(prefix, UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The same for a number.
    func id(_ prefix: UInt8, _ value: UInt) {
        let nibbles = value == 0 ? 1 : (UInt.bitWidth - value.leadingZeroBitCount + 3) / 4
        reserve(nibbles + 3)
        let target = base + count
        target[0] = UInt8(ascii: "\"")
        target[1] = prefix
        var rest = value
        var i = nibbles + 1
        while i >= 2 {
            let nibble = UInt8(rest & 0xF)
            target[i] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            rest >>= 4
            i -= 1
        }
        target[nibbles + 2] = UInt8(ascii: "\"")
        count += nibbles + 3
    }

    /// A whole number in decimal, written backwards into place.
    func digits(_ n: UInt64) {
        var length = 1
        var probe = n
        while probe >= 10 {
            probe /= 10
            length += 1
        }
        reserve(length)
        var rest = n
        var i = count + length - 1
        while i >= count {
            base[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            i -= 1
        }
        count += length
    }

    /// A string with JSON's escapes.
    func string(_ value: String) {
        append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            reserve(utf8.count)
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                case 0..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    raw("\\u00")
                    append(hex.utf8Start[Int(byte >> 4)])
                    append(hex.utf8Start[Int(byte & 0xF)])
                default: append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
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

import Foundation

/// One view of the app's tree as `org.strata.App1.GetTree` describes it, with its
/// parent, so queries can walk down and hit tests up.
final class ElementNode {
    let id: String
    let className: String
    let elementType: XCUIElement.ElementType
    let identifier: String
    let label: String
    let value: String?
    let text: String?
    let traits: Set<String>
    let isAccessibilityElement: Bool
    let isHidden: Bool
    let alpha: Double
    let focused: Bool
    /// The accessibility frame, in screen coordinates.
    let frame: CGRect
    /// The window's object path on the daemon.
    let window: String
    private(set) var children: [ElementNode] = []
    /// Elements that are not views, listed by the view (its `accessibilityElements`).
    private(set) var listedElements: [ElementNode] = []
    /// `accessibilityElementsHidden`: nothing under it is exposed.
    let elementsHidden: Bool
    /// `accessibilityViewIsModal`: while it shows, nothing outside it is exposed.
    let viewIsModal: Bool
    private(set) weak var parent: ElementNode?

    init(_ json: [String: Any], window: String, parent: ElementNode?) throws(StrataUITestingError) {
        guard let id = json["id"] as? String else { throw .badTree(detail: "a view without an id") }
        self.id = id
        className = json["class"] as? String ?? ""
        elementType = XCUIElement.ElementType(name: json["elementType"] as? String ?? "other")
        identifier = json["identifier"] as? String ?? ""
        label = json["label"] as? String ?? ""
        value = json["value"] as? String
        text = json["text"] as? String
        traits = Set(json["traits"] as? [String] ?? [])
        isAccessibilityElement = json["isElement"] as? Bool ?? false
        isHidden = json["hidden"] as? Bool ?? false
        alpha = (json["alpha"] as? NSNumber)?.doubleValue ?? 1
        focused = json["focused"] as? Bool ?? false
        let numbers = (json["screenFrame"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
        frame = numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : .zero
        self.window = window
        self.parent = parent
        elementsHidden = json["elementsHidden"] as? Bool ?? false
        viewIsModal = json["viewIsModal"] as? Bool ?? false
        for listed in json["elements"] as? [[String: Any]] ?? [] {
            listedElements.append(try ElementNode(listed, window: window, parent: self))
        }
        for child in json["children"] as? [[String: Any]] ?? [] {
            children.append(try ElementNode(child, window: window, parent: self))
        }
    }

    /// The children a UI test sees: the elements the view lists that are not views, then
    /// its subviews that are not hidden; none under `accessibilityElementsHidden`, and none
    /// inside an accessibility element (a button's title label belongs to the button, as
    /// in UIKit's accessibility).
    var exposedChildren: [ElementNode] {
        if elementsHidden { return [] }
        if isAccessibilityElement && parent != nil { return listedElements }
        return listedElements + children.filter { !$0.isHidden }
    }

    /// Everything exposed under this node, in tree order (front last).
    func exposedDescendants(into result: inout [ElementNode]) {
        for child in exposedChildren {
            result.append(child)
            child.exposedDescendants(into: &result)
        }
    }

    func isDescendant(of other: ElementNode) -> Bool {
        var node: ElementNode? = self
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }

    /// The front-most visible view under `point` (screen coordinates) in this subtree, as
    /// an accessibility hit test sees it: by frames, whatever takes touches.
    func frontmost(at point: CGPoint) -> ElementNode? {
        guard !isHidden, alpha >= 0.01 else { return nil }
        for child in children.reversed() {
            if let hit = child.frontmost(at: point) { return hit }
        }
        return frame.contains(point) ? self : nil
    }

    var snapshot: XCUIElementSnapshot {
        XCUIElementSnapshot(node: self)
    }
}

/// The app's windows at one moment, top first.
struct ElementTree {
    var windows: [ElementNode]

    /// The windows and everything exposed in them, in order: top window first.
    var all: [ElementNode] {
        var result: [ElementNode] = []
        for window in windows where !window.isHidden {
            var exposed = [window]
            window.exposedDescendants(into: &exposed)
            // A modal view (accessibilityViewIsModal) hides everything outside it.
            if let modal = exposed.last(where: { $0.viewIsModal }) {
                exposed = [modal]
                modal.exposedDescendants(into: &exposed)
            }
            result += exposed
        }
        return result
    }
}

/// What an element was when it was looked at (XCUITest's `XCUIElementSnapshot`): its
/// attributes and the snapshots of the elements under it. Given to `matching(_:)`
/// closures and returned by ``XCUIElement/snapshot()``.
public struct XCUIElementSnapshot: CustomStringConvertible {
    /// Its kind (from the view's class, else its accessibility traits).
    public let elementType: XCUIElement.ElementType
    /// Its `accessibilityIdentifier` ("" when none).
    public let identifier: String
    /// Its `accessibilityLabel` ("" when none): a label's text, a button's title by default.
    public let label: String
    /// Its `accessibilityValue`: a text field's text (its placeholder when empty), a
    /// switch's "1"/"0", a slider's percentage.
    public let value: String?
    /// The text the view shows (labels, buttons, text fields and views), which for a
    /// secure or custom element may differ from `label` and `value`. Not in XCUITest.
    public let text: String?
    /// Its accessibility frame in screen points.
    public let frame: CGRect
    /// False when its traits say `notEnabled` (a disabled control).
    public let isEnabled: Bool
    /// True when its traits say `selected`.
    public let isSelected: Bool
    /// Whether it is its window's first responder.
    public let hasFocus: Bool
    /// The ClientKit class of the view, e.g. "UIButton". Not in XCUITest.
    public let className: String
    /// The elements directly under it that a test sees.
    public var children: [XCUIElementSnapshot] { node.exposedChildren.map(XCUIElementSnapshot.init(node:)) }

    let node: ElementNode

    init(node: ElementNode) {
        elementType = node.elementType
        identifier = node.identifier
        label = node.label
        value = node.value
        text = node.text
        frame = node.frame
        isEnabled = !node.traits.contains("notEnabled")
        isSelected = node.traits.contains("selected")
        hasFocus = node.focused
        className = node.className
        self.node = node
    }

    public var description: String {
        var parts = ["\(elementType.rawValue) (\(className))"]
        if !identifier.isEmpty { parts.append("identifier '\(identifier)'") }
        if !label.isEmpty { parts.append("label '\(label)'") }
        if let value { parts.append("value '\(value)'") }
        parts.append("frame (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))")
        if !isEnabled { parts.append("disabled") }
        if isSelected { parts.append("selected") }
        if hasFocus { parts.append("focused") }
        return parts.joined(separator: ", ")
    }
}

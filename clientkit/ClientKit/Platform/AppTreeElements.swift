import Foundation
import StrataDBus

/// The accessibility hierarchy as `App1` walks it, beside the view tree: elements that
/// are not views (`UIAccessibilityElement`s a container lists in
/// `accessibilityElements`), `accessibilityElementsHidden` and `accessibilityViewIsModal`.
///
/// `Find` follows UIKit's rules for what an assistive technology (or XCUITest) can
/// reach: nothing under a view whose `accessibilityElementsHidden` is true, and, when a
/// visible view has `accessibilityViewIsModal`, nothing outside the frontmost such view.
/// It differs in one way, on purpose: views under a container that lists
/// `accessibilityElements` are still found (a test may look a view up by class or
/// identifier whatever its container tells VoiceOver); the listed elements that are not
/// views are found too.
extension AppTreeService {
    /// The non-view elements `view` lists in `accessibilityElements`.
    static func nonViewElements(of view: UIView) -> [UIAccessibilityElement] {
        guard let listed = view.accessibilityElements, !listed.isEmpty else { return [] }
        return listed.compactMap { $0 as? UIAccessibilityElement }
    }

    /// The id of a non-view element: stable while it lives.
    static func id(of element: UIAccessibilityElement) -> String {
        "e" + String(UInt(bitPattern: ObjectIdentifier(element).hashValue), radix: 16)
    }

    /// What Find and GetTree say of a non-view element.
    static func summary(_ element: UIAccessibilityElement) -> [String: Any] {
        var summary: [String: Any] = ["id": id(of: element), "class": String(describing: type(of: element)),
                                      "screenFrame": rect(element.accessibilityFrame),
                                      "traits": element.accessibilityTraits.names, "isElement": element.isAccessibilityElement,
                                      "elementType": "\(_AppTreeElementType.name(traits: element.accessibilityTraits, fallback: "other"))"]
        if let v = element.accessibilityLabel { summary["label"] = v }
        if let v = element.accessibilityIdentifier { summary["identifier"] = v }
        if let v = element.accessibilityValue { summary["value"] = v }
        if let v = element.accessibilityHint { summary["hint"] = v }
        return summary
    }

    /// Where Find starts in `window`: the frontmost visible view with
    /// `accessibilityViewIsModal` (its siblings are out of reach), else the window.
    static func accessibleRoot(of window: UIWindow) -> UIView {
        var modal: UIView?
        visit(window) { view in if view.accessibilityViewIsModal { modal = view } }
        return modal ?? window
    }

    /// Calls `view` for every visible view an assistive technology can reach under
    /// `root`, and `element` for every non-view element listed by one of them, in tree
    /// order (a container's listed elements before its subviews).
    static func visitAccessible(_ root: UIView, view: (UIView) -> Void, element: (UIAccessibilityElement) -> Void) {
        guard !root.isHidden else { return }
        view(root)
        guard !root.accessibilityElementsHidden else { return }
        for listed in nonViewElements(of: root) { element(listed) }
        for child in root.subviews { visitAccessible(child, view: view, element: element) }
    }

    /// The non-view element with this id in any of the app's windows.
    static func element(_ id: String, in display: StrataDisplay) -> UIAccessibilityElement? {
        guard id.hasPrefix("e") else { return nil }
        var found: UIAccessibilityElement?
        for platform in display.windows.values {
            guard let window = platform.window else { continue }
            visit(window) { view in
                guard found == nil else { return }
                found = nonViewElements(of: view).first { Self.id(of: $0) == id }
            }
            if found != nil { break }
        }
        return found
    }
}

extension ElementQuery {
    /// Whether a non-view element matches (it shows no text of its own: "text" never matches).
    @MainActor
    func matches(_ element: UIAccessibilityElement) -> Bool {
        matches(traits: { element.accessibilityTraits }) { key in
            switch key {
            case "identifier": element.accessibilityIdentifier
            case "label": element.accessibilityLabel
            case "text": nil
            case "class": String(describing: type(of: element))
            default: element.accessibilityValue
            }
        }
    }
}

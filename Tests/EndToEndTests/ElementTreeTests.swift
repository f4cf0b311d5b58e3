import Foundation
@testable import StrataUITesting
import XCTest

/// What StrataUITesting's queries see of a GetTree answer: elements that are not views
/// (listed by a view), nothing under accessibilityElementsHidden, nothing outside a
/// modal view — the rules App1's Find follows.
final class ElementTreeTests: XCTestCase {
    private func node(_ id: String, _ extra: [String: Any] = [:], children: [[String: Any]] = []) -> [String: Any] {
        var json: [String: Any] = ["id": id, "identifier": id, "class": "UIView", "screenFrame": [0, 0, 10, 10], "children": children]
        for (key, value) in extra { json[key] = value }
        return json
    }

    private func exposed(_ root: [String: Any]) throws -> [String] {
        ElementTree(windows: [try ElementNode(root, window: "/org/strata/Compositor1/window/1", parent: nil)]).all.map(\.identifier)
    }

    func testListedElementsHiddenSubtreesAndModalViews() throws {
        let chart = node("chart", ["elements": [node("bar1", ["isElement": true, "label": "Bar 1", "elementType": "image"]),
                                                 node("bar2", ["isElement": true])]],
                         children: [node("axis")])
        let secret = node("secret", ["elementsHidden": true], children: [node("inside")])
        let panel = node("panel", children: [node("ok", ["isElement": true, "elementType": "button"])])
        let window = node("window", children: [chart, secret, node("behind"), panel])
        XCTAssertEqual(try exposed(window), ["window", "chart", "bar1", "bar2", "axis", "secret", "behind", "panel", "ok"])

        let modal = node("window", children: [chart, secret, node("behind"), node("panel", ["viewIsModal": true], children: [node("ok")])])
        XCTAssertEqual(try exposed(modal), ["panel", "ok"], "a modal view hides everything outside it")
        let hiddenModal = node("window", children: [node("behind"), node("panel", ["viewIsModal": true, "hidden": true])])
        XCTAssertEqual(try exposed(hiddenModal), ["window", "behind"], "a hidden modal view is no modal view")

        let element = try ElementNode(window, window: "/w", parent: nil).exposedChildren[0].exposedChildren[0]
        XCTAssertEqual(element.elementType, .image)
        XCTAssertEqual(element.label, "Bar 1")
    }
}

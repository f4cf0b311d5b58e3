import Foundation
import XCTest
@testable import ClientKit

/// `insertSubview(_:aboveSubview:)` / `belowSubview:` put the view's layer right next
/// to the sibling's layer, plain sublayers between views' layers stay where they
/// were, and a sibling that is not a subview does not stop the program.
final class UIViewSublayerOrderTests: XCTestCase {
    @MainActor
    private static func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @MainActor
    private static func view(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    @MainActor
    private static func plainLayer(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    func testInsertingAboveAndBelowASiblingKeepsPlainSublayersInPlace() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = Self.view("a"), b = Self.view("b")
            parent.addSubview(a)
            parent.layer.addSublayer(Self.plainLayer("s"))
            parent.addSubview(b)
            XCTAssertEqual(Self.names(parent.layer), ["a", "s", "b"])
            let c = Self.view("c")
            parent.insertSubview(c, aboveSubview: a)
            XCTAssertEqual(Self.names(parent.layer), ["a", "c", "s", "b"], "right above a, below the plain layer")
            XCTAssertEqual(parent.subviews, [a, c, b])
            let d = Self.view("d")
            parent.insertSubview(d, belowSubview: b)
            XCTAssertEqual(Self.names(parent.layer), ["a", "c", "s", "d", "b"], "right below b, above the plain layer")
            XCTAssertEqual(parent.subviews, [a, c, d, b])
            // Moving an existing subview follows the same rule.
            parent.insertSubview(a, aboveSubview: d)
            XCTAssertEqual(Self.names(parent.layer), ["c", "s", "d", "a", "b"])
            XCTAssertEqual(parent.subviews, [c, d, a, b])
        }
    }

    func testFrontAndBackGoPastPlainSublayers() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = Self.view("a"), b = Self.view("b")
            parent.addSubview(a)
            parent.addSubview(b)
            parent.layer.insertSublayer(Self.plainLayer("bottom"), at: 0)
            parent.layer.addSublayer(Self.plainLayer("top"))
            parent.bringSubviewToFront(a)
            XCTAssertEqual(Self.names(parent.layer), ["bottom", "b", "top", "a"])
            parent.sendSubviewToBack(a)
            XCTAssertEqual(Self.names(parent.layer), ["a", "bottom", "b", "top"])
            XCTAssertEqual(parent.subviews, [a, b])
        }
    }

    func testASiblingThatIsNotASubviewPutsTheViewAtTheFrontOrTheBack() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = Self.view("a"), b = Self.view("b"), stranger = Self.view("stranger")
            parent.addSubview(a)
            parent.addSubview(b)
            let above = Self.view("above"), below = Self.view("below")
            parent.insertSubview(above, aboveSubview: stranger)
            parent.insertSubview(below, belowSubview: stranger)
            XCTAssertEqual(parent.subviews, [below, a, b, above])
            XCTAssertEqual(Self.names(parent.layer), ["below", "a", "b", "above"])
            XCTAssertTrue(above.superview === parent)
            XCTAssertNil(stranger.superview)
            // A subview moved relative to a stranger moves too.
            parent.insertSubview(a, aboveSubview: stranger)
            XCTAssertEqual(parent.subviews, [below, b, above, a])
            XCTAssertEqual(Self.names(parent.layer), ["below", "b", "above", "a"])
        }
    }

    func testInsertingAViewRelativeToItselfChangesNothing() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = Self.view("a"), b = Self.view("b")
            parent.addSubview(a)
            parent.addSubview(b)
            parent.insertSubview(a, aboveSubview: a)
            XCTAssertEqual(parent.subviews, [a, b])
        }
    }
}

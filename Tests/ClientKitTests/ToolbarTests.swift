import Foundation
import XCTest
@testable import ClientKit

@MainActor
private final class ToolbarTarget {
    var taps: [String] = []
    func compose(_ sender: UIBarButtonItem) { taps.append("compose \(sender.systemItem == .compose)") }
    func trash() { taps.append("trash") }
}

@MainActor
private final class PositionDelegate: UIToolbarDelegate {
    var position: UIBarPosition
    var asked = 0
    init(_ position: UIBarPosition) { self.position = position }
    func position(for bar: UIBarPositioning) -> UIBarPosition {
        asked += 1
        return position
    }
}

/// UIToolbar: its defaults, the layout of its items left to right (buttons 8 points
/// apart from 12-point margins, fixed spaces their width, flexible spaces sharing what
/// is left), custom views, taps running the items' actions, and its position.
final class ToolbarTests: XCTestCase {
    /// A 320 × 44 toolbar with `items`, in a shown window, laid out.
    @MainActor
    private static func toolbar(_ items: [UIBarButtonItem]) -> (UIToolbar, UIWindow) {
        let window = makeControllerWindow()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        toolbar.items = items
        window.addSubview(toolbar)
        window.isHidden = false
        toolbar.layoutIfNeeded()
        return (toolbar, window)
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let toolbar = UIToolbar()
            XCTAssertNil(toolbar.items)
            XCTAssertEqual(toolbar.barStyle, .default)
            XCTAssertTrue(toolbar.isTranslucent)
            XCTAssertNil(toolbar.barTintColor)
            XCTAssertNil(toolbar.delegate)
            XCTAssertEqual(toolbar.barPosition, .any)
            XCTAssertEqual(toolbar.sizeThatFits(CGSize(width: 375, height: 1000)), CGSize(width: 375, height: 44))
            toolbar.sizeToFit()
            XCTAssertEqual(toolbar.frame.height, 44)
            let items = [UIBarButtonItem(title: "A"), UIBarButtonItem.flexibleSpace()]
            toolbar.setItems(items, animated: true)
            XCTAssertEqual(toolbar.items?.count, 2)
            XCTAssertTrue(toolbar.items?[0] === items[0])
            toolbar.items = []
            XCTAssertNil(toolbar.items, "no items reads as nil, as UIKit's")
        }
    }

    func testButtonsAreLaidOutLeftToRightFromTheMargins() {
        MainActor.assumeIsolated {
            let a = UIBarButtonItem(title: "Edit"), b = UIBarButtonItem(systemItem: .add)
            let (toolbar, window) = Self.toolbar([a, b])
            let aView = toolbar._view(for: a)!, bView = toolbar._view(for: b)!
            XCTAssertTrue(aView.superview === toolbar)
            XCTAssertEqual(aView.frame.minX, 12 - 4, "the title 12 points in, less the button's padding")
            XCTAssertEqual(aView.frame.height, 44)
            XCTAssertEqual(aView.frame.minY, 0)
            XCTAssertEqual(bView.frame.minX - aView.frame.maxX, 8, "8 points apart")
            XCTAssertGreaterThan(aView.frame.width, 30)
            window.isHidden = true
        }
    }

    func testFlexibleSpacesShareTheRoomAndFixedSpacesTakeTheirWidth() {
        MainActor.assumeIsolated {
            let a = UIBarButtonItem(title: "Reply"), b = UIBarButtonItem(title: "Forward"), c = UIBarButtonItem(title: "Trash")
            var (toolbar, window) = Self.toolbar([a, .flexibleSpace(), b, .flexibleSpace(), c])
            var aView = toolbar._view(for: a)!, bView = toolbar._view(for: b)!, cView = toolbar._view(for: c)!
            XCTAssertEqual(aView.frame.minX, 8)
            XCTAssertEqual(cView.frame.maxX, 320 - 8, "the last item at the right margin")
            XCTAssertEqual(bView.frame.minX - aView.frame.maxX, cView.frame.minX - bView.frame.maxX, accuracy: 1,
                           "the two flexible spaces are equal")
            window.isHidden = true

            (toolbar, window) = Self.toolbar([.flexibleSpace(), b, .flexibleSpace()])
            bView = toolbar._view(for: b)!
            XCTAssertEqual(bView.frame.midX, 160, accuracy: 1, "centred between two flexible spaces")
            window.isHidden = true

            (toolbar, window) = Self.toolbar([a, .fixedSpace(30), b, .flexibleSpace(), c])
            aView = toolbar._view(for: a)!
            bView = toolbar._view(for: b)!
            cView = toolbar._view(for: c)!
            XCTAssertEqual(bView.frame.minX - aView.frame.maxX, 30, "a fixed space is its width")
            XCTAssertEqual(cView.frame.maxX, 312)
            window.isHidden = true

            (toolbar, window) = Self.toolbar([.flexibleSpace(), c])
            XCTAssertEqual(toolbar._view(for: c)!.frame.maxX, 312, "pushed to the right")
            toolbar.frame.size.width = 500
            toolbar.layoutIfNeeded()
            XCTAssertEqual(toolbar._view(for: c)!.frame.maxX, 492, "follows the width")
            window.isHidden = true
        }
    }

    func testCustomViewsKeepTheirSizeCentredVertically() {
        MainActor.assumeIsolated {
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            let a = UIBarButtonItem(title: "A")
            let (toolbar, window) = Self.toolbar([a, UIBarButtonItem(customView: custom)])
            XCTAssertTrue(custom.superview === toolbar)
            XCTAssertEqual(custom.frame, CGRect(x: toolbar._view(for: a)!.frame.maxX + 8, y: 12, width: 60, height: 20))
            window.isHidden = true
        }
    }

    func testTapsRunTheItemsActions() {
        MainActor.assumeIsolated {
            let target = ToolbarTarget()
            var primary = 0
            let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: target, action: ToolbarTarget.compose)
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: target, action: ToolbarTarget.trash)
            let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in primary += 1 })
            let (toolbar, window) = Self.toolbar([compose, .flexibleSpace(), trash, .flexibleSpace(), done])
            for item in [compose, trash, done] {
                let view = toolbar._view(for: item)!
                tap(window, view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            }
            XCTAssertEqual(target.taps, ["compose true", "trash"])
            XCTAssertEqual(primary, 1)
            trash.isEnabled = false
            toolbar.layoutIfNeeded()
            let view = toolbar._view(for: trash)!
            tap(window, view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            XCTAssertEqual(target.taps, ["compose true", "trash"], "a disabled item does nothing")
            window.isHidden = true
        }
    }

    func testChangingAnItemOrTheItemsUpdatesTheBar() {
        MainActor.assumeIsolated {
            let a = UIBarButtonItem(title: "Edit")
            let (toolbar, window) = Self.toolbar([a])
            XCTAssertEqual((toolbar._view(for: a) as? UIButton)?.currentTitle, "Edit")
            a.title = "Done"
            toolbar.layoutIfNeeded()
            XCTAssertEqual((toolbar._view(for: a) as? UIButton)?.currentTitle, "Done")
            let b = UIBarButtonItem(title: "Other")
            let old = toolbar._view(for: a)
            toolbar.setItems([b], animated: false)
            toolbar.layoutIfNeeded()
            XCTAssertNil(old?.superview, "the old item's view is gone")
            XCTAssertNil(toolbar._view(for: a))
            XCTAssertEqual(toolbar._view(for: b)?.frame.minX, 8)
            window.isHidden = true
        }
    }

    func testThePositionComesFromTheDelegateAndPlacesTheHairline() {
        MainActor.assumeIsolated {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let delegate = PositionDelegate(.top)
            toolbar.delegate = delegate
            XCTAssertEqual(toolbar.barPosition, .top)
            XCTAssertGreaterThan(delegate.asked, 0)
            toolbar.layoutIfNeeded()
            XCTAssertEqual(toolbar._hairlineEdge, .bottom, "a bar at the top has its hairline below")
            delegate.position = .bottom
            toolbar.delegate = delegate
            toolbar.layoutIfNeeded()
            XCTAssertEqual(toolbar._hairlineEdge, .top, "a bar at the bottom has its hairline above")
        }
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Pull to refresh (`UIRefreshControl`): a pull past the trigger while dragging starts a
/// refresh with one `.valueChanged`, the content rests below the control until
/// `endRefreshing()`, and code can begin a refresh without an event.
final class UIRefreshControlTests: XCTestCase {
    @MainActor
    private final class Events {
        var changes = 0
        var refreshingWhenSent: [Bool] = []
    }

    @MainActor
    private static func make() -> (UIWindow, UIScrollView, UIRefreshControl, Events) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 300, height: 1200)
        let control = UIRefreshControl()
        let events = Events()
        control.addAction(UIAction { [unowned control] _ in
            events.changes += 1
            events.refreshingWhenSent.append(control.isRefreshing)
        }, for: .valueChanged)
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, scrollView, control, events)
    }

    @MainActor
    private static func settle(_ scrollView: UIScrollView) {
        let deadline = Date().addingTimeInterval(4)
        while (scrollView.isDecelerating || scrollView._isMoving) && Date() < deadline { spinMainRunLoop(0.02) }
    }

    /// Drags down by `dy` slowly, holds, and lifts.
    @MainActor
    private static func pull(_ window: UIWindow, by dy: CGFloat, whileHeld: () -> Void = {}) {
        let finger = Finger(window, at: CGPoint(x: 150, y: 50))
        finger.drag(by: 0, dy, steps: 20)
        finger.move(to: finger.touch.location(in: nil), dt: 0.3)
        whileHeld()
        finger.lift()
    }

    func testDefaultsAndPlacement() {
        MainActor.assumeIsolated {
            let (window, scrollView, control, events) = Self.make()
            defer { withExtendedLifetime(window) {} }
            XCTAssertFalse(control.isRefreshing)
            XCTAssertNil(control.attributedTitle)
            XCTAssertTrue(control.superview === scrollView, "a subview of its scroll view")
            XCTAssertTrue(scrollView.subviews.first === control, "behind the content")
            XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 300, height: 60), "just above the content")
            XCTAssertEqual(scrollView.adjustedContentInset, .zero)
            XCTAssertEqual(events.changes, 0)
            scrollView.refreshControl = nil
            XCTAssertNil(control.superview)
        }
    }

    func testAPullPastTheTriggerRefreshesOnceAndTheContentRestsBelowTheControl() {
        MainActor.assumeIsolated {
            let (window, scrollView, control, events) = Self.make()
            defer { withExtendedLifetime(window) {} }
            var insetWhileHeld = UIEdgeInsets.zero
            Self.pull(window, by: 320) {
                // The event came while the finger is still down, once.
                XCTAssertEqual(events.changes, 1)
                XCTAssertTrue(control.isRefreshing)
                insetWhileHeld = scrollView.adjustedContentInset
            }
            XCTAssertEqual(events.refreshingWhenSent, [true], "isRefreshing is true when the action runs")
            XCTAssertEqual(insetWhileHeld, .zero, "the inset waits for the finger to lift")
            XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.y, -60, "rests with the control showing")
            XCTAssertEqual(events.changes, 1)

            control.endRefreshing()
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "scrolled back up")
            XCTAssertEqual(events.changes, 1, "ending sends nothing")
        }
    }

    func testAShortPullDoesNothing() {
        MainActor.assumeIsolated {
            let (window, scrollView, control, events) = Self.make()
            defer { withExtendedLifetime(window) {} }
            Self.pull(window, by: 90)
            Self.settle(scrollView)
            XCTAssertEqual(events.changes, 0)
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testBeginRefreshingFromCodeSendsNothingAndDoesNotScroll() {
        MainActor.assumeIsolated {
            let (window, scrollView, control, events) = Self.make()
            defer { withExtendedLifetime(window) {} }
            control.beginRefreshing()
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(events.changes, 0)
            XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "not scrolled, as in UIKit")
            // A pull while refreshing starts nothing more.
            Self.pull(window, by: 320)
            XCTAssertEqual(events.changes, 0)
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.y, -60)
            control.endRefreshing()
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testATableViewControllersRefreshControlIsItsTables() {
        MainActor.assumeIsolated {
            let controller = UITableViewController(style: .plain)
            let control = UIRefreshControl()
            controller.refreshControl = control
            XCTAssertTrue(controller.tableView.refreshControl === control)
            XCTAssertTrue(controller.refreshControl === control)
            XCTAssertTrue(control.superview === controller.tableView)
        }
    }
}

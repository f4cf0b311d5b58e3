import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Records a paging scroll view's delegate calls and the target it was offered.
@MainActor
private final class PageLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var offeredTarget: CGPoint?
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        offeredTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

/// `isPagingEnabled`: a drag ends on a multiple of the bounds size, at most one page
/// from where it began (UIKit: "the scroll view stops on multiples of the scroll view's
/// bounds when the user scrolls").
final class UIScrollViewPagingTests: XCTestCase {
    /// A window 300×400 holding a paging 300×400 scroll view with content `size`,
    /// scrolled to `offset`.
    @MainActor
    private static func makePager(contentSize size: CGSize = CGSize(width: 1500, height: 400),
                                  offset: CGPoint = .zero) -> (UIWindow, UIScrollView, PageLog) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = size
        scrollView.isPagingEnabled = true
        scrollView.contentOffset = offset
        let log = PageLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return (window, scrollView, log)
    }

    @MainActor
    private static func settle(_ scrollView: UIScrollView) {
        let deadline = Date().addingTimeInterval(3)
        while scrollView.isDecelerating && Date() < deadline { spinMainRunLoop(0.02) }
    }

    /// Drags by `dx`, `dy` slowly and rests before lifting: no fling.
    @MainActor
    private static func slowDrag(_ window: UIWindow, by dx: CGFloat, _ dy: CGFloat, time: TimeInterval = 1) {
        let finger = Finger(window, at: CGPoint(x: 150, y: 200), time: time)
        finger.drag(by: dx, dy, steps: 10)
        finger.move(to: finger.touch.location(in: nil), dt: 0.3)
        finger.lift()
    }

    /// Flicks by `dx`, `dy` in 50 ms and lifts at once: a fast fling.
    @MainActor
    private static func flick(_ window: UIWindow, by dx: CGFloat, _ dy: CGFloat, time: TimeInterval = 1) {
        let finger = Finger(window, at: CGPoint(x: 150, y: 200), time: time)
        finger.drag(by: dx, dy, steps: 5, dt: 0.01)
        finger.lift(dt: 0.005)
    }

    func testPagingIsOffByDefault() {
        MainActor.assumeIsolated {
            XCTAssertFalse(UIScrollView(frame: .zero).isPagingEnabled)
        }
    }

    func testASlowDragPastHalfAPageSettlesOnTheNextPage() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager()
            Self.slowDrag(window, by: -200, 0)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 200, y: 0), "the finger's distance")
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 300, y: 0), "the next page, offered to the delegate")
            XCTAssertTrue(scrollView.isDecelerating)
            XCTAssertEqual(log.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                       "willBeginDecelerating"])
            let before = log.offsets.count
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 300, accuracy: 0.001)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertGreaterThan(log.offsets.count - before, 3, "scrollViewDidScroll during the settle")
            let settle = log.offsets[before...].map(\.x)
            XCTAssertEqual(settle, settle.sorted(), "straight there, no overshoot")
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
            XCTAssertNil(scrollView._displayLink)
        }
    }

    func testASlowDragShortOfHalfAPageReturnsToItsPage() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager(offset: CGPoint(x: 600, y: 0))
            Self.slowDrag(window, by: -120, 0)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 600, y: 0))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 600, accuracy: 0.001)
            // The other way too.
            Self.slowDrag(window, by: 100, 0, time: 10)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 600, y: 0))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 600, accuracy: 0.001)
        }
    }

    func testAFastFlickMovesExactlyOnePageInItsDirection() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager(offset: CGPoint(x: 300, y: 0))
            // 2400 pt/s: free deceleration would carry the content far beyond one page.
            Self.flick(window, by: -120, 0)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 600, y: 0))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 600, accuracy: 0.001)
            // A short flick back (less than half a page) still turns the page.
            Self.flick(window, by: 60, 0, time: 10)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 300, y: 0))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 300, accuracy: 0.001)
        }
    }

    func testTheDelegateMayChangeThePageTarget() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager()
            log.retarget = CGPoint(x: 900, y: 0)
            Self.slowDrag(window, by: -200, 0)
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 900, accuracy: 0.5)
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
        }
    }

    func testVerticalPagesAreTheBoundsHeight() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager(contentSize: CGSize(width: 300, height: 2000))
            Self.slowDrag(window, by: 0, -250)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 0, y: 400))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.y, 400, accuracy: 0.001)
        }
    }

    func testTheLastPartialPageStopsAtTheEndOfTheContent() {
        MainActor.assumeIsolated {
            // 1400 wide: pages at 0, 300, 600, 900, and the end at 1100.
            let (window, scrollView, log) = Self.makePager(contentSize: CGSize(width: 1400, height: 400),
                                                           offset: CGPoint(x: 900, y: 0))
            // Past half of the last page (to 1060): the end, not the page's multiple.
            Self.slowDrag(window, by: -160, 0)
            XCTAssertEqual(log.offeredTarget, CGPoint(x: 1100, y: 0))
            Self.settle(scrollView)
            XCTAssertEqual(scrollView.contentOffset.x, 1100, accuracy: 0.001)
        }
    }

    func testReleasingOnAPageDoesNotDecelerate() {
        MainActor.assumeIsolated {
            let (window, scrollView, log) = Self.makePager()
            Self.slowDrag(window, by: -300, 0)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 300, y: 0))
            XCTAssertEqual(log.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
            XCTAssertFalse(scrollView.isDecelerating)
        }
    }
}

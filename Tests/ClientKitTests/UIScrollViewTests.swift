import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Records the delegate calls of a scroll view.
@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var retarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

final class UIScrollViewTests: XCTestCase {
    /// A window 300×400 holding a 300×400 scroll view whose content is 300×`height`,
    /// with a `TouchLogView` at (0, 300, 300, 50) in the content.
    @MainActor
    private static func makeScene(contentHeight height: CGFloat = 2000)
        -> (UIWindow, UIScrollView, TouchLogView, ScrollLog) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 300, height: height)
        let row = TouchLogView(frame: CGRect(x: 0, y: 300, width: 300, height: 50))
        scrollView.addSubview(row)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return (window, scrollView, row, log)
    }

    /// Spins the main run loop until `condition` holds or `timeout` passes.
    @MainActor
    private static func spin(until condition: () -> Bool, timeout: TimeInterval = 3) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline { spinMainRunLoop(0.02) }
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(scrollView.bounces)
            XCTAssertTrue(scrollView.isScrollEnabled)
            XCTAssertTrue(scrollView.clipsToBounds)
            XCTAssertFalse(scrollView.alwaysBounceVertical)
            XCTAssertFalse(scrollView.isDirectionalLockEnabled)
            XCTAssertEqual(scrollView.decelerationRate, .normal)
            XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
            XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
            XCTAssertTrue(scrollView.gestureRecognizers?.first === scrollView.panGestureRecognizer)
            XCTAssertTrue(scrollView.panGestureRecognizer.view === scrollView)
        }
    }

    func testSetContentOffsetMovesTheSubviewsThroughTheBoundsOrigin() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, log) = Self.makeScene()
            scrollView.contentOffset = CGPoint(x: 0, y: 250)
            XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 250))
            XCTAssertEqual(row.frame.origin, CGPoint(x: 0, y: 300), "frames stay in content coordinates")
            XCTAssertEqual(row.convert(CGPoint.zero, to: window), CGPoint(x: 0, y: 50))
            XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
            XCTAssertEqual(log.offsets, [CGPoint(x: 0, y: 250)])
            scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10))
            XCTAssertEqual(log.offsets.count, 2)
        }
    }

    func testDragScrollsByTheDragDistance() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, log) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 150, y: 320))
            XCTAssertTrue(scrollView.isTracking)
            XCTAssertFalse(scrollView.isDragging)
            finger.drag(by: 0, -100, steps: 10)
            XCTAssertTrue(scrollView.isDragging)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
            // Rest before lifting: no momentum.
            finger.move(to: CGPoint(x: 150, y: 220), dt: 0.3)
            finger.lift()
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
            XCTAssertFalse(scrollView.isDragging)
            XCTAssertFalse(scrollView.isTracking)
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(log.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
            XCTAssertGreaterThan(log.offsets.count, 5, "scrollViewDidScroll on every move")
            XCTAssertEqual(row.log, [], "the drag began before the content saw the touch")
            XCTAssertNil(scrollView._displayLink, "idle")
        }
    }

    func testDragPastTheTopRubberBandsAndSettlesBack() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, log) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 150, y: 100))
            finger.drag(by: 0, 200, steps: 10)
            let pulled = -scrollView.contentOffset.y
            XCTAssertGreaterThan(pulled, 20)
            XCTAssertLessThan(pulled, 150, "resistance: less than the 200 pt drag")
            finger.move(to: CGPoint(x: 150, y: 300), dt: 0.3)
            finger.lift()
            XCTAssertTrue(scrollView.isDecelerating, "bouncing back")
            XCTAssertEqual(log.calls.suffix(2), ["didEndDragging(true)", "willBeginDecelerating"])
            Self.spin(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
            XCTAssertNil(scrollView._displayLink, "the display link stops when idle")
        }
    }

    func testWithoutBouncesTheOffsetIsClamped() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, _) = Self.makeScene(contentHeight: 600)
            scrollView.bounces = false
            let finger = Finger(window, at: CGPoint(x: 150, y: 100))
            finger.drag(by: 0, 100, steps: 5)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            finger.drag(by: 0, -300, steps: 5)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 200), "the bottom edge")
            finger.move(to: finger.touch.location(in: nil), dt: 0.3)
            finger.lift()
            XCTAssertFalse(scrollView.isDecelerating)
        }
    }

    func testDecelerationContinuesAfterAFastReleaseAndStops() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, log) = Self.makeScene(contentHeight: 5000)
            scrollView.decelerationRate = .fast
            let finger = Finger(window, at: CGPoint(x: 150, y: 300))
            finger.drag(by: 0, -100, steps: 5, dt: 0.01)   // 2000 pt/s
            finger.lift(dt: 0.005)
            XCTAssertEqual(log.endVelocity?.y ?? 0, 2, accuracy: 0.2, "points per millisecond")
            XCTAssertTrue(scrollView.isDecelerating)
            let released = scrollView.contentOffset.y
            Self.spin(until: { !scrollView.isDecelerating })
            XCTAssertFalse(scrollView.isDecelerating)
            // Free deceleration at 0.99/ms from v pt/ms goes v / -ln(0.99) (≈ 199 pt for 2 pt/ms).
            let expected = (log.endVelocity?.y ?? 0) / -Foundation.log(0.99)
            XCTAssertGreaterThan(expected, 150)
            XCTAssertEqual(scrollView.contentOffset.y - released, expected, accuracy: 1)
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
            XCTAssertNil(scrollView._displayLink)
        }
    }

    func testTargetContentOffsetFromTheDelegateIsWhereDecelerationLands() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, log) = Self.makeScene(contentHeight: 5000)
            scrollView.decelerationRate = .fast
            log.retarget = CGPoint(x: 0, y: 400)
            let finger = Finger(window, at: CGPoint(x: 150, y: 300))
            finger.drag(by: 0, -100, steps: 5, dt: 0.01)
            finger.lift(dt: 0.005)
            Self.spin(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset.y, 400, accuracy: 0.5)
        }
    }

    func testAFlingPastTheEndBouncesBackWithinBounds() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, log) = Self.makeScene(contentHeight: 600)
            scrollView.decelerationRate = .fast
            let finger = Finger(window, at: CGPoint(x: 150, y: 300))
            finger.drag(by: 0, -150, steps: 5, dt: 0.01)   // 3000 pt/s towards the end (200)
            finger.lift(dt: 0.005)
            Self.spin(until: { !scrollView.isDecelerating })
            XCTAssertGreaterThan(log.offsets.map(\.y).max() ?? 0, 200, "overshoots the end")
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 200))
        }
    }

    func testATouchCatchesTheMovingContent() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene(contentHeight: 5000)
            let finger = Finger(window, at: CGPoint(x: 150, y: 300))
            finger.drag(by: 0, -100, steps: 5, dt: 0.01)
            finger.lift(dt: 0.005)
            spinMainRunLoop(0.1)
            XCTAssertTrue(scrollView.isDecelerating)
            let caught = scrollView.contentOffset
            row.log = []
            let second = Finger(window, at: CGPoint(x: 150, y: 10), time: 5)
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertTrue(scrollView.isDragging, "the pan began at touch-down")
            spinMainRunLoop(0.1)
            XCTAssertEqual(scrollView.contentOffset, caught)
            second.lift()
            XCTAssertEqual(scrollView.contentOffset, caught)
            XCTAssertNil(scrollView._displayLink)
        }
    }

    func testAnimatedSetContentOffset() {
        MainActor.assumeIsolated {
            let (_, scrollView, _, log) = Self.makeScene()
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(scrollView.contentOffset, .zero, "not yet")
            Self.spin(until: { log.calls.contains("didEndScrollingAnimation") })
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
            XCTAssertGreaterThan(log.offsets.count, 3, "moved over several frames")
            XCTAssertEqual(log.calls, ["didEndScrollingAnimation"])
            XCTAssertNil(scrollView._displayLink)
        }
    }

    func testADragAlongAnAxisThatCannotScrollIsLeftToTheContent() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 100, y: 320))
            finger.drag(by: 60, 0, steps: 3)
            finger.lift()
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(row.log, ["began", "moved", "moved", "moved", "ended"])
        }
    }

    /// `keyboardDismissMode = .onDrag`: a drag ends editing (the first responder resigns,
    /// as the keyboard is dismissed on iOS); `.none` and the interactive modes leave it.
    func testKeyboardDismissModeOnDragEndsEditing() {
        MainActor.assumeIsolated {
            for mode in [UIScrollView.KeyboardDismissMode.none, .interactive, .onDrag] {
                let (window, scrollView, _, _) = Self.makeScene()
                XCTAssertEqual(scrollView.keyboardDismissMode, .none, "UIKit's default")
                XCTAssertTrue(scrollView.scrollsToTop)
                XCTAssertEqual(scrollView.indicatorStyle, .default)
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                window.addSubview(field)
                XCTAssertTrue(field.becomeFirstResponder())
                scrollView.keyboardDismissMode = mode
                let finger = Finger(window, at: CGPoint(x: 150, y: 300))
                finger.drag(by: 0, -60, steps: 4)
                finger.lift()
                XCTAssertNotEqual(scrollView.contentOffset, .zero, "\(mode): it scrolled")
                XCTAssertEqual(field.isFirstResponder, mode != .onDrag, "\(mode)")
            }
        }
    }

    func testContentInsetExtendsTheScrollableRange() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, _) = Self.makeScene()
            scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
            XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
            let finger = Finger(window, at: CGPoint(x: 150, y: 100))
            finger.drag(by: 0, 40, steps: 4)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -40), "inside the inset: no resistance")
            finger.move(to: finger.touch.location(in: nil), dt: 0.3)
            finger.lift()
            XCTAssertFalse(scrollView.isDecelerating, "nothing to bounce back from")
            XCTAssertEqual(scrollView._offsetRange(horizontal: false), -50...1620)
        }
    }

    func testDirectionalLock() {
        MainActor.assumeIsolated {
            for locked in [false, true] {
                let (window, scrollView, _, _) = Self.makeScene()
                scrollView.contentSize = CGSize(width: 1000, height: 2000)
                scrollView.contentOffset = CGPoint(x: 200, y: 200)
                scrollView.isDirectionalLockEnabled = locked
                let finger = Finger(window, at: CGPoint(x: 150, y: 100))
                finger.drag(by: -8, -60, steps: 6)
                XCTAssertEqual(scrollView.contentOffset, CGPoint(x: locked ? 200 : 208, y: 260), "locked: \(locked)")
                finger.move(to: finger.touch.location(in: nil), dt: 0.3)
                finger.lift()
            }
        }
    }

    func testShortContentScrollsOnlyWhenAlwaysBouncing() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene(contentHeight: 400)
            let finger = Finger(window, at: CGPoint(x: 150, y: 320))
            finger.drag(by: 0, 40, steps: 2)
            finger.lift()
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(row.log, ["began", "moved", "moved", "ended"], "the pan failed")

            scrollView.alwaysBounceVertical = true
            row.log = []
            let second = Finger(window, at: CGPoint(x: 150, y: 320), time: 3)
            second.drag(by: 0, 40, steps: 2)
            XCTAssertLessThan(scrollView.contentOffset.y, 0)
            second.lift()
            XCTAssertEqual(row.log, [], "the first 20 pt move began the pan")
            Self.spin(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset, .zero)
        }
    }

    func testContentTouchesAreDelayedUntilTheyAreNotADrag() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene()
            XCTAssertTrue(scrollView.delaysContentTouches)
            // A quick tap reaches the row when it ends.
            Finger(window, at: CGPoint(x: 150, y: 320)).lift()
            XCTAssertEqual(row.log, ["began", "ended"])
            // A touch held still reaches it after the delay.
            row.log = []
            let held = Finger(window, at: CGPoint(x: 150, y: 320), time: 3)
            XCTAssertEqual(row.log, [])
            spinMainRunLoop(0.3)
            XCTAssertEqual(row.log, ["began"])
            // A drag after that still scrolls, cancelling the row's touch.
            held.drag(by: 0, -50, steps: 5)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 50))
            XCTAssertEqual(row.log, ["began", "cancelled"])
            held.lift()
        }
    }

    func testWithoutDelayTheContentGetsTheTouchAtOnce() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene()
            scrollView.delaysContentTouches = false
            let finger = Finger(window, at: CGPoint(x: 150, y: 320))
            XCTAssertEqual(row.log, ["began"])
            finger.drag(by: 0, -50, steps: 5)
            finger.lift()
            XCTAssertEqual(row.log, ["began", "cancelled"])
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 50))
        }
    }

    func testContentThatMayNotBeCancelledKeepsItsTouch() {
        MainActor.assumeIsolated {
            let (window, scrollView, row, _) = Self.makeScene()
            scrollView.delaysContentTouches = false
            scrollView.canCancelContentTouches = false
            let finger = Finger(window, at: CGPoint(x: 150, y: 320))
            finger.drag(by: 0, -50, steps: 2)
            finger.lift()
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(row.log, ["began", "moved", "moved", "ended"])
            // Dragging on the scroll view itself (no content view tracks it) scrolls.
            let other = Finger(window, at: CGPoint(x: 150, y: 100), time: 3)
            other.drag(by: 0, -50, steps: 2)
            other.lift()
            XCTAssertNotEqual(scrollView.contentOffset, .zero)
        }
    }

    func testDragsFromControlsDoNotScroll() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, _) = Self.makeScene()
            scrollView.delaysContentTouches = false
            let control = UIControl(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
            scrollView.addSubview(control)
            XCTAssertFalse(scrollView.touchesShouldCancel(in: control))
            let finger = Finger(window, at: CGPoint(x: 150, y: 120))
            finger.drag(by: 0, -50, steps: 2)
            finger.lift()
            XCTAssertEqual(scrollView.contentOffset, .zero, "as UIKit: override touchesShouldCancel(in:) to change it")
        }
    }

    func testRubberBandCurve() {
        XCTAssertEqual(_ScrollPhysics.rubberBand(0, dimension: 400), 0)
        XCTAssertEqual(_ScrollPhysics.rubberBand(10, dimension: 400), 5.43, accuracy: 0.01)
        XCTAssertLessThan(_ScrollPhysics.rubberBand(10_000, dimension: 400), 400)
        XCTAssertEqual(_ScrollPhysics.rubberBand(-100, dimension: 400), -48.4, accuracy: 0.1)
        let banded = _ScrollPhysics.rubberBand(123, dimension: 400)
        XCTAssertEqual(_ScrollPhysics.unRubberBand(banded, dimension: 400), 123, accuracy: 0.001)
    }
}

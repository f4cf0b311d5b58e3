import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Gives the view to zoom and records the zoom delegate calls (runs of "didZoom"
/// collapsed to one).
@MainActor
private final class ZoomLog: UIScrollViewDelegate {
    var zoomView: UIView?
    var calls: [String] = []
    var didZoomCount = 0
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append(view === zoomView ? "willBeginZooming" : "willBeginZooming(wrong view)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        didZoomCount += 1
        if calls.last != "didZoom" { calls.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append(view === zoomView ? "didEndZooming(\(scale))" : "didEndZooming(wrong view)")
    }
}

/// Zooming: `zoomScale` scales the delegate's `viewForZooming(in:)` by its transform,
/// `contentSize` follows the view's frame, and a pinch zooms about the fingers.
final class UIScrollViewZoomingTests: XCTestCase {
    /// A window 300×300 holding a 200×200 scroll view at its origin whose content is one
    /// 200×200 view to zoom, between 0.5 and 4.
    @MainActor
    private static func makeScene() -> (UIWindow, UIScrollView, UIView, ZoomLog) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        let log = ZoomLog()
        log.zoomView = content
        scrollView.delegate = log
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return (window, scrollView, content, log)
    }

    /// Two fingers: `a` stays at `fixed`, `b` moves from `start` to `end` in 5-point steps.
    @MainActor
    private static func pinch(_ window: UIWindow, fixed: CGPoint, from start: CGPoint, to end: CGPoint)
        -> (Finger, Finger) {
        let a = Finger(window, at: fixed)
        let b = Finger(window, at: start, time: 1, event: a.event)
        let steps = Int((hypot(end.x - start.x, end.y - start.y) / 5).rounded())
        b.drag(by: end.x - start.x, end.y - start.y, steps: steps)
        // Rest, so that nothing flies on when the fingers lift.
        b.move(to: end, dt: 0.3)
        return (a, b)
    }

    @MainActor
    private static func spin(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(3)
        while !condition() && Date() < deadline { spinMainRunLoop(0.02) }
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(scrollView.minimumZoomScale, 1)
            XCTAssertEqual(scrollView.maximumZoomScale, 1)
            XCTAssertEqual(scrollView.zoomScale, 1)
            XCTAssertTrue(scrollView.bouncesZoom)
            XCTAssertFalse(scrollView.isZooming)
            XCTAssertFalse(scrollView.isZoomBouncing)
            XCTAssertNil(scrollView.pinchGestureRecognizer, "no zooming without a view and limits to zoom between")
        }
    }

    func testThePinchRecognizerExistsOnlyWhileZoomingIsPossible() {
        MainActor.assumeIsolated {
            let (_, scrollView, _, log) = Self.makeScene()
            let pinch = scrollView.pinchGestureRecognizer
            XCTAssertNotNil(pinch)
            XCTAssertTrue(pinch?.view === scrollView)
            XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
            scrollView.maximumZoomScale = 0.5
            XCTAssertNil(scrollView.pinchGestureRecognizer, "maximum not above minimum")
            XCTAssertFalse(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
            scrollView.maximumZoomScale = 4
            XCTAssertNotNil(scrollView.pinchGestureRecognizer)
            let other = ZoomLog()
            scrollView.delegate = other
            XCTAssertNil(scrollView.pinchGestureRecognizer, "no view for zooming")
            scrollView.delegate = log
            XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        }
    }

    func testAViewForZoomingGivenAfterTheLimitsIsFoundAtLayout() {
        MainActor.assumeIsolated {
            let (_, scrollView, content, log) = Self.makeScene()
            let other = ZoomLog()
            scrollView.delegate = other
            XCTAssertNil(scrollView.pinchGestureRecognizer)
            other.zoomView = content
            scrollView.setNeedsLayout()
            scrollView.layoutIfNeeded()
            XCTAssertNotNil(scrollView.pinchGestureRecognizer)
            XCTAssertTrue(log.calls.isEmpty)
        }
    }

    func testZoomScaleScalesTheZoomViewAboutTheVisibleCentre() {
        MainActor.assumeIsolated {
            let (_, scrollView, content, log) = Self.makeScene()
            scrollView.zoomScale = 2
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 400, height: 400))
            XCTAssertEqual(content.bounds.size, CGSize(width: 200, height: 200), "the view's own size is kept")
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 400, height: 400), "the zoomed frame's size")
            // The point at the centre of the view, (100, 100) of the content, stays there.
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 100, y: 100))
            XCTAssertEqual(log.calls, ["didZoom"], "no begin or end for an immediate change")
            XCTAssertFalse(scrollView.isZooming)
        }
    }

    func testZoomScaleIsClampedToTheLimits() {
        MainActor.assumeIsolated {
            let (_, scrollView, content, log) = Self.makeScene()
            scrollView.setZoomScale(10, animated: false)
            XCTAssertEqual(scrollView.zoomScale, 4)
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 800, height: 800))
            scrollView.zoomScale = 0.1
            XCTAssertEqual(scrollView.zoomScale, 0.5)
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 100, height: 100))
            XCTAssertEqual(scrollView.contentOffset, .zero, "content smaller than the view rests at its start")
            XCTAssertEqual(log.didZoomCount, 2)
        }
    }

    func testWithoutAViewForZoomingTheScaleStaysOne() {
        MainActor.assumeIsolated {
            let (_, scrollView, content, log) = Self.makeScene()
            log.zoomView = nil
            scrollView.zoomScale = 2
            XCTAssertEqual(scrollView.zoomScale, 1)
            XCTAssertEqual(content.transform, .identity)
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 200, height: 200))
        }
    }

    func testZoomToRectMakesTheRectFillTheView() {
        MainActor.assumeIsolated {
            let (_, scrollView, _, log) = Self.makeScene()
            // 50×50 of the view fills 200×200 at 4×: (100, 25) is at (400, 100) of the content.
            scrollView.zoom(to: CGRect(x: 100, y: 25, width: 50, height: 50), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 4)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 400, y: 100))
            // A wide rect fits its width and is centred vertically, within the content.
            scrollView.zoom(to: CGRect(x: 0, y: 75, width: 100, height: 50), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
            scrollView.zoom(to: CGRect(x: 150, y: 150, width: 50, height: 50), animated: false)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 600, y: 600), "the corner")
            // Larger than the minimum allows: the minimum.
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 1000, height: 1000), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 0.5)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(log.calls, ["didZoom"], "immediate: no begin or end")
        }
    }

    func testAnimatedZoomBeginsAndEnds() {
        MainActor.assumeIsolated {
            let (_, scrollView, content, log) = Self.makeScene()
            scrollView.setZoomScale(2, animated: true)
            Self.spin(until: { log.calls.last?.hasPrefix("didEndZooming") == true })
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
            XCTAssertGreaterThan(log.didZoomCount, 2, "over several frames")
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 400, height: 400))
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 100, y: 100))
            XCTAssertNil(scrollView._displayLink)

            log.calls = []
            scrollView.zoom(to: CGRect(x: 100, y: 25, width: 50, height: 50), animated: true)
            Self.spin(until: { log.calls.last?.hasPrefix("didEndZooming") == true })
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom", "didEndZooming(4.0)"])
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 400, y: 100))
        }
    }

    func testAPinchZoomsWithTheContentUnderEachFingerStayingUnderIt() {
        MainActor.assumeIsolated {
            let (window, scrollView, content, log) = Self.makeScene()
            // 40 points apart, then 80: twice the scale. Finger a stays on (30, 50) of
            // the view; finger b started on (70, 50) of it and stays on it.
            let (a, b) = Self.pinch(window, fixed: CGPoint(x: 30, y: 50),
                                    from: CGPoint(x: 70, y: 50), to: CGPoint(x: 110, y: 50))
            XCTAssertTrue(scrollView.isZooming)
            XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 1e-9)
            XCTAssertEqual(scrollView.contentSize.width, 400, accuracy: 1e-9)
            XCTAssertEqual(content.convert(CGPoint(x: 30, y: 50), to: window), CGPoint(x: 30, y: 50), accuracy: 1e-6)
            XCTAssertEqual(content.convert(CGPoint(x: 70, y: 50), to: window), CGPoint(x: 110, y: 50), accuracy: 1e-6)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 30, y: 50), accuracy: 1e-6)
            b.lift()
            XCTAssertFalse(scrollView.isZooming)
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
            a.lift()
            XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 1e-9)
            XCTAssertFalse(scrollView.isDecelerating)
        }
    }

    func testAPinchPastTheMaximumOvershootsAndBouncesBack() {
        MainActor.assumeIsolated {
            let (window, scrollView, content, log) = Self.makeScene()
            scrollView.maximumZoomScale = 2
            let (a, b) = Self.pinch(window, fixed: CGPoint(x: 30, y: 50),
                                    from: CGPoint(x: 70, y: 50), to: CGPoint(x: 150, y: 50))
            XCTAssertGreaterThan(scrollView.zoomScale, 2, "past the limit, with resistance")
            XCTAssertLessThan(scrollView.zoomScale, 3)
            b.lift()
            a.lift()
            XCTAssertTrue(scrollView.isZoomBouncing)
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom"])
            Self.spin(until: { !scrollView.isZoomBouncing })
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 400, height: 400))
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
            let range = 0...CGFloat(200)
            XCTAssertTrue(range.contains(scrollView.contentOffset.x) && range.contains(scrollView.contentOffset.y))
            XCTAssertNil(scrollView._displayLink)
        }
    }

    func testWithoutBouncesZoomAPinchStopsAtTheLimit() {
        MainActor.assumeIsolated {
            let (window, scrollView, _, log) = Self.makeScene()
            scrollView.maximumZoomScale = 2
            scrollView.bouncesZoom = false
            let (a, b) = Self.pinch(window, fixed: CGPoint(x: 30, y: 50),
                                    from: CGPoint(x: 70, y: 50), to: CGPoint(x: 150, y: 50))
            XCTAssertEqual(scrollView.zoomScale, 2)
            b.lift()
            XCTAssertFalse(scrollView.isZoomBouncing)
            XCTAssertEqual(log.calls, ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
            a.lift()
        }
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Records the touch callbacks it gets, without forwarding.
private final class TouchView: UIView {
    var name = ""
    var log: CallLog?
    var lastLocations: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log?.add("\(name).\(phase)(\(touches.count))")
        lastLocations = touches.map { $0.location(in: self) }
    }
}

final class UITouchBindingTests: XCTestCase {
    /// A visible key window 300×300 with `left` (0,0,100,100) and `right` (200,0,100,100).
    @MainActor
    private static func makeScene(_ log: CallLog) -> (UIWindow, TouchView, TouchView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.name = "left"
        right.name = "right"
        left.log = log
        right.log = log
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        return (window, left, right)
    }

    func testTouchStaysBoundToItsHitTestView() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, left, _) = Self.makeScene(log)
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 20), timestamp: 1)
            let event = makeTouchEvent([touch])
            XCTAssertNil(touch.view, "not bound before delivery")
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(touch.view === left)
            XCTAssertTrue(touch.window === window)
            XCTAssertEqual(touch.phase, .began)
            XCTAssertEqual(touch.tapCount, 1)
            // Moving over the other view does not rebind the touch.
            touch._update(phase: .moved, locationInWindow: CGPoint(x: 250, y: 50), timestamp: 2)
            event._timestamp = 2
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(touch.view === left)
            XCTAssertEqual(touch.location(in: left), CGPoint(x: 250, y: 50))
            XCTAssertEqual(touch.previousLocation(in: left), CGPoint(x: 10, y: 20))
            XCTAssertEqual(touch.timestamp, 2)
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 250, y: 50), timestamp: 3)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries, ["left.began(1)", "left.moved(1)", "left.ended(1)"])
        }
    }

    func testRemovedViewKeepsReceivingItsTouch() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, left, _) = Self.makeScene(log)
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            left.removeFromSuperview()
            touch._update(phase: .moved, locationInWindow: CGPoint(x: 12, y: 10), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            touch._update(phase: .cancelled, locationInWindow: CGPoint(x: 12, y: 10), timestamp: 3)
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(touch.view === left)
            XCTAssertNil(left.superview)
            XCTAssertEqual(log.entries, ["left.began(1)", "left.moved(1)", "left.cancelled(1)"])
        }
    }

    func testTouchesAreGroupedByViewAndPhase() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, left, right) = Self.makeScene(log)
            left.isMultipleTouchEnabled = true   // it takes both of its touches
            let a = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            let b = UITouch(window: window, locationInWindow: CGPoint(x: 20, y: 20), timestamp: 1)
            let c = UITouch(window: window, locationInWindow: CGPoint(x: 210, y: 10), timestamp: 1)
            let event = makeTouchEvent([a, b, c])
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries.sorted(), ["left.began(2)", "right.began(1)"])
            XCTAssertEqual(event.allTouches, [a, b, c])
            XCTAssertEqual(event.touches(for: left), [a, b])
            XCTAssertEqual(event.touches(for: right), [c])
            XCTAssertEqual(event.touches(for: window), [a, b, c])
            XCTAssertEqual(event.touches(for: window as UIView), [], "no touch is bound to the window itself")

            log.clear()
            a._update(phase: .moved, locationInWindow: CGPoint(x: 11, y: 10), timestamp: 2)
            b._update(phase: .stationary, locationInWindow: CGPoint(x: 20, y: 20), timestamp: 2)
            c._update(phase: .ended, locationInWindow: CGPoint(x: 210, y: 10), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            // Stationary touches are not delivered; phases come in UIKit's order.
            XCTAssertEqual(log.entries, ["left.moved(1)", "right.ended(1)"])
        }
    }

    func testLocationConversionAndHitTestThroughBoundsOrigin() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, right) = Self.makeScene(log)
            window.bounds.origin = CGPoint(x: 0, y: 0)
            right.transform = CGAffineTransform(scaleX: 2, y: 2)
            // right now covers 150..<350 × -50..<150 of the window (about its centre 250, 50).
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 160, y: 60), timestamp: 1)
            UIApplication.shared.sendEvent(makeTouchEvent([touch]))
            XCTAssertTrue(touch.view === right)
            XCTAssertEqual(touch.location(in: right), CGPoint(x: 5, y: 55))
            XCTAssertEqual(touch.location(in: nil), CGPoint(x: 160, y: 60))
            XCTAssertEqual(right.lastLocations, [CGPoint(x: 5, y: 55)])
        }
    }

    func testTouchOutsideEveryViewOfAHiddenWindowIsNotDelivered() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, _) = Self.makeScene(log)
            window.isHidden = true
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            UIApplication.shared.sendEvent(makeTouchEvent([touch]))
            XCTAssertNil(touch.view)
            XCTAssertEqual(log.entries, [])
        }
    }

    func testTouchesGoToTheirOwnWindows() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, left, _) = Self.makeScene(log)
            let other = UIWindow(frame: CGRect(x: 400, y: 0, width: 100, height: 100))
            let otherView = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            otherView.name = "other"
            otherView.log = log
            other.addSubview(otherView)
            other.isHidden = false
            let t1 = UITouch(window: window, locationInWindow: CGPoint(x: 5, y: 5), timestamp: 1)
            let t2 = UITouch(window: other, locationInWindow: CGPoint(x: 5, y: 5), timestamp: 1)
            UIApplication.shared.sendEvent(makeTouchEvent([t1, t2]))
            XCTAssertTrue(t1.view === left)
            XCTAssertTrue(t2.view === otherView)
            XCTAssertEqual(log.entries.sorted(), ["left.began(1)", "other.began(1)"])
            // A location in another window's view goes through screen coordinates.
            XCTAssertEqual(t2.location(in: left), CGPoint(x: 405, y: 5))
        }
    }

    func testEventTypes() {
        MainActor.assumeIsolated {
            let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: 4)
            XCTAssertEqual(event.type, .motion)
            XCTAssertEqual(event.subtype, .motionShake)
            XCTAssertEqual(event.timestamp, 4)
            XCTAssertNil(event.allTouches)
            XCTAssertNil(event.touches(for: UIView()))
            XCTAssertEqual(UITouch.Phase.cancelled.rawValue, 4)
            XCTAssertEqual(UITouch.Phase.regionExited.rawValue, 7)
            XCTAssertEqual(UIEvent.EventType.presses.rawValue, 3)
            XCTAssertEqual(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue, 109)
        }
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A control that records its tracking calls and highlight changes.
private final class TrackingControl: UIControl {
    var log: CallLog?
    var beginResult = true
    var continueResult = true
    var highlightChanges: [Bool] = []

    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { highlightChanges.append(isHighlighted) } }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.add("begin(inside: \(touch.view === self))")
        return beginResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log?.add("continue(highlighted: \(isHighlighted))")
        return continueResult
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log?.add("end")
    }

    override func cancelTracking(with event: UIEvent?) {
        log?.add("cancel")
    }
}

/// Records the touches that reach it through the responder chain.
private final class RecordingContainer: UIView {
    var log: CallLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("container.began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("container.ended") }
}

/// Tracking, highlighting and the touch events a control sends, driven through
/// `UIApplication.sendEvent` as the platform layer does.
final class UIControlTrackingTests: XCTestCase {
    /// A visible key window 400×400 with a 100×40 control at (150, 150) inside a container.
    @MainActor
    private static func makeScene(_ log: CallLog) -> (UIWindow, TrackingControl, RecordingContainer) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = RecordingContainer(frame: window.bounds)
        container.log = log
        let control = TrackingControl(frame: CGRect(x: 150, y: 150, width: 100, height: 40))
        control.log = log
        container.addSubview(control)
        window.addSubview(container)
        window.makeKeyAndVisible()
        // Log every touch event with one action per event kind.
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
                              (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                              (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
                              (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
                              (.touchCancel, "cancel"), (.primaryActionTriggered, "primary")] {
            control.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        return (window, control, container)
    }

    /// Drives one touch through `points` (window coordinates): began at the first, moved
    /// through the rest but the last, ended (or cancelled) at the last.
    @MainActor
    private static func drive(_ window: UIWindow, _ points: [CGPoint], cancel: Bool = false, tapCount: Int = 1) {
        let touch = UITouch(window: window, locationInWindow: points[0], timestamp: 1, tapCount: tapCount)
        let event = makeTouchEvent([touch])
        UIApplication.shared.sendEvent(event)
        var time: TimeInterval = 1
        for point in points.dropFirst().dropLast() {
            time += 0.01
            touch._update(phase: .moved, locationInWindow: point, timestamp: time)
            event._timestamp = time
            UIApplication.shared.sendEvent(event)
        }
        time += 0.01
        touch._update(phase: cancel ? .cancelled : .ended, locationInWindow: points.count > 1 ? points.last! : points[0],
                      timestamp: time)
        event._timestamp = time
        UIApplication.shared.sendEvent(event)
    }

    func testTapInsideSendsTouchDownThenTouchUpInside() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            Self.drive(window, [CGPoint(x: 160, y: 160), CGPoint(x: 160, y: 160)])
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "end", "upInside"])
            XCTAssertEqual(control.highlightChanges, [true, false])
            XCTAssertFalse(control.isTracking)
            XCTAssertFalse(control.isHighlighted)
        }
    }

    func testHighlightedOnlyWhileTracking() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 200, y: 170), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(control.isTracking)
            XCTAssertTrue(control.isTouchInside)
            XCTAssertTrue(control.isHighlighted)
            XCTAssertEqual(control.state, .highlighted)
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 200, y: 170), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertFalse(control.isHighlighted)
            XCTAssertEqual(control.state, .normal)
        }
    }

    func testReleaseWithinTheSlopIsStillInside() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            // The control spans x 150…250, y 150…190; 60 points below is within 70.
            Self.drive(window, [CGPoint(x: 200, y: 170), CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 250)])
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "continue(highlighted: true)", "dragInside",
                                         "end", "upInside"])
            XCTAssertEqual(control.highlightChanges, [true, false])
        }
    }

    func testReleaseBeyondTheSlopIsOutside() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            // 71 points right of the control's right edge (250 + 71).
            Self.drive(window, [CGPoint(x: 200, y: 170), CGPoint(x: 321, y: 170), CGPoint(x: 321, y: 170)])
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "continue(highlighted: false)",
                                         "dragOutside", "dragExit", "end", "upOutside"])
            XCTAssertEqual(control.highlightChanges, [true, false])
            XCTAssertFalse(control.isTouchInside)
        }
    }

    func testDragExitAndEnterAreSentWhenCrossingTheTrackingArea() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            Self.drive(window, [CGPoint(x: 200, y: 170),   // down inside
                                CGPoint(x: 200, y: 300),   // 110 below the bottom edge: outside
                                CGPoint(x: 200, y: 310),   // still outside
                                CGPoint(x: 200, y: 200),   // back, within the slop
                                CGPoint(x: 200, y: 200)])
            // Events sent together reach their actions in registration order.
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown",
                                         "continue(highlighted: false)", "dragOutside", "dragExit",
                                         "continue(highlighted: false)", "dragOutside",
                                         "continue(highlighted: true)", "dragInside", "dragEnter",
                                         "end", "upInside"])
            XCTAssertEqual(control.highlightChanges, [true, false, true, false])
        }
    }

    func testCancelledTouchSendsTouchCancel() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            Self.drive(window, [CGPoint(x: 200, y: 170), CGPoint(x: 205, y: 172), CGPoint(x: 205, y: 172)], cancel: true)
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "continue(highlighted: true)", "dragInside",
                                         "cancel", "cancel"])
            XCTAssertFalse(control.isHighlighted)
            XCTAssertFalse(control.isTracking)
        }
    }

    func testRepeatedTapSendsTouchDownRepeat() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, _) = Self.makeScene(log)
            Self.drive(window, [CGPoint(x: 160, y: 160)], tapCount: 2)
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "touchDownRepeat", "end", "upInside"])
        }
    }

    func testRefusingToBeginTrackingSendsNothing() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            control.beginResult = false
            Self.drive(window, [CGPoint(x: 160, y: 160), CGPoint(x: 170, y: 160), CGPoint(x: 170, y: 160)])
            XCTAssertEqual(log.entries, ["begin(inside: true)"])
            XCTAssertEqual(control.highlightChanges, [])
        }
    }

    func testRefusingToContinueStopsTracking() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            control.continueResult = false
            Self.drive(window, [CGPoint(x: 160, y: 160), CGPoint(x: 170, y: 160), CGPoint(x: 180, y: 160),
                                CGPoint(x: 180, y: 160)])
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown", "continue(highlighted: true)"])
            XCTAssertFalse(control.isHighlighted)
        }
    }

    func testDisabledControlSendsNothingAndPassesTouchesOn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            control.isEnabled = false
            XCTAssertEqual(control.state, .disabled)
            Self.drive(window, [CGPoint(x: 160, y: 160), CGPoint(x: 160, y: 160)])
            XCTAssertEqual(log.entries, ["container.began", "container.ended"])
            XCTAssertEqual(control.highlightChanges, [])
        }
    }

    func testDisablingWhileTrackingEndsTrackingSilently() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, control, _) = Self.makeScene(log)
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 200, y: 170), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            control.isEnabled = false
            XCTAssertFalse(control.isTracking)
            XCTAssertFalse(control.isHighlighted)
            control.isEnabled = true
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 200, y: 170), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries, ["begin(inside: true)", "touchDown"])
        }
    }

    func testStateCombinesFlags() {
        MainActor.assumeIsolated {
            let control = UIControl(frame: .zero)
            XCTAssertEqual(control.state, .normal)
            XCTAssertEqual(control.state.rawValue, 0)
            control.isSelected = true
            control.isEnabled = false
            XCTAssertEqual(control.state, [.selected, .disabled])
            control.isHighlighted = true
            XCTAssertEqual(control.state, [.selected, .disabled, .highlighted])
            XCTAssertEqual(UIControl.State.highlighted.rawValue, 1)
            XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
            XCTAssertEqual(UIControl.State.selected.rawValue, 4)
            XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
            XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
            XCTAssertEqual(UIControl.Event.allTouchEvents.rawValue, 0xFFF)
        }
    }
}


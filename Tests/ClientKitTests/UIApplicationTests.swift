import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

private final class EventRecordingWindow: UIWindow {
    var name = ""
    var log: CallLog?
    override func sendEvent(_ event: UIEvent) {
        log?.add("\(name).sendEvent(\(event.type))")
        super.sendEvent(event)
    }
}

final class UIApplicationTests: XCTestCase {
    func testSharedInstance() {
        MainActor.assumeIsolated {
            resetApplication()
            XCTAssertTrue(UIApplication.shared === UIApplication.shared)
            XCTAssertNil(UIApplication.shared.delegate)
            XCTAssertNil(UIApplication.shared.next)
            XCTAssertNil(UIApplication.shared.keyWindow)
            XCTAssertFalse(UIApplication.shared.isIdleTimerDisabled, "UIKit's default")
            XCTAssertEqual(UIApplication.shared.applicationIconBadgeNumber, 0)
            UIApplication.shared.isIdleTimerDisabled = true
            XCTAssertTrue(UIApplication.shared.isIdleTimerDisabled)
            UIApplication.shared.isIdleTimerDisabled = false
        }
    }

    func testTouchEventsGoToEachTouchsWindowOnce() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let one = EventRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let two = EventRecordingWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            let three = EventRecordingWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            for (w, name) in [(one, "one"), (two, "two"), (three, "three")] {
                w.name = name
                w.log = log
                w.isHidden = false
            }
            let touches: Set<UITouch> = [
                UITouch(window: one, locationInWindow: CGPoint(x: 1, y: 1), timestamp: 1),
                UITouch(window: one, locationInWindow: CGPoint(x: 2, y: 2), timestamp: 1),
                UITouch(window: two, locationInWindow: CGPoint(x: 1, y: 1), timestamp: 1),
            ]
            UIApplication.shared.sendEvent(makeTouchEvent(touches))
            XCTAssertEqual(log.entries.sorted(), ["one.sendEvent(touches)", "two.sendEvent(touches)"])
            XCTAssertTrue(touches.allSatisfy { $0.view === $0.window })
        }
    }

    func testOtherEventsGoToTheKeyWindowOrNowhere() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let key = EventRecordingWindow(frame: .zero)
            let other = EventRecordingWindow(frame: .zero)
            key.name = "key"
            other.name = "other"
            key.log = log
            other.log = log
            let press = UIPress(key: nil, timestamp: 1)
            UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 1, presses: [press]))
            XCTAssertEqual(log.entries, [], "no key window: dropped")
            other.makeKeyAndVisible()
            key.makeKeyAndVisible()
            UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 1, presses: [press]))
            UIApplication.shared.sendEvent(UIEvent(type: .motion, subtype: .motionShake, timestamp: 2))
            UIApplication.shared.sendEvent(UIEvent(type: .remoteControl, subtype: .remoteControlPlay, timestamp: 3))
            XCTAssertEqual(log.entries, ["key.sendEvent(presses)", "key.sendEvent(motion)", "key.sendEvent(remoteControl)"])
            XCTAssertTrue(press.window === key)
            XCTAssertTrue(press.responder === key)
        }
    }
}

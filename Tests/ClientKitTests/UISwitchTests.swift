import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UISwitch: its fixed size, silent programmatic changes, and `.valueChanged` for a
/// user's tap or drag only.
final class UISwitchTests: XCTestCase {
    func testDefaultsAndTheFixedSize() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            XCTAssertFalse(toggle.isOn)
            XCTAssertNil(toggle.onTintColor, "UIKit's getter is nil; the system green is drawn")
            XCTAssertNil(toggle.thumbTintColor)
            XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
            XCTAssertEqual(toggle.sizeThatFits(.zero), CGSize(width: 51, height: 31))
            XCTAssertEqual(toggle.sizeThatFits(CGSize(width: 300, height: 300)), CGSize(width: 51, height: 31))
            XCTAssertEqual(UISwitch(frame: CGRect(x: 10, y: 20, width: 100, height: 100)).frame,
                           CGRect(x: 10, y: 20, width: 51, height: 31), "the frame's size is not used")
            toggle.sizeToFit()
            XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31))
        }
    }

    func testSettingTheValueInCodeSendsNothing() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let events = ControlEvents(toggle)
            toggle.isOn = true
            XCTAssertTrue(toggle.isOn)
            toggle.setOn(false, animated: true)
            XCTAssertFalse(toggle.isOn)
            toggle.setOn(true, animated: false)
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(events.count, 0)
        }
    }

    func testATapTogglesAndSendsValueChangedOnce() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            let window = showInWindow(toggle)
            let events = ControlEvents(toggle, [(.valueChanged, "valueChanged"), (.touchUpInside, "upInside")])
            let finger = Finger(window, at: CGPoint(x: 45, y: 35))
            XCTAssertFalse(toggle.isOn, "nothing changes before the touch lifts")
            XCTAssertTrue(toggle.isHighlighted)
            XCTAssertEqual(toggle._thumbRect.width, 27 + 8, "the pressed thumb stretches")
            finger.lift()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(events.names, ["valueChanged", "upInside"])
            tap(window, CGPoint(x: 45, y: 35), time: 3)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(events.names.filter { $0 == "valueChanged" }.count, 2)
        }
    }

    func testADragEndsOnTheSideTheFingerIsOn() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            let window = showInWindow(toggle)
            let events = ControlEvents(toggle)
            // From the thumb on the left to the right half: on.
            let right = Finger(window, at: CGPoint(x: 30, y: 35))
            right.drag(by: 30, 0, steps: 5)
            XCTAssertFalse(toggle.isOn, "the value changes when the touch lifts")
            XCTAssertEqual(toggle._thumbRect.maxX, 51 - 2, "but the thumb follows the finger (bounds coordinates)")
            right.lift()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(events.count, 1)
            // Over to the left and back to the right: it stays on, and nothing is sent.
            let undecided = Finger(window, at: CGPoint(x: 60, y: 35), time: 3)
            undecided.drag(by: -35, 0, steps: 5)
            undecided.drag(by: 35, 0, steps: 5)
            undecided.lift()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(events.count, 1)
            // A cancelled drag changes nothing.
            let cancelled = Finger(window, at: CGPoint(x: 60, y: 35), time: 5)
            cancelled.drag(by: -35, 0, steps: 5)
            cancelled.cancel()
            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(toggle._thumbRect.maxX, 51 - 2)
            XCTAssertEqual(events.count, 1)
        }
    }

    func testADisabledSwitchIgnoresTaps() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            let window = showInWindow(toggle)
            let events = ControlEvents(toggle)
            toggle.isEnabled = false
            tap(window, CGPoint(x: 45, y: 35))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(events.count, 0)
        }
    }
}

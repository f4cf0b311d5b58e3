import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UISlider: pinning as UIKit documents, the thumb's travel, dragging by the thumb only,
/// and `.valueChanged` while dragging (continuous) or at the end.
final class UISliderTests: XCTestCase {
    /// A slider 228 points wide at (20, 50): the thumb's centre travels 200 points, from
    /// x 34 to 234 in the window, on the line y 65.5.
    @MainActor
    private static func makeSlider() -> (UIWindow, UISlider) {
        let slider = UISlider(frame: CGRect(x: 20, y: 50, width: 228, height: 31))
        return (showInWindow(slider), slider)
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.minimumValue, 0)
            XCTAssertEqual(slider.maximumValue, 1)
            XCTAssertTrue(slider.isContinuous)
            XCTAssertNil(slider.minimumTrackTintColor)
            XCTAssertNil(slider.maximumTrackTintColor)
            XCTAssertNil(slider.thumbTintColor)
            XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
        }
    }

    func testValuesArePinnedAsUIKitDocuments() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            let events = ControlEvents(slider)
            slider.value = 2
            XCTAssertEqual(slider.value, 1)
            slider.setValue(-1, animated: true)
            XCTAssertEqual(slider.value, 0)
            slider.value = 0.2
            slider.minimumValue = 0.5
            XCTAssertEqual(slider.value, 0.5, "a new minimum above the value moves the value")
            slider.maximumValue = 0.3
            XCTAssertEqual(slider.minimumValue, 0.3, "a maximum below the minimum moves the minimum")
            XCTAssertEqual(slider.value, 0.3)
            slider.minimumValue = 5
            XCTAssertEqual(slider.maximumValue, 5, "a minimum above the maximum moves the maximum")
            XCTAssertEqual(slider.value, 5)
            slider.minimumValue = -10
            slider.maximumValue = 10
            XCTAssertEqual(slider.value, 5, "widening keeps the value")
            XCTAssertEqual(events.count, 0, "nothing set in code sends an event")
        }
    }

    func testTheThumbTravelsInsideTheTrack() {
        MainActor.assumeIsolated {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
            let track = slider.trackRect(forBounds: slider.bounds)
            XCTAssertEqual(track, CGRect(x: 0, y: 13.5, width: 228, height: 4))
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).midX, 14)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25),
                           CGRect(x: 64 - 14, y: 15.5 - 14, width: 28, height: 28))
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).midX, 214)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 7).midX, 214, "pinned")
        }
    }

    func testDraggingTheThumbSendsValueChangedAtEveryChange() {
        MainActor.assumeIsolated {
            let (window, slider) = Self.makeSlider()
            let events = ControlEvents(slider)
            // Grab the thumb 2 points right of its centre; the offset is kept.
            let finger = Finger(window, at: CGPoint(x: 36, y: 65))
            finger.drag(by: 50, 0, steps: 5)
            // The centre went from 34 to 84: 50 of 200 points.
            XCTAssertEqual(slider.value, 0.25, accuracy: 1e-6)
            XCTAssertEqual(events.count, 5, "one per move that changed the value")
            finger.move(to: CGPoint(x: 86, y: 120))
            XCTAssertEqual(events.count, 5, "moving only vertically changes nothing")
            finger.drag(by: 400, 0, steps: 2)
            XCTAssertEqual(slider.value, 1, "pinned at the end")
            finger.lift()
            XCTAssertEqual(events.count, 6, "the first step reached the end; nothing more at the end")
        }
    }

    func testANonContinuousSliderSendsOneEventAtTheEnd() {
        MainActor.assumeIsolated {
            let (window, slider) = Self.makeSlider()
            slider.isContinuous = false
            let events = ControlEvents(slider)
            let finger = Finger(window, at: CGPoint(x: 34, y: 65))
            finger.drag(by: 100, 0, steps: 5)
            XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6, "the value follows")
            XCTAssertEqual(events.count, 0)
            finger.lift()
            XCTAssertEqual(events.count, 1)
            // A drag that ends where it started sends nothing.
            let back = Finger(window, at: CGPoint(x: 134, y: 65), time: 3)
            back.drag(by: 40, 0)
            back.drag(by: -40, 0)
            back.lift()
            XCTAssertEqual(events.count, 1)
        }
    }

    func testATouchOffTheThumbDoesNotMoveIt() {
        MainActor.assumeIsolated {
            let (window, slider) = Self.makeSlider()
            let events = ControlEvents(slider, [(.valueChanged, "valueChanged"), (.touchDown, "down")])
            let finger = Finger(window, at: CGPoint(x: 180, y: 65))
            finger.drag(by: 30, 0)
            finger.lift()
            XCTAssertEqual(slider.value, 0, "the thumb does not jump to the finger")
            XCTAssertEqual(events.names, [], "no tracking at all")
        }
    }
}

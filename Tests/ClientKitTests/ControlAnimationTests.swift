import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Controls that UIKit animates when asked to: the model value changes at once and
/// only the presentation (the controls' sublayers) moves, over 0.25 s on the display
/// clock.
final class ControlAnimationTests: AnimationClockTestCase {
    @MainActor private static func committedWindow(_ view: UIView) -> UIWindow {
        let window = showInWindow(view)
        AnimationClock.at(0)
        return window
    }

    // MARK: UISwitch

    /// x of the thumb's centre as shown, in the switch's coordinates.
    @MainActor private static func shownThumbX(_ toggle: UISwitch) -> CGFloat {
        let thumb = toggle._thumbLayer.shown
        let insets = _ControlThumbLayer.shadowInsets
        return thumb.frame.minX + insets.left + (thumb.bounds.width - insets.left - insets.right) / 2
            + toggle._contentLayer.frame.minX
    }

    @MainActor private static func shownTrack(_ toggle: UISwitch) -> CGColor? { toggle._trackLayer.shown.backgroundColor }

    func testSetOnAnimatedSlidesTheThumbAndFadesTheTrack() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            toggle.onTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            _ = Self.committedWindow(toggle)
            let offX: CGFloat = 2 + 13.5, onX: CGFloat = 51 - 2 - 13.5
            XCTAssertEqual(Self.shownThumbX(toggle), offX, accuracy: 0.01)
            toggle.setOn(true, animated: true)
            XCTAssertTrue(toggle.isOn, "the value changes at once")
            AnimationClock.at(0.125)
            let middle = Self.shownThumbX(toggle)
            XCTAssertGreaterThan(middle, offX + 1, "half-way the thumb has moved")
            XCTAssertLessThan(middle, onX - 1, "but has not arrived")
            let blue = Self.shownTrack(toggle)?.components ?? []
            XCTAssertEqual(blue.count, 4)
            if blue.count == 4 {
                XCTAssertGreaterThan(blue[2], 0.3, "the track fades towards the on tint")
                XCTAssertLessThan(blue[3], 0.99, "from the translucent off fill")
            }
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownThumbX(toggle), onX, accuracy: 0.01)
            XCTAssertEqual(Self.shownTrack(toggle), toggle.onTintColor?.cgColor)
            XCTAssertTrue(toggle._thumbLayer.animationKeys()?.isEmpty ?? true, "the animation is over")
        }
    }

    func testSetOnWithoutAnimationAndSettingIsOnMoveAtOnce() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            _ = Self.committedWindow(toggle)
            toggle.setOn(true, animated: false)
            AnimationClock.at(0.05)
            XCTAssertEqual(Self.shownThumbX(toggle), 51 - 2 - 13.5, accuracy: 0.01)
            toggle.isOn = false
            AnimationClock.at(0.1)
            XCTAssertEqual(Self.shownThumbX(toggle), 2 + 13.5, accuracy: 0.01)
            XCTAssertTrue(toggle._thumbLayer.animationKeys()?.isEmpty ?? true)
        }
    }

    func testATapTogglesAnimated() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            let window = Self.committedWindow(toggle)
            tap(window, CGPoint(x: 45, y: 35))
            XCTAssertTrue(toggle.isOn)
            AnimationClock.at(0.125)
            let middle = Self.shownThumbX(toggle)
            XCTAssertGreaterThan(middle, 2 + 13.5 + 1)
            XCTAssertLessThan(middle, 51 - 2 - 13.5 - 1)
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownThumbX(toggle), 51 - 2 - 13.5, accuracy: 0.01)
        }
    }

    // MARK: UIProgressView

    @MainActor private static func shownDoneWidth(_ bar: UIProgressView) -> CGFloat { bar._doneLayer.shown.bounds.width }

    func testSetProgressAnimatedGrowsThePartDone() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
            bar.progress = 0.25
            _ = Self.committedWindow(bar)
            XCTAssertEqual(Self.shownDoneWidth(bar), 50, accuracy: 0.01)
            bar.setProgress(0.75, animated: true)
            XCTAssertEqual(bar.progress, 0.75, "the value changes at once")
            AnimationClock.at(0.125)
            let middle = Self.shownDoneWidth(bar)
            XCTAssertGreaterThan(middle, 51)
            XCTAssertLessThan(middle, 149)
            XCTAssertEqual(bar._doneLayer.shown.frame.minX, 0, accuracy: 0.01, "it grows from the left")
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownDoneWidth(bar), 150, accuracy: 0.01)
        }
    }

    func testSettingProgressOrSetProgressUnanimatedMovesAtOnce() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
            _ = Self.committedWindow(bar)
            bar.setProgress(0.5, animated: false)
            AnimationClock.at(0.05)
            XCTAssertEqual(Self.shownDoneWidth(bar), 100, accuracy: 0.01)
            bar.progress = 1
            AnimationClock.at(0.1)
            XCTAssertEqual(Self.shownDoneWidth(bar), 200, accuracy: 0.01)
        }
    }

    // MARK: UISlider

    /// x of the thumb's centre as shown, and where the track's colours meet.
    @MainActor private static func shownThumbX(_ slider: UISlider) -> CGFloat { slider._thumbLayer.shown.frame.midX }
    @MainActor private static func shownSplit(_ slider: UISlider) -> CGFloat { slider._minimumTrackLayer.shown.frame.maxX }

    func testSetValueAnimatedSlidesTheThumbAndTheSplit() {
        MainActor.assumeIsolated {
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 228, height: 31))
            _ = Self.committedWindow(slider)
            // The thumb's centre travels from 14 to 214.
            XCTAssertEqual(Self.shownThumbX(slider), 14, accuracy: 0.01)
            slider.setValue(1, animated: true)
            XCTAssertEqual(slider.value, 1, "the value changes at once")
            AnimationClock.at(0.125)
            let middle = Self.shownThumbX(slider)
            XCTAssertGreaterThan(middle, 15)
            XCTAssertLessThan(middle, 213)
            XCTAssertEqual(Self.shownSplit(slider), middle, accuracy: 0.5, "the colours meet under the thumb")
            XCTAssertEqual(slider._maximumTrackLayer.shown.frame.minX, middle, accuracy: 0.5)
            XCTAssertEqual(slider._maximumTrackLayer.shown.frame.maxX, 228, accuracy: 0.01)
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownThumbX(slider), 214, accuracy: 0.01)
            XCTAssertEqual(Self.shownSplit(slider), 214, accuracy: 0.01)
        }
    }

    func testSettingValueOrSetValueUnanimatedMovesAtOnce() {
        MainActor.assumeIsolated {
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 228, height: 31))
            _ = Self.committedWindow(slider)
            slider.setValue(0.5, animated: false)
            AnimationClock.at(0.05)
            XCTAssertEqual(Self.shownThumbX(slider), 114, accuracy: 0.01)
            slider.value = 1
            AnimationClock.at(0.1)
            XCTAssertEqual(Self.shownThumbX(slider), 214, accuracy: 0.01)
        }
    }

    // MARK: UISegmentedControl

    @MainActor private static func shownSelectionX(_ control: UISegmentedControl) -> CGFloat { control._selectionLayer.shown.frame.midX }

    func testATapSlidesTheSelectedSegmentsBackground() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
            control.selectedSegmentIndex = 0
            let window = Self.committedWindow(control)
            XCTAssertEqual(Self.shownSelectionX(control), 50, accuracy: 0.01)
            tap(window, CGPoint(x: 150, y: 16))
            XCTAssertEqual(control.selectedSegmentIndex, 1, "the selection changes at once")
            AnimationClock.at(0.125)
            let middle = Self.shownSelectionX(control)
            XCTAssertGreaterThan(middle, 51)
            XCTAssertLessThan(middle, 149)
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownSelectionX(control), 150, accuracy: 0.01)
        }
    }

    func testSettingTheSelectionInCodeMovesAtOnce() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
            _ = Self.committedWindow(control)
            XCTAssertTrue(control._selectionLayer.isHidden, "nothing selected: no background")
            control.selectedSegmentIndex = 1
            AnimationClock.at(0.05)
            XCTAssertFalse(control._selectionLayer.isHidden)
            XCTAssertEqual(Self.shownSelectionX(control), 150, accuracy: 0.01)
            control.selectedSegmentIndex = 0
            AnimationClock.at(0.1)
            XCTAssertEqual(Self.shownSelectionX(control), 50, accuracy: 0.01)
        }
    }
}

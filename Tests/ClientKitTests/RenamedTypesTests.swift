import XCTest
@testable import ClientKit

/// Code written before Swift 4.2's renames still builds: the old names are deprecated
/// aliases of the current ones, as UIKit's overlay kept them.
final class RenamedTypesTests: XCTestCase {
    @available(*, deprecated)
    func testOldNamesAreTheCurrentTypes() {
        MainActor.assumeIsolated {
            let key: UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey(rawValue: "url")
            XCTAssertEqual(key.rawValue, "url")
            let state: UIControlState = .highlighted
            XCTAssertEqual(state, UIControl.State.highlighted)
            let events: UIControlEvents = .touchUpInside
            XCTAssertEqual(events, UIControl.Event.touchUpInside)
            let mode: UIViewContentMode = .scaleAspectFit
            XCTAssertEqual(mode, UIView.ContentMode.scaleAspectFit)
            let mask: UIViewAutoresizing = [.flexibleWidth]
            XCTAssertEqual(mask, UIView.AutoresizingMask.flexibleWidth)
            let level: UIWindowLevel = .alert
            XCTAssertEqual(level, UIWindow.Level.alert)
            let weight: UIFontWeight = .bold
            XCTAssertEqual(weight, UIFont.Weight.bold)
            let button = UIButton(type: UIButtonType.system)
            XCTAssertEqual(button.buttonType, .system)
            let pickerMode: UIDatePickerMode = .countDownTimer
            XCTAssertEqual(pickerMode, UIDatePicker.Mode.countDownTimer)
        }
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// `UIDatePicker` as Apple documents it: its modes' wheels in the locale's order and
/// words, `date` and `countDownDuration`, clamping to `minimumDate`/`maximumDate`,
/// `minuteInterval`, and `.valueChanged` for the user's changes only. A fixed locale
/// and time zone (UTC) keep the tests off the machine's settings.
final class UIDatePickerTests: XCTestCase {
    private static let utc = TimeZone(identifier: "UTC")!
    /// The windows shown by the current test, kept alive (the application holds windows
    /// weakly).
    @MainActor private static var shownWindows: [UIWindow] = []

    override func tearDown() {
        MainActor.assumeIsolated { Self.shownWindows = [] }
        super.tearDown()
    }

    /// 2022-11-28 (a Monday) at `hour`:`minute`:`second` UTC.
    private static func nov28(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2022, month: 11, day: 28, hour: hour, minute: minute,
                                                  second: second))!
    }

    /// A 320×216 date picker in `mode` for `locale` in UTC showing `date`, in a shown window.
    @MainActor
    private static func makeDatePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US",
                                       date: Date = nov28(14, 37)) -> (UIWindow, UIDatePicker, ControlEvents) {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.locale = Locale(identifier: locale)
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.setDate(date, animated: false)
        let window = showInWindow(picker, width: 320, height: 216)
        shownWindows.append(window)
        spinMainRunLoop()
        return (window, picker, ControlEvents(picker))
    }

    /// The titles of the selected rows, left to right.
    @MainActor
    private static func shown(_ picker: UIDatePicker) -> [String] {
        let wheels = picker._pickerView
        return (0..<wheels.numberOfComponents).map { component in
            let row = wheels.selectedRow(inComponent: component)
            return wheels.delegate?.pickerView(wheels, titleForRow: row, forComponent: component) ?? "?"
        }
    }

    /// Drags component `component`'s wheel by `rows` rows (up: later rows) and waits.
    @MainActor
    private static func turn(_ window: UIWindow, _ picker: UIDatePicker, component: Int, by rows: Int,
                             time: TimeInterval = 1) {
        let wheel = picker._pickerView._wheels[component]
        // Start near the edge the finger moves away from, so it stays in the window.
        let y = rows > 0 ? wheel.frame.maxY - 20 : wheel.frame.minY + 20
        let start = wheel.superview!.convert(CGPoint(x: wheel.frame.midX, y: y), to: nil)
        PickerDriving.slowDrag(window, at: start, by: -CGFloat(rows) * 32, time: time)
        PickerDriving.settle(picker._pickerView)
    }

    // MARK: Defaults

    func testDefaults() {
        MainActor.assumeIsolated {
            let before = Date()
            let picker = UIDatePicker()
            XCTAssertEqual(picker.datePickerMode, .dateAndTime)
            XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
            XCTAssertEqual(picker.datePickerStyle, .wheels, "ClientKit draws wheels for every style")
            picker.preferredDatePickerStyle = .inline
            XCTAssertEqual(picker.datePickerStyle, .wheels)
            XCTAssertEqual(picker.minuteInterval, 1)
            XCTAssertTrue(picker.roundsToMinuteInterval)
            XCTAssertEqual(picker.countDownDuration, 0)
            XCTAssertNil(picker.minimumDate)
            XCTAssertNil(picker.maximumDate)
            XCTAssertNil(picker.timeZone)
            XCTAssertLessThan(abs(picker.date.timeIntervalSince(before)), 61, "now, to the minute")
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
            XCTAssertEqual(picker.sizeThatFits(.zero), CGSize(width: 320, height: 216))
            XCTAssertEqual(UIDatePicker.Mode.countDownTimer.rawValue, 3)
            XCTAssertEqual(UIDatePickerStyle.inline.rawValue, 3)
        }
    }

    // MARK: Modes

    func testDateModeShowsMonthDayAndYearInTheLocalesOrder() {
        MainActor.assumeIsolated {
            let (_, us, _) = Self.makeDatePicker(.date)
            XCTAssertEqual(Self.shown(us), ["November", "28", "2022"])
            let (_, gb, _) = Self.makeDatePicker(.date, locale: "en_GB")
            XCTAssertEqual(Self.shown(gb), ["28", "November", "2022"])
            let (_, de, _) = Self.makeDatePicker(.date, locale: "de_DE")
            XCTAssertEqual(Self.shown(de), ["28", "November", "2022"])
            XCTAssertEqual(de._pickerView.numberOfRows(inComponent: 0), 30, "November's days")
        }
    }

    func testTimeModeFollowsTheLocalesClock() {
        MainActor.assumeIsolated {
            let (_, us, _) = Self.makeDatePicker(.time)
            XCTAssertEqual(Self.shown(us), ["2", "37", "PM"])
            XCTAssertEqual(us._pickerView.numberOfRows(inComponent: 0), 12)
            XCTAssertEqual(us._pickerView.numberOfRows(inComponent: 1), 60)
            let (_, de, _) = Self.makeDatePicker(.time, locale: "de_DE")
            XCTAssertEqual(Self.shown(de), ["14", "37"], "24-hour: no AM/PM wheel")
            XCTAssertEqual(de._pickerView.numberOfRows(inComponent: 0), 24)
            let (_, midnight, _) = Self.makeDatePicker(.time, date: Self.nov28(0, 5))
            XCTAssertEqual(Self.shown(midnight), ["12", "05", "AM"])
        }
    }

    func testDateAndTimeModeShowsTheDayThenTheTime() {
        MainActor.assumeIsolated {
            let (_, picker, _) = Self.makeDatePicker(.dateAndTime)
            XCTAssertEqual(Self.shown(picker), ["Mon Nov 28", "2", "37", "PM"])
        }
    }

    func testCountDownTimerShowsHoursAndMinutes() {
        MainActor.assumeIsolated {
            let (_, picker, events) = Self.makeDatePicker(.countDownTimer)
            picker.countDownDuration = 6780   // 1 h 53 min
            XCTAssertEqual(picker.countDownDuration, 6780)
            XCTAssertEqual(Self.shown(picker), ["1", "53"])
            XCTAssertEqual(picker._pickerView.numberOfRows(inComponent: 0), 24)
            picker.countDownDuration = 100_000
            XCTAssertEqual(picker.countDownDuration, 86_340, "at most 23:59")
            XCTAssertEqual(Self.shown(picker), ["23", "59"])
            XCTAssertEqual(events.count, 0, "code changes send nothing")
        }
    }

    func testChangingTheModeRebuildsTheWheels() {
        MainActor.assumeIsolated {
            let (_, picker, _) = Self.makeDatePicker(.date)
            XCTAssertEqual(picker._pickerView.numberOfComponents, 3)
            picker.datePickerMode = .time
            XCTAssertEqual(Self.shown(picker), ["2", "37", "PM"])
            picker.locale = Locale(identifier: "de_DE")
            XCTAssertEqual(Self.shown(picker), ["14", "37"])
        }
    }

    // MARK: The user

    func testTurningAWheelChangesTheDateAndSendsValueChangedOnce() {
        MainActor.assumeIsolated {
            let (window, picker, events) = Self.makeDatePicker(.time)
            picker.setDate(Self.nov28(14, 37), animated: false)
            picker.date = Self.nov28(14, 37)
            XCTAssertEqual(events.count, 0, "setting the date in code sends nothing")
            Self.turn(window, picker, component: 1, by: 2)
            XCTAssertEqual(picker.date, Self.nov28(14, 39))
            XCTAssertEqual(events.names, ["valueChanged"])
            // The AM/PM wheel: back to the morning.
            Self.turn(window, picker, component: 2, by: -1, time: 5)
            XCTAssertEqual(picker.date, Self.nov28(2, 39))
            XCTAssertEqual(events.count, 2)
        }
    }

    func testTurningTheMonthKeepsAValidDay() {
        MainActor.assumeIsolated {
            // 31 October: one month on is November, which has 30 days.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = Self.utc
            let oct31 = calendar.date(from: DateComponents(year: 2022, month: 10, day: 31, hour: 9))!
            let (window, picker, events) = Self.makeDatePicker(.date, date: oct31)
            XCTAssertEqual(Self.shown(picker), ["October", "31", "2022"])
            Self.turn(window, picker, component: 0, by: 1)
            XCTAssertEqual(picker.date, Self.nov28(9, 0).addingTimeInterval(2 * 86_400))
            XCTAssertEqual(Self.shown(picker), ["November", "30", "2022"])
            XCTAssertEqual(events.count, 1)
        }
    }

    func testTheUsersDateIsClampedToTheMinimumAndMaximum() {
        MainActor.assumeIsolated {
            let (window, picker, events) = Self.makeDatePicker(.time)
            picker.maximumDate = Self.nov28(14, 38)
            Self.turn(window, picker, component: 1, by: 3)
            PickerDriving.settle(picker._pickerView)
            XCTAssertEqual(picker.date, Self.nov28(14, 38), "back to the maximum")
            XCTAssertEqual(Self.shown(picker), ["2", "38", "PM"])
            XCTAssertEqual(events.count, 1)
            picker.minimumDate = Self.nov28(14, 35)
            Self.turn(window, picker, component: 1, by: -5, time: 5)
            PickerDriving.settle(picker._pickerView)
            XCTAssertEqual(picker.date, Self.nov28(14, 35), "up to the minimum")
            XCTAssertEqual(events.count, 2)
        }
    }

    func testDatesSetInCodeAreClampedAndAnInvertedRangeIsIgnored() {
        MainActor.assumeIsolated {
            let (_, picker, events) = Self.makeDatePicker(.dateAndTime)
            picker.minimumDate = Self.nov28(10, 0)
            picker.maximumDate = Self.nov28(12, 0)
            XCTAssertEqual(picker.date, Self.nov28(12, 0), "the date beyond the new maximum")
            picker.date = Self.nov28(8, 0)
            XCTAssertEqual(picker.date, Self.nov28(10, 0))
            XCTAssertEqual(Self.shown(picker), ["Mon Nov 28", "10", "00", "AM"])
            picker.minimumDate = Self.nov28(13, 0)   // now after the maximum: both ignored
            picker.date = Self.nov28(20, 0)
            XCTAssertEqual(picker.date, Self.nov28(20, 0))
            XCTAssertEqual(events.count, 0)
        }
    }

    // MARK: Minute interval

    func testTheMinuteIntervalMustDivideAnHour() {
        MainActor.assumeIsolated {
            let picker = UIDatePicker()
            picker.minuteInterval = 15
            XCTAssertEqual(picker.minuteInterval, 15)
            picker.minuteInterval = 7
            XCTAssertEqual(picker.minuteInterval, 1, "not a divisor of 60: the default")
            picker.minuteInterval = 60
            XCTAssertEqual(picker.minuteInterval, 1, "more than 30: the default")
            picker.minuteInterval = 30
            XCTAssertEqual(picker.minuteInterval, 30)
        }
    }

    func testDatesRoundDownToTheMinuteIntervalAndTheWheelStepsByIt() {
        MainActor.assumeIsolated {
            let (window, picker, events) = Self.makeDatePicker(.time, date: Self.nov28(14, 37, 25))
            XCTAssertEqual(picker.date, Self.nov28(14, 37), "aligned to the minute")
            picker.minuteInterval = 15
            XCTAssertEqual(picker.date, Self.nov28(14, 30))
            XCTAssertEqual(picker._pickerView.numberOfRows(inComponent: 1), 4)
            XCTAssertEqual(Self.shown(picker), ["2", "30", "PM"])
            Self.turn(window, picker, component: 1, by: 1)
            XCTAssertEqual(picker.date, Self.nov28(14, 45))
            XCTAssertEqual(events.count, 1)
            picker.roundsToMinuteInterval = false
            picker.date = Self.nov28(14, 37, 25)
            XCTAssertEqual(picker.date, Self.nov28(14, 37, 25), "not rounded")
            XCTAssertEqual(Self.shown(picker), ["2", "30", "PM"], "the wheel still shows a step")
        }
    }

    func testTheCountDownTimerNeverGoesToZero() {
        MainActor.assumeIsolated {
            let (window, picker, events) = Self.makeDatePicker(.countDownTimer)
            picker.countDownDuration = 120
            Self.turn(window, picker, component: 1, by: -2)
            XCTAssertEqual(picker.countDownDuration, 60, "at least one minute, as iOS")
            XCTAssertEqual(Self.shown(picker), ["0", "1"])
            XCTAssertEqual(events.count, 1)
        }
    }
}

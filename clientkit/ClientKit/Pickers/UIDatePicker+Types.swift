import Foundation

extension UIDatePicker {
    /// What a date picker picks, as UIKit's `UIDatePicker.Mode`; the wheels follow the
    /// picker's locale (see ``UIDatePicker``).
    public enum Mode: Int, Sendable {
        /// Hour, minute and, for a 12-hour locale, AM/PM: "6 | 53 | PM".
        case time = 0
        /// Month, day and year in the locale's order: "November | 15 | 2007".
        case date = 1
        /// Day, hour, minute and, for a 12-hour locale, AM/PM: "Wed Nov 15 | 6 | 53 | PM".
        /// The default.
        case dateAndTime = 2
        /// Hours and minutes of a duration: "1 | 53" (``UIDatePicker/countDownDuration``).
        case countDownTimer = 3
    }
}

/// How a date picker presents itself, as UIKit's `UIDatePickerStyle` (iOS 13.4).
/// ClientKit draws every style as wheels: see ``UIDatePicker/datePickerStyle``.
public enum UIDatePickerStyle: Int, Sendable {
    /// The platform chooses (iOS: compact for most modes).
    case automatic = 0
    /// Spinning wheels, edited in place.
    case wheels = 1
    /// A label showing the value that opens an editor in an overlay.
    case compact = 2
    /// A calendar-style editor shown in place.
    case inline = 3
}

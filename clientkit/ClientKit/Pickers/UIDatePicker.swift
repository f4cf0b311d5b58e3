import Foundation

/// A control for picking a date, a time, both, or a count-down duration on spinning
/// wheels, as UIKit's `UIDatePicker`.
///
/// **Wheels.** ``datePickerMode`` chooses them (see ``Mode``), in the order and words of
/// ``locale`` (through Foundation's `DateFormatter`): `.date` shows the month names, days
/// and years in the locale's date order ("November | 28 | 2022" in en_US, "28 | November
/// | 2022" in en_GB); `.time` hours, minutes and, for a 12-hour locale, AM/PM ("2 | 37 |
/// PM"; "14 | 37" in de_DE); `.dateAndTime` a day ("Mon Nov 28") before the time;
/// `.countDownTimer` hours 0 … 23 and minutes. Minutes step by ``minuteInterval``.
///
/// **Value.** ``date`` (default: when the picker was made) is read and set in
/// ``calendar`` and ``timeZone``. With ``roundsToMinuteInterval`` (the default) every
/// date is rounded down to a whole step of ``minuteInterval`` minutes (seconds zeroed).
/// Dates are kept between ``minimumDate`` and ``maximumDate`` (both ignored when the
/// minimum is after the maximum, and in count-down mode): a date set in code is moved
/// inside, and when the user turns a wheel past a limit the wheels turn back to it.
///
/// **Events.** When the user turns a wheel to a new value the picker sends
/// `.valueChanged` once, after the wheel comes to rest; setting the value in code sends
/// nothing.
///
/// **Size.** 320 × 216 points (``intrinsicContentSize``), iOS's wheels; the wheels fill
/// the bounds.
///
/// Differences from UIKit: every style is drawn as wheels (``datePickerStyle`` is always
/// `.wheels`; iOS shows `.compact` as a button and `.inline` as a calendar); the wheels
/// do not loop, the day wheel of `.dateAndTime` spans 1900 … 2199 and the year wheel 1 …
/// 9999; the current day is shown as its date (iOS says "Today"); rows beyond the
/// limits are not greyed out; count-down wheels show plain numbers (no "hours"/"min"
/// labels); numbers are in Western digits whatever the locale.
@MainActor
open class UIDatePicker: UIControl {
    static let standardSize = CGSize(width: 320, height: 216)
    /// The longest count-down: 23 hours 59 minutes, in seconds.
    static let maximumCountDown: TimeInterval = 86_340

    /// The wheels.
    let _pickerView = UIPickerView()
    private lazy var _wheels = _UIDatePickerWheels(datePicker: self)
    private var _date = Date()
    private var _countDown: TimeInterval = 0
    private var _minuteInterval = 1
    private var _calendar: Calendar?

    // MARK: Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        isOpaque = false
        _pickerView.frame = bounds
        addSubview(_pickerView)
        _rebuild()
    }

    // MARK: Mode and style

    /// What the picker picks. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { _rebuild() } }
    }

    /// The style the app prefers. Default `.automatic`. ClientKit keeps it but always
    /// shows wheels (see ``datePickerStyle``).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style shown: always `.wheels` in ClientKit, which draws no compact button or
    /// inline calendar (UIKit returns the concrete style it chose).
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    // MARK: Locale, calendar and time zone

    /// The locale whose words and order the wheels use; `nil` (the default): the
    /// current locale.
    open var locale: Locale? {
        didSet { _rebuild() }
    }

    /// The calendar dates are read in. Default (and after setting `nil`): the current
    /// calendar.
    open var calendar: Calendar! {
        get { _calendar ?? Calendar.current }
        set { _calendar = newValue; _rebuild() }
    }

    /// The time zone dates are shown in; `nil` (the default): the calendar's.
    open var timeZone: TimeZone? {
        didSet { _rebuild() }
    }

    // MARK: Value

    /// The date shown (see the type's documentation). Default: when the picker was made
    /// (rounded). Setting it turns the wheels, spinning when on screen, and sends no event.
    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: true) }
    }

    /// Shows `date` (rounded and kept within the limits), spinning the wheels to it when
    /// `animated` (and on screen). Sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        _date = _normalized(date)
        _showValue(animated: animated)
    }

    /// The earliest date the picker takes; `nil` (the default): none.
    open var minimumDate: Date? {
        didSet { _limitsChanged() }
    }

    /// The latest date the picker takes; `nil` (the default): none.
    open var maximumDate: Date? {
        didSet { _limitsChanged() }
    }

    /// The step of the minute wheel, in minutes: 1 (the default) to 30, dividing 60; any
    /// other value sets 1.
    open var minuteInterval: Int {
        get { _minuteInterval }
        set {
            _minuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            _rebuild()
        }
    }

    /// Whether dates are rounded down to a step of ``minuteInterval`` (iOS 15). Default
    /// `true`; `false` keeps dates set in code as they are (the wheels still show a step).
    open var roundsToMinuteInterval = true {
        didSet { _limitsChanged() }
    }

    /// The duration shown in count-down mode, in seconds: 0 (the default) to 86,340
    /// (23:59). The wheels show it rounded down to a step of ``minuteInterval``. When
    /// the user turns both wheels to 0 the duration becomes one step, as on iOS.
    open var countDownDuration: TimeInterval {
        get { _countDown }
        set {
            _countDown = min(max(newValue, 0), Self.maximumCountDown)
            _showValue(animated: false)
        }
    }

    // MARK: Size and layout

    /// iOS's wheels' size, 320 × 216 points, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    /// iOS's wheels' size, 320 × 216 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _pickerView.frame = bounds
    }

    // MARK: Internals

    /// The calendar in the picker's locale and time zone.
    private var _effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = locale ?? .current
        return calendar
    }

    /// Sets the wheels up again for the mode, locale, calendar and interval.
    private func _rebuild() {
        _wheels.configure(mode: datePickerMode, calendar: _effectiveCalendar, minuteInterval: _minuteInterval)
        _wheels.daysInShownMonth = _wheels.daysInMonth(of: _date)
        _pickerView.dataSource = _wheels
        _pickerView.delegate = _wheels
        _pickerView.reloadAllComponents()
        _date = _normalized(_date)
        _showValue(animated: false)
    }

    private func _limitsChanged() {
        _date = _normalized(_date)
        _showValue(animated: false)
    }

    /// `date` rounded (``roundsToMinuteInterval``) and kept within the limits.
    private func _normalized(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval {
            let calendar = _wheels.calendar
            var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
            parts.minute = (parts.minute ?? 0) - (parts.minute ?? 0) % _minuteInterval
            result = calendar.date(from: parts) ?? date
        }
        if let minimum = minimumDate, let maximum = maximumDate, minimum > maximum { return result }
        if let minimum = minimumDate, result < minimum { result = minimum }
        if let maximum = maximumDate, result > maximum { result = maximum }
        return result
    }

    /// Turns the wheels to the value.
    private func _showValue(animated: Bool) {
        let columns = _wheels.columns
        guard _pickerView.numberOfComponents == columns.count else { return }
        if datePickerMode == .countDownTimer {
            let rows = _wheels.rows(showing: _countDown)
            _pickerView.selectRow(rows.hours, inComponent: 0, animated: animated)
            _pickerView.selectRow(rows.minutes, inComponent: 1, animated: animated)
            return
        }
        let days = _wheels.daysInMonth(of: _date)
        if days != _wheels.daysInShownMonth {
            _wheels.daysInShownMonth = days
            if let component = columns.firstIndex(of: .day) { _pickerView.reloadComponent(component) }
        }
        for (component, column) in columns.enumerated() {
            _pickerView.selectRow(_wheels.row(showing: _date, in: column), inComponent: component, animated: animated)
        }
    }

    /// The user brought a wheel to rest: read the new value, keep it within the limits,
    /// and send `.valueChanged` if it changed.
    func _userTurnedWheel() {
        if datePickerMode == .countDownTimer {
            var duration = _wheels.duration(selectedIn: _pickerView)
            if duration == 0 { duration = TimeInterval(_minuteInterval * 60) }
            let changed = duration != _countDown
            _countDown = duration
            _showValue(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let date = _normalized(_wheels.date(selectedIn: _pickerView, current: _date))
        let changed = date != _date
        _date = date
        _showValue(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}

import Foundation

/// One wheel of a ``UIDatePicker``.
enum _UIDatePickerColumn: Equatable {
    case month, day, year
    /// One row per day, from ``_UIDatePickerWheels/firstDay`` (date-and-time mode).
    case days
    /// Hours: 12 rows titled 12, 1 … 11, or 24 rows 0 … 23 (zero-padded when `padded`).
    case hour(twelveHour: Bool, padded: Bool)
    case minute
    /// AM and PM.
    case meridiem
    case countDownHours, countDownMinutes

    /// The column's share of the picker's width, relative to the others.
    var weight: CGFloat {
        switch self {
        case .month: return 1.7
        case .day: return 0.7
        case .year: return 1.1
        case .days: return 2.4
        case .hour, .minute, .meridiem: return 0.8
        case .countDownHours, .countDownMinutes: return 1
        }
    }
}

/// The wheels of a ``UIDatePicker``: which columns its mode and locale show, their rows
/// and titles, and the conversions between a date and the rows. It is the picker view's
/// data source and delegate.
@MainActor
final class _UIDatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    unowned let datePicker: UIDatePicker
    private(set) var columns: [_UIDatePickerColumn] = []
    /// The calendar in the picker's time zone and locale.
    private(set) var calendar = Calendar(identifier: .gregorian)
    private var minuteStep = 1
    private var monthSymbols: [String] = []
    private var amSymbol = "AM", pmSymbol = "PM"
    private let dayFormatter = DateFormatter()
    /// The days the `.days` column spans: 1 January 1900 to 31 December 2199.
    private(set) var firstDay = Date(timeIntervalSince1970: 0)
    private var dayCount = 0
    /// How many days the `.day` column shows (the shown month's).
    var daysInShownMonth = 31

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    /// Sets the columns up for `mode` in `calendar`'s locale and time zone.
    func configure(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int) {
        self.calendar = calendar
        minuteStep = minuteInterval
        let locale = calendar.locale ?? .current
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        monthSymbols = formatter.standaloneMonthSymbols
        amSymbol = formatter.amSymbol
        pmSymbol = formatter.pmSymbol
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        // iOS's "Mon Nov 28": the locale's weekday, month and day without commas.
        let dayPattern = DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale) ?? "EEE MMM d"
        dayFormatter.dateFormat = dayPattern.replacingOccurrences(of: ",", with: "")
        firstDay = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1)) ?? firstDay
        let lastDay = calendar.date(from: DateComponents(year: 2199, month: 12, day: 31)) ?? firstDay
        dayCount = (calendar.dateComponents([.day], from: firstDay, to: lastDay).day ?? 0) + 1

        switch mode {
        case .date: columns = Self.dateColumns(locale)
        case .time: columns = Self.timeColumns(locale)
        case .dateAndTime: columns = [.days] + Self.timeColumns(locale)
        case .countDownTimer: columns = [.countDownHours, .countDownMinutes]
        }
    }

    /// Month, day and year in the order of the locale's long date.
    private static func dateColumns(_ locale: Locale) -> [_UIDatePickerColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
        let placed: [(_UIDatePickerColumn, Int)] = [
            (.month, position(of: "ML", in: pattern)), (.day, position(of: "d", in: pattern)),
            (.year, position(of: "y", in: pattern)),
        ]
        return placed.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Hour, minute and (for a 12-hour locale) AM/PM in the order of the locale's time.
    private static func timeColumns(_ locale: Locale) -> [_UIDatePickerColumn] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHour = pattern.contains("h") || pattern.contains("K")
        let padded = pattern.contains("HH") || pattern.contains("hh")
        var placed: [(_UIDatePickerColumn, Int)] = [
            (.hour(twelveHour: twelveHour, padded: padded), position(of: "hHkK", in: pattern)),
            (.minute, position(of: "m", in: pattern)),
        ]
        if twelveHour { placed.append((.meridiem, pattern.contains("a") ? position(of: "a", in: pattern) : Int.max)) }
        return placed.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Where the first of `letters` is in a date pattern (outside quoted text); the end
    /// when it is not there.
    private static func position(of letters: String, in pattern: String) -> Int {
        var quoted = false
        for (index, character) in pattern.enumerated() {
            if character == "'" { quoted.toggle() }
            if !quoted && letters.contains(character) { return index }
        }
        return Int.max
    }

    // MARK: Rows

    func rowCount(_ column: _UIDatePickerColumn) -> Int {
        switch column {
        case .month: return monthSymbols.count
        case .day: return daysInShownMonth
        case .year: return 9999
        case .days: return dayCount
        case .hour(let twelveHour, _): return twelveHour ? 12 : 24
        case .minute, .countDownMinutes: return 60 / minuteStep
        case .meridiem: return 2
        case .countDownHours: return 24
        }
    }

    func title(_ row: Int, _ column: _UIDatePickerColumn) -> String {
        switch column {
        case .month: return monthSymbols.indices.contains(row) ? monthSymbols[row] : ""
        case .day, .year: return "\(row + 1)"
        case .days: return dayFormatter.string(from: day(atRow: row))
        case .hour(let twelveHour, let padded):
            if twelveHour { return row == 0 ? "12" : (padded ? String(format: "%02d", row) : "\(row)") }
            return padded ? String(format: "%02d", row) : "\(row)"
        case .minute: return String(format: "%02d", row * minuteStep)
        case .meridiem: return row == 0 ? amSymbol : pmSymbol
        case .countDownHours: return "\(row)"
        case .countDownMinutes: return "\(row * minuteStep)"
        }
    }

    /// The start of the day shown by row `row` of the `.days` column.
    private func day(atRow row: Int) -> Date {
        calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
    }

    // MARK: Dates and rows

    /// How many days the month of `date` has.
    func daysInMonth(of date: Date) -> Int {
        calendar.range(of: .day, in: .month, for: date)?.count ?? 31
    }

    /// The row of `column` that shows `date`.
    func row(showing date: Date, in column: _UIDatePickerColumn) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let row: Int
        switch column {
        case .month: row = (parts.month ?? 1) - 1
        case .day: row = (parts.day ?? 1) - 1
        case .year: row = (parts.year ?? 1) - 1
        case .days: row = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
        case .hour(let twelveHour, _): row = twelveHour ? (parts.hour ?? 0) % 12 : (parts.hour ?? 0)
        case .minute: row = (parts.minute ?? 0) / minuteStep
        case .meridiem: row = (parts.hour ?? 0) >= 12 ? 1 : 0
        case .countDownHours, .countDownMinutes: row = 0
        }
        return min(max(row, 0), rowCount(column) - 1)
    }

    /// The rows showing a count-down of `duration` seconds (hours, minutes).
    func rows(showing duration: TimeInterval) -> (hours: Int, minutes: Int) {
        let minutes = Int(duration / 60)
        return (min(minutes / 60, 23), (minutes % 60) / minuteStep)
    }

    /// The date the selected rows of `pickerView` show, the fields no wheel shows (the
    /// seconds, or the time of day in date mode) taken from `current`; a day past the
    /// end of the chosen month becomes its last day.
    func date(selectedIn pickerView: UIPickerView, current: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: current)
        var hour12: Int?
        var isPM = (parts.hour ?? 0) >= 12
        for (component, column) in columns.enumerated() {
            let row = pickerView.selectedRow(inComponent: component)
            guard row >= 0 else { continue }
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1; parts.era = nil
            case .days:
                let day = calendar.dateComponents([.era, .year, .month, .day], from: self.day(atRow: row))
                parts.era = day.era; parts.year = day.year; parts.month = day.month; parts.day = day.day
            case .hour(let twelveHour, _):
                if twelveHour { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteStep
            case .meridiem: isPM = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + (isPM ? 12 : 0) } else if columns.contains(.meridiem) {
            parts.hour = (parts.hour ?? 0) % 12 + (isPM ? 12 : 0)
        }
        // The chosen month's last day at most.
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth) {
            parts.day = min(parts.day ?? 1, daysInMonth(of: first))
        }
        return calendar.date(from: parts) ?? current
    }

    /// The count-down the selected rows of `pickerView` show, in seconds.
    func duration(selectedIn pickerView: UIPickerView) -> TimeInterval {
        var seconds = 0
        for (component, column) in columns.enumerated() {
            let row = max(0, pickerView.selectedRow(inComponent: component))
            if column == .countDownHours { seconds += row * 3600 }
            if column == .countDownMinutes { seconds += row * minuteStep * 60 }
        }
        return TimeInterval(seconds)
    }

    // MARK: UIPickerViewDataSource and UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? rowCount(columns[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns.indices.contains(component) ? title(row, columns[component]) : nil
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard columns.indices.contains(component) else { return 0 }
        let total = columns.reduce(0) { $0 + $1.weight }
        let available = max(0, pickerView.bounds.width - 2 * UIPickerView.bandInset)
        return (available * columns[component].weight / total).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker._userTurnedWheel()
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A picker data source and delegate that records the calls it gets. Components have
/// `rows[c]` rows titled "c.r"; the optional answers are given only when set.
@MainActor
final class RecordingPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    /// Attributed titles to answer instead of `nil`.
    var attributedTitles = false
    private(set) var selections: [(row: Int, component: Int)] = []
    private(set) var componentQuestions = 0

    init(rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        componentQuestions += 1
        return rows.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString? {
        attributedTitles ? NSAttributedString(string: "attributed \(component).\(row)") : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }

    var selectionLog: [String] { selections.map { "\($0.component):\($0.row)" } }
}

/// A delegate that sizes its components: `widths[c]` wide, rows `heights[c]` high.
@MainActor
final class SizedPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    let widths: [CGFloat]
    let heights: [CGFloat]
    init(widths: [CGFloat], heights: [CGFloat]) { self.widths = widths; self.heights = heights }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { widths.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths[component] }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { heights[component] }
}

/// A delegate that gives every row a view (a `UILabel` tagged with the row number) and
/// counts the views handed back for reuse.
@MainActor
final class ViewPickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = 50
    private(set) var reused = 0
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        if view != nil { reused += 1 }
        let label = (view as? UILabel) ?? UILabel()
        label.text = "view \(row)"
        label.tag = row
        return label
    }
}

/// Helpers to drive a picker's wheels with a finger.
@MainActor
enum PickerDriving {
    /// Waits (real time, at most 3 s) until every wheel of `picker` is at rest.
    static func settle(_ picker: UIPickerView) {
        let deadline = Date().addingTimeInterval(3)
        spinMainRunLoop(0.02)
        while picker._wheels.contains(where: { $0.isDecelerating || $0._isMoving || $0.isDragging })
                && Date() < deadline {
            spinMainRunLoop(0.02)
        }
        spinMainRunLoop(0.02)
    }

    /// Drags from `point` (window coordinates) vertically by `dy` slowly, rests, and
    /// lifts: no fling.
    static func slowDrag(_ window: UIWindow, at point: CGPoint, by dy: CGFloat, time: TimeInterval = 1) {
        let finger = Finger(window, at: point, time: time)
        finger.drag(by: 0, dy, steps: 10)
        finger.move(to: finger.touch.location(in: nil), dt: 0.3)
        finger.lift()
    }

    /// Flicks from `point` by `dy` in 50 ms and lifts at once.
    static func flick(_ window: UIWindow, at point: CGPoint, by dy: CGFloat, time: TimeInterval = 1) {
        let finger = Finger(window, at: point, time: time)
        finger.drag(by: 0, dy, steps: 5, dt: 0.01)
        finger.lift(dt: 0.005)
    }
}

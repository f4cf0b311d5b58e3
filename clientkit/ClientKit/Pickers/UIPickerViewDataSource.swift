import Foundation

/// How many components (wheels) a ``UIPickerView`` has and how many rows each has, as
/// UIKit's `UIPickerViewDataSource`. Both methods are required. The picker asks when it
/// first needs to know (its first layout, or a question such as
/// ``UIPickerView/numberOfComponents``) and again on ``UIPickerView/reloadAllComponents()``
/// and ``UIPickerView/reloadComponent(_:)``.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many components the picker shows, side by side from left to right.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// How many rows `component` has, numbered from the top.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

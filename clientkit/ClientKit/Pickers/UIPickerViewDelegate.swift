import Foundation

/// What a ``UIPickerView``'s rows look like and how big they are, and where the user's
/// selections are reported, as UIKit's `UIPickerViewDelegate`. Every method is optional.
///
/// A row shows, in this order of preference, the view from
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, else the string from
/// ``pickerView(_:attributedTitleForRow:forComponent:)``, else the title from
/// ``pickerView(_:titleForRow:forComponent:)`` (centred, in the picker's font).
///
/// **Where ClientKit differs.** UIKit asks for a row's view only when the delegate
/// implements the method. Swift cannot tell a protocol's default implementation from the
/// delegate's, so the default implementation tells the picker it was used, and the
/// picker then falls back to the titles; the result is the same as in UIKit.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`, in points. Default: the picker's width shared equally
    /// among its components. Components narrower in total than the picker are centred.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

    /// The height of each row of `component`, in points. Default 32 (iOS's rows).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// The title of `row` of `component`, or `nil` for none. Default `nil`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// The styled title of `row` of `component`, preferred over the plain title; `nil`
    /// (the default) uses the plain title. Attributes it lacks (font, colour) are the
    /// picker's.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?

    /// A view showing `row` of `component`, preferred over the titles. `view` is a view
    /// this delegate returned earlier for a row that has left the screen (or `nil`):
    /// reconfigure and return it rather than making a new one. The picker sizes the view
    /// to the row (``UIPickerView/rowSize(forComponent:)``); rows take no touches.
    /// Default: none (the titles are shown).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView

    /// The user selected `row` of `component`: a drag or fling came to rest on it, or a
    /// tap scrolled to it. Called once per change, when the wheel stops; not called for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``. Default: nothing.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView._defaultWidth(forComponent: component)
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        pickerView._usedDefaultRowView = true
        return view ?? UIView()
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

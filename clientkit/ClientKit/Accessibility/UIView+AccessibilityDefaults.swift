import Foundation

/// UIKit's defaults for its own views' accessibility (what `isAccessibilityElement`,
/// `accessibilityLabel`, `accessibilityValue` and `accessibilityTraits` return until
/// the app sets them). One place, most specific class first; an app's subclass
/// overrides the properties themselves, as in UIKit.
struct _UIAccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits = []

    /// Which of UIKit's own kinds a class is (the first that matches, most specific
    /// first), worked out once per class: the properties are read for every view of a
    /// tree (`GetTree` of 10,000 views), and a chain of casts per read was most of it.
    enum Kind {
        case label, button, textField, textView, toggle, slider, stepper, progress, segmented, activity, image, other
    }

    /// What else a class is: a control (enabled and selected states), a cell (selected).
    enum Family { case control, tableCell, collectionCell, view }

    @MainActor private static var kinds: [ObjectIdentifier: (kind: Kind, family: Family)] = [:]

    @MainActor private static var lastKind: (type: ObjectIdentifier, entry: (kind: Kind, family: Family))?

    @MainActor
    static func kind(of view: UIView) -> (kind: Kind, family: Family) {
        let type = Swift.type(of: view)
        let id = ObjectIdentifier(type)
        // Each property reads this: one entry before the dictionary.
        if let last = lastKind, last.type == id { return last.entry }
        if let known = kinds[id] {
            lastKind = (id, known)
            return known
        }
        let kind: Kind
        switch view {
        case is UILabel: kind = .label
        case is UIButton: kind = .button
        case is UITextField: kind = .textField
        case is UITextView: kind = .textView
        case is UISwitch: kind = .toggle
        case is UISlider: kind = .slider
        case is UIStepper: kind = .stepper
        case is UIProgressView: kind = .progress
        case is UISegmentedControl: kind = .segmented
        case is UIActivityIndicatorView: kind = .activity
        case is UIImageView: kind = .image
        default: kind = .other
        }
        let family: Family = view is UIControl ? .control : view is UITableViewCell ? .tableCell
            : view is UICollectionViewCell ? .collectionCell : .view
        let entry = (kind, family)
        kinds[id] = entry
        lastKind = (id, entry)
        return entry
    }

    @MainActor
    init(for view: UIView) {
        let (kind, family) = Self.kind(of: view)
        switch kind {
        case .label:
            let label = unsafeDowncast(view, to: UILabel.self)
            isElement = true
            self.label = label.text
            traits = .staticText
        case .button:
            let button = unsafeDowncast(view, to: UIButton.self)
            isElement = true
            self.label = button.currentTitle
            traits = .button
        case .textField:
            let field = unsafeDowncast(view, to: UITextField.self)
            isElement = true
            let text = field.text ?? ""
            value = text.isEmpty ? field.placeholder : text
        case .textView:
            isElement = true
            value = unsafeDowncast(view, to: UITextView.self).text
        case .toggle:
            isElement = true
            value = unsafeDowncast(view, to: UISwitch.self).isOn ? "1" : "0"
            traits = .button
        case .slider:
            let slider = unsafeDowncast(view, to: UISlider.self)
            isElement = true
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            value = "\(Int((fraction * 100).rounded()))%"
            traits = .adjustable
        case .stepper:
            let stepper = unsafeDowncast(view, to: UIStepper.self)
            isElement = true
            value = stepper.value.rounded() == stepper.value ? String(Int(stepper.value)) : String(stepper.value)
            traits = .adjustable
        case .progress:
            isElement = true
            value = "\(Int((unsafeDowncast(view, to: UIProgressView.self).progress * 100).rounded()))%"
            traits = .updatesFrequently
        case .segmented:
            let control = unsafeDowncast(view, to: UISegmentedControl.self)
            isElement = true
            let index = control.selectedSegmentIndex
            value = index >= 0 && index < control.numberOfSegments ? control.titleForSegment(at: index) : nil
            traits = .adjustable
        case .activity:
            isElement = true
            label = "In progress"
            traits = .updatesFrequently
        case .image:
            traits = .image
        case .other:
            break
        }
        switch family {
        case .control:
            let control = unsafeDowncast(view, to: UIControl.self)
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        // A selected row or item says so, as UIKit's cells do (UI tests ask `cell.isSelected`).
        case .tableCell:
            if unsafeDowncast(view, to: UITableViewCell.self).isSelected { traits.insert(.selected) }
        case .collectionCell:
            if unsafeDowncast(view, to: UICollectionViewCell.self).isSelected { traits.insert(.selected) }
        case .view:
            break
        }
    }
}

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

    @MainActor
    init(for view: UIView) {
        switch view {
        case let label as UILabel:
            isElement = true
            self.label = label.text
            traits = .staticText
        case let button as UIButton:
            isElement = true
            self.label = button.currentTitle
            traits = .button
        case let field as UITextField:
            isElement = true
            let text = field.text ?? ""
            value = text.isEmpty ? field.placeholder : text
        case let textView as UITextView:
            isElement = true
            value = textView.text
        case let toggle as UISwitch:
            isElement = true
            value = toggle.isOn ? "1" : "0"
            traits = .button
        case let slider as UISlider:
            isElement = true
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            value = "\(Int((fraction * 100).rounded()))%"
            traits = .adjustable
        case let stepper as UIStepper:
            isElement = true
            value = stepper.value.rounded() == stepper.value ? String(Int(stepper.value)) : String(stepper.value)
            traits = .adjustable
        case let progress as UIProgressView:
            isElement = true
            value = "\(Int((progress.progress * 100).rounded()))%"
            traits = .updatesFrequently
        case let control as UISegmentedControl:
            isElement = true
            let index = control.selectedSegmentIndex
            value = index >= 0 && index < control.numberOfSegments ? control.titleForSegment(at: index) : nil
            traits = .adjustable
        case is UIActivityIndicatorView:
            isElement = true
            label = "In progress"
            traits = .updatesFrequently
        case is UIImageView:
            traits = .image
        default:
            break
        }
        if let control = view as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        // A selected row or item says so, as UIKit's cells do (UI tests ask `cell.isSelected`).
        if let cell = view as? UITableViewCell, cell.isSelected { traits.insert(.selected) }
        if let cell = view as? UICollectionViewCell, cell.isSelected { traits.insert(.selected) }
    }
}

import ClientKit
import Foundation

/// A white card of five 46-point rows: Wi-Fi and Bluetooth switches, a brightness
/// slider, an appearance segmented control, and a copies stepper with its count.
/// `onChange` gets a line describing each change a user makes.
final class SettingsPanel: UIView {
    let wifi = UISwitch()
    let bluetooth = UISwitch()
    let brightness = UISlider()
    let appearance = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    let copies = UIStepper()
    private let copiesLabel = UILabel()
    var onChange: (String) -> Void = { _ in }

    static let rowHeight: CGFloat = 46
    static let inset: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Identifiers for UI tests (ControlsDemoUITests finds the controls by them).
        wifi.accessibilityIdentifier = "wifi"
        bluetooth.accessibilityIdentifier = "bluetooth"
        brightness.accessibilityIdentifier = "brightness"
        appearance.accessibilityIdentifier = "appearance"
        copies.accessibilityIdentifier = "copies"
        copiesLabel.accessibilityIdentifier = "copies.count"
        backgroundColor = .white
        layer.cornerRadius = 10
        clipsToBounds = true

        addRow(0, title: "Wi-Fi", control: wifi)
        addRow(1, title: "Bluetooth", control: bluetooth)
        wifi.isOn = true
        wifi.addTarget(self, action: SettingsPanel.switchChanged, for: .valueChanged)
        bluetooth.addTarget(self, action: SettingsPanel.switchChanged, for: .valueChanged)

        brightness.frame = CGRect(x: Self.inset, y: 2 * Self.rowHeight + 7.5, width: frame.width - 2 * Self.inset, height: 31)
        brightness.value = 0.5
        brightness.addAction(UIAction { [unowned self] _ in
            self.onChange(String(format: "slider %.2f", self.brightness.value))
        }, for: .valueChanged)
        addSubview(brightness)

        appearance.frame = CGRect(x: Self.inset, y: 3 * Self.rowHeight + 7, width: frame.width - 2 * Self.inset, height: 32)
        appearance.selectedSegmentIndex = 0
        appearance.addAction(UIAction { [unowned self] _ in
            let index = self.appearance.selectedSegmentIndex
            self.onChange("segment \(index) \(self.appearance.titleForSegment(at: index) ?? "")")
        }, for: .valueChanged)
        addSubview(appearance)

        addRow(4, title: "", control: copies)
        copies.minimumValue = 1
        copies.maximumValue = 9
        copiesLabel.frame = CGRect(x: Self.inset, y: 4 * Self.rowHeight, width: 100, height: Self.rowHeight)
        copiesLabel.font = .systemFont(ofSize: 15)
        addSubview(copiesLabel)
        updateCopies()
        copies.addAction(UIAction { [unowned self] _ in
            self.updateCopies()
            self.onChange("stepper \(Int(self.copies.value))")
        }, for: .valueChanged)

        for row in 1..<5 {
            let line = UIView(frame: CGRect(x: Self.inset, y: CGFloat(row) * Self.rowHeight, width: frame.width - Self.inset, height: 1))
            line.backgroundColor = .separator
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    var summary: String {
        "Wi-Fi \(wifi.isOn ? "on" : "off"), Bluetooth \(bluetooth.isOn ? "on" : "off"), "
            + String(format: "brightness %.2f, ", brightness.value)
            + "appearance \(appearance.titleForSegment(at: appearance.selectedSegmentIndex) ?? "-"), copies \(Int(copies.value))"
    }

    /// A row's title on the left and `control` at the right, centred in the row.
    private func addRow(_ row: Int, title: String, control: UIView) {
        let top = CGFloat(row) * Self.rowHeight
        if !title.isEmpty {
            let label = UILabel(frame: CGRect(x: Self.inset, y: top, width: 120, height: Self.rowHeight))
            label.text = title
            label.font = .systemFont(ofSize: 15)
            addSubview(label)
        }
        let size = control.intrinsicContentSize
        control.frame = CGRect(x: bounds.width - Self.inset - size.width, y: top + (Self.rowHeight - size.height) / 2,
                               width: size.width, height: size.height)
        addSubview(control)
    }

    private func switchChanged(_ sender: UISwitch) {
        onChange("switch \(sender === wifi ? "Wi-Fi" : "Bluetooth") \(sender.isOn ? "on" : "off")")
    }

    private func updateCopies() {
        copiesLabel.text = "Copies: \(Int(copies.value))"
    }
}

import Foundation

extension UITableViewCell {
    /// A list content configuration in the cell's standard style: `.cell()` for
    /// `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and
    /// `.value2`. Fill it and set it as ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        default: .cell()
        }
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The height the content configuration's view needs at `width` (nil without one).
    func _configuredHeight(width: CGFloat) -> CGFloat? {
        guard let view = _configurationContentView else { return nil }
        return view.sizeThatFits(CGSize(width: width, height: 0)).height
    }
}

import Foundation

extension UIView {
    /// How strongly the view resists growing beyond its intrinsic size along `axis`.
    /// Default ``UILayoutPriority/defaultLow`` (250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = _layoutStorage else { return .defaultLow }
        return axis == .horizontal ? storage.horizontalHugging : storage.verticalHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { _autoLayout.horizontalHugging = priority } else { _autoLayout.verticalHugging = priority }
        _invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    /// Default ``UILayoutPriority/defaultHigh`` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = _layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.horizontalCompressionResistance : storage.verticalCompressionResistance
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            _autoLayout.horizontalCompressionResistance = priority
        } else {
            _autoLayout.verticalCompressionResistance = priority
        }
        _invalidateIntrinsicContentSize()
    }

    /// The default `invalidateIntrinsicContentSize()`: the engine (if the view is in one)
    /// reads the size again at the next solve, changing its constraints' constants in place.
    func _invalidateIntrinsicContentSize() {
        (_superview as? UIStackView)?._arrangedSubviewIntrinsicSizeChanged(self)
        guard let item = _layoutStorage?.item, let engine = item.engine else { return }
        engine.markDirty(item)
    }
}

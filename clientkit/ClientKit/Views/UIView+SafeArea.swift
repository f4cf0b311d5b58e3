import Foundation

/// The safe area: the part of a view that bars and other overlapping content do not
/// cover, as UIKit's `safeAreaInsets`.
///
/// How it is computed (UIKit's definition):
/// - A window's safe area is its whole bounds (zero insets). On Linux a screen has no
///   notch, rounded corners, status bar or home indicator, so nothing is unsafe at the
///   window level; only view controllers' bars make a safe area.
/// - A view controller's root view gets the larger, per edge, of what its superview's
///   safe area leaves uncovered of it and what its container gives it (a navigation
///   controller the part under its bar, a tab bar controller the part over its tab
///   bar), plus the controller's `additionalSafeAreaInsets`.
/// - Any other view gets the part of its superview's safe area insets that overlaps it:
///   a view entirely inside its superview's safe area has zero insets, one under a bar
///   has the part the bar covers (each inset at most the view's size on its axis).
///   Views in a scroll view are measured in its content coordinates, so a row scrolled
///   under a bar gets a top inset (UIKit's table and collection views may differ).
///
/// The insets are kept up to date as geometry changes (a frame, bounds, transform or
/// superview change, `additionalSafeAreaInsets`, a container's bar): when a view's
/// insets change, it gets `safeAreaInsetsDidChange()`, its controller (for a root
/// view) `viewSafeAreaInsetsDidChange()`, it is marked as needing layout, and its
/// subviews are updated in turn.
extension UIView {
    /// The distances from the view's edges to its safe area, in points (see above).
    public var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }

    /// A geometry change of the receiver's layer (bounds: its own space changed too,
    /// which moves its subviews relative to its safe area).
    func _safeAreaGeometryDidChange(boundsChanged: Bool) {
        _updateSafeAreaInsets(boundsChanged: boundsChanged)
    }

    /// Recomputes the receiver's insets; if they changed, notifies and updates the
    /// subviews. The subviews are also updated when the receiver's bounds changed while
    /// it has a safe area to pass on.
    func _updateSafeAreaInsets(boundsChanged: Bool = false) {
        let new = _computedSafeAreaInsets()
        let changed = new != _safeAreaInsets
        if changed {
            _safeAreaInsets = new
            safeAreaInsetsDidChange()
            _viewController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
        }
        guard changed || (boundsChanged && new != .zero) else { return }
        for subview in _subviews where !(subview is UIWindow) {
            subview._updateSafeAreaInsets()
        }
    }

    /// Whether the superview, if any, has zero safe area insets (read without retaining it).
    private var _superviewSafeAreaInsetsAreZero: Bool {
        guard let ref = _superviewRef else { return true }
        unowned(unsafe) let superview = ref.takeUnretainedValue()
        return superview._safeAreaInsets == .zero
    }

    /// The insets the rules above give the receiver now.
    func _computedSafeAreaInsets() -> UIEdgeInsets {
        // Most views: a superview without a safe area and no controller.
        if _viewController == nil && _superviewSafeAreaInsetsAreZero { return .zero }
        if self is UIWindow { return .zero }
        var insets = UIEdgeInsets.zero
        if let superview = _superview {
            insets = _overlap(ofUnsafeAreaOf: superview)
        }
        if let controller = _viewController {
            let container = controller._containerSafeAreaInsets
            let additional = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: Swift.max(insets.top, container.top) + additional.top,
                                  left: Swift.max(insets.left, container.left) + additional.left,
                                  bottom: Swift.max(insets.bottom, container.bottom) + additional.bottom,
                                  right: Swift.max(insets.right, container.right) + additional.right)
        }
        return insets
    }

    /// How far `superview`'s safe area stays clear of each of the receiver's edges.
    private func _overlap(ofUnsafeAreaOf superview: UIView) -> UIEdgeInsets {
        let superInsets = superview._safeAreaInsets
        guard superInsets != .zero else { return .zero }
        let superBounds = superview.bounds
        let safe = superBounds.inset(by: superInsets)
        // In the superview's bounds space, which is the space the layer's transform
        // to its superlayer maps into.
        let toSelf = layer._transformToSuperlayer().inverted()
        let area = CGRect(x: safe.minX, y: safe.minY, width: Swift.max(0, safe.width), height: Swift.max(0, safe.height))
            .applying(toSelf)
        let own = bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(0, value), Swift.max(0, limit)) }
        return UIEdgeInsets(top: clamp(area.minY - own.minY, own.height),
                            left: clamp(area.minX - own.minX, own.width),
                            bottom: clamp(own.maxY - area.maxY, own.height),
                            right: clamp(own.maxX - area.maxX, own.width))
    }
}

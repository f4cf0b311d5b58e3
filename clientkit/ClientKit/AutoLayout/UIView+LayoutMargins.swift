import Foundation

extension UIView {
    /// The space to keep between the view's edges and its content, for constraints to
    /// the margin attributes and ``layoutMarginsGuide``. Default 8 points on each side.
    ///
    /// Reading it gives the margins as set (by edge, or converted from
    /// ``directionalLayoutMargins`` in the view's layout direction). The guide uses the
    /// effective margins: these, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``, and widened to keep clear of the superview's
    /// margins when ``preservesSuperviewLayoutMargins``.
    public var layoutMargins: UIEdgeInsets {
        get {
            switch _layoutStorage?.margins ?? .fixed(Self._defaultLayoutMargins) {
            case .fixed(let insets): insets
            case .directional(let insets): insets._edgeInsets(in: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            guard newValue != layoutMargins || _isDirectionalMargins else { return }
            _autoLayout.margins = .fixed(newValue)
            _layoutMarginsDidChange()
        }
    }

    /// The layout margins by leading and trailing edge; they follow the layout direction
    /// when set this way. Default 8 points on each side.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            switch _layoutStorage?.margins ?? .fixed(Self._defaultLayoutMargins) {
            case .fixed(let insets): insets._directionalInsets(in: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set {
            guard newValue != directionalLayoutMargins || !_isDirectionalMargins else { return }
            _autoLayout.margins = .directional(newValue)
            _layoutMarginsDidChange()
        }
    }

    /// Whether the view's margins also keep its content out of its superview's margins
    /// (where the view reaches into them). Default `false`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { _layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            _autoLayout.preservesSuperviewLayoutMargins = newValue
            _layoutMarginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds.
    /// Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            _autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            _layoutMarginsDidChange()
        }
    }

    // MARK: Internals

    static let _defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    private var _isDirectionalMargins: Bool {
        if case .directional = _layoutStorage?.margins { return true }
        return false
    }

    /// The margins the ``layoutMarginsGuide`` keeps, in the view's bounds (see
    /// ``layoutMargins``).
    var _effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = _safeAreaInsetsForGuide
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview = _superview else { return margins }
        // The superview's margin area, in the receiver's bounds: how far it reaches in.
        let area = convert(superview.bounds.inset(by: superview._effectiveLayoutMargins), from: superview)
        let own = bounds
        return UIEdgeInsets(top: Swift.max(margins.top, area.minY - own.minY),
                            left: Swift.max(margins.left, area.minX - own.minX),
                            bottom: Swift.max(margins.bottom, own.maxY - area.maxY),
                            right: Swift.max(margins.right, own.maxX - area.maxX))
    }

    /// The margins changed: notify, update the guide, and the subviews that preserve them.
    func _layoutMarginsDidChange() {
        layoutMarginsDidChange()
        _layoutStorage?.item?.engine?.refreshGuides(of: self)
        setNeedsLayout()
        for subview in _subviews where subview.preservesSuperviewLayoutMargins {
            subview._layoutMarginsDidChange()
        }
    }
}

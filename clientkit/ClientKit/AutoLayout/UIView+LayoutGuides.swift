import Foundation

extension UIView {
    /// The layout guides the view owns, in the order added (the built-in guides once used).
    public var layoutGuides: [UILayoutGuide] {
        _layoutStorage?.layoutGuides ?? []
    }

    /// Makes the view own `layoutGuide` (taking it from another view if it had one), so
    /// that it can be constrained.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._owningView !== self else { return }
        layoutGuide._owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide._owningView = self
        _autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view; the constraints that refer to it are
    /// deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._owningView === self, let storage = _layoutStorage else { return }
        if let item = layoutGuide._item, let engine = item.engine {
            for constraint in Array(item.references.values) { constraint.isActive = false }
            engine.removeItem(item)
        }
        storage.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide._owningView = nil
    }

    /// The view's bounds inset by its effective layout margins (see `layoutMargins`), as a
    /// guide to constrain content to. Its identifier is `"UIViewLayoutMarginsGuide"`.
    public var layoutMarginsGuide: UILayoutGuide {
        _builtInGuide(\.layoutMarginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide")
    }

    /// The view's bounds inset by its `safeAreaInsets`, as a guide. Its identifier is
    /// `"UIViewSafeAreaLayoutGuide"`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        _builtInGuide(\.safeAreaLayoutGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
    }

    /// The layout margins guide narrowed to a width that is comfortable to read: the
    /// margins, with the content at most 672 points wide (iOS's readable width for the
    /// default text size), centred. Its identifier is `"UIViewReadableContentGuide"`.
    public var readableContentGuide: UILayoutGuide {
        _builtInGuide(\.readableContentGuide, .readableContent, "UIViewReadableContentGuide")
    }

    /// Where the on-screen keyboard is (iOS 15's `UIKeyboardLayoutGuide`): with no keyboard
    /// shown, the strip from the safe area's bottom edge to the view's bottom, so content
    /// constrained above its top sits above the safe area. Strata has no on-screen
    /// keyboard (typing comes from a hardware keyboard), so the guide never rises. Its
    /// identifier is `"UIViewKeyboardLayoutGuide"`.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        _builtInGuide(\.keyboardLayoutGuide, .keyboard, "UIViewKeyboardLayoutGuide") as! UIKeyboardLayoutGuide
    }

    /// The readable width (see ``readableContentGuide``).
    static let _readableWidth: CGFloat = 672

    /// The layout margins widened on the left and right so that at most the readable
    /// width remains between them.
    var _readableContentInsets: UIEdgeInsets {
        var margins = _effectiveLayoutMargins
        let available = bounds.width - margins.left - margins.right
        let extra = Swift.max(0, ((available - Self._readableWidth) / 2).rounded(.down))
        margins.left += extra
        margins.right += extra
        return margins
    }

    /// The built-in guide stored at `slot`, made and added on first use.
    func _builtInGuide(_ slot: ReferenceWritableKeyPath<_UIViewLayoutStorage, UILayoutGuide?>,
                       _ kind: UILayoutGuide._Kind, _ identifier: String) -> UILayoutGuide {
        if let guide = _layoutStorage?[keyPath: slot] { return guide }
        let guide = kind == .keyboard ? UIKeyboardLayoutGuide(_keyboardFor: identifier)
            : UILayoutGuide(_kind: kind, identifier: identifier)
        _autoLayout[keyPath: slot] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The safe area insets the safe area guide (and margins measured from the safe
    /// area) use.
    var _safeAreaInsetsForGuide: UIEdgeInsets {
        safeAreaInsets
    }
}

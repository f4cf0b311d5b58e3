import Foundation

/// A view's Auto Layout state, allocated the first time the view uses Auto Layout (a
/// constraint, a guide, a margin, a priority, a layout direction): views laid out by
/// frames alone never have one and pay nothing.
@MainActor
final class _UIViewLayoutStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints this view holds (`UIView.constraints`), in the order added.
    var constraints: [NSLayoutConstraint] = []
    /// The guides this view owns (`UIView.layoutGuides`), in the order added.
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The margins as last set: by fixed edges or by leading and trailing.
    var margins = Margins.fixed(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The engine this view hosts, when it is the root of a hierarchy using Auto Layout.
    var engine: _LayoutEngine?
    /// The view's variables in its hierarchy's engine, once something refers to it.
    var item: _LayoutItem?

    enum Margins {
        case fixed(UIEdgeInsets)
        case directional(NSDirectionalEdgeInsets)
    }
}

extension UIView {
    /// The view's Auto Layout state, allocated on first use.
    var _autoLayout: _UIViewLayoutStorage {
        if let storage = _layoutStorage { return storage }
        let storage = _UIViewLayoutStorage()
        _layoutStorage = storage
        return storage
    }
}

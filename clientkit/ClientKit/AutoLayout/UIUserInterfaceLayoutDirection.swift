import Foundation

/// The direction content is laid out in: where leading and trailing are
/// (`UIUserInterfaceLayoutDirection`, UIKit's raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction, deciding whether it flips in a
/// right-to-left layout (`UISemanticContentAttribute`, UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction (the default).
    case unspecified = 0
    /// Playback controls, which stay left to right.
    case playback = 1
    /// Directional controls (arrows), which stay left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

extension UIApplication {
    /// The layout direction of the app's interface. ClientKit has no localization to
    /// derive it from: always `.leftToRight` (force a view's direction with
    /// `UIView.semanticContentAttribute`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIView {
    /// How the view's content relates to the layout direction. Setting it re-resolves the
    /// leading and trailing edges of the constraints whose first item is the view (or one
    /// of its guides) and of its margins. Default `.unspecified`.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { _layoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            let old = effectiveUserInterfaceLayoutDirection
            _autoLayout.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != old { _layoutDirectionDidChange() }
        }
    }

    /// The direction the view's own content is laid out in: from
    /// ``semanticContentAttribute`` (`.playback` and `.spatial` are left to right), and for
    /// `.unspecified` the app's direction (UIKit's trait collection; the attribute is not
    /// inherited from the superview, as in UIKit).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction for content with `attribute` in the app.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for content with `attribute` in a layout going `layoutDirection`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    private func _layoutDirectionDidChange() {
        _layoutStorage?.item?.engine?.layoutDirectionDidChange(of: self)
        if case .directional = _layoutStorage?.margins { _layoutMarginsDidChange() }
    }
}

import Foundation

/// The interface style (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The preferred size of text (`UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Posted when the user's text size changes (never here: the size is always `.large`).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category in that notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    private var _order: Int {
        [Self.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
         .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
         .accessibilityExtraExtraExtraLarge].firstIndex(of: self) ?? -1
    }

    /// Smaller text sizes come first (UIKit orders the categories by size).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs._order < rhs._order }
}

/// The traits of the interface an object is shown in (`UITraitCollection`).
///
/// Linux has one kind of screen and no system appearance settings: every view, view
/// controller and screen reports the same traits — light style, regular width and height
/// (a desktop or kiosk screen, as an iPad's full screen), scale 1 (one point is one
/// pixel), left to right, the `.large` content size — unless a view or view controller
/// sets ``UIView/overrideUserInterfaceStyle``, which its subtree inherits. The traits
/// never change by themselves, so `traitCollectionDidChange(_:)` is called only when an
/// override changes what a view reports.
public final class UITraitCollection: Equatable, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// An empty collection: every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified)
    }

    /// A collection with only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// A collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// The traits given; the rest unspecified (a scale of 0).
    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
         idiom: UIUserInterfaceIdiom = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
         category: UIContentSizeCategory = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        layoutDirection = direction
        preferredContentSizeCategory = category
    }

    /// The traits every screen, view and view controller has here (see above).
    public static let current = UITraitCollection(style: .light, horizontal: .regular, vertical: .regular, scale: 1,
                                                  idiom: .pad, direction: .leftToRight, category: .large)

    /// The same traits with another interface style.
    func _with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(style: style, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
                                scale: displayScale, idiom: userInterfaceIdiom, direction: layoutDirection,
                                category: preferredContentSizeCategory)
    }

    /// Whether the receiver has every trait `other` specifies, with the same value.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether the two differ in a trait that changes colours (the interface style).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }
}

/// The layout direction a trait collection carries (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// An object with traits (`UITraitEnvironment`): views, view controllers and the screen.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object is shown with.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed (see ``UITraitCollection``: only an override of the
    /// interface style changes them here).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits (see ``UITraitCollection``).
    public var traitCollection: UITraitCollection { .current }
    /// The screen's traits never change.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

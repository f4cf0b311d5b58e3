import Foundation

/// What a bar shows for one item: the common part of ``UIBarButtonItem`` and
/// ``UITabBarItem`` (UIKit's `UIBarItem`). Changing a property updates the bar showing it.
///
/// Differences from UIKit: `setTitleTextAttributes(_:for:)`, `landscapeImagePhone` and
/// `largeContentSizeImage` are not provided (bars use UIKit's fonts and their tint).
@MainActor
open class UIBarItem {
    /// Creates an item with no title or image.
    public init() {}

    /// The title. Default `nil`.
    open var title: String? {
        didSet { if title != oldValue { _changed() } }
    }

    /// The image. Bars draw it as a template: its alpha filled with the item's tint
    /// (UIKit's default rendering in bars). Default `nil`.
    open var image: UIImage? {
        didSet { if image !== oldValue { _changed() } }
    }

    /// Shifts the image (as a button's image edge insets do). Default `.zero`.
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { if imageInsets != oldValue { _changed() } }
    }

    /// Whether the item can be tapped; a disabled item is drawn gray. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _changed() } }
    }

    /// A number identifying the item. Default 0.
    open var tag = 0

    /// The view that shows the item (a bar's button), told when the item changes.
    weak var _owner: _UIBarItemOwner?

    func _changed() {
        _owner?._barItemDidChange(self)
    }
}

/// Whatever shows bar items and must update when they change.
@MainActor
protocol _UIBarItemOwner: AnyObject {
    func _barItemDidChange(_ item: UIBarItem)
}

import Foundation

/// What a bar shows for one item: the common part of ``UIBarButtonItem`` and
/// ``UITabBarItem`` (UIKit's `UIBarItem`). Changing a property updates the bar showing it.
///
/// Differences from UIKit: `landscapeImagePhone` and `largeContentSizeImage` are not
/// provided; of the title text attributes, bars use the font and the foreground colour.
@MainActor
open class UIBarItem {
    /// Creates an item with no title or image.
    public init() {}

    /// Archives do not exist in ClientKit (no nibs or storyboards): this creates an item
    /// with no title or image. Declared so UIKit subclasses' `required init?(coder:)` port
    /// (UIKit's `UIBarItem` adopts `NSCoding`).
    public required init?(coder: NSCoder) {}

    /// Appearance-proxy state (see `Appearance/`).
    var _appearanceState: _UIAppearanceState?
    /// The proxies' settings were last replayed on this item at this generation.
    var _appearanceGeneration = -1
    private var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes in `state` (`.normal`, `.highlighted`, `.disabled`,
    /// `.selected`); states without their own use `.normal`'s. Bars use `.font` and
    /// `.foregroundColor` (a tab bar the colour in `.normal` and `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleAttributes[state.rawValue] = attributes
        _noteAppearanceCall("UIBarItem.setTitleTextAttributes.\(state.rawValue)") { (item: UIBarItem) in
            item.setTitleTextAttributes(attributes, for: state)
        }
        _changed()
    }

    /// The title attributes set for `state`, or `nil`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue]
    }

    /// The attributes that apply in `state`: its own, else `.normal`'s.
    func _effectiveTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue] ?? _titleAttributes[UIControl.State.normal.rawValue]
    }

    /// Replays the appearance proxies on this item once per change of the proxies, when
    /// `bar` (in a window) shows it.
    func _applyAppearanceIfNeeded(shownBy bar: UIView) {
        guard _UIAppearanceRegistry.isInUse, bar.window != nil,
              _appearanceGeneration != _UIAppearanceRegistry.generation else { return }
        _appearanceGeneration = _UIAppearanceRegistry.generation
        _applyAppearance(shownBy: bar)
    }

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
        // A replay of appearance proxies happens while the bar builds the item's view.
        if _UIAppearanceRegistry.isApplying { return }
        _owner?._barItemDidChange(self)
    }
}

/// Whatever shows bar items and must update when they change.
@MainActor
protocol _UIBarItemOwner: AnyObject {
    func _barItemDidChange(_ item: UIBarItem)
}

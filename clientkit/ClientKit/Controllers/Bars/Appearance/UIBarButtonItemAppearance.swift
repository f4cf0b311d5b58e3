import Foundation

/// How a bar's buttons look in one state (UIKit's `UIBarButtonItemStateAppearance`).
/// Bars use the title attributes' font and foreground colour and the title offset.
@MainActor
public final class UIBarButtonItemStateAppearance {
    /// The title's attributes in this state. Default empty.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. Default `.zero`.
    public var titlePositionAdjustment: UIOffset = .zero
    /// A background image behind the button (kept, not drawn).
    public var backgroundImage: UIImage?
    /// Moves the background image. Default `.zero`.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func _copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

/// How a bar's buttons of one style look, state by state (UIKit's
/// `UIBarButtonItemAppearance`, iOS 13): part of a navigation bar's or toolbar's
/// appearance (`buttonAppearance`, `doneButtonAppearance`, `backButtonAppearance`).
@MainActor
public final class UIBarButtonItemAppearance {
    public private(set) var normal = UIBarButtonItemStateAppearance()
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    public private(set) var focused = UIBarButtonItemStateAppearance()
    private var style: UIBarButtonItem.Style

    /// The default look of buttons of `style` (nothing overridden: bars use their fonts
    /// and the tint).
    public init(style: UIBarButtonItem.Style = .plain) {
        self.style = style
    }

    /// Forgets every state's settings: the default look of `style`.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy: changing it does not change the receiver.
    public func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal._copy()
        copy.highlighted = highlighted._copy()
        copy.disabled = disabled._copy()
        copy.focused = focused._copy()
        return copy
    }

    /// The state's settings (`.normal`, `.highlighted`, `.disabled`, `.focused`).
    func _state(_ state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}

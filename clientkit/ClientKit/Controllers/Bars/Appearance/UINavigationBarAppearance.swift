import Foundation

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`, iOS 13): the background
/// and hairline (see ``UIBarAppearance``), the title's and the large title's attributes,
/// and how its buttons look. Set it as a bar's ``UINavigationBar/standardAppearance`` (and
/// the others) or a navigation item's, which wins while that item is on top.
///
/// Bars use the title attributes' `.font` and `.foregroundColor`, the title offset, the
/// buttons' title fonts, colours and offsets per state, and ``backIndicatorImage`` as the
/// back button's chevron.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes. Default empty (semibold 17 points, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes. Default empty (bold 34 points, the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. Default `.zero`.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Plain buttons. Default: the plain style's defaults.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons. Default: the done style's defaults.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button. Default: the plain style's defaults.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron. Default: the system chevron.
    open private(set) var backIndicatorImage: UIImage = _UIBarGlyphs.image(.backChevron)
    /// The mask for the back button's transition (kept, not used: transitions are instant).
    open private(set) var backIndicatorTransitionMaskImage: UIImage = _UIBarGlyphs.image(.backChevron)

    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    /// Sets the back button's chevron and its transition mask (`nil` for either: the
    /// system chevron for both).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard let backIndicatorImage, let transitionMaskImage else {
            self.backIndicatorImage = _UIBarGlyphs.image(.backChevron)
            self.backIndicatorTransitionMaskImage = _UIBarGlyphs.image(.backChevron)
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override func _copy(from other: UIBarAppearance) {
        super._copy(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}

import Foundation

/// A toolbar's look (UIKit's `UIToolbarAppearance`, iOS 13): the background and hairline
/// (see ``UIBarAppearance``) and how its buttons look (their title fonts and colours).
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Plain buttons. Default: the plain style's defaults.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons. Default: the done style's defaults.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    override func _copy(from other: UIBarAppearance) {
        super._copy(from: other)
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}

import Foundation

/// Behaviour added to a view as a whole (UIKit's `UIInteraction`): a context menu
/// (``UIContextMenuInteraction``), an edit menu (``UIEditMenuInteraction``). The view
/// keeps its interactions; an interaction installs what it needs (gesture recognizers)
/// when told it moved to a view.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction belongs to; `nil` when it belongs to none.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (`nil`: removed from its view).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (`nil`: removed from its view).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { _interactions }
        set {
            for interaction in _interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view (the view retains it), removing it from another
    /// view first.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; nothing when it is not there.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

import Foundation

/// The actions a swipe reveals on one side of a table row, as UIKit's
/// `UISwipeActionsConfiguration`: returned by the delegate's
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. The first action is the
/// outermost (at the row's edge).
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// Whether swiping the row far enough (past 60% of its width) performs the first
    /// action without a tap. Default `true`.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, outermost first; an empty list shows no actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

import Foundation

/// The object a ``UISearchController`` asks to update its results (UIKit's
/// `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Update the results for `searchController`'s search bar: called when the bar
    /// becomes first responder, for each of the user's edits and scope changes, and
    /// after Cancel clears the text.
    func updateSearchResults(for searchController: UISearchController)
}

/// The object a ``UISearchController`` tells when it is activated and deactivated
/// (UIKit's `UISearchControllerDelegate`). Every method is optional. UIKit's
/// `presentSearchController(_:)`, which replaces the presentation, is not provided.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The controller became active (its results overlay is shown).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The controller became inactive (its overlay is gone).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

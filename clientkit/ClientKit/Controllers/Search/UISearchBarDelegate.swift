import Foundation

/// The object a ``UISearchBar`` asks and tells about the user's editing and taps
/// (UIKit's `UISearchBarDelegate`). Every method is optional: the defaults allow
/// everything and do nothing. The bar calls them for the user's actions only (typing,
/// Return, taps), not when the app sets its properties.
@MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (the search field may become first responder). Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field became first responder and is editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (the search field may resign first responder). Default `true`.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (also when the edit empties it): `searchText` is the new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's edit replacing `range` (UTF-16 offsets in the text) with
    /// `text` may happen (`""` for a deletion). Default `true`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user pressed Return (the keyboard's Search key). The bar keeps editing:
    /// resign it here to end editing.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (ClientKit shows no bookmark button: never called).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped. The bar neither clears its text nor resigns: do
    /// what Cancel means here.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped (ClientKit shows none: never called).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user selected the scope button at `selectedScope`.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

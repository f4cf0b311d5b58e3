import Foundation

// The toolbar's geometry and items (its public API is in the class body, to be
// overridable as UIKit's), and the search bar of `navigationItem.searchController`.
extension UINavigationController {
    /// The toolbar's frame: the bottom 44 points above the view's bottom safe area.
    var _toolbarFrame: CGRect {
        guard let view = _view else { return .zero }
        let height = UIToolbar.barHeight
        return CGRect(x: view.bounds.minX, y: view.bounds.maxY - view.safeAreaInsets.bottom - height,
                      width: view.bounds.width, height: height)
    }

    /// `controller` set its toolbar items: shown if it is on top.
    func _toolbarItemsChanged(of controller: UIViewController) {
        guard controller === topViewController else { return }
        _toolbar.setItems(controller.toolbarItems, animated: false)
    }

    // MARK: The search bar (UINavigationItem.searchController)

    /// The search bar shown under the bar while `controller` is on top.
    func _searchBar(of controller: UIViewController) -> UISearchBar? {
        _isNavigationBarHidden ? nil : controller._navigationItem?.searchController?.searchBar
    }

    /// Shows the top controller's search bar under the bar (above the content), 56
    /// points high, and takes away one no longer wanted.
    func _layoutSearchBar() {
        guard let view = _view else { return }
        let searchBar = topViewController.flatMap(_searchBar(of:))
        if let old = _shownSearchBar, old !== searchBar, old.superview === view { old.removeFromSuperview() }
        _shownSearchBar = searchBar
        guard let searchBar else { return }
        let subviews = view.subviews
        if let index = subviews.firstIndex(where: { $0 === navigationBar }), index == 0 || subviews[index - 1] !== searchBar {
            view.insertSubview(searchBar, belowSubview: navigationBar)
        }
        searchBar.frame = CGRect(x: view.bounds.minX, y: navigationBar.frame.maxY, width: view.bounds.width,
                                 height: UISearchBar.barHeight)
    }
}

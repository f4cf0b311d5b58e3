import Foundation

/// A controller that manages searching with a search bar (UIKit's `UISearchController`):
/// it owns its ``searchBar``, becomes active when the user begins editing the bar (or
/// when ``isActive`` is set), asks its ``searchResultsUpdater`` to update the results as
/// the user types, shows the ``searchResultsController``'s view over the content while
/// active, and becomes inactive when the user taps Cancel (which also clears the text).
///
/// Put the bar under a navigation bar with `navigationItem.searchController` (the
/// navigation controller shows it, 56 points high, below its bar while that
/// controller is on top, and the content's safe area starts below it), or place
/// ``searchBar`` yourself (a table's header view).
///
/// **While active**: the bar shows its Cancel button (``automaticallyShowsCancelButton``);
/// the controller's view covers the window below the search bar, dimmed (black at 20%)
/// when ``obscuresBackgroundDuringPresentation``; the results controller's view fills it
/// while the bar has text (``automaticallyShowsSearchResultsController``, iOS 13's rule),
/// or as ``showsSearchResultsController`` says. Without a results view and without
/// obscuring, the view lets touches through, so the content (a list filtered in place)
/// stays usable. Order: becoming active, the delegate's `willPresentSearchController`,
/// the overlay, `didPresentSearchController`, then the updater (when the bar became first
/// responder); on Cancel, the bar's delegate's `searchBarCancelButtonClicked`, the text
/// cleared, `willDismissSearchController`, the bar resigns, the overlay goes,
/// `didDismissSearchController`, then the updater.
///
/// Differences from UIKit: the controller is not presented (UIKit presents it over the
/// presentation context): its view is placed in the search bar's window, so
/// `presentingViewController` is nil and the results controller (a child of the search
/// controller) gets no appearance callbacks; changes are instant;
/// ``hidesNavigationBarDuringPresentation`` and `hidesSearchBarWhenScrolling` are stored
/// only (the navigation bar stays, the bar does not hide on scrolling); the dim
/// background does not dismiss when tapped.
@MainActor
open class UISearchController: UIViewController {
    /// The dimming colour of ``obscuresBackgroundDuringPresentation`` (iOS's is undocumented).
    static let dimColor = UIColor(white: 0, alpha: 0.2)

    /// The bar the user searches with (its `searchTextField` is where typing goes).
    public let searchBar = UISearchBar()
    /// The controller whose view shows the results, given at creation (a child of this one).
    public let searchResultsController: UIViewController?

    /// Asked to update the results (see ``UISearchResultsUpdating``). Not retained.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told when the controller becomes active and inactive. Not retained.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content under the overlay is dimmed (and its touches blocked) while
    /// active. Default `true`.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { _updateOverlay() }
    }
    /// Whether the navigation bar hides while active. Stored only (see the type's
    /// documentation). Default `true`.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows its Cancel button while active. Default `true`.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller's view is shown exactly while the bar has text.
    /// Default `true`.
    open var automaticallyShowsSearchResultsController = true {
        didSet { _updateOverlay() }
    }
    /// Whether the results controller's view is shown (while active). Setting it sets
    /// ``automaticallyShowsSearchResultsController`` to `false`.
    open var showsSearchResultsController: Bool {
        get {
            automaticallyShowsSearchResultsController ? !(searchBar.text ?? "").isEmpty : _showsSearchResultsController
        }
        set {
            _showsSearchResultsController = newValue
            automaticallyShowsSearchResultsController = false
            _updateOverlay()
        }
    }
    private var _showsSearchResultsController = false

    /// A search controller showing its results in `searchResultsController`'s view
    /// (`nil`: the app shows them in its own content, e.g. by filtering a list).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        _setUp()
    }

    /// A search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setUp()
    }

    /// Archives do not exist in ClientKit: a search controller without a results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        searchBar._searchController = self
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    // MARK: Activation

    /// Whether the controller is active (its overlay shown). Setting it activates or
    /// deactivates (see the type's documentation; deactivating resigns the bar).
    open var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue { _activate() } else { _deactivate() }
        }
    }
    private var _isActive = false

    private func _activate() {
        _isActive = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        _showOverlay()
        delegate?.didPresentSearchController(self)
    }

    private func _deactivate() {
        _isActive = false
        delegate?.willDismissSearchController(self)
        searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        viewIfLoaded?.removeFromSuperview()
        delegate?.didDismissSearchController(self)
    }

    // MARK: The search bar's news

    /// The bar became first responder.
    func _searchBarDidBeginEditing() {
        if !_isActive { _activate() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user edited the text or chose a scope.
    func _searchBarDidChange() {
        _updateOverlay()
        if _isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// The user tapped Cancel (after the bar's delegate heard).
    func _searchBarCancelTapped() {
        searchBar.text = ""
        isActive = false
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: The overlay

    /// Places the view over the window below the search bar.
    private func _showOverlay() {
        guard let window = searchBar.window else { return }
        let top = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: window).y
        view.frame = CGRect(x: window.bounds.minX, y: top, width: window.bounds.width,
                            height: Swift.max(0, window.bounds.maxY - top))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        _updateOverlay()
    }

    /// Dims or not, shows the results view or not, lets touches through or not.
    private func _updateOverlay() {
        guard _isActive, let view = viewIfLoaded else { return }
        let showsResults = searchResultsController != nil && showsSearchResultsController
        if let results = searchResultsController {
            if showsResults && results.view.superview !== view {
                results.view.frame = view.bounds
                results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(results.view)
            }
            results.viewIfLoaded?.isHidden = !showsResults
        }
        view.backgroundColor = obscuresBackgroundDuringPresentation ? Self.dimColor : .clear
        view.isUserInteractionEnabled = obscuresBackgroundDuringPresentation || showsResults
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class SearchRecorder: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update(\(searchController.searchBar.text ?? "nil"), active \(searchController.isActive))")
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("bar.cancel") }
}

/// UISearchController: its defaults, its search bar shown under the navigation bar of
/// the controller whose navigation item holds it, activation by editing the bar or by
/// `isActive`, the results updater and delegate told in order, the results shown over
/// the content, and Cancel deactivating.
final class SearchControllerTests: XCTestCase {
    /// A shown navigation controller whose root's navigation item has `search`.
    @MainActor
    private static func navigation(with search: UISearchController) -> (UINavigationController, UIViewController, UIWindow) {
        let root = UIViewController()
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let window = makeControllerWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()
        return (navigation, root, window)
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            XCTAssertTrue(search.searchResultsController === results)
            XCTAssertNotNil(search.searchBar)
            XCTAssertFalse(search.isActive)
            XCTAssertTrue(search.obscuresBackgroundDuringPresentation)
            XCTAssertTrue(search.hidesNavigationBarDuringPresentation)
            XCTAssertTrue(search.automaticallyShowsCancelButton)
            XCTAssertTrue(search.automaticallyShowsSearchResultsController)
            XCTAssertNil(search.searchResultsUpdater)
            XCTAssertNil(search.delegate)
            XCTAssertNil(UISearchController(searchResultsController: nil).searchResultsController)
            let item = UINavigationItem(title: "List")
            XCTAssertNil(item.searchController)
            XCTAssertTrue(item.hidesSearchBarWhenScrolling)
        }
    }

    func testTheSearchBarIsShownUnderTheNavigationBarOfItsController() {
        MainActor.assumeIsolated {
            let search = UISearchController(searchResultsController: nil)
            let (navigation, root, window) = Self.navigation(with: search)
            XCTAssertTrue(search.searchBar.superview === navigation.view)
            XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 44, width: 320, height: 56))
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(root.view.safeAreaInsets.top, 100, "the content starts below the search bar")
            let subviews = navigation.view.subviews
            XCTAssertGreaterThan(subviews.firstIndex { $0 === search.searchBar }!, subviews.firstIndex { $0 === root.view }!,
                                 "the bar is over the content")

            let detail = UIViewController()
            detail.edgesForExtendedLayout = []
            navigation.pushViewController(detail, animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertNil(search.searchBar.superview, "only while its controller is on top")
            XCTAssertEqual(detail.view.frame.minY, 44)
            navigation.popViewController(animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(search.searchBar.superview === navigation.view)

            root.edgesForExtendedLayout = []
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 100, width: 320, height: 380))
            root.navigationItem.searchController = nil
            navigation.view.layoutIfNeeded()
            XCTAssertNil(search.searchBar.superview)
            XCTAssertEqual(root.view.frame.minY, 44)
            window.isHidden = true
        }
    }

    func testEditingTheBarActivatesTheControllerAndTypingUpdatesTheResults() {
        MainActor.assumeIsolated {
            let results = UIViewController()
            let search = UISearchController(searchResultsController: results)
            let recorder = SearchRecorder()
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            let (_, _, window) = Self.navigation(with: search)
            XCTAssertTrue(search.searchBar.becomeFirstResponder())
            XCTAssertTrue(search.isActive)
            XCTAssertEqual(recorder.log, ["willPresent", "didPresent", "update(, active true)"])
            XCTAssertTrue(search.searchBar.showsCancelButton, "automaticallyShowsCancelButton")
            XCTAssertTrue(search.view.window === window)
            let overlay = search.view.convert(search.view.bounds, to: window)
            XCTAssertEqual(overlay, CGRect(x: 0, y: 100, width: 320, height: 380), "over the content, below the bar")
            XCTAssertTrue(results.view.isHidden || results.view.superview == nil, "no results while the text is empty")
            XCTAssertTrue(results.parent === search)

            recorder.log = []
            sendKeyPress(.keyboardA, "a")
            XCTAssertEqual(recorder.log, ["update(a, active true)"])
            XCTAssertTrue(results.view.isDescendant(of: search.view))
            XCTAssertFalse(results.view.isHidden)
            XCTAssertEqual(results.view.frame, search.view.bounds)
            window.isHidden = true
        }
    }

    func testCancelDeactivatesAndClearsTheText() {
        MainActor.assumeIsolated {
            let search = UISearchController(searchResultsController: nil)
            let recorder = SearchRecorder()
            search.searchResultsUpdater = recorder
            search.delegate = recorder
            search.searchBar.delegate = recorder
            let (_, _, window) = Self.navigation(with: search)
            search.searchBar.becomeFirstResponder()
            sendKeyPress(.keyboardA, "a")
            recorder.log = []
            let cancel = search.searchBar._cancelButton
            tap(window, cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
            XCTAssertFalse(search.isActive)
            XCTAssertEqual(search.searchBar.text, "")
            XCTAssertFalse(search.searchBar.searchTextField.isFirstResponder)
            XCTAssertFalse(search.searchBar.showsCancelButton)
            XCTAssertNil(search.view.superview)
            XCTAssertEqual(recorder.log, ["bar.cancel", "willDismiss", "didDismiss", "update(, active false)"])
            window.isHidden = true
        }
    }

    func testIsActiveShowsAndRemovesTheOverlayAndObscuringDims() {
        MainActor.assumeIsolated {
            let search = UISearchController(searchResultsController: nil)
            let recorder = SearchRecorder()
            search.delegate = recorder
            let (_, _, window) = Self.navigation(with: search)
            search.isActive = true
            XCTAssertEqual(recorder.log, ["willPresent", "didPresent"])
            XCTAssertTrue(search.view.window === window)
            XCTAssertGreaterThan(search.view.backgroundColor?.cgColor.alpha ?? 0, 0, "the content is dimmed")
            XCTAssertTrue(search.view.isUserInteractionEnabled)
            search.isActive = false
            XCTAssertNil(search.view.superview)
            XCTAssertFalse(search.searchBar.showsCancelButton)
            XCTAssertEqual(recorder.log, ["willPresent", "didPresent", "willDismiss", "didDismiss"])

            search.obscuresBackgroundDuringPresentation = false
            search.automaticallyShowsCancelButton = false
            search.isActive = true
            XCTAssertFalse(search.searchBar.showsCancelButton)
            XCTAssertTrue(search.view.superview == nil || !search.view.isUserInteractionEnabled,
                          "the content stays usable: nothing covers it")
            search.isActive = false
            window.isHidden = true
        }
    }
}

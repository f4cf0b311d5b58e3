import Foundation
import XCTest
@testable import ClientKit

@MainActor
private final class TabsDelegate: UITabBarControllerDelegate {
    let log: CallLog
    var refused: Set<String> = []
    init(log: CallLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = RecordingController.label(viewController)
        log.add("delegate.shouldSelect \(name)")
        return !refused.contains(name)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("delegate.didSelect \(RecordingController.label(viewController))")
    }
}

private let tabsName = "UITabBarController"

/// UITabBarController: the callbacks around a tab switch in UIKit's order (recorded and
/// compared), the delegate's veto, selection in code, the selection rule of
/// setViewControllers, and the layout over the tab bar.
final class TabBarControllerTests: XCTestCase {
    @MainActor
    private static func shownTabs(_ controllers: [UIViewController], log: CallLog) -> (UITabBarController, UIWindow) {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return (tabs, showInWindow(tabs, log: log))
    }

    @MainActor
    private static func tap(_ tabs: UITabBarController, _ index: Int) {
        tabs.view.layoutIfNeeded()
        tabs.tabBar._itemButtons[index].sendActions(for: .touchUpInside)
    }

    func testAddingControllersAndTheFirstAppearance() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let tabs = UITabBarController()
            XCTAssertEqual(tabs.selectedIndex, NSNotFound)
            tabs.viewControllers = [a, b]
            XCTAssertEqual(log.entries, ["A.willMove(toParent: \(tabsName))", "B.willMove(toParent: \(tabsName))",
                                         "A.didMove(toParent: \(tabsName))", "B.didMove(toParent: \(tabsName))"])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertTrue(tabs.selectedViewController === a)
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["A", "B"])
            XCTAssertTrue(tabs.tabBar.selectedItem === a.tabBarItem)
            XCTAssertTrue(b.tabBarController === tabs)
            log.clear()
            let window = makeControllerWindow()
            window.rootViewController = tabs
            window.isHidden = false
            XCTAssertEqual(log.entries, ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
            XCTAssertFalse(b.isViewLoaded, "other tabs load when first selected")
            window.isHidden = true
        }
    }

    func testTappingATabSwitchesInUIKitsOrderAndTheDelegateMayRefuse() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log), c = RecordingController("C", log: log)
            let (tabs, window) = Self.shownTabs([a, b, c], log: log)
            let delegate = TabsDelegate(log: log)
            tabs.delegate = delegate
            Self.tap(tabs, 1)
            XCTAssertEqual(log.entries, ["delegate.shouldSelect B", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                         "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "delegate.didSelect B"])
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertTrue(tabs.tabBar.selectedItem === b.tabBarItem)
            XCTAssertNil(a.view.superview)
            XCTAssertEqual(b.flagsSeen["viewWillAppear"], [], "a tab switch is not a move to the parent")
            log.clear()
            delegate.refused = ["C"]
            Self.tap(tabs, 2)
            XCTAssertEqual(log.entries, ["delegate.shouldSelect C"], "refused: nothing else happens")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertTrue(tabs.tabBar.selectedItem === b.tabBarItem)
            log.clear()
            Self.tap(tabs, 1)
            XCTAssertEqual(log.entries, ["delegate.shouldSelect B", "delegate.didSelect B"], "the selected tab again")
            log.clear()
            tabs.selectedIndex = 0
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
                                         "A.viewDidAppear"], "selection in code does not involve the delegate")
            log.clear()
            tabs.selectedViewController = c
            XCTAssertEqual(tabs.selectedIndex, 2)
            tabs.selectedIndex = 7
            XCTAssertEqual(tabs.selectedIndex, 2, "out of range is ignored")
            window.isHidden = true
        }
    }

    func testTappingANavigationControllersTabAgainPopsToItsRoot() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("Root", log: log), detail = RecordingController("Detail", log: log)
            let navigation = UINavigationController(rootViewController: root)
            let (tabs, window) = Self.shownTabs([navigation, RecordingController("Other", log: log)], log: log)
            XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
            navigation.pushViewController(detail, animated: false)
            XCTAssertEqual(detail.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0),
                           "under the navigation bar and over the tab bar")
            Self.tap(tabs, 0)
            XCTAssertEqual(navigation.viewControllers, [root])
            window.isHidden = true
        }
    }

    func testSettingTheControllersKeepsTheSelectionWhereItCan() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let c = RecordingController("C", log: log), d = RecordingController("D", log: log)
            let (tabs, window) = Self.shownTabs([a, b, c], log: log)
            tabs.selectedIndex = 1
            tabs.viewControllers = [c, b]
            XCTAssertTrue(tabs.selectedViewController === b, "still there: still selected")
            XCTAssertEqual(tabs.selectedIndex, 1)
            tabs.viewControllers = [c, d, a]
            XCTAssertTrue(tabs.selectedViewController === d, "gone: the same index")
            XCTAssertNil(b.parent)
            tabs.selectedIndex = 2
            log.clear()
            tabs.viewControllers = [b]
            XCTAssertTrue(tabs.selectedViewController === b, "index out of range: the first")
            XCTAssertEqual(log.entries, ["C.willMove(toParent: nil)", "D.willMove(toParent: nil)", "A.willMove(toParent: nil)",
                                         "B.willMove(toParent: \(tabsName))", "A.viewWillDisappear", "B.viewWillAppear",
                                         "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
                                         "C.didMove(toParent: nil)", "D.didMove(toParent: nil)", "A.didMove(toParent: nil)",
                                         "B.didMove(toParent: \(tabsName))"])
            tabs.viewControllers = nil
            XCTAssertEqual(tabs.selectedIndex, NSNotFound)
            XCTAssertNil(tabs.selectedViewController)
            window.isHidden = true
        }
    }

    func testContentFillsTheViewOverTheTabBarAndItsSafeAreaEndsAboveIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            b.edgesForExtendedLayout = []
            let (tabs, window) = Self.shownTabs([a, b], log: log)
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
            XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
            tabs.selectedIndex = 1
            XCTAssertEqual(b.boundsInViewDidLoad, CGRect(x: 0, y: 0, width: 320, height: 431))
            XCTAssertEqual(b.view.safeAreaInsets, .zero)
            window.isHidden = true
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

@MainActor
private final class NavigationDelegate: UINavigationControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.add("delegate.willShow \(RecordingController.label(viewController))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.add("delegate.didShow \(RecordingController.label(viewController))")
    }
}

@MainActor
private final class ActionTarget {
    var taps: [String] = []
    func add(_ sender: UIBarButtonItem) { taps.append("add \(sender.systemItem == .add)") }
    func edit() { taps.append("edit") }
}

private let navName = "UINavigationController"

/// UINavigationController: the stack operations, the callbacks around push, pop,
/// popToRoot and setViewControllers in UIKit's order (recorded and compared), the
/// delegate, the bar's items and back button, and the layout under the bar.
final class NavigationControllerTests: XCTestCase {
    /// A navigation controller with `root`, the root of a shown window; the log cleared.
    @MainActor
    private static func shownNavigation(_ root: UIViewController, log: CallLog) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        return (navigation, showInWindow(navigation, log: log))
    }

    func testTheFirstAppearanceShowsTheRootAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log)
            let delegate = NavigationDelegate(log: log)
            let navigation = UINavigationController(rootViewController: a)
            navigation.delegate = delegate
            XCTAssertEqual(log.entries, ["A.willMove(toParent: \(navName))", "A.didMove(toParent: \(navName))"])
            XCTAssertFalse(a.isViewLoaded, "nothing loads before the navigation controller's view does")
            log.clear()
            let window = makeControllerWindow()
            window.rootViewController = navigation
            XCTAssertEqual(log.entries, ["A.viewDidLoad"])
            XCTAssertEqual(a.boundsInViewDidLoad, CGRect(x: 0, y: 0, width: 320, height: 480))
            log.clear()
            window.isHidden = false
            XCTAssertEqual(log.entries, ["A.viewWillAppear", "delegate.willShow A", "A.viewIsAppearing", "A.viewDidAppear",
                                         "delegate.didShow A"])
            log.clear()
            window.isHidden = true
            window.isHidden = false
            XCTAssertEqual(log.entries, ["A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                         "A.viewDidAppear"], "the delegate heard about A already")
            window.isHidden = true
        }
    }

    func testPushAndPopCallbacksInUIKitsOrder() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let delegate = NavigationDelegate(log: log)
            let (navigation, window) = Self.shownNavigation(a, log: log)
            navigation.delegate = delegate
            navigation.pushViewController(b, animated: true)
            XCTAssertEqual(log.entries, ["B.willMove(toParent: \(navName))", "B.viewDidLoad", "A.viewWillDisappear",
                                         "B.viewWillAppear", "delegate.willShow B", "B.viewIsAppearing", "A.viewDidDisappear",
                                         "B.viewDidAppear", "B.didMove(toParent: \(navName))", "delegate.didShow B"])
            XCTAssertEqual(b.flagsSeen["viewWillAppear"], ["movingTo"])
            XCTAssertEqual(b.flagsSeen["viewDidAppear"], ["movingTo"])
            XCTAssertEqual(a.flagsSeen["viewWillDisappear"], [])
            XCTAssertFalse(b.isMovingToParent, "only during the transition")
            XCTAssertNil(a.view.superview, "the covered view leaves the hierarchy")
            XCTAssertTrue(b.view.superview === navigation.view)
            log.clear()
            let popped = navigation.popViewController(animated: true)
            XCTAssertTrue(popped === b)
            XCTAssertEqual(log.entries, ["B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                                         "delegate.willShow A", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
                                         "B.didMove(toParent: nil)", "delegate.didShow A"])
            XCTAssertEqual(b.flagsSeen["viewWillDisappear"], ["movingFrom"])
            XCTAssertEqual(b.flagsSeen["viewDidDisappear"], ["movingFrom"])
            XCTAssertNil(b.parent)
            XCTAssertNil(b.view.superview)
            log.clear()
            XCTAssertNil(navigation.popViewController(animated: true), "the root stays")
            XCTAssertEqual(log.entries, [])
            window.isHidden = true
        }
    }

    func testPopToRootAndToAControllerAndSetViewControllers() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let c = RecordingController("C", log: log), d = RecordingController("D", log: log)
            let (navigation, window) = Self.shownNavigation(a, log: log)
            navigation.pushViewController(b, animated: false)
            navigation.pushViewController(c, animated: false)
            XCTAssertEqual(navigation.viewControllers, [a, b, c])
            XCTAssertEqual(navigation.children, [a, b, c])
            log.clear()
            let popped = navigation.popToRootViewController(animated: true)
            XCTAssertEqual(popped ?? [], [b, c])
            XCTAssertEqual(log.entries, ["B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear",
                                         "A.viewWillAppear", "A.viewIsAppearing", "C.viewDidDisappear", "A.viewDidAppear",
                                         "C.didMove(toParent: nil)", "B.didMove(toParent: nil)"],
                           "only the visible controller disappears")
            XCTAssertEqual(navigation.viewControllers, [a])

            navigation.viewControllers = [a, b, c]
            log.clear()
            XCTAssertEqual(navigation.popToViewController(b, animated: false) ?? [], [c])
            XCTAssertEqual(navigation.topViewController, b)
            log.clear()
            navigation.setViewControllers([a, d], animated: false)
            XCTAssertEqual(log.entries, ["B.willMove(toParent: nil)", "D.willMove(toParent: \(navName))", "D.viewDidLoad",
                                         "B.viewWillDisappear", "D.viewWillAppear", "D.viewIsAppearing", "B.viewDidDisappear",
                                         "D.viewDidAppear", "B.didMove(toParent: nil)", "D.didMove(toParent: \(navName))"])
            XCTAssertEqual(b.flagsSeen["viewWillDisappear"], ["movingFrom"])
            XCTAssertEqual(d.flagsSeen["viewWillAppear"], ["movingTo"])
            XCTAssertEqual(navigation.viewControllers, [a, d])
            XCTAssertEqual(navigation.children, [a, d])
            XCTAssertTrue(d.navigationController === navigation)
            XCTAssertNil(b.navigationController)
            log.clear()
            // Reordering so that an existing controller comes on top is a pop for it.
            navigation.setViewControllers([d, a], animated: false)
            XCTAssertEqual(log.entries, ["D.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "D.viewDidDisappear",
                                         "A.viewDidAppear"])
            XCTAssertEqual(a.flagsSeen["viewWillAppear"], [], "already in the stack: not moving to the parent")
            window.isHidden = true
        }
    }

    func testAStackThatIsNotVisibleChangesQuietly() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let navigation = UINavigationController(rootViewController: a)
            navigation.pushViewController(b, animated: true)
            XCTAssertEqual(log.entries, ["A.willMove(toParent: \(navName))", "A.didMove(toParent: \(navName))",
                                         "B.willMove(toParent: \(navName))", "B.didMove(toParent: \(navName))"])
            XCTAssertFalse(b.isViewLoaded)
            XCTAssertTrue(navigation.topViewController === b)
            XCTAssertTrue(navigation.visibleViewController === b)
            log.clear()
            let window = makeControllerWindow()
            window.rootViewController = navigation
            window.isHidden = false
            XCTAssertEqual(log.entries, ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"],
                           "only the top loads and appears")
            XCTAssertFalse(a.isViewLoaded)
            window.isHidden = true
        }
    }

    func testTheBarShowsTheStacksItemsAndItsBackButtonPops() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("Settings", log: log), b = RecordingController("General", log: log)
            let (navigation, window) = Self.shownNavigation(a, log: log)
            let bar = navigation.navigationBar
            XCTAssertEqual(bar.items?.count, 1)
            XCTAssertTrue(bar.topItem === a.navigationItem)
            XCTAssertNil(bar.backItem)
            navigation.view.layoutIfNeeded()
            XCTAssertNil(bar._backButtonView, "no back button on the root")
            XCTAssertEqual(bar._titleLabelForTesting.text, "Settings")
            navigation.pushViewController(b, animated: false)
            XCTAssertTrue(bar.backItem === a.navigationItem)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(bar._titleLabelForTesting.text, "General")
            XCTAssertEqual(bar._backButtonView?.currentTitle, "Settings", "the back button says the previous title")
            a.navigationItem.backButtonTitle = "Prev"
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(bar._backButtonView?.currentTitle, "Prev")
            a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: ActionTarget(),
                                                                 action: ActionTarget.edit)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(bar._backButtonView?.currentTitle, "Up")
            a.navigationItem.backBarButtonItem = nil
            a.navigationItem.backButtonTitle = nil
            a.title = ""
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(bar._backButtonView?.currentTitle, "Back", "an empty title reads Back")
            log.clear()
            bar._backButtonView?.sendActions(for: .touchUpInside)
            XCTAssertEqual(navigation.viewControllers, [a])
            XCTAssertEqual(log.entries.first, "General.willMove(toParent: nil)")
            window.isHidden = true
        }
    }

    func testTitleViewsAndWhatHidesTheBackButton() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let (navigation, window) = Self.shownNavigation(a, log: log)
            navigation.pushViewController(b, animated: false)
            let bar = navigation.navigationBar
            let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            b.navigationItem.titleView = titleView
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(titleView.superview === bar)
            XCTAssertEqual(titleView.frame, CGRect(x: 110, y: 7, width: 100, height: 30), "centred in the 320 × 44 bar")
            XCTAssertTrue(bar._titleLabelForTesting.isHidden)
            XCTAssertNotNil(bar._backButtonView)
            b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
            navigation.view.layoutIfNeeded()
            XCTAssertNil(bar._backButtonView, "a left item replaces the back button")
            b.navigationItem.leftItemsSupplementBackButton = true
            navigation.view.layoutIfNeeded()
            let back = try! XCTUnwrap(bar._backButtonView)
            let close = bar.subviews.compactMap { $0 as? _UIBarButton }.first { $0.currentTitle == "Close" }!
            XCTAssertLessThan(back.frame.maxX, close.frame.minX, "… or follows it")
            b.navigationItem.setHidesBackButton(true, animated: true)
            navigation.view.layoutIfNeeded()
            XCTAssertNil(bar._backButtonView)
            window.isHidden = true
        }
    }

    func testAStandaloneBarsBackButtonPopsItsItem() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
            bar.items = [first]
            bar.pushItem(second, animated: false)
            XCTAssertTrue(bar.topItem === second)
            bar.layoutIfNeeded()
            bar._backButtonView?.sendActions(for: .touchUpInside)
            XCTAssertTrue(bar.topItem === first, "a standalone bar's back button pops its item")
        }
    }

    func testBarButtonItemsRunTheirActions() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log)
            let target = ActionTarget()
            var primary = 0
            a.navigationItem.rightBarButtonItems = [
                UIBarButtonItem(barButtonSystemItem: .add, target: target, action: ActionTarget.add),
                UIBarButtonItem(title: "Edit", style: .plain, target: target, action: ActionTarget.edit),
            ]
            a.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in primary += 1 })
            let (navigation, window) = Self.shownNavigation(a, log: log)
            navigation.view.layoutIfNeeded()
            let buttons = navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }
            XCTAssertEqual(buttons.count, 3)
            let add = buttons.first { $0.item?.systemItem == .add }!, edit = buttons.first { $0.currentTitle == "Edit" }!
            let done = buttons.first { $0.currentTitle == "Done" }!
            XCTAssertGreaterThan(add.frame.minX, edit.frame.minX, "the first right item is rightmost")
            XCTAssertLessThan(done.frame.maxX, navigation.navigationBar.bounds.midX)
            XCTAssertEqual(done.titleLabel?.font, UIFont.systemFont(ofSize: 17, weight: .semibold), "Done is semibold")
            XCTAssertEqual(edit.titleLabel?.font, UIFont.systemFont(ofSize: 17))
            add.sendActions(for: .touchUpInside)
            edit.sendActions(for: .touchUpInside)
            done.sendActions(for: .touchUpInside)
            XCTAssertEqual(target.taps, ["add true", "edit"])
            XCTAssertEqual(primary, 1)
            a.navigationItem.rightBarButtonItems?[1].isEnabled = false
            navigation.view.layoutIfNeeded()
            let disabled = navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first { $0.currentTitle == "Edit" }!
            disabled.sendActions(for: .touchUpInside)
            XCTAssertEqual(target.taps, ["add true", "edit"], "a disabled item does nothing")
            window.isHidden = true
        }
    }

    func testContentFillsTheViewUnderTheBarAndItsSafeAreaStartsBelowIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let (navigation, window) = Self.shownNavigation(a, log: log)
            XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
            b.edgesForExtendedLayout = []
            navigation.pushViewController(b, animated: false)
            XCTAssertEqual(b.boundsInViewDidLoad, CGRect(x: 0, y: 0, width: 320, height: 436))
            XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 320, height: 436))
            XCTAssertEqual(b.view.safeAreaInsets, .zero)
            navigation.popViewController(animated: false)
            navigation.setNavigationBarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(navigation.navigationBar.isHidden)
            XCTAssertEqual(a.view.safeAreaInsets.top, 0)
            navigation.isNavigationBarHidden = false
            a.additionalSafeAreaInsets.top = 6
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(a.view.safeAreaInsets.top, 50, "the bar's 44 plus the controller's own 6")
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 500, height: 44))
            XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 500, height: 300))
            window.isHidden = true
        }
    }
}

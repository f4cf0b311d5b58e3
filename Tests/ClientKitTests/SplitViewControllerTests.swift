import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class SplitDelegate: UISplitViewControllerDelegate {
    let log: CallLog
    var topColumn: UISplitViewController.Column?
    var collapsesSecondary = false
    init(log: CallLog) { self.log = log }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        log.add("delegate.topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.add("delegate.willChangeTo \(displayMode)")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.add("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.add("delegate.didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.add("delegate.willShow \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.add("delegate.willHide \(column)")
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        log.add("delegate.collapseSecondary")
        return collapsesSecondary
    }
}

/// UISplitViewController: column frames at wide widths (UIKit's 320-point primary and
/// its width rules), collapsing below the regular width onto the primary or compact
/// stack and expanding back, showing and hiding columns with their appearance
/// callbacks, the classic API, and showDetailViewController routing.
final class SplitViewControllerTests: XCTestCase {
    @MainActor
    private static func columns(_ log: CallLog, style: UISplitViewController.Style = .doubleColumn)
        -> (UISplitViewController, RecordingController, RecordingController, RecordingController) {
        let split = UISplitViewController(style: style)
        let p = RecordingController("P", log: log), m = RecordingController("M", log: log),
            s = RecordingController("S", log: log)
        split.setViewController(p, for: .primary)
        if style == .tripleColumn { split.setViewController(m, for: .supplementary) }
        split.setViewController(s, for: .secondary)
        return (split, p, m, s)
    }

    func testTwoColumnsSideBySideOnAWideScreen() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            XCTAssertTrue(split.viewController(for: .primary) === p, "what was set, not its wrapper")
            let primaryNav = p.navigationController, secondaryNav = s.navigationController
            XCTAssertNotNil(primaryNav)
            XCTAssertTrue(primaryNav?.parent === split, "each column wrapped in a navigation controller")
            XCTAssertTrue(p.splitViewController === split)
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.view.layoutIfNeeded()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(split.primaryColumnWidth, 320)
            XCTAssertEqual(primaryNav?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
            XCTAssertEqual(secondaryNav?.view.frame, CGRect(x: 321, y: 0, width: 703, height: 768), "after a one-point separator")
            let separator = split.view.subviews.first { $0.frame == CGRect(x: 320, y: 0, width: 1, height: 768) && !$0.isHidden }
            XCTAssertNotNil(separator)
            XCTAssertTrue(split.viewControllers.count == 2 && split.viewControllers[0] === primaryNav)
            XCTAssertEqual(p.view.window, window)
            XCTAssertEqual(s.view.window, window)
            window.isHidden = true
        }
    }

    func testFirstAppearanceReachesEveryShownColumn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, _, _, _) = Self.columns(log)
            log.clear()
            let window = makeControllerWindow(width: 1024, height: 768)
            window.rootViewController = split
            window.isHidden = false
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "S.viewDidLoad", "P.viewWillAppear", "S.viewWillAppear",
                                         "P.viewIsAppearing", "S.viewIsAppearing", "P.viewDidAppear", "S.viewDidAppear"])
            window.isHidden = true
        }
    }

    func testShowOutsideAnyContainerPresents() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let other = RecordingController("O", log: log)
            root.show(other, sender: nil)
            XCTAssertTrue(other.presentingViewController === root)
            window.isHidden = true
            let list = RecordingController("L", log: log)
            let navigation = UINavigationController(rootViewController: list)
            let second = showInWindow(navigation, log: log)
            let detail = RecordingController("D", log: log)
            list.showDetailViewController(detail, sender: nil)
            XCTAssertTrue(navigation.viewControllers.count == 1, "a navigation controller does not push a detail")
            XCTAssertTrue(detail.presentingViewController === navigation, "presented by the window's root")
            second.isHidden = true
        }
    }

    func testColumnWidthRules() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, _, _, s) = Self.columns(log)
            let window = showInWindow(split, log: log, width: 1000, height: 600)
            split.preferredPrimaryColumnWidthFraction = 0.4
            XCTAssertEqual(split.primaryColumnWidth, 320, "the automatic maximum is 320")
            split.maximumPrimaryColumnWidth = 500
            XCTAssertEqual(split.primaryColumnWidth, 400)
            split.minimumPrimaryColumnWidth = 450
            XCTAssertEqual(split.primaryColumnWidth, 450)
            split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
            split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
            split.preferredPrimaryColumnWidth = 280
            split.view.layoutIfNeeded()
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 281, y: 0, width: 719, height: 600))
            split.primaryEdge = .trailing
            split.view.layoutIfNeeded()
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 719, height: 600))
            window.isHidden = true
        }
    }

    func testThreeColumns() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, m, s) = Self.columns(log, style: .tripleColumn)
            let window = showInWindow(split, log: log, width: 1280, height: 800)
            split.view.layoutIfNeeded()
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(p.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 800))
            XCTAssertEqual(m.navigationController?.view.frame, CGRect(x: 321, y: 0, width: 320, height: 800))
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 642, y: 0, width: 638, height: 800))
            log.clear()
            split.hide(.primary)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "P.viewDidDisappear"])
            XCTAssertEqual(m.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 800))
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 321, y: 0, width: 959, height: 800))
            split.hide(.supplementary)
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            split.show(.primary)
            XCTAssertEqual(split.displayMode, .twoBesideSecondary)
            split.preferredSplitBehavior = .displace
            XCTAssertEqual(split.displayMode, .twoDisplaceSecondary)
            split.view.layoutIfNeeded()
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 642, y: 0, width: 959, height: 800),
                           "pushed aside, keeping its width beside the supplementary")
            split.show(.secondary)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            window.isHidden = true
        }
    }

    func testHideAndShowThePrimaryColumn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.hide(.primary)
            XCTAssertEqual(log.entries, ["delegate.willChangeTo secondaryOnly", "delegate.willHide primary",
                                         "P.viewWillDisappear", "P.viewDidDisappear"])
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertNil(p.navigationController?.view.superview)
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
            log.clear()
            split.show(.primary)
            XCTAssertEqual(log.entries, ["delegate.willChangeTo oneBesideSecondary", "delegate.willShow primary", "P.viewWillAppear", "P.viewIsAppearing",
                                         "P.viewDidAppear"])
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            split.preferredSplitBehavior = .overlay
            split.hide(.primary)
            split.show(.primary)
            XCTAssertEqual(split.displayMode, .oneOverSecondary)
            split.view.layoutIfNeeded()
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
            XCTAssertEqual(p.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
            XCTAssertTrue(split.view.subviews.firstIndex(of: p.navigationController!.view)!
                              > split.view.subviews.firstIndex(of: s.navigationController!.view)!, "over the secondary")
            let finger = Finger(window, at: CGPoint(x: 700, y: 400))
            finger.lift()
            XCTAssertEqual(split.displayMode, .secondaryOnly, "a tap on the secondary hides the overlay")
            XCTAssertNil(p.navigationController?.view.superview)
            window.isHidden = true
        }
    }

    func testTheDisplayModeButtonLeadsTheFirstShownColumn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.view.layoutIfNeeded()
            let button = split.displayModeButtonItem
            XCTAssertTrue(split.displayModeButtonItem === button, "one item")
            XCTAssertTrue(p.navigationController?.navigationBar._leadingSystemItems.map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
            XCTAssertTrue(s.navigationController?.navigationBar._leadingSystemItems.isEmpty == true)
            XCTAssertNil(p.navigationItem.leftBarButtonItems, "the controller's item is not touched")
            button._trigger(from: UIView())
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertTrue(s.navigationController?.navigationBar._leadingSystemItems.map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
            button._trigger(from: UIView())
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            split.displayModeButtonVisibility = .never
            XCTAssertTrue(p.navigationController?.navigationBar._leadingSystemItems.isEmpty == true)
            window.isHidden = true
        }
    }

    func testPreferredDisplayMode() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.preferredDisplayMode = .secondaryOnly
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertEqual(log.entries, ["delegate.willChangeTo secondaryOnly", "delegate.willHide primary",
                                         "P.viewWillDisappear", "P.viewDidDisappear"])
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
            split.show(.primary)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            split.preferredDisplayMode = .oneOverSecondary
            XCTAssertEqual(split.displayMode, .oneOverSecondary, "a new preference replaces what show(_:) chose")
            XCTAssertEqual(p.view.window, window)
            window.isHidden = true
        }
    }

    func testNarrowWindowCollapsesOntoThePrimaryStack() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 500, height: 700)
            XCTAssertTrue(split.isCollapsed)
            let primaryNav = split.viewController(for: .primary)?.navigationController
            XCTAssertTrue(primaryNav?.viewControllers == [p, s], "the secondary is on top, as UIKit proposes")
            XCTAssertEqual(primaryNav?.view.frame, CGRect(x: 0, y: 0, width: 500, height: 700))
            XCTAssertEqual(s.view.window, window)
            XCTAssertTrue(split.viewControllers.count == 1 && split.viewControllers[0] === primaryNav)
            window.isHidden = true
        }
    }

    func testTopColumnForCollapsingAndTheCompactColumn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            delegate.topColumn = .primary
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 400, height: 700)
            XCTAssertTrue(p.navigationController?.viewControllers == [p])
            XCTAssertNil(s.view.window)
            window.isHidden = true

            let other = CallLog()
            let (split2, _, _, _) = Self.columns(other)
            let compact = RecordingController("C", log: other)
            split2.setViewController(compact, for: .compact)
            let window2 = showInWindow(split2, log: other, width: 400, height: 700)
            XCTAssertEqual(compact.view.window, window2)
            XCTAssertEqual(compact.view.frame, CGRect(x: 0, y: 0, width: 400, height: 700))
            XCTAssertTrue(split2.viewController(for: .compact) === compact)
            window2.isHidden = true
        }
    }

    func testCollapsedAtThePrimaryShowSecondaryFoldsItOn() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            delegate.topColumn = .primary
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 500, height: 700)
            let primaryNav = p.navigationController!
            let list2 = RecordingController("L2", log: log)
            p.show(list2, sender: nil)
            XCTAssertTrue(primaryNav.viewControllers == [p, list2])
            let d = RecordingController("D", log: log)
            split.setViewController(d, for: .secondary)
            XCTAssertTrue(primaryNav.viewControllers == [p, list2], "the hidden secondary column changed, not the stack")
            split.show(.secondary)
            XCTAssertTrue(primaryNav.viewControllers == [p, list2, s, d])
            XCTAssertEqual(d.view.window, window)
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 700)
            window.layoutIfNeeded()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertTrue(primaryNav.viewControllers == [p, list2], "what the primary pushed stays there")
            XCTAssertTrue(d.navigationController?.viewControllers == [s, d])
            XCTAssertEqual(d.view.window, window)
            window.isHidden = true
        }
    }

    func testResizingCollapsesAndExpands() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let delegate = SplitDelegate(log: log)
            split.delegate = delegate
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.view.layoutIfNeeded()
            window.frame = CGRect(x: 0, y: 0, width: 600, height: 768)
            window.layoutIfNeeded()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertTrue(log.entries.contains("delegate.didCollapse"))
            XCTAssertTrue(p.navigationController?.viewControllers == [p, s])
            XCTAssertEqual(s.view.window, window)
            log.clear()
            window.frame = CGRect(x: 0, y: 0, width: 1200, height: 768)
            window.layoutIfNeeded()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(log.entries.last, "delegate.didExpand")
            XCTAssertTrue(p.navigationController?.viewControllers == [p])
            XCTAssertTrue(s.navigationController?.viewControllers == [s])
            XCTAssertFalse(p.navigationController === s.navigationController)
            XCTAssertEqual(s.navigationController?.view.frame, CGRect(x: 321, y: 0, width: 879, height: 768))
            window.isHidden = true
        }
    }

    func testShowDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (split, p, _, s) = Self.columns(log)
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            let d = RecordingController("D", log: log)
            p.showDetailViewController(d, sender: nil)
            XCTAssertTrue(s.navigationController == nil || s.parent == nil, "the old detail left")
            XCTAssertTrue(split.viewController(for: .secondary) === d)
            XCTAssertEqual(d.view.window, window)
            XCTAssertTrue(log.entries.contains("S.viewDidDisappear"))
            XCTAssertTrue(log.entries.contains("D.viewDidAppear"))
            // show(_:sender:) from a controller in a column pushes onto that column.
            let e = RecordingController("E", log: log)
            p.show(e, sender: nil)
            XCTAssertTrue(p.navigationController?.topViewController === e)
            window.isHidden = true

            let log2 = CallLog()
            let (split2, p2, _, _) = Self.columns(log2)
            let delegate = SplitDelegate(log: log2)
            delegate.topColumn = .primary
            split2.delegate = delegate
            let narrow = showInWindow(split2, log: log2, width: 400, height: 700)
            let f = RecordingController("F", log: log2)
            p2.showDetailViewController(f, sender: nil)
            XCTAssertTrue(p2.navigationController?.viewControllers == [p2, f])
            XCTAssertEqual(f.view.window, narrow)
            narrow.isHidden = true
        }
    }

    func testClassicAPI() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let list = RecordingController("L", log: log), detail = RecordingController("D", log: log)
            let master = UINavigationController(rootViewController: list)
            let split = UISplitViewController()
            XCTAssertEqual(split.style, .unspecified)
            split.viewControllers = [master, detail]
            XCTAssertTrue(split.viewController(for: .secondary) === detail)
            XCTAssertNil(detail.navigationController, "the classic API does not wrap")
            let window = showInWindow(split, log: log, width: 1024, height: 768)
            split.view.layoutIfNeeded()
            XCTAssertEqual(master.view.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
            XCTAssertEqual(detail.view.frame, CGRect(x: 321, y: 0, width: 703, height: 768))
            let other = RecordingController("O", log: log)
            log.clear()
            list.showDetailViewController(other, sender: nil)
            XCTAssertEqual(log.entries, ["O.willMove(toParent: UISplitViewController)", "D.willMove(toParent: nil)",
                                         "O.viewDidLoad", "D.viewWillDisappear", "O.viewWillAppear",
                                         "O.viewIsAppearing", "D.viewDidDisappear", "O.viewDidAppear",
                                         "D.didMove(toParent: nil)", "O.didMove(toParent: UISplitViewController)"])
            XCTAssertTrue(split.viewControllers == [master, other])
            XCTAssertEqual(other.view.frame, CGRect(x: 321, y: 0, width: 703, height: 768))
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 768)
            window.layoutIfNeeded()
            XCTAssertTrue(split.isCollapsed)
            XCTAssertTrue(split.viewControllers == [master])
            XCTAssertTrue(master.viewControllers == [list, other], "the navigation controller pushed the secondary")
            window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            window.layoutIfNeeded()
            XCTAssertFalse(split.isCollapsed)
            XCTAssertTrue(split.viewControllers == [master, other])
            XCTAssertTrue(master.viewControllers == [list])
            window.isHidden = true
        }
    }

    func testClassicCollapseTheDelegateHandles() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let list = RecordingController("L", log: log), detail = RecordingController("D", log: log)
            let master = UINavigationController(rootViewController: list)
            let split = UISplitViewController()
            let delegate = SplitDelegate(log: log)
            delegate.collapsesSecondary = true
            split.delegate = delegate
            split.viewControllers = [master, detail]
            let window = showInWindow(split, log: log, width: 400, height: 700)
            XCTAssertTrue(split.isCollapsed)
            XCTAssertTrue(master.viewControllers == [list], "the delegate kept the list on top")
            XCTAssertNil(detail.view.window)
            let more = RecordingController("M", log: log)
            list.showDetailViewController(more, sender: nil)
            XCTAssertTrue(master.viewControllers == [list, more], "pushed while collapsed")
            window.isHidden = true
        }
    }
}

private func == (lhs: [UIViewController]?, rhs: [UIViewController]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0 === $1 }
}

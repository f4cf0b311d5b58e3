import Foundation
import XCTest
@testable import ClientKit

/// UIBarButtonItem: system items, UIKit's initialisers with primary actions and menus,
/// menus shown as panels, and items updating the bar that shows them.
final class BarButtonItemTests: XCTestCase {
    func testSystemItemsAndInitialisers() {
        MainActor.assumeIsolated {
            let done = UIBarButtonItem(systemItem: .done)
            XCTAssertEqual(done.title, "Done")
            XCTAssertEqual(done.style, .done)
            let cancel = UIBarButtonItem(barButtonSystemItem: .cancel)
            XCTAssertEqual(cancel.title, "Cancel")
            XCTAssertEqual(cancel.style, .plain)
            let add = UIBarButtonItem(systemItem: .add)
            XCTAssertNil(add.title)
            XCTAssertEqual(add.image?.size, CGSize(width: 20, height: 20))
            XCTAssertNotNil(UIBarButtonItem(systemItem: .close).image)
            XCTAssertEqual(UIBarButtonItem.fixedSpace(12).width, 12)
            XCTAssertEqual(UIBarButtonItem.flexibleSpace().systemItem, .flexibleSpace)
            let action = UIAction(title: "Go") { _ in }
            let fromAction = UIBarButtonItem(primaryAction: action)
            XCTAssertEqual(fromAction.title, "Go", "the action's title when none is given")
            XCTAssertTrue(fromAction.primaryAction === action)
            XCTAssertEqual(UIBarButtonItem(title: "Own", primaryAction: action).title, "Own")
        }
    }

    /// Every target–action form calls its method with the item (typed as the item, as
    /// `Any`, or not at all), as strata-port's rewrites of `#selector` forms expect.
    func testTargetActionFormsCallTheirMethodsWithTheItem() {
        MainActor.assumeIsolated {
            @MainActor final class Target {
                var log: [String] = []
                func typed(_ item: UIBarButtonItem) { log.append("typed \(item.title ?? "")") }
                func any(_ sender: Any) { log.append("any \((sender as? UIBarButtonItem)?.title ?? "?")") }
                func none() { log.append("none") }
            }
            let target = Target()
            let view = UIView()
            let items = [UIBarButtonItem(title: "A", style: .plain, target: target, action: Target.typed),
                         UIBarButtonItem(title: "B", style: .plain, target: target, action: Target.any),
                         UIBarButtonItem(barButtonSystemItem: .save, target: target, action: Target.any),
                         UIBarButtonItem(image: nil, style: .plain, target: target, action: Target.any),
                         UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Target.none)]
            for item in items { item._trigger(from: view) }
            XCTAssertEqual(target.log, ["typed A", "any B", "any Save", "any ?", "none"])
            XCTAssertTrue(items.allSatisfy { $0.target === target })
        }
    }

    func testATappedItemWithOnlyAMenuShowsItAndTheChosenActionGetsTheItemAsSender() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = UIViewController()
            let menu = UIMenu(title: "Sort", children: [
                UIAction(title: "By Name") { _ in log.add("name") },
                UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "By Date") { action in
                    log.add("date \((action.sender as? UIBarButtonItem)?.title ?? "?")")
                }]),
            ])
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: menu)
            let navigation = UINavigationController(rootViewController: root)
            let window = makeControllerWindow()
            window.rootViewController = navigation
            window.isHidden = false
            navigation.view.layoutIfNeeded()
            let button = navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first!
            button.sendActions(for: .touchUpInside)
            let shown = _UIMenuView.shown(in: window)
            XCTAssertEqual(shown?.rowViews.map(\.row.title), ["Sort", "By Name", "More", "By Date"],
                           "a heading, inline submenus in place under their titles")
            XCTAssertNil(navigation.presentedViewController, "no action sheet")
            shown?.choose(3)
            XCTAssertEqual(log.entries, ["date Sort"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testAnItemWithAPrimaryActionShowsItsMenuOnALongPress() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = UIViewController()
            let menu = UIMenu(children: [UIAction(title: "Other") { _ in log.add("other") }])
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Add", primaryAction: UIAction(title: "Add") { _ in log.add("add") }, menu: menu)
            let navigation = UINavigationController(rootViewController: root)
            let window = makeControllerWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.view.layoutIfNeeded()
            let button = navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first!
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            Finger(window, at: center).lift()
            XCTAssertEqual(log.entries, ["add"], "a tap runs the primary action")
            XCTAssertNil(_UIMenuView.shown(in: window))
            let finger = Finger(window, at: center)
            spinMainRunLoop(0.7)
            XCTAssertEqual(_UIMenuView.shown(in: window)?.rowViews.map(\.row.title), ["Other"])
            finger.lift()
            XCTAssertEqual(log.entries, ["add"], "the long press does not also tap")
            window.isHidden = true
        }
    }

    func testAPopUpItemShowsTheSelectedActionsTitle() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let newest = UIAction(title: "Newest") { _ in }
            let oldest = UIAction(title: "Oldest") { _ in }
            let item = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [newest, oldest]))
            item.changesSelectionAsPrimaryAction = true
            XCTAssertEqual(item.title, "Newest", "the first action is selected when none is")
            XCTAssertEqual(newest.state, .on)
            root.navigationItem.rightBarButtonItem = item
            let navigation = UINavigationController(rootViewController: root)
            let window = makeControllerWindow()
            window.rootViewController = navigation
            window.isHidden = false
            navigation.view.layoutIfNeeded()
            navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first!.sendActions(for: .touchUpInside)
            let shown = _UIMenuView.shown(in: window)!
            shown.choose(shown.rowViews.firstIndex { $0.row.title == "Oldest" }!)
            XCTAssertEqual(item.title, "Oldest")
            XCTAssertEqual(newest.state, .off)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first?.currentTitle, "Oldest")
            window.isHidden = true
        }
    }

    func testChangingAnItemUpdatesTheBar() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let item = UIBarButtonItem(title: "Edit")
            root.navigationItem.rightBarButtonItem = item
            let navigation = UINavigationController(rootViewController: root)
            let window = makeControllerWindow()
            window.rootViewController = navigation
            navigation.view.layoutIfNeeded()
            @MainActor func button() -> _UIBarButton? { navigation.navigationBar.subviews.compactMap { $0 as? _UIBarButton }.first }
            XCTAssertEqual(button()?.currentTitle, "Edit")
            item.title = "Done"
            item.style = .done
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(button()?.currentTitle, "Done")
            item.isEnabled = false
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(button()?.isEnabled, false)
            root.navigationItem.title = "Changed"
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar._titleLabelForTesting.text, "Changed")
            let custom = UISwitchLikeView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
            navigation.view.layoutIfNeeded()
            XCTAssertTrue(custom.superview === navigation.navigationBar)
            XCTAssertEqual(custom.frame, CGRect(x: 320 - 12 + 4 - 30, y: 12, width: 30, height: 20),
                           "at the right margin, centred in the 44-point bar")
        }
    }
}

private final class UISwitchLikeView: UIView {}

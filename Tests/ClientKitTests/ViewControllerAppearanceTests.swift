import Foundation
import XCTest
@testable import ClientKit

private final class ZeroViewController: RecordingController {
    override func loadView() { view = UIView(frame: .zero) }
}

/// A custom container that calls its children's appearance methods itself.
private final class ManualContainer: RecordingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in children { child.beginAppearanceTransition(false, animated: animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in children { child.endAppearanceTransition() }
    }
}

/// Appearance callbacks around a window's root view controller and custom containers,
/// in UIKit's order, recorded and compared; the root view's size in viewDidLoad.
final class ViewControllerAppearanceTests: XCTestCase {
    func testTheWindowShowsAndHidesItsRootViewController() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("root", log: log)
            root.logsLayout = true
            let window = makeControllerWindow(width: 300, height: 200)
            window.rootViewController = root
            XCTAssertEqual(log.entries, ["root.viewDidLoad"], "a hidden window shows nothing yet")
            XCTAssertEqual(root.boundsInViewDidLoad, CGRect(x: 0, y: 0, width: 300, height: 200))
            log.clear()
            window.makeKeyAndVisible()
            XCTAssertEqual(log.entries, ["root.viewWillAppear", "root.viewIsAppearing", "root.viewWillLayoutSubviews",
                                         "root.viewDidLayoutSubviews", "root.viewDidAppear"])
            log.clear()
            window.isHidden = true
            XCTAssertEqual(log.entries, ["root.viewWillDisappear", "root.viewDidDisappear"])
            log.clear()
            window.isHidden = false
            XCTAssertEqual(log.entries, ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
            log.clear()
            window.isHidden = false
            XCTAssertEqual(log.entries, [], "already visible")
            window.isHidden = true
        }
    }

    func testReplacingTheRootOfAVisibleWindow() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let window = makeControllerWindow()
            window.rootViewController = a
            window.isHidden = false
            log.clear()
            window.rootViewController = b
            XCTAssertEqual(log.entries, ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                                         "A.viewDidDisappear", "B.viewDidAppear"])
            XCTAssertNil(a.view.superview)
            XCTAssertTrue(b.view.superview === window)
            XCTAssertEqual(b.view.frame, window.bounds)
            log.clear()
            window.rootViewController = nil
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "B.viewDidDisappear"])
            window.isHidden = true
        }
    }

    func testACustomRootViewHasTheWindowsBoundsInViewDidLoadAndFollowsResizes() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = ZeroViewController("root", log: log)
            let window = makeControllerWindow(width: 250, height: 150)
            window.rootViewController = root
            XCTAssertEqual(root.boundsInViewDidLoad, CGRect(x: 0, y: 0, width: 250, height: 150),
                           "a zero-sized view from loadView has the window's bounds before viewDidLoad")
            window.frame = CGRect(x: 10, y: 20, width: 400, height: 300)
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            // A controller made elsewhere keeps the screen's size until it is installed.
            let loose = RecordingController("loose", log: log)
            XCTAssertEqual(loose.view.bounds.size, UIScreen.main.bounds.size)
        }
    }

    func testChildrenOfACustomContainerAppearAndDisappearWithTheirViews() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingController("P", log: log), child = RecordingController("C", log: log)
            let window = makeControllerWindow()
            window.rootViewController = parent
            window.isHidden = false
            log.clear()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertEqual(log.entries, ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing",
                                         "C.viewDidAppear", "C.didMove(toParent: P)"])
            log.clear()
            window.isHidden = true
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])
            log.clear()
            window.isHidden = false
            XCTAssertEqual(log.entries, ["P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
                                         "P.viewDidAppear", "C.viewDidAppear"])
            log.clear()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(log.entries, ["C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear",
                                         "C.didMove(toParent: nil)"])
            log.clear()
            // Children of a container that is not visible get nothing from their views' moves.
            window.isHidden = true
            log.clear()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertEqual(log.entries, ["C.willMove(toParent: P)", "C.didMove(toParent: P)"])
        }
    }

    func testAContainerThatDoesNotForwardCallsItsChildrenItself() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = ManualContainer("P", log: log), child = RecordingController("C", log: log)
            let window = makeControllerWindow()
            window.rootViewController = parent
            window.isHidden = false
            parent.addChild(child)
            log.clear()
            parent.view.addSubview(child.view)
            XCTAssertEqual(log.entries, ["C.viewDidLoad"], "no automatic callbacks")
            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            XCTAssertEqual(log.entries, ["C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear"],
                           "repeated calls do nothing; the end calls viewIsAppearing first")
            log.clear()
            window.isHidden = true
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear"])
        }
    }

    func testTheTitleIsTheNavigationAndTabBarItemsTitle() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.title = "Inbox"
            XCTAssertEqual(controller.navigationItem.title, "Inbox")
            XCTAssertEqual(controller.tabBarItem.title, "Inbox")
            controller.title = "Mail"
            XCTAssertEqual(controller.navigationItem.title, "Mail")
            XCTAssertEqual(controller.tabBarItem.title, "Mail")
            controller.navigationItem.title = "Custom"
            XCTAssertEqual(controller.title, "Mail", "the item's own title does not change the controller's")
            XCTAssertEqual(controller.edgesForExtendedLayout, .all)
            XCTAssertEqual(controller.modalPresentationStyle, .automatic)
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

private final class LifecycleController: UIViewController {
    var log: CallLog?
    var name = "vc"
    var customView: UIView?
    override func loadView() {
        log?.add("\(name).loadView")
        if let customView { view = customView } else { super.loadView() }
    }
    override func viewDidLoad() { log?.add("\(name).viewDidLoad(loaded: \(isViewLoaded))") }
    override func viewWillLayoutSubviews() { log?.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log?.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log?.add("\(name).willMove(toParent: \((parent as? LifecycleController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log?.add("\(name).didMove(toParent: \((parent as? LifecycleController)?.name ?? "nil"))")
    }
}

private final class LayoutLoggingView: UIView {
    var log: CallLog?
    override func layoutSubviews() { log?.add("view.layoutSubviews") }
}

final class UIViewControllerTests: XCTestCase {
    func testViewLoadsLazilyOnce() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let controller = LifecycleController()
            controller.log = log
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertNil(controller.viewIfLoaded)
            XCTAssertEqual(log.entries, [])
            let view = controller.view
            XCTAssertNotNil(view)
            XCTAssertTrue(controller.isViewLoaded)
            XCTAssertTrue(controller.view === view)
            XCTAssertEqual(log.entries, ["vc.loadView", "vc.viewDidLoad(loaded: true)"])
            // As UIKit's default loadView: the screen's size, resizing with its superview.
            XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
            XCTAssertEqual(controller.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
            XCTAssertTrue(type(of: controller.view!) == UIView.self)
        }
    }

    func testCustomLoadViewAndLoadViewIfNeeded() {
        MainActor.assumeIsolated {
            let controller = LifecycleController()
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            controller.customView = custom
            controller.loadViewIfNeeded()
            XCTAssertTrue(controller.viewIfLoaded === custom)
            XCTAssertTrue(custom.next === controller)
            let other = UIView()
            controller.view = other
            XCTAssertTrue(other.next === controller)
            XCTAssertNil(custom.next, "no longer a root view")
            XCTAssertNil(UIViewController(nibName: "Main", bundle: nil).viewIfLoaded)
        }
    }

    func testLayoutCallbacksSurroundTheRootViewsLayout() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let controller = LifecycleController()
            let root = LayoutLoggingView()
            root.log = log
            controller.customView = root
            _ = controller.view
            controller.log = log
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = controller
            root.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["vc.viewWillLayoutSubviews", "view.layoutSubviews", "vc.viewDidLayoutSubviews"])
            log.clear()
            root.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["vc.viewWillLayoutSubviews", "view.layoutSubviews", "vc.viewDidLayoutSubviews"])
        }
    }

    func testChildControllers() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = LifecycleController(), child = LifecycleController(), other = LifecycleController()
            parent.name = "parent"
            child.name = "child"
            other.name = "other"
            for c in [parent, child, other] { c.log = log }
            parent.addChild(child)
            XCTAssertEqual(log.entries, ["child.willMove(toParent: parent)"])
            XCTAssertTrue(child.parent === parent)
            XCTAssertEqual(parent.children.map(ObjectIdentifier.init), [ObjectIdentifier(child)])
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertTrue(child.next === parent.view, "a child's next responder is its view's superview")
            log.clear()
            // Moving to another parent removes it from the first.
            other.addChild(child)
            XCTAssertEqual(log.entries, ["child.didMove(toParent: nil)", "child.willMove(toParent: other)"])
            XCTAssertTrue(parent.children.isEmpty)
            XCTAssertTrue(child.parent === other)
            log.clear()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(log.entries.filter { $0.hasPrefix("child.") },
                           ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
            XCTAssertNil(child.parent)
            XCTAssertTrue(other.children.isEmpty)
            child.removeFromParent()  // no parent: nothing happens
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

private final class InsetsView: UIView {
    var log: CallLog?
    var name = "view"
    override func safeAreaInsetsDidChange() { log?.add("\(name).safeAreaInsetsDidChange \(safeAreaInsets)") }
    override func layoutSubviews() { log?.add("\(name).layoutSubviews") }
}

private final class InsetsController: UIViewController {
    var log: CallLog?
    let root = InsetsView()
    override func loadView() {
        root.name = "root"
        view = root
    }
    override func viewSafeAreaInsetsDidChange() { log?.add("vc.viewSafeAreaInsetsDidChange \(view.safeAreaInsets)") }
}

/// `UIView.safeAreaInsets`: zero for windows, a root view's from its controller's
/// `additionalSafeAreaInsets` and container, every other view the overlap of its
/// superview's; the change callbacks and the layout pass. Expected insets are worked
/// out by hand from the frames.
final class SafeAreaTests: XCTestCase {
    func testWindowsAndPlainViewsHaveNoSafeAreaInsets() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: -10, y: -10, width: 400, height: 400))
            window.addSubview(view)
            window.isHidden = false
            XCTAssertEqual(window.safeAreaInsets, .zero)
            XCTAssertEqual(view.safeAreaInsets, .zero)
            window.isHidden = true
        }
    }

    func testARootViewAddsItsControllersAdditionalInsetsAndSubviewsGetTheOverlap() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let controller = InsetsController()
            window.rootViewController = controller
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 10)
            XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 10))
            // The safe rectangle of the root view is x 5...290, y 20...170.
            let topBand = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            let inside = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
            let partly = UIView(frame: CGRect(x: 280, y: 10, width: 40, height: 5))
            let bottom = UIView(frame: CGRect(x: 100, y: 150, width: 50, height: 50))
            for view in [topBand, inside, partly, bottom] { controller.view.addSubview(view) }
            XCTAssertEqual(topBand.safeAreaInsets, UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 10))
            XCTAssertEqual(inside.safeAreaInsets, .zero)
            // 10 of the band above y 20 is over it, but it is only 5 high; 30 of it is right of x 290.
            XCTAssertEqual(partly.safeAreaInsets, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 30))
            XCTAssertEqual(bottom.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0))
            // Nested: a view at (10, 10) inside the top band sees the band's insets shifted.
            let nested = UIView(frame: CGRect(x: 2, y: 12, width: 20, height: 20))
            topBand.addSubview(nested)
            XCTAssertEqual(nested.safeAreaInsets, UIEdgeInsets(top: 8, left: 3, bottom: 0, right: 0))
            // Moving a view updates it; removing it clears it.
            inside.frame.origin = CGPoint(x: 270, y: 40)
            XCTAssertEqual(inside.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 80))
            inside.removeFromSuperview()
            XCTAssertEqual(inside.safeAreaInsets, .zero)
        }
    }

    func testScrollingTheSuperviewsBoundsMovesItsSubviewsUnderTheInsets() {
        MainActor.assumeIsolated {
            let controller = InsetsController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
            controller.additionalSafeAreaInsets.top = 44
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            controller.view.addSubview(content)
            let row = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            content.addSubview(row)
            XCTAssertEqual(content.safeAreaInsets.top, 44)
            XCTAssertEqual(row.safeAreaInsets.top, 0)
            content.bounds.origin.y = 80       // the row is now at y 20 in the root view
            XCTAssertEqual(row.safeAreaInsets.top, 24)
            content.bounds.origin.y = 200      // far above: covered entirely
            XCTAssertEqual(row.safeAreaInsets.top, 40)
        }
    }

    func testContainerInsetsAndAdditionalInsetsCombine() {
        MainActor.assumeIsolated {
            let parent = InsetsController()
            parent.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            parent.additionalSafeAreaInsets.top = 10
            let child = InsetsController()
            parent.addChild(child)
            child.view.frame = parent.view.bounds
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertEqual(child.view.safeAreaInsets.top, 10, "from the superview")
            child._containerSafeAreaInsets = UIEdgeInsets(top: 54, left: 0, bottom: 49, right: 0)
            // The larger of the two per edge, then the child's own additional insets.
            XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 54, left: 0, bottom: 49, right: 0))
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 55, left: 2, bottom: 52, right: 4))
            parent.additionalSafeAreaInsets.top = 80
            XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 81, left: 2, bottom: 52, right: 4))
        }
    }

    func testChangesNotifyTheViewThenItsControllerThenSubviewsAndLayOutAgain() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let controller = InsetsController()
            window.rootViewController = controller
            window.isHidden = false
            let sub = InsetsView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            sub.name = "sub"
            controller.view.addSubview(sub)
            spinMainRunLoop()
            controller.log = log
            controller.root.log = log
            sub.log = log
            controller.additionalSafeAreaInsets.top = 30
            let insets = "{30.0, 0.0, 0.0, 0.0}"
            XCTAssertEqual(log.entries, ["root.safeAreaInsetsDidChange \(insets)", "vc.viewSafeAreaInsetsDidChange \(insets)",
                                         "sub.safeAreaInsetsDidChange \(insets)"])
            log.clear()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["root.layoutSubviews", "sub.layoutSubviews"], "a change asks for a layout pass")
            log.clear()
            controller.additionalSafeAreaInsets.top = 30
            sub.frame.size.width = 150
            XCTAssertEqual(log.entries, [], "no change, no callback")
            window.isHidden = true
        }
    }
}

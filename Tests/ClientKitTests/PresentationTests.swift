import Foundation
import XCTest
@testable import ClientKit

/// Modal presentation: the callbacks around present and dismiss in UIKit's order
/// (recorded and compared), completions after the transition, the context-defining
/// presenter, chains dismissed from either end, and where each style puts the view.
final class PresentationTests: XCTestCase {
    func testAFullScreenPresentationAndItsDismissal() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: true) { log.add("presented") }
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "R.viewWillDisappear", "P.viewWillAppear", "P.viewIsAppearing",
                                         "P.viewDidAppear", "R.viewDidDisappear"])
            XCTAssertEqual(presented.boundsInViewDidLoad, window.bounds)
            XCTAssertEqual(presented.flagsSeen["viewWillAppear"], ["presented"])
            XCTAssertEqual(presented.flagsSeen["viewDidAppear"], ["presented"])
            XCTAssertFalse(presented.isBeingPresented)
            XCTAssertTrue(root.presentedViewController === presented)
            XCTAssertTrue(presented.presentingViewController === root)
            XCTAssertTrue(presented.next === root, "a presented controller's next responder is its presenter")
            XCTAssertNil(root.view.superview, "a full-screen presentation removes the views under it")
            XCTAssertTrue(presented.view.window === window)
            XCTAssertEqual(presented.view.convert(presented.view.bounds, to: nil), window.bounds)
            spinMainRunLoop()
            XCTAssertEqual(log.entries.last, "presented", "the completion runs on a later turn")
            log.clear()
            presented.dismiss(animated: true) { log.add("dismissed") }
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "R.viewWillAppear", "R.viewIsAppearing", "P.viewDidDisappear",
                                         "R.viewDidAppear"], "called on the presented one, the presenter dismisses it")
            XCTAssertEqual(presented.flagsSeen["viewWillDisappear"], ["dismissed"])
            XCTAssertEqual(presented.flagsSeen["viewDidDisappear"], ["dismissed"])
            XCTAssertTrue(root.view.superview === window, "the presenting view is back")
            XCTAssertNil(presented.view.window)
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(presented.presentingViewController)
            spinMainRunLoop()
            XCTAssertEqual(log.entries.last, "dismissed")
            log.clear()
            root.dismiss(animated: false) { log.add("nothing to dismiss") }
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["nothing to dismiss"])
            window.isHidden = true
        }
    }

    func testSheetsAndOverFullScreenLeaveThePresentingControllerAlone() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), sheet = RecordingController("S", log: log)
            let window = showInWindow(root, log: log)
            XCTAssertEqual(sheet.modalPresentationStyle, .automatic)
            root.present(sheet, animated: true)
            XCTAssertEqual(log.entries, ["S.viewDidLoad", "S.viewWillAppear", "S.viewIsAppearing", "S.viewDidAppear"])
            XCTAssertTrue(root.view.superview === window, "still shown under the dimmed card")
            // A compact window (narrower than 768): a card from 10 points below the top.
            XCTAssertEqual(sheet.view.convert(sheet.view.bounds, to: nil), CGRect(x: 0, y: 10, width: 320, height: 470))
            log.clear()
            root.dismiss(animated: true)
            XCTAssertEqual(log.entries, ["S.viewWillDisappear", "S.viewDidDisappear"])
            window.isHidden = true
        }
    }

    func testSheetsOnALargeScreenAreCentredCards() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            root.present(form, animated: false)
            // 540 × 620 centred: x = 512 − 270, y = 384 − 310.
            XCTAssertEqual(form.view.convert(form.view.bounds, to: nil), CGRect(x: 242, y: 74, width: 540, height: 620))
            root.dismiss(animated: false)
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            root.present(page, animated: false)
            // 704 wide, centred (x = 512 − 352), from 20 below the top to the bottom.
            XCTAssertEqual(page.view.convert(page.view.bounds, to: nil), CGRect(x: 160, y: 20, width: 704, height: 748))
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testAChildPresentsThroughItsRootContainer() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let top = RecordingController("Top", log: log)
            let navigation = UINavigationController(rootViewController: top)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let window = showInWindow(tabs, log: log)
            let inner = RecordingController("Inner", log: log)
            let presented = UINavigationController(rootViewController: inner)
            top.present(presented, animated: true)
            XCTAssertTrue(presented.presentingViewController === tabs, "the context is the root container")
            XCTAssertTrue(tabs.presentedViewController === presented)
            XCTAssertTrue(top.presentedViewController === presented, "a child sees its container's presentation")
            XCTAssertTrue(inner.presentingViewController === tabs, "a child of the presented one sees its presenter")
            XCTAssertTrue(navigation.visibleViewController === top, "presented over the tabs, not over this navigation controller")
            log.clear()
            inner.dismiss(animated: true)
            XCTAssertEqual(log.entries, ["Inner.viewWillDisappear", "Inner.viewDidDisappear"],
                           "a child of the presented controller dismisses it")
            XCTAssertNil(tabs.presentedViewController)
            window.isHidden = true
        }
    }

    func testPresentingTwiceOrOutsideAWindowOnlyWarns() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let first = RecordingController("First", log: log), second = RecordingController("Second", log: log)
            root.present(first, animated: false)
            log.clear()
            root.present(second, animated: false) { log.add("completion") }
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [], "already presenting: nothing happens, not even the completion")
            XCTAssertTrue(root.presentedViewController === first)
            XCTAssertNil(second.presentingViewController)
            let loose = RecordingController("Loose", log: log)
            loose.present(second, animated: false)
            XCTAssertNil(loose.presentedViewController, "not in a window")
            window.isHidden = true
        }
    }

    func testAChainIsDismissedFromEitherEnd() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let window = showInWindow(root, log: log)
            a.modalPresentationStyle = .overFullScreen
            root.present(a, animated: false)
            a.present(b, animated: false)
            XCTAssertTrue(b.presentingViewController === a)
            log.clear()
            b.dismiss(animated: true)   // nothing over b: its presenter dismisses it
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "B.viewDidDisappear"])
            XCTAssertTrue(root.presentedViewController === a)
            a.present(b, animated: false)
            log.clear()
            a.dismiss(animated: true)   // a presented b: b goes, a stays
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "B.viewDidDisappear"])
            XCTAssertTrue(a.presentingViewController === root)
            a.present(b, animated: false)
            log.clear()
            root.dismiss(animated: true) { log.add("completion") }   // everything over root
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "A.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear"])
            XCTAssertEqual(a.flagsSeen["viewWillDisappear"], ["dismissed"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(a.presentedViewController)
            spinMainRunLoop()
            XCTAssertEqual(log.entries.last, "completion")
            window.isHidden = true
        }
    }

    func testDismissingFullScreenChainsBringsBackOnlyThePresenter() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            a.modalPresentationStyle = .fullScreen
            b.modalPresentationStyle = .fullScreen
            let window = showInWindow(root, log: log)
            root.present(a, animated: false)
            a.present(b, animated: false)
            XCTAssertNil(a.presentation?.containerView?.superview, "A's views are removed under B")
            log.clear()
            root.dismiss(animated: true)
            XCTAssertEqual(log.entries, ["B.viewWillDisappear", "R.viewWillAppear", "R.viewIsAppearing", "B.viewDidDisappear",
                                         "R.viewDidAppear"], "A was not visible: it gets nothing")
            XCTAssertEqual(window.subviews, [root.view], "only the root's view is left in the window")
            window.isHidden = true
        }
    }

    func testHidingAndShowingTheWindowReachesPresentedControllers() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), sheet = RecordingController("S", log: log)
            let window = showInWindow(root, log: log)
            root.present(sheet, animated: false)
            log.clear()
            window.isHidden = true
            XCTAssertEqual(log.entries, ["S.viewWillDisappear", "R.viewWillDisappear", "S.viewDidDisappear", "R.viewDidDisappear"])
            log.clear()
            window.isHidden = false
            XCTAssertEqual(log.entries, ["R.viewWillAppear", "S.viewWillAppear", "R.viewIsAppearing", "S.viewIsAppearing",
                                         "R.viewDidAppear", "S.viewDidAppear"])
            window.isHidden = true
        }
    }
}

extension UIViewController {
    /// The presentation showing this controller (for tests).
    var presentation: UIPresentationController? { _presentation }
}

import Foundation
import XCTest
@testable import ClientKit

/// A custom presentation controller that records its callbacks in a log and puts the
/// presented view in the bottom half of the container over a dimming view.
final class HalfHeightPresentationController: UIPresentationController {
    let log: CallLog
    let dimming = UIView()
    var layoutCount = 0

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.add("PC.presentationTransitionWillBegin(container \(containerView?.window != nil))")
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.addSubview(dimming)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("PC.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("PC.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("PC.dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() {
        layoutCount += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A transitioning delegate that supplies a presentation controller (and, when asked,
/// animators).
final class TransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presenter: UIAnimatedTransitioningRecorder?
    var dismisser: UIAnimatedTransitioningRecorder?
    var makesPresentationController = true
    private(set) var presentationSource: UIViewController?

    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        presentationSource = source
        guard makesPresentationController else { return nil }
        return HalfHeightPresentationController(presented: presented, presenting: presenting, log: log)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("TD.animationControllerForPresented")
        return presenter
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("TD.animationControllerForDismissed")
        return dismisser
    }
}

/// An adaptive presentation delegate that records what it is told.
final class RecordingPresentationDelegate: UIPopoverPresentationControllerDelegate {
    let log: CallLog
    var shouldDismiss = true
    var adaptiveStyle: UIModalPresentationStyle?
    init(log: CallLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("D.shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("D.willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("D.didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("D.didAttemptToDismiss")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.add("D.prepareForPopoverPresentation")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle ?? .none
    }
}

/// `UIPresentationController`: every presentation has one; a `.custom` one comes from the
/// transitioning delegate and places the presented view; the callbacks come in UIKit's
/// order; user dismissals ask the delegate.
final class PresentationControllerTests: XCTestCase {
    func testEveryStyleHasAPresentationControllerOfItsKind() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            XCTAssertTrue(controller.presentationController is UISheetPresentationController, ".automatic is a sheet")
            XCTAssertNotNil(controller.sheetPresentationController)
            XCTAssertNil(controller.popoverPresentationController)
            let first = controller.presentationController
            XCTAssertTrue(controller.presentationController === first, "the same one until the style changes")
            controller.modalPresentationStyle = .popover
            XCTAssertNotNil(controller.popoverPresentationController)
            XCTAssertNil(controller.sheetPresentationController)
            XCTAssertTrue(controller.presentationController === controller.popoverPresentationController)
            controller.modalPresentationStyle = .fullScreen
            let full = controller.presentationController
            XCTAssertNotNil(full)
            XCTAssertFalse(full is UISheetPresentationController || full is UIPopoverPresentationController)
            XCTAssertEqual(full?.presentationStyle, .fullScreen)
            XCTAssertTrue(full?.shouldRemovePresentersView == true)
            XCTAssertNil(full?.containerView, "no container before the presentation")
            XCTAssertTrue(full?.presentedViewController === controller)
        }
    }

    func testTheControllerPreparedBeforePresentingIsTheOneUsedAndItsViews() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            presented.modalPresentationStyle = .overFullScreen
            let prepared = presented.presentationController
            root.present(presented, animated: false)
            XCTAssertTrue(presented.presentationController === prepared)
            XCTAssertTrue(prepared?.presentingViewController === root)
            XCTAssertTrue(prepared?.containerView?.superview === window, "the container is in the window")
            XCTAssertEqual(prepared?.containerView?.frame, window.bounds)
            XCTAssertTrue(prepared?.presentedView === presented.view)
            XCTAssertEqual(prepared?.frameOfPresentedViewInContainerView, window.bounds)
            XCTAssertFalse(prepared?.shouldRemovePresentersView ?? true)
            let child = UIViewController()
            presented.addChild(child)
            XCTAssertTrue(child.presentationController === prepared, "a child's is its presented ancestor's")
            root.dismiss(animated: false)
            XCTAssertNil(prepared?.containerView?.superview)
            window.isHidden = true
        }
    }

    func testACustomPresentationControllerPlacesTheViewWithItsCallbacksInOrder() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            let delegate = TransitioningDelegate(log: log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: false) { log.add("completion") }
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "P.viewWillAppear",
                                         "PC.presentationTransitionWillBegin(container true)", "P.viewIsAppearing",
                                         "PC.presentationTransitionDidEnd(true)", "P.viewDidAppear"])
            let controller = presented.presentationController as? HalfHeightPresentationController
            XCTAssertNotNil(controller, "the delegate's presentation controller is used")
            XCTAssertTrue(delegate.presentationSource === root)
            XCTAssertEqual(controller?.presentationStyle, .custom)
            XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 240, width: 320, height: 240),
                           "at frameOfPresentedViewInContainerView")
            XCTAssertEqual(presented.boundsInViewDidLoad?.size, CGSize(width: 320, height: 240), "loaded with that size")
            XCTAssertTrue(controller?.dimming.superview === controller?.containerView)
            XCTAssertTrue(root.view.superview === window, "a custom presentation keeps the presenting view")
            XCTAssertGreaterThan(controller?.layoutCount ?? 0, 0, "the container asks around its layout")
            spinMainRunLoop()
            XCTAssertEqual(log.entries.last, "completion")
            // The container's layout lets the controller re-place the view.
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
            window.layoutIfNeeded()
            XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 300, width: 400, height: 300))
            log.clear()
            root.dismiss(animated: false) { log.add("dismissed") }
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "PC.dismissalTransitionWillBegin",
                                         "PC.dismissalTransitionDidEnd(true)", "P.viewDidDisappear"])
            XCTAssertNil(controller?.dimming.superview)
            XCTAssertNil(controller?.containerView?.superview)
            spinMainRunLoop()
            XCTAssertEqual(log.entries.last, "dismissed")
            window.isHidden = true
        }
    }

    func testACustomStyleWithoutADelegateFillsTheWindowOverThePresenter() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            root.present(presented, animated: false)
            XCTAssertEqual(presented.presentationController?.presentationStyle, .custom)
            XCTAssertEqual(presented.view.convert(presented.view.bounds, to: nil), window.bounds)
            XCTAssertTrue(root.view.superview === window)
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testATapOutsideAPopoverAsksTheDelegateThenDismisses() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let popover = RecordingController("P", log: log)
            popover.modalPresentationStyle = .popover
            popover.preferredContentSize = CGSize(width: 200, height: 100)
            let source = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
            root.view.addSubview(source)
            let delegate = RecordingPresentationDelegate(log: log)
            let controller = popover.popoverPresentationController!
            controller.sourceView = source
            controller.delegate = delegate
            root.present(popover, animated: true)
            XCTAssertEqual(log.entries.first, "D.prepareForPopoverPresentation")
            // A tap inside the panel does nothing.
            log.clear()
            let panel = popover.view.convert(popover.view.bounds, to: nil)
            tap(window, CGPoint(x: panel.midX, y: panel.midY))
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [])
            // Refused: the delegate says no.
            delegate.shouldDismiss = false
            tap(window, CGPoint(x: 900, y: 700), time: 2)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.shouldDismiss", "D.didAttemptToDismiss"])
            XCTAssertTrue(root.presentedViewController === popover)
            // isModalInPresentation refuses without asking.
            log.clear()
            delegate.shouldDismiss = true
            popover.isModalInPresentation = true
            tap(window, CGPoint(x: 900, y: 700), time: 3)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.didAttemptToDismiss"])
            // Allowed.
            log.clear()
            popover.isModalInPresentation = false
            tap(window, CGPoint(x: 900, y: 700), time: 4)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.shouldDismiss", "D.willDismiss", "P.viewWillDisappear", "P.viewDidDisappear",
                                         "D.didDismiss"])
            XCTAssertNil(root.presentedViewController)
            // Dismissing in code tells the delegate nothing.
            root.present(popover, animated: false)
            log.clear()
            root.dismiss(animated: false)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "P.viewDidDisappear"])
            window.isHidden = true
        }
    }

    func testASheetOnALargeScreenIsDismissedByATapOutsideButNotOnACompactOne() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log, width: 1024, height: 768)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .formSheet
            let delegate = RecordingPresentationDelegate(log: log)
            sheet.presentationController?.delegate = delegate
            root.present(sheet, animated: false)
            tap(window, CGPoint(x: 10, y: 10))
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["D.shouldDismiss", "D.willDismiss", "D.didDismiss"])
            XCTAssertNil(root.presentedViewController)
            window.isHidden = true

            log.clear()
            let compactRoot = RecordingController("C", log: log)
            let compact = showInWindow(compactRoot, log: log)
            let card = UIViewController()
            card.presentationController?.delegate = delegate
            compactRoot.present(card, animated: false)
            tap(compact, CGPoint(x: 160, y: 5))
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [], "a compact sheet is not dismissed by a tap")
            XCTAssertTrue(compactRoot.presentedViewController === card)
            compact.isHidden = true
        }
    }

    func testShowPushesInANavigationControllerAndPresentsElsewhere() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log)
            let nav = UINavigationController(rootViewController: a)
            let window = showInWindow(nav, log: log)
            let b = UIViewController()
            a.show(b, sender: nil)
            XCTAssertEqual(nav.viewControllers, [a, b], "a child's show pushes on its navigation controller")
            let c = UIViewController()
            nav.show(c, sender: nil)
            XCTAssertEqual(nav.viewControllers, [a, b, c])
            XCTAssertNil(nav.presentedViewController)
            window.isHidden = true

            let root = RecordingController("R", log: log)
            let plain = showInWindow(root, log: log)
            let d = UIViewController()
            root.show(d, sender: nil)
            XCTAssertTrue(root.presentedViewController === d, "without a navigation controller it presents")
            root.dismiss(animated: false)
            let e = UIViewController()
            root.showDetailViewController(e, sender: nil)
            XCTAssertTrue(root.presentedViewController === e, "no split view: the detail is presented")
            root.dismiss(animated: false)
            plain.isHidden = true
        }
    }
}

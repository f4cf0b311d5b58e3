import Foundation
import XCTest
@testable import ClientKit

/// An animator that records the context it is given, slides the `.to` view in from the
/// bottom (or the `.from` view out) with `UIView.animate`, and completes at the end of
/// the animation (or at once, with `synchronous`).
final class UIAnimatedTransitioningRecorder: UIViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: TimeInterval
    var synchronous = false
    var cancels = false
    private(set) var context: UIViewControllerContextTransitioning?
    private(set) var fromView: UIView?
    private(set) var toView: UIView?
    private(set) var containerAtStart: UIView?
    private(set) var finalFrameOfTo: CGRect?
    private(set) var initialFrameOfFrom: CGRect?

    init(log: CallLog, duration: TimeInterval = 0.5) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.add("Anim.animateTransition")
        context = transitionContext
        let container = transitionContext.containerView
        containerAtStart = container
        fromView = transitionContext.view(forKey: .from)
        toView = transitionContext.view(forKey: .to)
        let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
        finalFrameOfTo = transitionContext.finalFrame(for: to)
        initialFrameOfFrom = transitionContext.initialFrame(for: from)
        if cancels { transitionContext.cancelInteractiveTransition() }
        let finish = { [self] in
            log.add("Anim.completeTransition")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if let toView {
            container.addSubview(toView)
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            if synchronous { toView.frame = final; return finish() }
            UIView.animate(withDuration: duration, animations: { toView.frame = final }, completion: { _ in finish() })
        } else if let fromView {
            if synchronous { fromView.removeFromSuperview(); return finish() }
            UIView.animate(withDuration: duration, animations: { fromView.frame.origin.y = container.bounds.maxY },
                           completion: { _ in finish() })
        } else {
            finish()
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("Anim.animationEnded(\(transitionCompleted))") }
}

/// A fade animator written as UIKit apps write one (an `NSObject`, `UIView.animate` with
/// a trailing completion), presented by a controller that is its own transitioning
/// delegate, with a presentation controller that dims alongside (to check such code builds
/// and runs).
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.alpha = self.presenting ? 1 : 0
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return bounds.insetBy(dx: 20, dy: 40)
    }
}

final class FadingController: UIViewController, UIViewControllerTransitioningDelegate {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        UIPercentDrivenInteractiveTransition()
    }
}

/// A navigation controller delegate that supplies an animator and records the operation.
final class AnimatingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallLog
    var animator: UIAnimatedTransitioningRecorder?
    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("N.animationController(\(operation == .push ? "push" : operation == .pop ? "pop" : "none"), "
                + "\(RecordingController.label(fromVC)) → \(RecordingController.label(toVC)))")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) { log.add("N.willShow \(RecordingController.label(viewController))") }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { log.add("N.didShow \(RecordingController.label(viewController))") }
}

/// Custom transitions: a transitioning delegate's animators for presentation and
/// dismissal, a navigation delegate's for push and pop, the context they get, the
/// callbacks around them in UIKit's order, and the transition coordinator.
final class TransitionAnimatorTests: AnimationClockTestCase {
    func testAnAnimatedPresentationRunsTheAnimatorAndFinishesWhenItCompletes() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            let delegate = TransitioningDelegate(log: log)
            delegate.makesPresentationController = false
            let animator = UIAnimatedTransitioningRecorder(log: log)
            delegate.presenter = animator
            presented.transitioningDelegate = delegate
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: true) { log.add("completion") }
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "TD.animationControllerForPresented", "R.viewWillDisappear",
                                         "P.viewWillAppear", "Anim.animateTransition", "P.viewIsAppearing"])
            XCTAssertTrue(presented.isBeingPresented, "still being presented while the animator runs")
            XCTAssertTrue(root.presentedViewController === presented)
            // The context.
            let context = animator.context!
            XCTAssertTrue(context.viewController(forKey: .from) === root)
            XCTAssertTrue(context.viewController(forKey: .to) === presented)
            XCTAssertTrue(animator.containerAtStart === presented.presentationController?.containerView)
            XCTAssertTrue(animator.toView === presented.view)
            XCTAssertTrue(animator.fromView === root.view, "a full-screen presentation hands over the presenting view")
            XCTAssertEqual(animator.finalFrameOfTo, window.bounds)
            XCTAssertEqual(animator.initialFrameOfFrom, window.bounds)
            XCTAssertTrue(context.isAnimated)
            XCTAssertFalse(context.isInteractive)
            XCTAssertEqual(context.presentationStyle, .fullScreen)
            XCTAssertTrue(root.view.superview === window, "the presenting view stays until the transition ends")
            // Half-way: nothing more.
            AnimationClock.at(0.25)
            XCTAssertEqual(log.entries.count, 6)
            XCTAssertEqual(presented.view.layer.shown.position.y, 240 + 480 * (1 - bezierTiming(0.5, (0.42, 0), (0.58, 1))),
                           accuracy: 0.5, "the animator moves the view")
            AnimationClock.at(0.51)
            spinMainRunLoop()
            XCTAssertEqual(Array(log.entries.dropFirst(6)), ["Anim.completeTransition", "P.viewDidAppear", "R.viewDidDisappear",
                                                              "Anim.animationEnded(true)", "completion"])
            XCTAssertFalse(presented.isBeingPresented)
            XCTAssertNil(root.view.superview, "then the presenting view is removed")
            XCTAssertEqual(presented.view.frame, window.bounds)
            window.isHidden = true
        }
    }

    func testAnAnimatedDismissalRunsTheDismissalAnimator() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            let delegate = TransitioningDelegate(log: log)
            let animator = UIAnimatedTransitioningRecorder(log: log)
            delegate.dismisser = animator
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: false)
            let controller = presented.presentationController
            log.clear()
            presented.dismiss(animated: true) { log.add("completion") }
            XCTAssertEqual(log.entries, ["TD.animationControllerForDismissed", "P.viewWillDisappear",
                                         "PC.dismissalTransitionWillBegin", "Anim.animateTransition"])
            XCTAssertTrue(presented.isBeingDismissed)
            XCTAssertTrue(animator.context?.viewController(forKey: .from) === presented)
            XCTAssertTrue(animator.context?.viewController(forKey: .to) === root)
            XCTAssertTrue(animator.fromView === presented.view)
            XCTAssertNil(animator.toView, "the presenting view is not handed over when it was not removed")
            XCTAssertEqual(animator.initialFrameOfFrom, CGRect(x: 0, y: 240, width: 320, height: 240))
            XCTAssertTrue(presented.view.window === window, "still shown while the animation runs")
            AnimationClock.at(0.6)
            spinMainRunLoop()
            XCTAssertEqual(Array(log.entries.dropFirst(4)), ["Anim.completeTransition", "PC.dismissalTransitionDidEnd(true)",
                                                              "P.viewDidDisappear", "Anim.animationEnded(true)", "completion"])
            XCTAssertNil(controller?.containerView?.superview)
            XCTAssertNil(root.presentedViewController)
            XCTAssertFalse(presented.isBeingDismissed)
            window.isHidden = true
        }
    }

    func testAnAnimatorThatCompletesAtOnceAndAnInstantPresentationIgnoringIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            let delegate = TransitioningDelegate(log: log)
            delegate.makesPresentationController = false
            let animator = UIAnimatedTransitioningRecorder(log: log)
            animator.synchronous = true
            delegate.presenter = animator
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true) { log.add("completion") }
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "TD.animationControllerForPresented", "P.viewWillAppear",
                                         "Anim.animateTransition", "Anim.completeTransition", "P.viewIsAppearing",
                                         "P.viewDidAppear", "Anim.animationEnded(true)", "completion"])
            XCTAssertTrue(animator.toView === presented.presentationController?.presentedView,
                          "a sheet's presented view (its card) is what the animator gets")
            XCTAssertTrue(presented.view.superview === animator.toView, "the controller's view is in it")
            XCTAssertEqual(presented.view.convert(presented.view.bounds, to: nil), CGRect(x: 0, y: 10, width: 320, height: 470))
            root.dismiss(animated: false)
            // Not animated: the delegate is not asked for an animator.
            log.clear()
            root.present(presented, animated: false)
            XCTAssertFalse(log.entries.contains("TD.animationControllerForPresented"))
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testACancelledPresentationLeavesThePresenterAsItWas() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = RecordingController("P", log: log)
            let window = showInWindow(root, log: log)
            let delegate = TransitioningDelegate(log: log)
            let animator = UIAnimatedTransitioningRecorder(log: log)
            animator.synchronous = true
            animator.cancels = true
            delegate.presenter = animator
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true) { log.add("completion") }
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "TD.animationControllerForPresented", "P.viewWillAppear",
                                         "PC.presentationTransitionWillBegin(container true)", "Anim.animateTransition",
                                         "Anim.completeTransition", "PC.presentationTransitionDidEnd(false)",
                                         "P.viewWillDisappear", "P.viewDidDisappear", "Anim.animationEnded(false)"])
            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(presented.view.window)
            XCTAssertEqual(window.subviews, [root.view])
            window.isHidden = true
        }
    }

    func testTheTransitionCoordinatorRunsAlongsideAnimationsAndCompletions() {
        MainActor.assumeIsolated {
            final class Coordinated: RecordingController {
                let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                var sawCoordinatorInDidAppear = true
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    XCTAssertNotNil(transitionCoordinator)
                    let ok = transitionCoordinator?.animate(alongsideTransition: { context in
                        self.log.add("alongside \(context.isAnimated) \(context.transitionDuration)")
                        self.marker.alpha = 0
                    }, completion: { context in self.log.add("alongside completion cancelled \(context.isCancelled)") })
                    XCTAssertEqual(ok, true)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    sawCoordinatorInDidAppear = transitionCoordinator != nil
                }
            }
            let log = CallLog()
            let root = RecordingController("R", log: log), presented = Coordinated("P", log: log)
            let window = showInWindow(root, log: log)
            XCTAssertNil(root.transitionCoordinator, "none outside a transition")
            let delegate = TransitioningDelegate(log: log)
            delegate.makesPresentationController = false
            delegate.presenter = UIAnimatedTransitioningRecorder(log: log, duration: 1)
            presented.transitioningDelegate = delegate
            presented.modalPresentationStyle = .overFullScreen
            root.present(presented, animated: true)
            XCTAssertEqual(log.entries, ["P.viewDidLoad", "TD.animationControllerForPresented", "P.viewWillAppear",
                                         "alongside true 1.0", "Anim.animateTransition", "P.viewIsAppearing"])
            XCTAssertTrue(root.transitionCoordinator != nil, "the presenter has it too")
            XCTAssertEqual(presented.marker.alpha, 0)
            AnimationClock.at(0.5)
            XCTAssertEqual(Double(presented.marker.layer.shown.opacity), 1 - bezierTiming(0.5, (0.42, 0), (0.58, 1)),
                           accuracy: 0.01, "the alongside change animates with the transition's duration")
            AnimationClock.at(1.01)
            spinMainRunLoop()
            XCTAssertEqual(Array(log.entries.dropFirst(6)), ["Anim.completeTransition", "alongside completion cancelled false",
                                                              "P.viewDidAppear", "Anim.animationEnded(true)"])
            XCTAssertFalse(presented.sawCoordinatorInDidAppear, "gone by viewDidAppear")
            XCTAssertNil(root.transitionCoordinator)
            // An instant transition has a coordinator too: its blocks run at once.
            log.clear()
            root.dismiss(animated: false)
            let other = Coordinated("Q", log: log)
            root.present(other, animated: false)
            XCTAssertEqual(log.entries, ["P.viewWillDisappear", "P.viewDidDisappear", "Q.viewDidLoad", "Q.viewWillAppear",
                                         "alongside false 0.0", "Q.viewIsAppearing", "alongside completion cancelled false",
                                         "Q.viewDidAppear"])
            window.isHidden = true
        }
    }

    func testAnAppStyleFadeWithADimmingPresentationController() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingController("R", log: log)
            let window = showInWindow(root, log: log)
            let fading = FadingController()
            root.present(fading, animated: true) { log.add("presented") }
            let controller = fading.presentationController as! DimmingPresentationController
            XCTAssertEqual(fading.view.frame, CGRect(x: 20, y: 40, width: 280, height: 400))
            XCTAssertTrue(controller.dimmingView.superview === controller.containerView)
            AnimationClock.at(0.15)
            XCTAssertEqual(Double(fading.view.layer.shown.opacity), 0.5, accuracy: 0.05, "fading in")
            XCTAssertEqual(Double(controller.dimmingView.layer.shown.opacity), 0.5, accuracy: 0.05, "dimming alongside")
            AnimationClock.at(0.31)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["presented"])
            XCTAssertTrue(root.presentedViewController === fading)
            fading.dismiss(animated: true) { log.add("dismissed") }
            XCTAssertTrue(fading.view.window === window)
            AnimationClock.at(0.7)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["presented", "dismissed"])
            XCTAssertNil(fading.view.window)
            XCTAssertNil(root.presentedViewController)
            window.isHidden = true
        }
    }

    func testANavigationDelegatesAnimatorPushesAndPops() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
            let nav = UINavigationController(rootViewController: a)
            let window = showInWindow(nav, log: log)
            let delegate = AnimatingNavigationDelegate(log: log)
            let animator = UIAnimatedTransitioningRecorder(log: log, duration: 0.3)
            delegate.animator = animator
            nav.delegate = delegate
            nav.pushViewController(b, animated: true)
            XCTAssertEqual(log.entries, ["B.willMove(toParent: UINavigationController)",
                                         "N.animationController(push, A → B)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                         "N.willShow B", "Anim.animateTransition", "B.viewIsAppearing"])
            XCTAssertEqual(nav.viewControllers, [a, b], "the stack changes at once")
            XCTAssertEqual(nav.topViewController, b)
            let container = animator.containerAtStart!
            XCTAssertTrue(container.superview === nav.view)
            XCTAssertLessThan(nav.view.subviews.firstIndex(of: container)!, nav.view.subviews.firstIndex(of: nav.navigationBar)!,
                              "the transition happens under the bar")
            XCTAssertTrue(animator.fromView === a.view && a.view.superview === container)
            XCTAssertTrue(animator.toView === b.view && b.view.superview === container)
            XCTAssertEqual(animator.finalFrameOfTo, nav.view.bounds)
            XCTAssertTrue(b.isMovingToParent)
            AnimationClock.at(0.31)
            spinMainRunLoop()
            XCTAssertEqual(Array(log.entries.dropFirst(8)), ["Anim.completeTransition", "A.viewDidDisappear", "B.viewDidAppear",
                                                              "Anim.animationEnded(true)",
                                                              "B.didMove(toParent: UINavigationController)", "N.didShow B"])
            XCTAssertTrue(b.view.superview === nav.view)
            XCTAssertNil(a.view.superview)
            XCTAssertNil(container.superview, "the transition's container is gone")
            XCTAssertFalse(b.isMovingToParent)
            log.clear()
            nav.popViewController(animated: true)
            XCTAssertEqual(log.entries, ["B.willMove(toParent: nil)", "N.animationController(pop, B → A)",
                                         "B.viewWillDisappear", "A.viewWillAppear", "N.willShow A", "Anim.animateTransition",
                                         "A.viewIsAppearing"])
            XCTAssertTrue(b.isMovingFromParent)
            AnimationClock.at(1)
            spinMainRunLoop()
            XCTAssertEqual(Array(log.entries.dropFirst(7)), ["Anim.completeTransition", "B.viewDidDisappear", "A.viewDidAppear",
                                                              "Anim.animationEnded(true)", "B.didMove(toParent: nil)",
                                                              "N.didShow A"])
            XCTAssertTrue(a.view.superview === nav.view)
            XCTAssertEqual(nav.children, [a])
            // Not animated: the delegate is not asked.
            log.clear()
            nav.pushViewController(b, animated: false)
            XCTAssertFalse(log.entries.contains { $0.hasPrefix("N.animationController") })
            window.isHidden = true
        }
    }
}

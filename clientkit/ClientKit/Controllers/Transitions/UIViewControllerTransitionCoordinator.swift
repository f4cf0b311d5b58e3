import Foundation

/// What a transition coordinator tells about its transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was asked to animate.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether it began interactive (never in ClientKit).
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted (never in ClientKit).
    var isInterruptible: Bool { get }
    /// Whether it is interactive now (never in ClientKit).
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration: the animator's, or 0 for an instant transition.
    var transitionDuration: TimeInterval { get }
    /// Interactive progress: 0 until the transition ends, then 1.
    var percentComplete: CGFloat { get }
    /// The completion speed of an interactive transition (1).
    var completionVelocity: CGFloat { get }
    /// The completion curve of an interactive transition (`.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view (see ``UIViewControllerContextTransitioning/view(forKey:)``).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation being applied (the identity).
    var targetTransform: CGAffineTransform { get }
}

/// The object that lets code run alongside a view controller transition (UIKit's
/// `UIViewControllerTransitionCoordinator`), from ``UIViewController/transitionCoordinator``.
///
/// In ClientKit every transition of a controller — a presentation or dismissal, a push
/// or pop, with or without an animator — has a coordinator while it runs (from
/// `viewWillAppear`/`viewWillDisappear` until just before `viewDidAppear`/
/// `viewDidDisappear`). Alongside animations given before the transition starts run in
/// one `UIView.animate` block of the transition's duration when the animator starts (at
/// once, unanimated, for an instant transition); those given later run at once in such a
/// block. Completions run after the animator calls `completeTransition(_:)` (right
/// after the views moved, for an instant transition), before the `…DidEnd` and
/// `viewDid…` callbacks.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it. Returns
    /// `true` (the blocks will run), or `false` once the transition is over.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As ``animate(alongsideTransition:completion:)`` (the view is where UIKit would run
    /// the animations; it changes nothing here).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Interaction never changes in ClientKit: `handler` is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// ClientKit's coordinator: one per transition, handed to every controller in it.
@MainActor
final class _UITransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled = false
    var transitionDuration: TimeInterval = 0
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    /// The views, filled in when they are known (the context's).
    var viewsForKeys: () -> [UITransitionContextViewKey: UIView] = { [:] }
    var containerViewProvider: () -> UIView
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private enum Phase { case waiting, running, over }
    private var phase = Phase.waiting

    init(animated: Bool, style: UIModalPresentationStyle, from: UIViewController?, to: UIViewController?,
         container: @escaping () -> UIView) {
        isAnimated = animated
        presentationStyle = style
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        containerViewProvider = container
    }

    var containerView: UIView { containerViewProvider() }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { viewsForKeys()[key] }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard phase != .over else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if phase == .waiting { pendingAnimations.append(animation) } else { run([animation]) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// The transition starts (the animator was just asked to animate, or the views moved).
    func start(duration: TimeInterval) {
        transitionDuration = duration
        phase = .running
        let animations = pendingAnimations
        pendingAnimations = []
        run(animations)
    }

    private func run(_ animations: [Block]) {
        guard !animations.isEmpty else { return }
        if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration) { for animation in animations { animation(self) } }
        } else {
            UIView.performWithoutAnimation { for animation in animations { animation(self) } }
        }
    }

    /// The transition ended: the completions run.
    func finish(cancelled: Bool) {
        guard phase != .over else { return }
        if phase == .waiting { start(duration: transitionDuration) }
        isCancelled = cancelled
        percentComplete = cancelled ? 0 : 1
        phase = .over
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or its nearest ancestor, or the
    /// controller it presents or is presented by) is in; `nil` outside transitions. See
    /// ``UIViewControllerTransitionCoordinator``.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        for controller in _selfAndAncestors {
            if let coordinator = controller._transitionCoordinator { return coordinator }
        }
        return nil
    }
}

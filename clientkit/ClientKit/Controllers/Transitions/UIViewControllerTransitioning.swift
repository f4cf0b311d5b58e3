import Foundation

/// The keys of the two controllers of a transition (UIKit's
/// `UITransitionContextViewControllerKey`): `.from` is the controller on screen when the
/// transition begins (the presenting controller of a presentation, the presented one of
/// a dismissal, the old top of a push or pop), `.to` the one on screen at its end.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible when the transition begins.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the two views of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (see ``UIViewControllerContextTransitioning/view(forKey:)``).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given for one transition (UIKit's
/// `UIViewControllerContextTransitioning`). ClientKit's context is made by the
/// presentation or navigation controller that runs the transition.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: add the `.to` view to it. For a presentation
    /// it is the presentation controller's ``UIPresentationController/containerView``;
    /// for a push or pop a view over the navigation controller's content, under its bars.
    var containerView: UIView { get }
    /// Whether the transition was asked to animate (always true when an animator runs).
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (never, in ClientKit).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (``cancelInteractiveTransition()``).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` for a push or pop).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Interactive progress (kept for API compatibility: there are no interactive
    /// transitions in ClientKit).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Marks an interactive transition finished.
    func finishInteractiveTransition()
    /// Marks the transition cancelled: ``transitionWasCancelled`` becomes true, and the
    /// animator should then call `completeTransition(false)`.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition (nothing to pause here).
    func pauseInteractiveTransition()
    /// The animator says the transition is over. Call it exactly once, at the end of the
    /// animation, with `!transitionWasCancelled`. With `true` the `.to` controller is
    /// left on screen and gets `viewDidAppear`; with `false` the `.from` one stays.
    func completeTransition(_ didComplete: Bool)
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view: the presented side's is its presentation controller's
    /// ``UIPresentationController/presentedView``; the presenting side's is `nil` unless
    /// the presentation removes the presenter's view (`.fullScreen`), as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation being applied (always the identity: there is no rotation here).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view is when the transition begins (`.zero` when it is not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when the transition ends (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates one transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes (given to alongside animations of the transition
    /// coordinator).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition: add the `.to` view to the context's container view,
    /// animate (with `UIView.animate…` or a `UIViewPropertyAnimator`), then call the
    /// context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled. Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives an interactive transition (UIKit's
/// `UIViewControllerInteractiveTransitioning`). Declared so that code offering one
/// builds; ClientKit does not ask for interaction controllers, so transitions are never
/// interactive.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// What a presented controller's ``UIViewController/transitioningDelegate`` supplies
/// (UIKit's `UIViewControllerTransitioningDelegate`). Every method is optional.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of an animated presentation of `presented` (nil: ClientKit's own,
    /// instant transition).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of an animated dismissal of `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Never asked in ClientKit (no interactive transitions).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// Never asked in ClientKit (no interactive transitions).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (nil: a plain
    /// ``UIPresentationController``, which shows the presented view over the whole window).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

extension UIViewControllerInteractiveTransitioning {
    /// How fast the rest of the transition runs once interaction ends (1).
    public var completionSpeed: CGFloat { 1 }
    /// The curve of the rest of the transition (`.easeInOut`).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Whether the transition starts interactive (true).
    public var wantsInteractiveStart: Bool { true }
}

/// An interaction controller that drives an animator's transition by a percentage
/// (UIKit's `UIPercentDrivenInteractiveTransition`). ClientKit never asks delegates for
/// interaction controllers, so a transition an app means to drive with one runs, whole,
/// as soon as it is asked for (a pan gesture's `.began` that calls `dismiss` dismisses at
/// once); ``update(_:)``, ``finish()``, ``cancel()`` and ``pause()`` record the state
/// and change nothing. It exists so that apps offering interactive transitions build and
/// work, without the interaction.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The duration of the transition (0 until one starts).
    open private(set) var duration: CGFloat = 0
    /// The last percentage given to ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs once interaction ends. Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve used when interaction ends. Default `nil`.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive. Default `true`.
    open var wantsInteractiveStart = true

    public override init() { super.init() }

    /// Never called by ClientKit.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    /// Records `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) { self.percentComplete = Swift.min(1, Swift.max(0, percentComplete)) }
    /// Nothing to cancel: the transition already ran.
    open func cancel() {}
    /// Nothing to finish: the transition already ran.
    open func finish() { percentComplete = 1 }
    /// Nothing to pause.
    open func pause() {}
}

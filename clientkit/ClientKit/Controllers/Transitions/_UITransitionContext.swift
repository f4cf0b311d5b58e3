import Foundation

/// ClientKit's transition context (see ``UIViewControllerContextTransitioning``): made by
/// whoever runs the transition, handed to the animator, and told when the animator
/// calls `completeTransition(_:)`.
@MainActor
final class _UITransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    let from: UIViewController
    let to: UIViewController
    let fromView: UIView?
    let toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// Called once, by the first `completeTransition(_:)`.
    private var onComplete: ((Bool) -> Void)?
    private(set) var isComplete = false

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController, to: UIViewController,
         fromView: UIView?, toView: UIView?, fromFrames: (initial: CGRect, final: CGRect),
         toFrames: (initial: CGRect, final: CGRect), onComplete: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        frames = [ObjectIdentifier(from): fromFrames, ObjectIdentifier(to): toFrames]
        self.onComplete = onComplete
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        isComplete = true
        onComplete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    /// The views by key, for the coordinator.
    var views: [UITransitionContextViewKey: UIView] {
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        return views
    }
}

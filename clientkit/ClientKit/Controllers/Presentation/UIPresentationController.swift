import Foundation

/// The object that manages one presentation (UIKit's `UIPresentationController`): where
/// the presented view goes in the window, what is around it (dimming, a sheet's card, a
/// popover's panel), and the callbacks of the transitions that show and hide it.
///
/// Every presented controller has one (``UIViewController/presentationController``):
/// ClientKit makes a `UIPresentationController` for the full-screen styles, a
/// ``UISheetPresentationController`` for `.pageSheet`, `.formSheet` and `.automatic`, a
/// ``UIPopoverPresentationController`` for `.popover`, and asks the transitioning
/// delegate for `.custom` (a plain `UIPresentationController` if it has none).
///
/// **A subclass** (a `.custom` presentation) works as in UIKit: override
/// ``frameOfPresentedViewInContainerView`` to place the presented view (ClientKit puts it
/// there when no animator does), add chrome such as a dimming view to ``containerView``
/// in ``presentationTransitionWillBegin()`` (animating alongside with the presented
/// controller's `transitionCoordinator`), remove it in ``dismissalTransitionDidEnd(_:)``,
/// and re-place the views in ``containerViewWillLayoutSubviews()``.
///
/// **The order** of a presentation: the presenting controller's `viewWillDisappear` (if
/// its view goes away), the presented one's `viewWillAppear`, the container view is
/// added to the window, ``presentationTransitionWillBegin()``, the views move (the
/// animator runs, or ClientKit places the presented view at once), `viewIsAppearing`,
/// layout, the coordinator's completions, ``presentationTransitionDidEnd(_:)``,
/// `viewDidAppear`, `viewDidDisappear` of the presenting controller, the animator's
/// `animationEnded`, then the completion given to `present`. A dismissal:
/// `viewWillDisappear`, `viewWillAppear` of the presenter if it was hidden,
/// ``dismissalTransitionWillBegin()``, the views go, ``dismissalTransitionDidEnd(_:)``,
/// `viewDidDisappear`, `viewDidAppear`, then the completion.
///
/// **Dismissal by the user** (a tap outside a popover, or outside a sheet on a large
/// screen — see the subclasses) asks the ``delegate``: unless the presented controller's
/// `isModalInPresentation` is true or `presentationControllerShouldDismiss(_:)` answers
/// false (then `presentationControllerDidAttemptToDismiss(_:)`),
/// `presentationControllerWillDismiss(_:)`, the animated dismissal, then
/// `presentationControllerDidDismiss(_:)`. A `dismiss(animated:completion:)` in code
/// tells the delegate nothing, as in UIKit.
@MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    weak var _presenting: UIViewController?

    /// The controller presenting (the context that presents: see
    /// `UIViewController.present`). Known once the presentation began (or from `init`).
    public var presentingViewController: UIViewController {
        guard let presenting = _presenting else {
            preconditionFailure("presentingViewController read before the presentation of \(presentedViewController) began")
        }
        return presenting
    }

    /// Told about adaptation and user-initiated dismissal (not retained).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The view the presentation happens in: added to the window over everything else
    /// when the presentation begins, covering the window; `nil` before.
    public internal(set) var containerView: UIView?

    /// The built-in style this controller draws (`nil`: a custom presentation, shown
    /// with ``frameOfPresentedViewInContainerView`` and nothing around it).
    var _style: _UIPresentation.Style?
    /// The presenting context's view, removed by a full-screen presentation, and where it was.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// The window presented in.
    weak var window: UIWindow?

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (which may be given later, when the presentation begins).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        _presenting = presentingViewController
        super.init()
    }

    /// The style of the presentation (the presented controller's `modalPresentationStyle`
    /// when it was made; `.custom` for a subclass).
    open var presentationStyle: UIModalPresentationStyle {
        _style == nil ? .custom : _requestedStyle
    }
    var _requestedStyle: UIModalPresentationStyle = .custom

    /// The view animated by transitions: by default the presented controller's view; for
    /// a sheet or a popover the card or panel holding it (as UIKit's wrapper views).
    open var presentedView: UIView? {
        if let container = containerView as? _UIPresentationContainerView, container.usesCard {
            return container.cardView
        }
        return presentedViewController.view
    }

    /// Where the presented view goes in the container view. Default: the container's
    /// bounds (for the built-in styles, where the style puts it: see
    /// `UIModalPresentationStyle`).
    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? window?.bounds ?? UIScreen.main.bounds
        guard let style = _style else { return bounds }
        return _layout(style: style, in: bounds).cardFrame
    }

    /// Whether the presentation covers the whole window. ClientKit always presents over
    /// the whole window. Default `true`.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view is removed when the presentation is over
    /// (and it gets disappearance callbacks). Default `false`; `true` for `.fullScreen`.
    open var shouldRemovePresentersView: Bool { _style?.removesPresenterView ?? false }

    /// The style to adapt to in a horizontally compact environment. Default `.fullScreen`.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style to adapt to for `traitCollection`: ``adaptivePresentationStyle`` when it
    /// is horizontally compact, `.none` (no adaptation) otherwise.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }

    /// Traits the presented controller gets instead of the container's. Stored only.
    open var overrideTraitCollection: UITraitCollection?

    /// The traits of the presentation (ClientKit's one trait collection, see
    /// ``UITraitCollection``).
    open var traitCollection: UITraitCollection { overrideTraitCollection ?? .current }

    /// Traits never change here. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Transition callbacks (override; the defaults do nothing)

    /// The presentation transition is about to start (the container view is in the window).
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended; `completed` is false if it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended; `completed` is false if it was cancelled (the
    /// presentation then stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presented controller's preferred content size changed. Default: nothing
    /// (a popover re-places its panel).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Never called by ClientKit. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size the presented controller gets in `parentSize`. Default: `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// Never called by ClientKit yet (window resizes are not announced). Default: nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Never called by ClientKit (traits do not change). Default: nothing.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The size the presentation would like (the presented controller's).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    // MARK: ClientKit's machinery

    /// Where the built-in `style` puts the presented view in `bounds` (overridden by
    /// sheets and popovers).
    func _layout(style: _UIPresentation.Style, in bounds: CGRect) -> _UIPresentationLayout {
        _UIPresentationLayout(style: style, bounds: bounds)
    }

    /// Makes the container view for a presentation in `window`.
    func _makeContainerView(in window: UIWindow) -> UIView {
        self.window = window
        let container = _UIPresentationContainerView(frame: window.bounds, controller: self)
        containerView = container
        return container
    }

    /// Puts the presented view where it goes (when no animator did).
    func _installPresentedView() {
        guard let container = containerView else { return }
        if let container = container as? _UIPresentationContainerView, container.usesCard {
            container.install(presentedViewController.view)
            if container.cardView.superview !== container { container.addSubview(container.cardView) }
            container.setNeedsLayout()
            return
        }
        guard let view = presentedView else { return }
        if view.superview !== container { container.addSubview(view) }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// After an animator's presentation: the presented controller's view is in the card
    /// (the animator moved the card, or the view itself).
    func _settlePresentedView() {
        guard let container = containerView as? _UIPresentationContainerView, container.usesCard else { return }
        if presentedViewController.view.superview !== container.cardView { container.install(presentedViewController.view) }
        container.setNeedsLayout()
    }

    /// The user asked to dismiss (a tap outside): see the type's documentation.
    func _dismissInteractively() {
        let presented = presentedViewController
        guard presented._presentation === self, !presented.isBeingDismissed, !presented.isBeingPresented else { return }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false
            || !_allowsInteractiveDismissal() {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        _presenting?.dismiss(animated: true) { [self] in
            self._didDismissInteractively()
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether a tap outside may dismiss (the popover delegate's old question).
    func _allowsInteractiveDismissal() -> Bool { true }
    func _didDismissInteractively() {}

    /// Whether a tap at `point` (in the container) outside the presented view asks to
    /// dismiss.
    func _dismissesOnTapOutside() -> Bool { false }

    /// Whether touches outside the card go through to the views under the presentation.
    func _passesTouchesThrough(at point: CGPoint, in container: UIView) -> Bool { false }
}

/// Told how a presentation adapts and when the user dismisses it (UIKit's
/// `UIAdaptivePresentationControllerDelegate`). Every method is optional.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the presentation's for `traitCollection`; `.none`
    /// keeps it. Default: ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to use in a compact environment. Default: the controller's
    /// `adaptivePresentationStyle`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// A controller to present instead of the presented one in the adapted `style`
    /// (nil: the same one). Not asked by ClientKit.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to adapt to `style`. Not asked by ClientKit.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether the user may dismiss now (asked before a dismissal by the user). Default `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation (after the dismissal transition).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss but was refused (`isModalInPresentation`, or
    /// ``presentationControllerShouldDismiss(_:)`` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle(for: controller) : .none
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

import Foundation

/// Modal presentation, as UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`.
///
/// **Who presents.** The controller that defines the context presents: a child (of a
/// navigation, tab bar or custom container) forwards the request to its topmost
/// ancestor, which becomes the presented controller's ``presentingViewController``. A
/// controller that is already presenting does not present again: ClientKit prints
/// UIKit's warning to standard error and does nothing (the completion is not called),
/// as UIKit does; so does a controller whose view is not in a window.
///
/// **Presenting** (instant, see `UIViewController`): the presented controller's view
/// is loaded (with its final frame), then `viewWillDisappear` of the presenting
/// controller (only for styles that remove its views: `.fullScreen`), `viewWillAppear`
/// of the presented one, its view is put in the window over everything else (see
/// `UIModalPresentationStyle` for where), `viewIsAppearing`, layout, `viewDidAppear` of
/// the presented one, then `viewDidDisappear` of the presenting one, whose views are
/// removed. ``isBeingPresented`` is true meanwhile. The completion runs on the next
/// turn of the main queue.
///
/// **Dismissing.** Called on a controller that presented something (or on a child of
/// it), dismisses what it presented and everything presented over that; called on a
/// presented controller with nothing over it (or on a child of it), asks its presenter
/// to dismiss it (UIKit's rule). The controllers dismissed get `viewWillDisappear`
/// (topmost first) if they were visible, the presenting controller `viewWillAppear` if
/// a full-screen presentation had hidden it, the views are removed (the presenting
/// views put back), then `viewDidDisappear` and the presenting controller's
/// `viewDidAppear`; ``isBeingDismissed`` is true meanwhile; the completion runs on the
/// next turn of the main queue, after `viewDidDisappear`. With nothing to dismiss, only
/// the completion runs. `isModalInPresentation` never blocks a dismissal asked for in code.
///
/// **Presentation controllers and animators.** Each presentation is managed by the
/// presented controller's ``presentationController`` (its transition callbacks come
/// between the appearance callbacks: see ``UIPresentationController``). When
/// `animated` is true and the presented controller's ``transitioningDelegate`` returns
/// an animator, the animator moves the views, and the `viewDid…` callbacks, the
/// presentation controller's `…DidEnd` and the completion (at once, not on a later
/// turn) come after it calls `completeTransition(true)`; with `false` the transition is
/// undone (the presented controller is not presented, or stays presented). A dismissal
/// of several stacked presentations uses the topmost one's animator. Presenting or
/// dismissing while an animated transition of the same controllers runs prints a warning
/// and does nothing.
extension UIViewController {
    /// The controller presented by this one or, for a child, by its nearest presenting
    /// ancestor (the container presents for its children); `nil` if none.
    public var presentedViewController: UIViewController? {
        _selfAndAncestors.lazy.compactMap(\._presented).first
    }

    /// The controller that presented this one or, if this one is not presented, the one
    /// that presented its nearest presented ancestor (UIKit's definition); `nil` if none.
    public var presentingViewController: UIViewController? {
        _selfAndAncestors.lazy.compactMap(\._presenter).first
    }

    /// The topmost ancestor (or the receiver): the controller that presents for it.
    var _presentationContext: UIViewController {
        _selfAndAncestors.last!
    }

    /// The view that shows this presentation context in its window: the presentation's
    /// container for a presented controller, else the root view.
    var _contextView: UIView? {
        _presentation?.containerView ?? _view
    }

    // MARK: Presentation controllers

    /// The presentation controller managing this controller's presentation: its own
    /// while it is presented, else its nearest presented ancestor's, else one made for
    /// its current `modalPresentationStyle` (kept, and used when it is presented, so a
    /// delegate set on it beforehand is told; a new one is made if the style changes).
    /// For `.custom` the transitioning delegate is asked for one when the presentation
    /// begins. See ``UIPresentationController``.
    public var presentationController: UIPresentationController? {
        if let presented = _selfAndAncestors.first(where: { $0._presentation != nil }) { return presented._presentation }
        return _preparedPresentationControllerForStyle()
    }

    /// The ``presentationController`` as a popover's when the controller is (to be)
    /// presented as a popover (`modalPresentationStyle` `.popover`, or an action sheet);
    /// `nil` otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard _presentsAsPopover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The ``presentationController`` as a sheet's when the controller is (to be)
    /// presented as a sheet (`.pageSheet`, `.formSheet` or `.automatic`); `nil` otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    func _preparedPresentationControllerForStyle() -> UIPresentationController {
        if let prepared = _preparedPresentationController, prepared.style == modalPresentationStyle {
            return prepared.controller
        }
        let controller = _makePresentationController()
        _preparedPresentationController = (controller, modalPresentationStyle)
        return controller
    }

    /// A new presentation controller for the current style.
    func _makeStandardPresentationController(presenting: UIViewController?) -> UIPresentationController {
        let style = modalPresentationStyle
        let controller: UIPresentationController
        switch style {
        case .popover: controller = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet, .automatic:
            controller = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default: controller = UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        controller._style = style == .custom ? nil : _UIPresentation.Style(style)
        controller._requestedStyle = style
        return controller
    }

    /// The presentation controller a presentation by `presenter` from `source` uses.
    private func _presentationControllerForPresenting(by presenter: UIViewController, source: UIViewController)
        -> UIPresentationController {
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source) {
            precondition(custom.presentedViewController === self,
                         "the presentation controller of \(self) must be made for it (presentedViewController)")
            _preparedPresentationController = (custom, .custom)
            return custom
        }
        let controller = _preparedPresentationControllerForStyle()
        if let popover = controller as? UIPopoverPresentationController, !(self is UIAlertController) {
            popover._style = .popover  // asked again at each presentation
            popover._presenting = presenter
            (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
            let adapted = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: popover.traitCollection) ?? .none
            if adapted != .none && adapted != .popover {
                popover._style = adapted == .custom ? nil : _UIPresentation.Style(adapted)
            }
        }
        return controller
    }

    // MARK: Presenting and dismissing

    func _present(_ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        precondition(controller !== self, "a view controller cannot present itself")
        precondition(controller._presenter == nil,
                     "Application tried to present modally a view controller \(controller) that is already presented")
        precondition(controller._parent == nil,
                     "Application tried to present modally a view controller \(controller) that is a child of \(controller._parent!)")
        let presenter = _presentationContext
        if let current = presenter._presented {
            _presentationWarning("Attempt to present \(controller) on \(presenter) which is already presenting \(current)")
            return
        }
        guard let contextView = presenter._contextView, let window = contextView.window else {
            _presentationWarning("Attempt to present \(controller) on \(presenter) whose view is not in the window hierarchy")
            return
        }
        let presentation = controller._presentationControllerForPresenting(by: presenter, source: self)
        presentation._presenting = presenter
        let container = presentation._makeContainerView(in: window)
        let usesCard = (container as? _UIPresentationContainerView)?.usesCard ?? false
        presenter._presented = controller
        controller._presenter = presenter
        controller._presentation = presentation
        controller._isBeingPresented = true
        let cardLayout = presentation._style.map { presentation._layout(style: $0, in: container.bounds) }
        controller._frameForLoading = usesCard ? CGRect(origin: .zero, size: cardLayout?.contentSize ?? .zero)
            : presentation.frameOfPresentedViewInContainerView
        controller.loadViewIfNeeded()
        let visible = !window.isHidden && presenter._appearance.isShown
        let hidesPresenter = presentation.shouldRemovePresentersView
        let animator = animated
            ? controller.transitioningDelegate?.animationController(forPresented: controller, presenting: presenter, source: self)
            : nil
        let coordinator = _UITransitionCoordinator(animated: animated, style: presentation.presentationStyle,
                                                   from: presenter, to: controller, container: { container })
        let transition = _AppearanceTransition(
            disappearing: visible && hidesPresenter ? [presenter] : [], appearing: visible ? [controller] : [],
            animated: animated, didOrder: .appearFirst, layoutRoot: container, coordinator: coordinator,
            participants: [presenter, controller])
        transition.begin()
        window.addSubview(container)
        presentation.presentationTransitionWillBegin()

        func removePresenterView() {
            guard hidesPresenter, presentation.removedPresenterView == nil, let superview = contextView.superview,
                  let index = superview.subviews.firstIndex(where: { $0 === contextView }) else { return }
            presentation.removedPresenterView = (contextView, superview, index)
            contextView.removeFromSuperview()
        }
        func finish(_ completed: Bool) {
            guard completed else {
                container.removeFromSuperview()
                presenter._presented = nil
                controller._presenter = nil
                controller._presentation = nil
                transition.cancel { presentation.presentationTransitionDidEnd(false) }
                controller._isBeingPresented = false
                animator?.animationEnded(false)
                return
            }
            presentation._settlePresentedView()
            removePresenterView()
            transition.end { presentation.presentationTransitionDidEnd(true) }
            controller._isBeingPresented = false
            controller._presentationDidAppear()
            animator?.animationEnded(true)
            if animator != nil { completion?() } else { _scheduleCompletion(completion) }
        }

        if let animator {
            if usesCard, let container = container as? _UIPresentationContainerView {
                // The animator adds the presented view (the card) to the container itself.
                container.install(controller.view)
                container.cardView.removeFromSuperview()
                container.cardView.frame = presentation.frameOfPresentedViewInContainerView
            }
            let context = _UITransitionContext(
                container: container, animated: true, style: presentation.presentationStyle, from: presenter, to: controller,
                fromView: hidesPresenter ? contextView : nil, toView: presentation.presentedView,
                fromFrames: (contextView.convert(contextView.bounds, to: container),
                             hidesPresenter ? .zero : contextView.convert(contextView.bounds, to: container)),
                toFrames: (.zero, presentation.frameOfPresentedViewInContainerView), onComplete: finish)
            coordinator.viewsForKeys = { [unowned context] in context.views }
            coordinator.start(duration: animator.transitionDuration(using: context))
            animator.animateTransition(using: context)
            if !context.isComplete { transition.viewsMoved() }
        } else {
            presentation._installPresentedView()
            removePresenterView()
            coordinator.start(duration: 0)
            transition.viewsMoved()
            finish(true)
        }
    }

    func _dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        let context = _presentationContext
        if let presented = context._presented {
            context._dismissChain(from: presented, animated: animated, completion: completion)
        } else if let presenter = context._presenter {
            presenter._dismissChain(from: context, animated: animated, completion: completion)
        } else {
            _scheduleCompletion(completion)
        }
    }

    /// Dismisses `first` (presented by the receiver) and everything presented over it.
    private func _dismissChain(from first: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        var chain = [first]
        while let next = chain.last!._presented { chain.append(next) }
        if chain.contains(where: { $0._isBeingDismissed || $0._isBeingPresented }) {
            _presentationWarning("Attempt to dismiss \(first) from \(self) while a presentation or dismissal is in progress")
            return
        }
        let top = chain.last!
        let presentations = chain.reversed().compactMap(\._presentation)
        guard let topPresentation = top._presentation, let container = topPresentation.containerView else { return }
        for controller in chain { controller._isBeingDismissed = true }
        let window = first._presentation?.window
        let windowVisible = window.map { !$0.isHidden } ?? false
        let leaving = chain.reversed().filter { $0._appearance.isShown }
        let returningView = first._presentation?.removedPresenterView
        let returning = returningView != nil && windowVisible && !_appearance.isShown
        let animator = animated ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
        let coordinator = _UITransitionCoordinator(animated: animated, style: topPresentation.presentationStyle,
                                                   from: top, to: self, container: { container })
        let transition = _AppearanceTransition(disappearing: Array(leaving), appearing: returning ? [self] : [],
                                               animated: animated, didOrder: .disappearFirst, layoutRoot: window,
                                               coordinator: coordinator, participants: [self] + chain)
        transition.begin()
        for presentation in presentations { presentation.dismissalTransitionWillBegin() }

        func restorePresenterView() {
            guard let presentation = first._presentation, let removed = presentation.removedPresenterView else { return }
            removed.superview.insertSubview(removed.view, at: Swift.min(removed.index, removed.superview.subviews.count))
            removed.view.frame = removed.superview.bounds
            presentation.removedPresenterView = nil
        }
        func finish(_ completed: Bool) {
            guard completed else {
                if let removed = returningView, first._presentation?.removedPresenterView == nil {
                    removed.view.removeFromSuperview()
                    first._presentation?.removedPresenterView = removed
                }
                transition.cancel { for presentation in presentations { presentation.dismissalTransitionDidEnd(false) } }
                for controller in chain { controller._isBeingDismissed = false }
                animator?.animationEnded(false)
                return
            }
            for controller in chain.reversed() {
                guard let presentation = controller._presentation else { continue }
                presentation.containerView?.removeFromSuperview()
                if controller === first { restorePresenterView() }
            }
            transition.end { for presentation in presentations { presentation.dismissalTransitionDidEnd(true) } }
            _presented = nil
            for controller in chain {
                controller._presenter = nil
                controller._presented = nil
                controller._presentation = nil
                controller._isBeingDismissed = false
            }
            animator?.animationEnded(true)
            if animator != nil { completion?() } else { _scheduleCompletion(completion) }
        }

        if let animator {
            // The presenting view is back under the presentation for the animator to reveal.
            restorePresenterView()
            let context = _UITransitionContext(
                container: container, animated: true, style: topPresentation.presentationStyle, from: top, to: self,
                fromView: topPresentation.presentedView, toView: returningView?.view,
                fromFrames: (topPresentation.presentedView?.frame ?? .zero, .zero),
                toFrames: (.zero, returningView.map { $0.view.convert($0.view.bounds, to: container) } ?? .zero),
                onComplete: finish)
            coordinator.viewsForKeys = { [unowned context] in context.views }
            coordinator.start(duration: animator.transitionDuration(using: context))
            animator.animateTransition(using: context)
            if !context.isComplete { transition.viewsMoved() }
        } else {
            coordinator.start(duration: 0)
            finish(true)
        }
    }
}

/// Runs `completion` on the next turn of the main queue (after the transition, as
/// UIKit runs it after its animation).
@MainActor
func _scheduleCompletion(_ completion: (@MainActor () -> Void)?) {
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion() } }
}

/// UIKit's presentation warnings go to standard error, and nothing happens.
func _presentationWarning(_ message: String) {
    FileHandle.standardError.write(Data("ClientKit: Warning: \(message)\n".utf8))
}

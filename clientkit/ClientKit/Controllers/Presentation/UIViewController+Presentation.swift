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
        let presentation = _UIPresentation(style: controller._resolvedPresentationStyle, window: window)
        presenter._presented = controller
        controller._presenter = presenter
        controller._presentation = presentation
        controller._isBeingPresented = true
        defer { controller._isBeingPresented = false }
        controller._frameForLoading = presentation.presentedViewFrame(in: window.bounds)
        controller.loadViewIfNeeded()
        let visible = !window.isHidden && presenter._appearance.isShown
        let hidesPresenter = presentation.style.removesPresenterView
        _AppearanceTransition.perform(
            disappearing: visible && hidesPresenter ? [presenter] : [], appearing: visible ? [controller] : [],
            animated: animated, didOrder: .appearFirst, layoutRoot: presentation.containerView
        ) {
            window.addSubview(presentation.containerView)
            presentation.containerView.install(controller.view)
            if hidesPresenter, let superview = contextView.superview,
               let index = superview.subviews.firstIndex(where: { $0 === contextView }) {
                presentation.removedPresenterView = (contextView, superview, index)
                contextView.removeFromSuperview()
            }
        }
        controller._presentationDidAppear()
        _scheduleCompletion(completion)
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
        for controller in chain { controller._isBeingDismissed = true }
        let window = first._presentation?.window
        let windowVisible = window.map { !$0.isHidden } ?? false
        let leaving = chain.reversed().filter { $0._appearance.isShown }
        let returning = first._presentation?.removedPresenterView != nil && windowVisible && !_appearance.isShown
        _AppearanceTransition.perform(disappearing: Array(leaving), appearing: returning ? [self] : [],
                                      animated: animated, didOrder: .disappearFirst, layoutRoot: window) {
            for controller in chain.reversed() {
                guard let presentation = controller._presentation else { continue }
                presentation.containerView.removeFromSuperview()
                if let removed = presentation.removedPresenterView {
                    removed.superview.insertSubview(removed.view, at: Swift.min(removed.index, removed.superview.subviews.count))
                    removed.view.frame = removed.superview.bounds
                    presentation.removedPresenterView = nil
                }
            }
        }
        _presented = nil
        for controller in chain {
            controller._presenter = nil
            controller._presented = nil
            controller._presentation = nil
            controller._isBeingDismissed = false
        }
        _scheduleCompletion(completion)
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

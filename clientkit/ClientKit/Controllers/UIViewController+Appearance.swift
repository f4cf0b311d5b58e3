import Foundation

/// Where a controller is in its appearance cycle: `viewWillAppear` moves it to
/// `appearing`, `viewDidAppear` to `appeared`, `viewWillDisappear` to `disappearing`,
/// `viewDidDisappear` back to `disappeared`.
struct _AppearanceCycle {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase = Phase.disappeared
    /// `viewIsAppearing` was called in the current appearance.
    var isAppearingCalled = false
    /// The flag the current transition was asked with.
    var animated = false
    /// The transition was begun by the view moving in or out of a window (a child of a
    /// custom container), so the move ends it too.
    var drivenByHierarchy = false

    /// Visible or becoming visible.
    var isShown: Bool { phase == .appearing || phase == .appeared }
}

extension UIViewController {
    // MARK: Custom containers

    /// Starts an appearance transition: `viewWillAppear(animated)` when `isAppearing`
    /// (if the controller is not already appearing or appeared), else
    /// `viewWillDisappear(animated)` (if it is not already disappearing or gone).
    /// Custom containers whose ``shouldAutomaticallyForwardAppearanceMethods`` is false
    /// call it on their children, then ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``:
    /// `viewIsAppearing` (unless called already) and `viewDidAppear`, or `viewDidDisappear`.
    public func endAppearanceTransition() {
        _endAppearance()
    }

    // MARK: Transition state

    /// Whether the controller is being presented (from `present` until its
    /// `viewDidAppear` returns).
    public var isBeingPresented: Bool { _isBeingPresented }

    /// Whether the controller is being dismissed (from `dismiss` until its
    /// `viewDidDisappear` returns).
    public var isBeingDismissed: Bool { _isBeingDismissed }

    /// Whether the controller is being added to a container (a navigation controller's
    /// push or new stack): true during its appearance callbacks of that transition.
    public var isMovingToParent: Bool { _isMovingToParent }

    /// Whether the controller is being removed from a container (a navigation
    /// controller's pop or new stack): true during its disappearance callbacks of that
    /// transition.
    public var isMovingFromParent: Bool { _isMovingFromParent }

    // MARK: The cycle

    func _beginAppearance(_ appearing: Bool, animated: Bool, drivenByHierarchy: Bool = false) {
        if appearing {
            guard !_appearance.isShown else { return }
            _appearance = _AppearanceCycle(phase: .appearing, isAppearingCalled: false, animated: animated,
                                           drivenByHierarchy: drivenByHierarchy)
            viewWillAppear(animated)
        } else {
            guard _appearance.phase == .appeared || _appearance.phase == .appearing else { return }
            _appearance = _AppearanceCycle(phase: .disappearing, isAppearingCalled: false, animated: animated,
                                           drivenByHierarchy: drivenByHierarchy)
            viewWillDisappear(animated)
        }
        for child in _childrenReceivingAppearance { child._beginAppearance(appearing, animated: animated) }
        _appearanceDidBegin()
    }

    /// `viewIsAppearing` once the view is in its place, once per appearance.
    func _viewIsAppearingIfNeeded() {
        guard _appearance.phase == .appearing, !_appearance.isAppearingCalled else { return }
        _appearance.isAppearingCalled = true
        viewIsAppearing(_appearance.animated)
        for child in _childrenReceivingAppearance { child._viewIsAppearingIfNeeded() }
    }

    func _endAppearance() {
        switch _appearance.phase {
        case .appearing:
            _viewIsAppearingIfNeeded()
            _appearance.phase = .appeared
            _appearance.drivenByHierarchy = false
            viewDidAppear(_appearance.animated)
            for child in _childrenReceivingAppearance { child._endAppearance() }
            _appearanceDidEnd()
        case .disappearing:
            _appearance.phase = .disappeared
            _appearance.drivenByHierarchy = false
            viewDidDisappear(_appearance.animated)
            // The children's views may have left this view already: end those that began.
            for child in _children where child._appearance.phase == .disappearing && !child._appearance.drivenByHierarchy {
                child._endAppearance()
            }
            _appearanceDidEnd()
        case .appeared, .disappeared:
            break
        }
    }

    // MARK: Children of custom containers (the view hierarchy drives them)

    /// The receiver's root view is about to move to `window`: a child of an appeared
    /// container that forwards appearance begins to appear or disappear.
    func _rootViewWillMove(toWindow window: UIWindow?) {
        guard let parent = _parent, parent._forwardsAppearanceThroughHierarchy, parent._appearance.isShown else { return }
        if let window, !window.isHidden {
            if !_appearance.isShown { _beginAppearance(true, animated: false, drivenByHierarchy: true) }
        } else if _appearance.isShown {
            _beginAppearance(false, animated: false, drivenByHierarchy: true)
        }
    }

    /// The receiver's root view moved to another window: ends what the move began.
    func _rootViewDidMoveToWindow() {
        guard _appearance.drivenByHierarchy else { return }
        _endAppearance()
    }
}

/// One instant transition between controllers, with UIKit's order of callbacks:
/// `viewWillDisappear` for those leaving, `viewWillAppear` for those coming (each in the
/// order given), `change` (which moves the views), `viewIsAppearing`, a layout pass of
/// `layoutRoot`, then `viewDidDisappear` and `viewDidAppear` in the order `didOrder` says.
@MainActor
enum _AppearanceTransition {
    enum DidOrder { case disappearFirst, appearFirst }

    static func perform(disappearing: [UIViewController], appearing: [UIViewController], animated: Bool,
                        didOrder: DidOrder = .disappearFirst, layoutRoot: UIView?, change: () -> Void) {
        for controller in disappearing { controller._beginAppearance(false, animated: animated) }
        for controller in appearing { controller._beginAppearance(true, animated: animated) }
        change()
        for controller in appearing { controller._viewIsAppearingIfNeeded() }
        // Views appearing are laid out before viewDidAppear; a quiet change waits for the
        // update cycle.
        if !disappearing.isEmpty || !appearing.isEmpty { layoutRoot?.layoutIfNeeded() }
        switch didOrder {
        case .disappearFirst:
            for controller in disappearing { controller._endAppearance() }
            for controller in appearing { controller._endAppearance() }
        case .appearFirst:
            for controller in appearing { controller._endAppearance() }
            for controller in disappearing { controller._endAppearance() }
        }
    }
}

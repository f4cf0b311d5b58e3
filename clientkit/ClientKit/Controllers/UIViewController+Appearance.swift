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

/// One transition between controllers, with UIKit's order of callbacks:
/// `viewWillDisappear` for those leaving, `viewWillAppear` for those coming (each in the
/// order given) — ``begin()`` —, the views move, `viewIsAppearing` — ``viewsMoved()`` —,
/// then a layout pass of `layoutRoot`, the coordinator's completions, and
/// `viewDidDisappear` and `viewDidAppear` in the order `didOrder` says — ``end()``.
/// The participants have the transition's coordinator from ``begin()`` until just
/// before the `viewDid…` callbacks. ``perform(disappearing:appearing:animated:didOrder:layoutRoot:change:)``
/// runs the three steps at once (an instant transition).
@MainActor
final class _AppearanceTransition {
    enum DidOrder { case disappearFirst, appearFirst }

    let disappearing: [UIViewController]
    let appearing: [UIViewController]
    let animated: Bool
    let didOrder: DidOrder
    weak var layoutRoot: UIView?
    let coordinator: _UITransitionCoordinator
    /// The controllers that hold the coordinator while the transition runs.
    private let participants: [UIViewController]

    init(disappearing: [UIViewController], appearing: [UIViewController], animated: Bool, didOrder: DidOrder,
         layoutRoot: UIView?, coordinator: _UITransitionCoordinator, participants: [UIViewController] = []) {
        self.disappearing = disappearing
        self.appearing = appearing
        self.animated = animated
        self.didOrder = didOrder
        self.layoutRoot = layoutRoot
        self.coordinator = coordinator
        var all: [UIViewController] = []
        for controller in participants + disappearing + appearing where !all.contains(where: { $0 === controller }) {
            all.append(controller)
        }
        self.participants = all
    }

    func begin() {
        for controller in participants { controller._transitionCoordinator = coordinator }
        for controller in disappearing { controller._beginAppearance(false, animated: animated) }
        for controller in appearing { controller._beginAppearance(true, animated: animated) }
    }

    func viewsMoved() {
        for controller in appearing { controller._viewIsAppearingIfNeeded() }
    }

    /// Ends the transition; `beforeDid` runs after the coordinator's completions, before
    /// the `viewDid…` callbacks (a presentation controller's `…DidEnd`).
    func end(beforeDid: () -> Void = {}) {
        viewsMoved()
        // Views appearing are laid out before viewDidAppear; a quiet change waits for the
        // update cycle.
        if !disappearing.isEmpty || !appearing.isEmpty { layoutRoot?.layoutIfNeeded() }
        coordinator.finish(cancelled: false)
        for controller in participants where controller._transitionCoordinator === coordinator {
            controller._transitionCoordinator = nil
        }
        beforeDid()
        switch didOrder {
        case .disappearFirst:
            for controller in disappearing { controller._endAppearance() }
            for controller in appearing { controller._endAppearance() }
        case .appearFirst:
            for controller in appearing { controller._endAppearance() }
            for controller in disappearing { controller._endAppearance() }
        }
    }

    /// The transition was cancelled: those that were appearing disappear again and those
    /// that were disappearing appear again (UIKit's reversal), then `beforeDid` runs.
    func cancel(beforeDid: () -> Void = {}) {
        coordinator.finish(cancelled: true)
        for controller in participants where controller._transitionCoordinator === coordinator {
            controller._transitionCoordinator = nil
        }
        beforeDid()
        for controller in appearing {
            controller._beginAppearance(false, animated: animated)
            controller._endAppearance()
        }
        for controller in disappearing {
            controller._beginAppearance(true, animated: animated)
            controller._endAppearance()
        }
    }

    /// An instant transition: the three steps, with `change` moving the views.
    static func perform(disappearing: [UIViewController], appearing: [UIViewController], animated: Bool,
                        didOrder: DidOrder = .disappearFirst, layoutRoot: UIView?, change: () -> Void) {
        let coordinator = _UITransitionCoordinator(animated: animated, style: .none, from: disappearing.first,
                                                   to: appearing.first, container: { [weak layoutRoot] in layoutRoot ?? UIView() })
        let transition = _AppearanceTransition(disappearing: disappearing, appearing: appearing, animated: animated,
                                               didOrder: didOrder, layoutRoot: layoutRoot, coordinator: coordinator)
        transition.begin()
        change()
        coordinator.start(duration: 0)
        transition.viewsMoved()
        transition.end()
    }
}

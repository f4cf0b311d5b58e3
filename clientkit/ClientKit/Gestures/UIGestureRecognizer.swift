import Foundation

/// Turns a sequence of touches into a gesture and reports it to targets, as UIKit's
/// `UIGestureRecognizer`. Attach one to a view with `UIView.addGestureRecognizer(_:)`.
///
/// **Delivery.** Every touch that begins in a view (or its subviews) is offered to the
/// enabled recognizers of the hit-test view and of each ancestor up to the window,
/// deepest first, *before* the view gets it. A recognizer that begins (continuous) or
/// recognizes (discrete) with ``cancelsTouchesInView`` set makes the views get
/// `touchesCancelled(_:with:)` for its touches and no further calls for them. A
/// recognizer that fails stops getting touches. Recognizers go back to `.possible`
/// (``reset()``) once they have finished and all their touches have ended.
///
/// **States.** Discrete recognizers (tap) go `.possible → .ended` (`.recognized`) or
/// `.possible → .failed`; continuous ones (pan, long press) go `.possible → .began →
/// .changed… → .ended` (or `.cancelled`), or `.possible → .failed`. Actions are sent
/// on every transition except to `.failed` (and `.possible`). The first recognizer to
/// begin makes the others that share a touch fail, unless a delegate allows
/// simultaneous recognition; a recognizer told to ``require(toFail:)`` another waits
/// in `.possible` until that one fails (then it recognizes) or recognizes (then it fails).
///
/// **Target–action.** Linux has no selectors, so actions are Swift-typed, unapplied
/// method references, as for `UIControl`:
///
///     let tap = UITapGestureRecognizer(target: self, action: MyView.handleTap)
///     func handleTap(_ sender: UITapGestureRecognizer) { … }
///
/// Targets are held weakly, as in UIKit.
@MainActor
open class UIGestureRecognizer: Hashable {
    /// The states of a recognizer (`UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        /// Not yet recognized; the default, and the state after a reset.
        case possible = 0
        /// A continuous gesture started (actions are sent).
        case began = 1
        /// A continuous gesture changed (actions are sent).
        case changed = 2
        /// A gesture ended (actions are sent); `.recognized` for discrete gestures.
        case ended = 3
        /// A continuous gesture was cancelled (actions are sent).
        case cancelled = 4
        /// The touches are not this gesture (no actions).
        case failed = 5
        /// A discrete gesture was recognized: the same as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: State

    /// The current state. Clients read it; subclasses set it (UIKit's
    /// `UIGestureRecognizerSubclass.h` makes it writable the same way). Only UIKit's
    /// transitions take effect: from `.possible` to `.began`, `.ended` or `.failed`;
    /// from `.began` or `.changed` to `.changed`, `.ended` or `.cancelled`. Leaving
    /// `.possible` may be deferred (a failure requirement) or turned into `.failed`
    /// (the delegate, or another recognizer that began first).
    public var state: State {
        get { _state }
        set { _transition(to: newValue) }
    }

    /// Whether the recognizer gets touches. Disabling a recognizer in progress cancels
    /// it (`.cancelled` if it began, otherwise `.failed`). Default `true`.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { _GestureArena.shared.disable(self) } }
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    public var view: UIView? { _view }

    /// Whether the views' touches are cancelled (`touchesCancelled(_:with:)`) when the
    /// gesture begins or is recognized; they then get no further calls for those
    /// touches. Default `true`. Unlike UIKit, the touches keep their real phase
    /// (usually `.moved`) during that call: a touch has one phase for every receiver.
    open var cancelsTouchesInView = true

    /// Whether views get `touchesBegan(_:with:)` (and moves) only once the recognizer
    /// has failed, never if it recognizes. Default `false`.
    open var delaysTouchesBegan = false

    /// Whether the views' `touchesEnded(_:with:)` waits while the recognizer may still
    /// recognize (a double tap waiting for its second tap): it is delivered when the
    /// recognizer fails, and replaced by `touchesCancelled(_:with:)` if it recognizes.
    /// Default `true`.
    open var delaysTouchesEnded = true

    /// The delegate (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A name for debugging. Default `nil`.
    open var name: String?

    /// How many touches the recognizer is tracking (touches that have not ended).
    public var numberOfTouches: Int { _touches.count }

    /// Whether the views' `touchesBegan` waits for this recognizer now (while it is
    /// `.possible`): ``delaysTouchesBegan``; ClientKit's scroll view pan also holds
    /// content touches for a moment (`delaysContentTouches`).
    var _holdsTouchesBegan: Bool { delaysTouchesBegan }

    // MARK: Storage for the arena (see _GestureArena)

    var _state = State.possible
    /// A transition out of `.possible` waiting for failure requirements.
    var _pendingState: State?
    weak var _view: UIView?
    /// The touches being tracked, oldest first.
    var _touches: [UITouch] = []
    /// The touches tracked last (kept after they end, for `location(in:)`).
    var _lastTouches: [UITouch] = []
    /// The recognizer has seen a touch since its last reset.
    var _isInPlay = false
    var _failureRequirements: [UIGestureRecognizer] = []
    private var _actions: [_Action] = []

    private struct _Action {
        weak var target: AnyObject?
        let hasTarget: Bool
        let invoke: (UIGestureRecognizer) -> Void
    }

    // MARK: Creating recognizers

    /// A recognizer with no targets.
    public init() {}

    /// A recognizer that calls `action` on `target` (held weakly) with itself. `action`
    /// is an unapplied method reference, such as `MyView.handlePan`, whose parameter is
    /// `UIGestureRecognizer` or this recognizer's class.
    public convenience init<T: AnyObject, Sender: UIGestureRecognizer>(
        target: T, action: @escaping (T) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls the parameterless method `action` on `target` (held weakly).
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// ClientKit only (UIKit has no such initializer): a recognizer that calls `handler`
    /// with itself on each action, like a target–action pair. The handler is held
    /// strongly; capture the view weakly inside it to avoid a cycle.
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        _actions.append(_Action(target: nil, hasTarget: false) { recognizer in
            handler(recognizer as! Self)
        })
    }

    // MARK: Targets and actions

    /// Adds a target–action pair; `target` is held weakly. A target may be added with
    /// several actions. The `Sender` parameter type must be this recognizer's class or
    /// a superclass (a programmer error otherwise).
    public func addTarget<T: AnyObject, Sender: UIGestureRecognizer>(
        _ target: T, action: @escaping (T) -> (Sender) -> Void
    ) {
        precondition(self is Sender, "\(type(of: self)) cannot send itself to an action taking \(Sender.self)")
        _actions.append(_Action(target: target, hasTarget: true) { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Adds a parameterless target–action pair; `target` is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        _actions.append(_Action(target: target, hasTarget: true) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes every action of `target`; `nil` removes every target–action pair (and
    /// handler). UIKit's `removeTarget(_:action:)` can also remove one action by
    /// selector; Swift closures cannot be compared, so ClientKit removes by target only.
    public func removeTarget(_ target: AnyObject?) {
        if let target {
            _actions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
        } else {
            _actions.removeAll()
        }
    }

    func _sendActions() {
        for action in _actions where !action.hasTarget || action.target != nil {
            action.invoke(self)
        }
    }

    // MARK: Dependencies

    /// Makes the receiver wait, before it begins or recognizes, until
    /// `otherGestureRecognizer` fails; if that one recognizes, the receiver fails.
    /// The classic use: a single tap that must not fire on a double tap.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        precondition(otherGestureRecognizer !== self, "a gesture recognizer cannot require itself to fail")
        if !_failureRequirements.contains(where: { $0 === otherGestureRecognizer }) {
            _failureRequirements.append(otherGestureRecognizer)
        }
    }

    // MARK: Location

    /// The centroid of the recognizer's touches in `view`'s coordinates (`nil`: the
    /// window's); after the touches ended, the centroid of the last ones; with none
    /// ever, the origin.
    public func location(in view: UIView?) -> CGPoint {
        let touches = _touches.isEmpty ? _lastTouches : _touches
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in touches {
            let point = touch.location(in: view)
            sum.x += point.x
            sum.y += point.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// The location of the tracked touch at `touchIndex` (0 ..< ``numberOfTouches``,
    /// oldest first) in `view`'s coordinates. An index out of range is a programmer error.
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(_touches.indices.contains(touchIndex), "touch index \(touchIndex) out of range")
        return _touches[touchIndex].location(in: view)
    }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    /// New touches for the recognizer (already counted in ``numberOfTouches``).
    /// The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked touches ended (still counted in ``numberOfTouches`` during the call).
    /// The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tracked touches were cancelled (still counted during the call). The default does
    /// nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer goes back to `.possible` after finishing; subclasses
    /// clear their per-gesture state here and call `super`. Never call it directly.
    open func reset() {}

    /// Stops tracking `touch`: the recognizer gets no further calls for it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _touches.removeAll { $0 === touch }
        _GestureArena.shared.detach(self, from: touch)
    }

    /// Whether the receiver, by beginning, makes `preventedGestureRecognizer` fail.
    /// Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by beginning, makes the receiver fail.
    /// Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether the receiver waits for `otherGestureRecognizer` (sharing a touch) to
    /// fail. Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` (sharing a touch) waits for the receiver to
    /// fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Transitions

    private func _transition(to new: State) {
        let arena = _GestureArena.shared
        switch (_state, new) {
        case (.possible, .began), (.possible, .ended):
            if let pending = _pendingState {
                if new == .ended && pending == .began { _pendingState = .ended }
                return
            }
            arena.requestBegin(self, to: new)
        case (.possible, .failed), (.possible, .cancelled):
            arena.fail(self)
        case (.began, .changed), (.changed, .changed):
            _state = .changed
            _sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            _state = new
            _sendActions()
            arena.didFinish(self)
        case (.began, .failed), (.changed, .failed):
            // UIKit calls this invalid; a recognizer that began can only be cancelled.
            _state = .cancelled
            _sendActions()
            arena.didFinish(self)
        default:
            break
        }
    }

    /// Identity, as for UIKit's `NSObject`-based recognizers.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Back to `.possible`: forget touches and per-gesture state, then ``reset()``.
    func _reset() {
        _state = .possible
        _pendingState = nil
        _touches = []
        _isInPlay = false
        reset()
    }
}

extension UIGestureRecognizer {
    /// For continuous recognizers: the fingers that make the gesture lifted (or were
    /// cancelled): `.ended` (`.cancelled`) once it began, `.failed` before.
    func _finishContinuousGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    /// For continuous recognizers: the touches moved. Before the gesture began, it
    /// begins when `begins` says so; `update` runs before `.began` or `.changed`.
    func _continueGesture(begins: Bool, _ update: () -> Void) {
        switch state {
        case .possible:
            guard begins else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }
}

import Foundation

/// The base of views that turn touches into actions — buttons, switches, sliders —
/// as UIKit's `UIControl`.
///
/// **State.** ``isEnabled``, ``isSelected`` and ``isHighlighted`` combine into
/// ``state``; subclasses show it (a button picks its title, colours and images by
/// state). Override the properties with `didSet` to react to changes.
///
/// **Tracking.** A control handles its touches itself (it does not forward them up
/// the responder chain) and follows one touch, the first one down, as UIKit does:
/// - Down: ``beginTracking(_:with:)``; if it returns `true` the control is tracking,
///   becomes highlighted and sends `.touchDown` (plus `.touchDownRepeat` when the
///   tap count is above 1). If it returns `false`, nothing else happens for the touch.
/// - Moved: whether the touch is inside is recomputed (``isTouchInside``), the
///   highlight follows it, and ``continueTracking(_:with:)`` decides whether to go
///   on; if it returns `true`, `.touchDragInside` or `.touchDragOutside` is sent, with
///   `.touchDragEnter` / `.touchDragExit` when the touch crossed the boundary. If it
///   returns `false`, tracking stops, the highlight goes and the touch's end sends
///   nothing.
/// - Ended: the highlight goes, ``endTracking(_:with:)`` runs, then `.touchUpInside`
///   or `.touchUpOutside` (and `.primaryActionTriggered` with `.touchUpInside` for
///   controls whose primary action is a tap, like `UIButton`).
/// - Cancelled: the highlight goes, ``cancelTracking(with:)`` runs, `.touchCancel` is sent.
///
/// "Inside" while tracking is generous, as in UIKit: the bounds grown by 70 points on
/// every side (UIKit's undocumented but long-standing touch slop), or anything
/// ``point(inside:with:)`` accepts, so a finger that slides a little off a small button
/// still triggers it; `.touchDragExit` comes only past that margin.
///
/// A disabled control (``isEnabled`` `false`) gets no tracking calls, no highlight and
/// sends nothing for touches; its touches go on up the responder chain, so the
/// superview sees them (a disabled UIKit control does not swallow touches either). Becoming disabled
/// while tracking ends the tracking silently. ``sendActions(for:)`` works whatever the
/// state.
///
/// **Actions** (see `UIControl+Actions`): closures as `UIAction`s
/// (``addAction(_:for:)``), or target–action with Swift method references in place of
/// selectors, since Linux has no Objective-C runtime:
/// `button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)`.
/// Targets are held weakly, as in UIKit. The methods may take nothing, the sender (as
/// `UIControl` or its own class), or the sender and the event.
@MainActor
open class UIControl: UIView {
    /// How far outside the bounds a tracked touch still counts as inside, in points
    /// (UIKit's touch slop, known from its behaviour).
    static let _trackingSlop: CGFloat = 70

    /// Registered actions and targets, in the order they were added.
    var _eventHandlers: [_ControlEventHandler] = []
    /// The touch being tracked (the first one down), until it ends or is cancelled.
    weak var _trackedTouch: UITouch?

    /// A control with the given frame.
    /// A control's own action wins over a single-tap recognizer attached to another
    /// view (an ancestor): the recognizer may not begin for a touch on the control, as
    /// UIKit does since iOS 6. The control's own recognizers are not affected.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with the given frame whose `primaryAction` runs for
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives do not exist in ClientKit: a control with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: State

    /// Whether the control responds to touches. Default `true`. Disabling it ends any
    /// tracking (without sending events) and removes the highlight.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            _stopTracking()
            if isHighlighted { isHighlighted = false }
        }
    }

    /// Whether the control is selected (a toggled state the app manages). Default `false`.
    open var isSelected = false

    /// Whether the control is highlighted: set while a tracked touch is inside.
    /// Default `false`.
    open var isHighlighted = false

    /// The combined state: `.highlighted`, `.disabled`, `.selected` as they apply;
    /// `.normal` (empty) when none does.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked.
    open var isTracking: Bool { _isTracking }

    /// Whether the tracked touch is inside the tracking area (see the type's
    /// documentation); `false` when nothing is tracked.
    open var isTouchInside: Bool { _isTouchInside }

    private var _isTracking = false
    private var _isTouchInside = false

    /// How content is placed vertically. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content is placed horizontally. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Whether `.touchUpInside` also sends `.primaryActionTriggered` (buttons).
    var _sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Menus (see `UIControl+Menu`)

    /// Whether a touch on the control shows its menu at once (iOS 14) instead of after
    /// a long press; the control then sends no touch-up events for that touch.
    /// Default `false`.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control shows its menu (a button's ``UIButton/menu``) on a long press
    /// or, with ``showsMenuAsPrimaryAction``, on a touch. Setting a button's menu sets
    /// it. Default `false`.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { _updateContextMenuInteraction() } }
    }
    var _contextMenuInteraction: UIContextMenuInteraction?
    /// The touch that showed the menu (primary-action menus), while it lasts.
    weak var _menuTouch: UITouch?
    /// Where that touch went down (window coordinates).
    var _menuTouchStart: CGPoint = .zero

    // MARK: Sending actions

    /// Sends the actions registered for any of `controlEvents` now, in the order they
    /// were added, each once: `UIAction`s through ``sendAction(_:)``, target methods on
    /// targets still alive. Works whatever the control's state; the event passed to
    /// target methods that take one is `nil`.
    open func sendActions(for controlEvents: Event) {
        _sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with the control as its `sender`. Override to intercept
    /// every `UIAction` the control sends.
    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    // MARK: Tracking (override points)

    /// A touch went down in the control. Return `true` to track it (the default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch moved. Return `true` to go on tracking (the default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// The tracked touch lifted (`touch` may be `nil` in UIKit; ClientKit always
    /// passes it). Default: nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled. Default: nothing.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        if _trackedTouch == nil, _menuTouch == nil, let touch = touches.first, _showsMenuOnTouchDown {
            return _showMenu(for: touch, with: event)
        }
        guard _trackedTouch == nil, let touch = touches.first else { return }
        _trackedTouch = touch
        _isTouchInside = true
        _isTracking = beginTracking(touch, with: event)
        guard _isTracking else {
            _isTouchInside = false
            return
        }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        _sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesMoved(touches, with: event)
            return
        }
        if let touch = _menuTouch, touches.contains(touch) {
            return _UIMenuView.shown(in: window)?.trackPresentingTouch(movedTo: touch.location(in: nil)) ?? ()
        }
        guard let touch = _trackedTouch, touches.contains(touch), _isTracking else { return }
        let wasInside = _isTouchInside
        _isTouchInside = _isInsideTrackingArea(touch.location(in: self), with: event)
        if isHighlighted != _isTouchInside { isHighlighted = _isTouchInside }
        _isTracking = continueTracking(touch, with: event)
        guard _isTracking else {
            // Tracking stopped: the touch's end will send nothing, so nothing shows it.
            if isHighlighted { isHighlighted = false }
            return
        }
        var events: Event = _isTouchInside ? .touchDragInside : .touchDragOutside
        if _isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !_isTouchInside && wasInside { events.insert(.touchDragExit) }
        _sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesEnded(touches, with: event)
            return
        }
        if let touch = _menuTouch, touches.contains(touch) {
            _menuTouch = nil
            if _menuTouchMoved(touch) {
                _UIMenuView.shown(in: window)?.trackPresentingTouch(endedAt: touch.location(in: nil))
            }
            return
        }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        let inside = _isInsideTrackingArea(touch.location(in: self), with: event)
        let wasTracking = _isTracking
        _isTouchInside = inside
        if isHighlighted { isHighlighted = false }
        if wasTracking {
            endTracking(touch, with: event)
            var events: Event = inside ? .touchUpInside : .touchUpOutside
            if inside && _sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
            _sendActions(for: events, with: event)
        }
        _stopTracking()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            super.touchesCancelled(touches, with: event)
            return
        }
        if let touch = _menuTouch, touches.contains(touch) {
            _menuTouch = nil
            return
        }
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        let wasTracking = _isTracking
        if isHighlighted { isHighlighted = false }
        if wasTracking {
            cancelTracking(with: event)
            _sendActions(for: .touchCancel, with: event)
        }
        _stopTracking()
    }

    /// Whether `point` (bounds coordinates) counts as inside for a tracked touch.
    func _isInsideTrackingArea(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let slop = Self._trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point) || self.point(inside: point, with: event)
    }

    private func _stopTracking() {
        _trackedTouch = nil
        _isTracking = false
        _isTouchInside = false
    }
}

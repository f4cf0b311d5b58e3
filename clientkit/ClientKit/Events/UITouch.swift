import Foundation

/// One finger (or stylus, or pointer) on the screen, as UIKit's `UITouch`.
///
/// A touch keeps its identity for its whole life, from `.began` to `.ended` or
/// `.cancelled`. When it begins, its window hit-tests its location and binds it to
/// the resulting ``view``; the binding holds for the touch's whole life, even if the
/// view is later removed from the hierarchy or the touch moves outside it.
///
/// Touches are created and updated by the platform layer through the
/// `@_spi(StrataPlatform)` members. ``init()`` makes a touch as UIKit's `NSObject`
/// initializer does — unit tests build such touches and call `touchesBegan(_:with:)`
/// directly: it has no window and no view (the system never binds it), lies at the
/// origin of every coordinate space, and is in the `.began` phase with a tap count of 0.
@MainActor
open class UITouch: Hashable {
    /// The phase of a touch (`UITouchPhase`).
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// What produced a touch (`UITouchType`).
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
        /// UIKit's older name for `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// How many times the finger tapped at this point in quick succession.
    public private(set) var tapCount: Int
    /// When the touch last changed, in seconds since system start.
    public private(set) var timestamp: TimeInterval
    /// What produced the touch.
    public let type: TouchType
    /// The window the touch belongs to.
    public let window: UIWindow?
    /// The view the touch is bound to (the hit-test view when it began); `nil` before
    /// it is delivered or when the hit test found nothing. Retained for the touch's life.
    public var view: UIView? { _view }
    /// The force of the touch; ClientKit's inputs report no force, so 0.
    public var force: CGFloat { 0 }
    /// The largest possible force; 0 (no force reporting).
    public var maximumPossibleForce: CGFloat { 0 }

    var _view: UIView?
    var _isBound = false
    /// The window bound the touch to its view but does not deliver it there: the view
    /// takes one touch at a time (`isMultipleTouchEnabled`) or another view holds the
    /// touches exclusively (`isExclusiveTouch`). Gesture recognizers still get it.
    var _isWithheldFromView = false
    var _locationInWindow: CGPoint
    var _previousLocationInWindow: CGPoint

    /// For the platform layer: a new touch at `locationInWindow` (window coordinates).
    @_spi(StrataPlatform) public init(window: UIWindow, locationInWindow: CGPoint, phase: Phase = .began,
                                      timestamp: TimeInterval, tapCount: Int = 1, type: TouchType = .direct) {
        self.window = window
        self._locationInWindow = locationInWindow
        self._previousLocationInWindow = locationInWindow
        self.phase = phase
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.type = type
    }

    /// A touch with no window or view, as UIKit's `UITouch()`: at the origin, `.began`,
    /// timestamp 0, tap count 0, `.direct`. Nothing delivers it; tests pass it to
    /// responder methods themselves.
    public init() {
        self.window = nil
        self._locationInWindow = .zero
        self._previousLocationInWindow = .zero
        self.phase = .began
        self.timestamp = 0
        self.tapCount = 0
        self.type = .direct
    }

    /// For the platform layer: the touch changed. The current location becomes the
    /// previous location.
    @_spi(StrataPlatform) public func _update(phase: Phase, locationInWindow: CGPoint,
                                              timestamp: TimeInterval, tapCount: Int? = nil) {
        _previousLocationInWindow = _locationInWindow
        _locationInWindow = locationInWindow
        self.phase = phase
        self.timestamp = timestamp
        if let tapCount { self.tapCount = tapCount }
    }

    /// The touch's location in `view`'s coordinate space (`nil`: the window's).
    public func location(in view: UIView?) -> CGPoint {
        Self._convert(_locationInWindow, from: window, to: view)
    }

    /// The touch's previous location in `view`'s coordinate space (`nil`: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        Self._convert(_previousLocationInWindow, from: window, to: view)
    }

    /// The most precise location available; the same as ``location(in:)`` here.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The most precise previous location; the same as ``previousLocation(in:)`` here.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private static func _convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return point }
        return window.convert(point, to: view)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation

/// An event: one or more touches, presses, a motion or a remote-control command, as
/// UIKit's `UIEvent`.
///
/// Like UIKit, ClientKit reuses one event object for the touches of a multitouch
/// sequence and updates it as they change. The platform layer (the connection to the
/// daemon) creates and updates events through the `@_spi(StrataPlatform)` members;
/// apps only read them.
@MainActor
open class UIEvent: Hashable {
    /// The kind of an event (`UIEventType`).
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The subtype of a motion or remote-control event (`UIEventSubtype`).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// For the platform layer: which motion callback a `.motion` event is delivered to.
    @_spi(StrataPlatform) public enum MotionPhase: Sendable {
        case began, ended, cancelled
    }

    /// The pointer buttons of an event (`UIEvent.ButtonMask`, iOS 13.4).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `number` (1: primary, 2: secondary, 3: middle…).
        public static func button(_ number: Int) -> ButtonMask {
            ButtonMask(rawValue: number >= 1 ? 1 << (number - 1) : 0)
        }
    }

    /// The kind of event.
    public private(set) var type: EventType
    /// The motion or remote-control subtype; `.none` for other events.
    public private(set) var subtype: EventSubtype
    /// When the event occurred, in seconds since system start (like UIKit's uptime clock).
    public var timestamp: TimeInterval { _timestamp }
    /// The modifier keys held when the event occurred.
    public var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    /// The pointer buttons held for a touch event from a pointer (a secondary click
    /// has `.secondary`); empty for fingers and other events.
    public var buttonMask: ButtonMask { _buttonMask }
    /// For the platform layer: the pointer buttons held.
    @_spi(StrataPlatform) public var _buttonMask: ButtonMask = []

    /// For the platform layer: the event's time; update it with every change.
    @_spi(StrataPlatform) public var _timestamp: TimeInterval
    /// For the platform layer: the modifier keys held.
    @_spi(StrataPlatform) public var _modifierFlags: UIKeyModifierFlags = []
    /// For the platform layer: for `.motion` events, which motion callback applies.
    @_spi(StrataPlatform) public var _motionPhase: MotionPhase = .began
    /// For the platform layer: the touches of a `.touches` event.
    @_spi(StrataPlatform) public var _touches: Set<UITouch> = []

    /// For the platform layer: an event of the given type.
    @_spi(StrataPlatform) public init(type: EventType, subtype: EventSubtype = .none,
                                      timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.type = type
        self.subtype = subtype
        self._timestamp = timestamp
        self._touches = touches
    }

    /// All touches of a touch event, whatever view or window they belong to; `nil` for
    /// other kinds of events.
    open var allTouches: Set<UITouch>? {
        type == .touches ? _touches : nil
    }

    /// The touches of this event bound to `view` (whose `UITouch.view` is `view`);
    /// `nil` for events that are not touch events.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return _touches.filter { $0.view === view }
    }

    /// The touches of this event that belong to `window`; `nil` for events that are
    /// not touch events.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return _touches.filter { $0.window === window }
    }

    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

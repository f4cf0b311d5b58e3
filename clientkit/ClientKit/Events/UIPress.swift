import Foundation

/// The press of a physical button or keyboard key, as UIKit's `UIPress`.
///
/// Created and updated by the platform layer through the `@_spi(StrataPlatform)`
/// members.
@MainActor
open class UIPress: Hashable {
    /// The phase of a press (`UIPressPhase`).
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The button pressed (`UIPressType`).
    ///
    /// A struct rather than UIKit's imported enum: keyboard presses carry values that are
    /// none of the named buttons, and a Swift enum cannot hold unknown raw values.
    /// `press.type == .select` and `case .select:` read as in UIKit.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        public static let tvRemoteFourColors = PressType(rawValue: 33)
        /// Not a UIKit name: the type of a keyboard key press (see ``UIPress/key``).
        public static let keyboardKey = PressType(rawValue: -1)
    }

    /// The current phase.
    public private(set) var phase: Phase
    /// The button pressed.
    public let type: PressType
    /// The key, for a keyboard press; `nil` otherwise.
    public let key: UIKey?
    /// When the press last changed, in seconds since system start.
    public private(set) var timestamp: TimeInterval
    /// How hard the button is pressed, 0...1; keys report 1 while down, 0 when up.
    public private(set) var force: CGFloat
    /// The window the press was delivered to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to.
    public internal(set) weak var responder: UIResponder?
    /// Whether a key command took the press (its phases then reach no responder).
    var _tookByKeyCommand = false

    /// For the platform layer: a new press.
    @_spi(StrataPlatform) public init(phase: Phase = .began, type: PressType = .keyboardKey, key: UIKey?,
                                      timestamp: TimeInterval) {
        self.phase = phase
        self.type = type
        self.key = key
        self.timestamp = timestamp
        self.force = phase == .ended || phase == .cancelled ? 0 : 1
    }

    /// For the platform layer: the press changed.
    @_spi(StrataPlatform) public func _update(phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        self.timestamp = timestamp
        self.force = phase == .ended || phase == .cancelled ? 0 : 1
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

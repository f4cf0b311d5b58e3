import Foundation

/// An event carrying button or key presses, as UIKit's `UIPressesEvent`.
@MainActor
open class UIPressesEvent: UIEvent {
    /// All presses of the event.
    public var allPresses: Set<UIPress> { _presses }

    /// For the platform layer: the presses of the event.
    @_spi(StrataPlatform) public var _presses: Set<UIPress>

    /// For the platform layer: a presses event.
    @_spi(StrataPlatform) public init(timestamp: TimeInterval, presses: Set<UIPress>) {
        _presses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}

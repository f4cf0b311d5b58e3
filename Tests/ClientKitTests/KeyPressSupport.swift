import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Presses and releases a key, as the platform layer delivers it, to the app's first
/// responder.
@MainActor
func sendKeyPress(_ code: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = []) {
    let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters,
                    modifierFlags: modifiers)
    let press = UIPress(phase: .began, key: key, timestamp: 1)
    let event = UIPressesEvent(timestamp: 1, presses: [press])
    UIApplication.shared.sendEvent(event)
    press._update(phase: .ended, timestamp: 2)
    UIApplication.shared.sendEvent(event)
}

/// A keyboard key as it was pressed, as UIKit's `UIKey`.
///
/// Immutable; created by the platform layer. Equal only to itself, as UIKit's is.
open class UIKey: Hashable, @unchecked Sendable {
    /// The key's HID usage code (which physical key).
    public let keyCode: UIKeyboardHIDUsage
    /// The characters the key produces with the current modifiers.
    public let characters: String
    /// The characters the key produces without modifiers (except Shift).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags

    /// For the platform layer: a key.
    @_spi(StrataPlatform) public init(keyCode: UIKeyboardHIDUsage, characters: String,
                                      charactersIgnoringModifiers: String,
                                      modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    public static func == (lhs: UIKey, rhs: UIKey) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

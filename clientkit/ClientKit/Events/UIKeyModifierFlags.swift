/// Modifier keys held during an event (`UIKeyModifierFlags`, same bit values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock (`UIKeyModifierAlphaShift`).
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift (`UIKeyModifierShift`).
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control (`UIKeyModifierControl`).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt / Option (`UIKeyModifierAlternate`).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command; on Linux keyboards, the Super (logo) key (`UIKeyModifierCommand`).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad (`UIKeyModifierNumericPad`).
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

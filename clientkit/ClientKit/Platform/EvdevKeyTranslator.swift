import StrataProtocol

/// Turns evdev key codes (as the daemon's `Key` signal carries them) into `UIKey`s:
/// the HID usage (`keyCode`), the modifier state, and the characters of the built-in
/// US layout (``EvdevKeymap``), Shift and Caps Lock included, so text input works.
@MainActor
final class EvdevKeyTranslator {
    private(set) var modifiers: UIKeyModifierFlags = []
    private var shiftKeys: Set<UInt32> = []
    private var controlKeys: Set<UInt32> = []
    private var altKeys: Set<UInt32> = []
    private var commandKeys: Set<UInt32> = []

    /// Updates the modifier state for a key going down or up, and returns the key as
    /// UIKit sees it (modifiers as they are after a modifier's own press).
    func translate(code: UInt32, pressed: Bool) -> UIKey {
        if !pressed { heldBeforeEnter.remove(code) }
        switch code {
        case EvdevKeymap.leftShift, EvdevKeymap.rightShift: track(&shiftKeys, code, pressed)
        case EvdevKeymap.leftControl, EvdevKeymap.rightControl: track(&controlKeys, code, pressed)
        case EvdevKeymap.leftAlt, EvdevKeymap.rightAlt: track(&altKeys, code, pressed)
        case EvdevKeymap.leftMeta, EvdevKeymap.rightMeta: track(&commandKeys, code, pressed)
        case EvdevKeymap.capsLock where pressed:
            if modifiers.contains(.alphaShift) { modifiers.remove(.alphaShift) } else { modifiers.insert(.alphaShift) }
        default: break
        }
        setFlag(.shift, !shiftKeys.isEmpty)
        setFlag(.control, !controlKeys.isEmpty)
        setFlag(.alternate, !altKeys.isEmpty)
        setFlag(.command, !commandKeys.isEmpty)

        let key = EvdevKeymap.key(code: code)
        let plain = key?.plain ?? ""
        let shifted = key?.shifted ?? ""
        let isLetter = plain.count == 1 && plain.first!.isLetter
        let shift = modifiers.contains(.shift) != (isLetter && modifiers.contains(.alphaShift))
        let characters = shift ? shifted : plain
        // As UIKit: charactersIgnoringModifiers keeps Shift's effect only.
        return UIKey(keyCode: UIKeyboardHIDUsage(rawValue: Self.hidUsage(code)), characters: characters,
                     charactersIgnoringModifiers: characters, modifierFlags: modifiers)
    }

    private func track(_ set: inout Set<UInt32>, _ code: UInt32, _ pressed: Bool) {
        if pressed { set.insert(code) } else { set.remove(code) }
    }

    /// Keys that were down when the window became key (`KeyboardEnter`).
    private var heldBeforeEnter: Set<UInt32> = []

    /// The window became key while `codes` are held: the modifiers among them count
    /// from now on (so ⇧ held while clicking into a window types capitals).
    func enter(holding codes: [UInt32]) {
        leave()
        heldBeforeEnter = Set(codes)
        for code in codes where !EvdevKeymap.isLock(code) { _ = translate(code: code, pressed: true) }
    }

    /// The window stopped being key: no key is known to be held any more (Caps Lock,
    /// a toggle, keeps its state).
    func leave() {
        shiftKeys.removeAll(); controlKeys.removeAll(); altKeys.removeAll(); commandKeys.removeAll()
        heldBeforeEnter.removeAll()
        modifiers.subtract([.shift, .control, .alternate, .command])
    }

    /// Whether `code` has been held since before the window became key (its release,
    /// which this call also forgets when it comes, is not the app's press to end).
    func isHeldFromBeforeEnter(_ code: UInt32) -> Bool {
        heldBeforeEnter.contains(code)
    }

    private func setFlag(_ flag: UIKeyModifierFlags, _ on: Bool) {
        if on { modifiers.insert(flag) } else { modifiers.remove(flag) }
    }

    /// The USB HID usage (page 7) of an evdev key code; 0 when unknown.
    static func hidUsage(_ code: UInt32) -> Int {
        if let letter = EvdevKeymap.key(code: code)?.plain, letter.count == 1, let scalar = letter.unicodeScalars.first,
           scalar.value >= 97, scalar.value <= 122 {
            return Int(scalar.value - 97) + 4 // a = 4 … z = 29
        }
        switch code {
        case 2...10: return Int(code) + 28  // 1…9 = 30…38
        case 11: return 39                   // 0
        case 28: return 40                   // enter
        case 1: return 41                    // escape
        case 14: return 42                   // backspace
        case 15: return 43                   // tab
        case 57: return 44                   // space
        case 12: return 45; case 13: return 46; case 26: return 47; case 27: return 48; case 43: return 49
        case 39: return 51; case 40: return 52; case 41: return 53; case 51: return 54; case 52: return 55; case 53: return 56
        case 58: return 57                   // caps lock
        case 59...68: return Int(code) - 1   // F1…F10 = 58…67
        case 87: return 68; case 88: return 69
        case 110: return 73; case 102: return 74; case 104: return 75; case 111: return 76
        case 107: return 77; case 109: return 78; case 106: return 79; case 105: return 80
        case 108: return 81; case 103: return 82
        case 29: return 224; case 42: return 225; case 56: return 226; case 125: return 227
        case 97: return 228; case 54: return 229; case 100: return 230; case 126: return 231
        default: return 0
        }
    }
}

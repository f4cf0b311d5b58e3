import Foundation

/// Where a caret-moving key sends the caret.
enum _CaretMotion: Equatable {
    case left, right, up, down, lineStart, lineEnd
}

/// What a key does to editable text (UITextField, UITextView): the one place that
/// reads keys as edits and caret moves.
enum _TextKeyAction: Equatable {
    case insert(String)
    case deleteBackward
    case deleteForward
    /// Return or keypad Enter.
    case newline
    /// Arrows, Home and End; with Shift the selection is extended.
    case move(_CaretMotion, extend: Bool)

    /// The action of `key`, or nil when it is not an editing key (it then travels the
    /// responder chain).
    init?(_ key: UIKey) {
        let extend = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .move(.left, extend: extend); return
        case .keyboardRightArrow: self = .move(.right, extend: extend); return
        case .keyboardUpArrow: self = .move(.up, extend: extend); return
        case .keyboardDownArrow: self = .move(.down, extend: extend); return
        case .keyboardHome: self = .move(.lineStart, extend: extend); return
        case .keyboardEnd: self = .move(.lineEnd, extend: extend); return
        case .keyboardDeleteForward: self = .deleteForward; return
        default: break
        }
        if key.keyCode == .keyboardDeleteOrBackspace || key.characters == "\u{8}" || key.characters == "\u{7F}" {
            self = .deleteBackward
            return
        }
        if key.keyCode == .keyboardReturnOrEnter || key.keyCode.rawValue == 88 /* keypadEnter */
            || key.characters == "\r" || key.characters == "\n" {
            self = .newline
            return
        }
        if !key.modifierFlags.isDisjoint(with: [.control, .command]) { return nil }
        let characters = key.characters
        guard !characters.isEmpty, !characters.hasPrefix("UIKeyInput"),
              characters.unicodeScalars.allSatisfy(Self.isText) else { return nil }
        self = .insert(characters)
    }

    /// Whether `scalar` is typed text: not a control character and not one of the
    /// private-use codes keyboards give function keys.
    private static func isText(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
        if (0xF700...0xF8FF).contains(v) { return false }
        return true
    }
}

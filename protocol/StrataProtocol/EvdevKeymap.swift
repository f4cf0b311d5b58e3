/// Linux evdev key codes (`KEY_*` from `linux/input-event-codes.h`) with names and a
/// built-in US keyboard layout: what `strata key` types and what ClientKit turns
/// into `UIKey` characters. Codes are the protocol's `Key(evdev_code, …)` values.
public enum EvdevKeymap {
    /// A key's name (as `strata key` takes it), its code, and the characters it types
    /// unshifted and with Shift (empty for keys that type nothing).
    public struct Key: Sendable {
        public let name: String
        public let code: UInt32
        public let plain: String
        public let shifted: String
    }

    /// Every known key.
    public static let keys: [Key] = {
        var keys: [Key] = []
        func add(_ name: String, _ code: UInt32, _ plain: String = "", _ shifted: String = "") {
            keys.append(Key(name: name, code: code, plain: plain, shifted: shifted))
        }
        add("escape", 1, "\u{1B}", "\u{1B}")
        for (i, pair) in [("1", "!"), ("2", "@"), ("3", "#"), ("4", "$"), ("5", "%"), ("6", "^"), ("7", "&"),
                          ("8", "*"), ("9", "("), ("0", ")")].enumerated() {
            add(pair.0, UInt32(2 + i), pair.0, pair.1)
        }
        add("minus", 12, "-", "_"); add("equal", 13, "=", "+")
        add("backspace", 14, "\u{8}", "\u{8}"); add("tab", 15, "\t", "\t")
        for (i, letter) in "qwertyuiop".enumerated() { add(String(letter), UInt32(16 + i), String(letter), letter.uppercased()) }
        add("leftbrace", 26, "[", "{"); add("rightbrace", 27, "]", "}"); add("enter", 28, "\r", "\r")
        add("leftctrl", 29)
        for (i, letter) in "asdfghjkl".enumerated() { add(String(letter), UInt32(30 + i), String(letter), letter.uppercased()) }
        add("semicolon", 39, ";", ":"); add("apostrophe", 40, "'", "\""); add("grave", 41, "`", "~")
        add("leftshift", 42); add("backslash", 43, "\\", "|")
        for (i, letter) in "zxcvbnm".enumerated() { add(String(letter), UInt32(44 + i), String(letter), letter.uppercased()) }
        add("comma", 51, ",", "<"); add("dot", 52, ".", ">"); add("slash", 53, "/", "?")
        add("rightshift", 54); add("leftalt", 56); add("space", 57, " ", " "); add("capslock", 58)
        for i in 0..<10 { add("f\(i + 1)", UInt32(59 + i)) }
        add("f11", 87); add("f12", 88)
        add("rightctrl", 97); add("rightalt", 100)
        add("home", 102); add("up", 103); add("pageup", 104); add("left", 105); add("right", 106)
        add("end", 107); add("down", 108); add("pagedown", 109); add("insert", 110); add("delete", 111, "\u{7F}", "\u{7F}")
        add("leftmeta", 125); add("rightmeta", 126)
        return keys
    }()

    /// Other names people type for the same keys.
    public static let aliases: [String: String] = [
        "esc": "escape", "return": "enter", "shift": "leftshift", "ctrl": "leftctrl", "control": "leftctrl",
        "alt": "leftalt", "meta": "leftmeta", "super": "leftmeta", "period": "dot", "del": "delete",
        "pgup": "pageup", "pgdn": "pagedown",
    ]

    private static let byName: [String: Key] = Dictionary(keys.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    private static let byCode: [UInt32: Key] = Dictionary(keys.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })

    /// The key called `name` (case-insensitive; aliases such as `shift` or `return` work).
    public static func key(named name: String) -> Key? {
        let lower = name.lowercased()
        return byName[aliases[lower] ?? lower]
    }

    /// The key with evdev code `code`.
    public static func key(code: UInt32) -> Key? { byCode[code] }

    /// The key and Shift state that type `character` on the US layout.
    public static func keystroke(for character: Character) -> (key: Key, shift: Bool)? {
        let text = String(character == "\n" ? "\r" : character)
        if let key = keys.first(where: { $0.plain == text }) { return (key, false) }
        if let key = keys.first(where: { $0.shifted == text }) { return (key, true) }
        return nil
    }

    /// Codes of the modifier keys.
    public static let leftShift: UInt32 = 42
    public static let rightShift: UInt32 = 54
    public static let leftControl: UInt32 = 29
    public static let rightControl: UInt32 = 97
    public static let leftAlt: UInt32 = 56
    public static let rightAlt: UInt32 = 100
    public static let leftMeta: UInt32 = 125
    public static let rightMeta: UInt32 = 126
    public static let capsLock: UInt32 = 58

    /// Whether `code` is a lock key (a toggle rather than a held modifier).
    public static func isLock(_ code: UInt32) -> Bool { code == capsLock }
}

/// X keysyms (what VNC viewers send, RFB's KeyEvent) as evdev codes, with the US
/// keymap of ``EvdevKeymap``: a keysym names a symbol, so `a` and `A` are both `KEY_A`
/// (the viewer sends Shift itself when the person holds it).
public enum XKeysym {
    /// The keysyms of keys that type no character (X11's `keysymdef.h`).
    private static let functionKeys: [UInt32: String] = [
        0xFF08: "backspace", 0xFF09: "tab", 0xFF0D: "enter", 0xFF1B: "escape", 0xFFFF: "delete",
        0xFF50: "home", 0xFF51: "left", 0xFF52: "up", 0xFF53: "right", 0xFF54: "down",
        0xFF55: "pageup", 0xFF56: "pagedown", 0xFF57: "end", 0xFF63: "insert",
        0xFFE1: "leftshift", 0xFFE2: "rightshift", 0xFFE3: "leftctrl", 0xFFE4: "rightctrl",
        0xFFE5: "capslock", 0xFFE7: "leftmeta", 0xFFE8: "rightmeta", 0xFFE9: "leftalt", 0xFFEA: "rightalt",
        0xFFEB: "leftmeta", 0xFFEC: "rightmeta", 0xFE03: "rightalt", // ISO_Level3_Shift (AltGr)
        0xFF8D: "enter", // KP_Enter
    ]

    /// The evdev code of `keysym`, or nil for keysyms the US keymap has no key for.
    public static func evdevCode(_ keysym: UInt32) -> UInt32? {
        if let name = functionKeys[keysym] { return EvdevKeymap.key(named: name)?.code }
        if (0xFFBE...0xFFC9).contains(keysym) { return EvdevKeymap.key(named: "f\(keysym - 0xFFBE + 1)")?.code }
        // Latin-1 keysyms are their code points.
        guard (0x20...0x7E).contains(keysym), let scalar = Unicode.Scalar(keysym) else { return nil }
        return EvdevKeymap.keystroke(for: Character(scalar))?.key.code
    }
}

import Foundation
import StrataDBus
import StrataProtocol

/// What a person does to an element: touches at the centre of its screen frame and
/// keys, injected through `org.strata.Input1` — the daemon routes them as it routes a
/// real device's, so the app's hit testing, gesture recognizers and controls all run.
/// Each action reads the app's tree first and throws ``StrataUITestingError`` when the
/// element is missing, ambiguous, or not hittable.
///
/// An action returns once the daemon has taken the events; what the app does with them
/// is seen by the next query (the daemon delivers events and queries to the app in order),
/// though effects the app defers — an animation, a timer — need `waitForExistence` or
/// `wait(until:timeout:)`.
extension XCUIElement {
    /// Taps the centre of the element (a touch down and up).
    public func tap() throws(StrataUITestingError) {
        try app.touch(at: hittablePoint())
    }

    /// Two taps in quick succession.
    public func doubleTap() throws(StrataUITestingError) {
        let point = try hittablePoint()
        try app.touch(at: point)
        usleep(50_000)
        try app.touch(at: point)
    }

    /// Clicks the secondary (right) pointer button at the centre of the element, as
    /// macOS's XCUITest `rightClick()`: a context menu or an edit menu opens at once.
    public func rightClick() throws(StrataUITestingError) {
        try app.click(at: hittablePoint(), button: 0x111)  // BTN_RIGHT
    }

    /// Touches the centre of the element and lifts after `duration` seconds (a long
    /// press: a `UILongPressGestureRecognizer` begins after 0.5 s).
    public func press(forDuration duration: TimeInterval) throws(StrataUITestingError) {
        try app.touch(at: hittablePoint(), for: duration)
    }

    /// A quick drag upwards from the element's centre, half its height (at least 100
    /// points), as a finger flicks content up. The swipes stay on the screen.
    public func swipeUp() throws(StrataUITestingError) { try swipe(dx: 0, dy: -1) }
    /// A quick drag downwards from the element's centre.
    public func swipeDown() throws(StrataUITestingError) { try swipe(dx: 0, dy: 1) }
    /// A quick drag to the left from the element's centre.
    public func swipeLeft() throws(StrataUITestingError) { try swipe(dx: -1, dy: 0) }
    /// A quick drag to the right from the element's centre.
    public func swipeRight() throws(StrataUITestingError) { try swipe(dx: 1, dy: 0) }

    private func swipe(dx: CGFloat, dy: CGFloat) throws(StrataUITestingError) {
        let tree = try app.tree()
        let node = try resolve(in: tree)
        let start = try hitPoint(of: node, in: tree)
        let distance = max(100, dx != 0 ? node.frame.width / 2 : node.frame.height / 2)
        let screen = app.screenSize
        let end = CGPoint(x: min(max(start.x + dx * distance, 0), screen.width - 1),
                          y: min(max(start.y + dy * distance, 0), screen.height - 1))
        try app.drag(from: start, to: end)
    }

    /// Types `text` into the element with key presses on the US keyboard layout. When
    /// neither the element nor anything in it has keyboard focus in the key window, it is
    /// tapped first, and must then take focus (else ``StrataUITestingError/notFocused(query:)``).
    /// "\n" presses Return; ``XCUIKeyboardKey`` names other keys ("\u{8}" is Backspace).
    /// A character the layout cannot type throws before any key is pressed.
    ///
    /// Unlike XCUITest there is no software keyboard and only the US layout; text that
    /// needs another layout or an input method can be set with `strata type` (App1.SetValue).
    public func typeText(_ text: String) throws(StrataUITestingError) {
        var strokes: [(key: EvdevKeymap.Key, shift: Bool)] = []
        for character in text {
            guard let stroke = EvdevKeymap.keystroke(for: character) else { throw .cannotType(character: String(character)) }
            strokes.append(stroke)
        }
        if try !hasKeyboardFocus() {
            try tap()
            guard poll(timeout: 2, { (try? self.hasKeyboardFocus()) == true }) else { throw .notFocused(query: description) }
        }
        try app.typeKeys(strokes)
    }

    /// Whether the element or something in it is the first responder of the key window.
    private func hasKeyboardFocus() throws(StrataUITestingError) -> Bool {
        let node = try self.node()
        let display = try app.runningDisplay()
        let key = try display.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                       as: DBusObjectPath.self)
        guard key.rawValue == node.window else { return false }
        if node.focused { return true }
        var under: [ElementNode] = []
        func all(_ n: ElementNode) { for child in n.children { under.append(child); all(child) } }
        all(node)
        return under.contains { $0.focused }
    }

    private func hittablePoint() throws(StrataUITestingError) -> CGPoint {
        let tree = try app.tree()
        return try hitPoint(of: resolve(in: tree), in: tree)
    }
}

/// Keys `typeText(_:)` can press besides printable characters, with XCUITest's names;
/// the raw value is the character that presses the key:
/// `field.typeText(XCUIKeyboardKey.delete.rawValue)` presses Backspace. Only the keys
/// below; XCUITest's arrows, function keys and `typeKey(_:modifierFlags:)` (macOS) are
/// not here.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Backspace ("\u{8}", as in XCUITest).
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    /// Return ("\r"; "\n" in typed text presses it too).
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// Return as well: the US layout's Enter key (XCUITest's raw value is "\u{3}").
    public static let enter = XCUIKeyboardKey(rawValue: "\r")
    /// Tab ("\t").
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    /// The space bar.
    public static let space = XCUIKeyboardKey(rawValue: " ")
    /// Escape ("\u{1B}").
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
    /// Delete, forward ("\u{7F}").
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{7F}")
}

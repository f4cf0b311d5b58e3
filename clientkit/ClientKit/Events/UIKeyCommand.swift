import Foundation

/// A keyboard shortcut: a key with modifier keys that performs an action, as UIKit's
/// `UIKeyCommand`. A responder offers its shortcuts in ``UIResponder/keyCommands``.
///
/// When a key goes down, the key window looks through the responder chain from its first
/// responder for a command matching it — the same ``input`` (letters in any case; the
/// ``inputUpArrow`` family for keys without characters) and exactly the same
/// ``modifierFlags`` among Shift, Control, Option and Command — and sends the command's
/// action to the first responder in the chain, from the first responder up, that has
/// the action's method. That press then reaches no `pressesBegan`/`Ended`.
///
/// Linux has no selectors: the action is a Swift method reference, as in ClientKit's
/// `addTarget` (`UIKeyCommand(input: "f", modifierFlags: .command, action: Editor.find)`),
/// taking the command (or `Any?`, `Any`) as the sender, or nothing; `strata-port`
/// rewrites `#selector` forms. While a text field or text view is the first responder,
/// a command without Control, Option or Command does not take keys that type text
/// (unless ``wantsPriorityOverSystemBehavior``), so typing is not lost to shortcuts.
@MainActor
open class UIKeyCommand: UIMenuElement {
    /// Up arrow (UIKit's `UIKeyCommand.inputUpArrow`, "UIKeyInputUpArrow"); the others alike.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let inputF1 = "UIKeyInputF1"
    nonisolated public static let inputF2 = "UIKeyInputF2"
    nonisolated public static let inputF3 = "UIKeyInputF3"
    nonisolated public static let inputF4 = "UIKeyInputF4"
    nonisolated public static let inputF5 = "UIKeyInputF5"
    nonisolated public static let inputF6 = "UIKeyInputF6"
    nonisolated public static let inputF7 = "UIKeyInputF7"
    nonisolated public static let inputF8 = "UIKeyInputF8"
    nonisolated public static let inputF9 = "UIKeyInputF9"
    nonisolated public static let inputF10 = "UIKeyInputF10"
    nonisolated public static let inputF11 = "UIKeyInputF11"
    nonisolated public static let inputF12 = "UIKeyInputF12"

    /// The key's characters (or one of the `input…` constants).
    public let input: String?
    /// The modifier keys that must be held, no more and no fewer.
    public let modifierFlags: UIKeyModifierFlags
    /// The name shown for the shortcut (menus, discoverability); defaults to the title.
    open var discoverabilityTitle: String?
    /// Whether the command takes its key even from a text field or view that would type
    /// it. Default `false`.
    open var wantsPriorityOverSystemBehavior = false
    /// Calls the action on `responder` if it has the method; whether it did.
    private let perform: @MainActor (UIResponder, UIKeyCommand) -> Bool

    private init(title: String, image: UIImage?, input: String, modifierFlags: UIKeyModifierFlags,
                 discoverabilityTitle: String?, perform: @escaping @MainActor (UIResponder, UIKeyCommand) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.perform = perform
        super.init(title: title, image: image)
    }

    /// A command calling `action(sender)` on the responder that has it.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> (UIKeyCommand) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command calling the argument-less `action()` on the responder that has it.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> () -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command calling `action(sender)` (typed `Any?`) on the responder that has it.
    public convenience init<T: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags,
                                            action: @escaping (T) -> (Any?) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A titled command (UIKit's menu-command initializer).
    public convenience init<T: UIResponder>(title: String, image: UIImage? = nil, action: @escaping (T) -> (UIKeyCommand) -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle) { responder, command in
            guard let target = responder as? T else { return false }
            action(target)(command)
            return true
        }
    }

    /// A titled command whose action takes no argument.
    public convenience init<T: UIResponder>(title: String, image: UIImage? = nil, action: @escaping (T) -> () -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle) { responder, _ in
            guard let target = responder as? T else { return false }
            action(target)()
            return true
        }
    }

    /// A titled command whose action takes the sender as `Any?`.
    public convenience init<T: UIResponder>(title: String, image: UIImage? = nil, action: @escaping (T) -> (Any?) -> Void,
                                            input: String, modifierFlags: UIKeyModifierFlags = [],
                                            discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle) { responder, command in
            guard let target = responder as? T else { return false }
            action(target)(command)
            return true
        }
    }

    // MARK: Matching and performing

    /// The modifiers a command compares: Shift, Control, Option, Command (not Caps Lock
    /// or the keypad flag).
    private static let significant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether `key` is this command's key with its modifiers.
    func _matches(_ key: UIKey) -> Bool {
        guard let input, key.modifierFlags.intersection(Self.significant) == modifierFlags.intersection(Self.significant)
        else { return false }
        if let special = Self.specialInput(key.keyCode) { return special == input }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased() && !input.isEmpty
    }

    /// Whether the key would type text into a text field (no Control, Option or Command).
    func _typesText(_ key: UIKey) -> Bool {
        key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) && Self.specialInput(key.keyCode) == nil
    }

    /// Sends the action along the responder chain from `first`; whether someone had it.
    func _perform(from first: UIResponder) -> Bool {
        var responder: UIResponder? = first
        while let current = responder {
            if perform(current, self) { return true }
            responder = current.next
        }
        return false
    }

    /// The `input…` constant of a key that types no character.
    static func specialInput(_ code: UIKeyboardHIDUsage) -> String? {
        switch code {
        case .keyboardUpArrow: inputUpArrow
        case .keyboardDownArrow: inputDownArrow
        case .keyboardLeftArrow: inputLeftArrow
        case .keyboardRightArrow: inputRightArrow
        case .keyboardEscape: inputEscape
        case .keyboardPageUp: inputPageUp
        case .keyboardPageDown: inputPageDown
        case .keyboardHome: inputHome
        case .keyboardEnd: inputEnd
        case .keyboardDeleteForward: inputDelete
        default:
            (UIKeyboardHIDUsage.keyboardF1.rawValue...UIKeyboardHIDUsage.keyboardF12.rawValue).contains(code.rawValue)
                ? "UIKeyInputF\(code.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue + 1)" : nil
        }
    }
}

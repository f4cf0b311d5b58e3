import Foundation

/// An object that can respond to and handle events: the base of views, view
/// controllers, windows and the application, as UIKit's `UIResponder`.
///
/// Events a responder does not handle travel along ``next`` (the responder chain):
/// every event method's default implementation forwards the call to ``next``; past
/// the last responder (the application, or its delegate when that is a responder)
/// the event is dropped.
///
/// Responders are equal only to themselves (identity), as UIKit's `NSObject`-based
/// ones are, so they can be used in sets and as dictionary keys.
@MainActor
open class UIResponder: Hashable {
    /// Creates a responder.
    public init() {}

    // MARK: The responder chain

    /// The next responder in the chain, or `nil` at its end. `UIResponder` returns `nil`;
    /// subclasses return their chain successor (see `UIView`, `UIViewController`,
    /// `UIWindow`, `UIApplication`).
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// One or more fingers touched down in a view. Default: forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. Default: forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted. Default: forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled a touch sequence. Default: forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (physical buttons and keys)

    /// A physical button or key was pressed. Default: forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// The force or value of a press changed. Default: forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// A button or key was released. Default: forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled a press. Default: forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Keyboard shortcuts

    /// The keyboard shortcuts this responder offers while it is in the key window's
    /// responder chain (see `UIKeyCommand`). Default `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Standard edit actions (UIResponderStandardEditActions)
    //
    // UIKit sends these to the first responder (menus, keyboard shortcuts) and they go
    // up the chain to the first responder that implements them. Swift on Linux cannot
    // ask a responder whether it implements an optional method (`responds(to:)`), so
    // UIResponder declares them, each forwarding to ``next`` by default: overriding one
    // in a subclass (`override func copy(_ sender: Any?)`, as in UIKit) is what makes a
    // responder handle it. UITextField and UITextView implement them on their text (and
    // say so in `canPerformAction(_:withSender:)`), and take Control- (or Command-) X, C,
    // V and A as cut, copy, paste and select all.

    /// Removes the selection and puts it on the general pasteboard. Default: forwards to ``next``.
    open func cut(_ sender: Any?) { next?.cut(sender) }

    /// Puts the selection on the general pasteboard. Default: forwards to ``next``.
    open func copy(_ sender: Any?) { next?.copy(sender) }

    /// Replaces the selection with the general pasteboard's contents. Default: forwards to ``next``.
    open func paste(_ sender: Any?) { next?.paste(sender) }

    /// Selects everything. Default: forwards to ``next``.
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }

    /// Removes the selection without putting it on the pasteboard. Default: forwards to ``next``.
    open func delete(_ sender: Any?) { next?.delete(sender) }

    /// Selects the word at the caret. Default: forwards to ``next``.
    open func select(_ sender: Any?) { next?.select(sender) }

    // MARK: Actions by name (see `Selector`)

    /// Whether this responder performs `action` now (menus show only the commands
    /// some responder in the chain can perform). Default: whether the responder has the
    /// action's method — for a selector made with a method reference, whether the
    /// responder is of that method's class. ClientKit cannot see which methods a class
    /// overrides: a responder that overrides a standard edit action such as `copy(_:)`
    /// says so by overriding this method too (UITextField and UITextView do).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action._isImplemented(by: self)
    }

    /// The responder that performs `action`: this one if
    /// ``canPerformAction(_:withSender:)`` says so, else the answer of ``next``; `nil`
    /// when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Motion and remote control

    /// A motion event (a shake) began. Default: forwards to ``next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion event ended. Default: forwards to ``next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion event was cancelled. Default: forwards to ``next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// A remote-control event arrived. Default: forwards to ``next``.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder

    /// Whether the responder accepts first-responder status. Default `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder of its window.
    ///
    /// Succeeds only when the responder is in a window (a view in a window, a view
    /// controller whose view is in one, or a window itself) and
    /// ``canBecomeFirstResponder`` is `true`. The window's current first responder is
    /// then asked to resign (``resignFirstResponder()``); if it refuses, this returns
    /// `false` and nothing changes. Already being the first responder returns `true`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = _responderWindow else { return false }
        if window._firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window._firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        return true
    }

    /// Whether the responder is willing to give up first-responder status. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. Returns `false` (and stays first responder) when
    /// ``canResignFirstResponder`` is `false`; otherwise resigns and returns `true`
    /// (also when it was not the first responder). Overrides must call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _responderWindow, window._firstResponder === self {
            window._firstResponder = nil
        }
        return true
    }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        _responderWindow?._firstResponder === self
    }

    /// The window whose first responder this object could be.
    var _responderWindow: UIWindow? { nil }

    // MARK: Input views

    /// A view to show instead of the system keyboard while this responder is first
    /// responder. Default `nil`. Linux has no on-screen keyboard: ClientKit keeps what a
    /// subclass returns but does not present it.
    open var inputView: UIView? { nil }

    /// A view to show above the keyboard while this responder is first responder (a chat
    /// app's input bar). Default `nil`; not presented by ClientKit (see ``inputView``).
    open var inputAccessoryView: UIView? { nil }

    /// Asks for the input views to be read again (nothing is presented here).
    open func reloadInputViews() {}

    // MARK: Identity

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

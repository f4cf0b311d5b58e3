import Foundation

/// The name of an action method (Objective-C's `Selector`, which Swift on Linux does
/// not have), for the APIs that name actions: `canPerformAction(_:withSender:)`,
/// `target(forAction:withSender:)`, `UIApplication.sendAction(_:to:from:for:)`,
/// ``UICommand``, ``UIMenuItem``.
///
/// A selector is its Objective-C name — `Selector("copy:")` is UIKit's
/// `#selector(copy(_:))` — and two selectors are equal when their names are. Linux has
/// no runtime that finds a method by name, so:
/// - the standard edit actions (`cut:`, `copy:`, `paste:`, `select:`, `selectAll:`,
///   `delete:`) are performed by calling `UIResponder`'s methods of those names, and
///   are available as ``cut``, ``copy``, ``paste``, ``select``, ``selectAll``, ``delete``;
/// - any other action is performed through the method reference it was made with,
///   `Selector("define:", TextView.define)`, on a responder of that class; a selector
///   made from a name alone names an action but cannot be performed.
///
/// `strata-port` writes `#selector(f(_:))` comparisons as `Selector("f:")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name (`"copy:"`).
    public let name: String
    /// Calls the action on a responder that has it; whether it did.
    let _perform: (@MainActor @Sendable (UIResponder, Any?) -> Bool)?
    /// Whether a responder has the action's method.
    let _accepts: (@MainActor @Sendable (UIResponder) -> Bool)?

    /// The selector with the Objective-C name `name`.
    public init(_ name: String) {
        self.name = name
        _perform = nil
        _accepts = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A selector that calls `method` (taking the sender) on responders of class `T`.
    public init<T: UIResponder>(_ name: String, _ method: @escaping (T) -> (Any?) -> Void) {
        self.name = name
        nonisolated(unsafe) let method = method
        _perform = { responder, sender in
            guard let target = responder as? T else { return false }
            method(target)(sender)
            return true
        }
        _accepts = { $0 is T }
    }

    /// A selector that calls the argument-less `method` on responders of class `T`.
    public init<T: UIResponder>(_ name: String, _ method: @escaping (T) -> () -> Void) {
        self.name = name
        nonisolated(unsafe) let method = method
        _perform = { responder, _ in
            guard let target = responder as? T else { return false }
            method(target)()
            return true
        }
        _accepts = { $0 is T }
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // MARK: The standard edit actions (UIResponderStandardEditActions)

    public static let cut = Selector("cut:")
    public static let copy = Selector("copy:")
    public static let paste = Selector("paste:")
    public static let select = Selector("select:")
    public static let selectAll = Selector("selectAll:")
    public static let delete = Selector("delete:")

    /// Whether every responder has this action's method (UIResponder declares it and
    /// forwards it up the chain), so sending it to the first responder reaches whoever
    /// handles it.
    var _isUIResponderMethod: Bool {
        ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "resignFirstResponder",
         "becomeFirstResponder"].contains(name)
    }

    /// Whether `responder` has a method for this action: a standard edit action counts
    /// for ClientKit's text views only (see `UIResponder.canPerformAction`).
    @MainActor
    func _isImplemented(by responder: UIResponder) -> Bool {
        if let _accepts { return _accepts(responder) }
        return false
    }

    /// Performs the action on `responder`; whether it could.
    @MainActor @discardableResult
    func _perform(on responder: UIResponder, sender: Any?) -> Bool {
        switch name {
        case "cut:": responder.cut(sender)
        case "copy:": responder.copy(sender)
        case "paste:": responder.paste(sender)
        case "select:": responder.select(sender)
        case "selectAll:": responder.selectAll(sender)
        case "delete:": responder.delete(sender)
        case "resignFirstResponder": responder.resignFirstResponder()
        case "becomeFirstResponder": responder.becomeFirstResponder()
        default: return _perform?(responder, sender) ?? false
        }
        return true
    }
}

/// The name of `selector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// The selector named `name` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

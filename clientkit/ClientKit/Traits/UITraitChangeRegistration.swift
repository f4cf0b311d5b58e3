import Foundation

/// A trait a trait collection carries (UIKit's `UITraitDefinition`, iOS 17): what
/// `registerForTraitChanges(_:handler:)` listens for. ClientKit's built-in traits are the
/// `UITrait…` types below; those ClientKit does not model never change.
public protocol UITraitDefinition {
    /// The trait's value in `traits`, for telling whether it changed.
    static func _value(in traits: UITraitCollection) -> AnyHashable
}

/// A trait to listen for: a `UITraitDefinition` type (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}
/// Traits ClientKit does not model: they never change.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { 0 }
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { 0 }
}
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { 0 }
}
public enum UITraitActiveAppearance: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { 0 }
}
public enum UITraitDisplayGamut: UITraitDefinition {
    public static func _value(in traits: UITraitCollection) -> AnyHashable { 0 }
}

extension UITraitCollection {
    /// The traits that change colours (iOS 17): the interface style here.
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }
    /// The traits that change images (iOS 17): the interface style and the scale here.
    public static var systemTraitsAffectingImageLookup: [UITrait] { [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self] }
}

/// What `registerForTraitChanges(_:handler:)` returns, to unregister with (UIKit's
/// `UITraitChangeRegistration`).
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits, and the handler given the object and its previous traits.
@MainActor
final class _UITraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// Objects whose trait changes can be listened for (UIKit's `UITraitChangeObservable`,
/// iOS 17): views and view controllers. The handlers run right after
/// `traitCollectionDidChange(_:)`, for the traits they name — here, when an
/// `overrideUserInterfaceStyle` changes the object's interface style.
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

/// Where views and view controllers keep their registrations.
@MainActor
protocol _UITraitRegistrationsHolder: AnyObject {
    var _traitRegistrations: [_UITraitChangeRegistration] { get set }
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and its previous traits whenever one of `traits`
    /// changes. As in UIKit, the handler says the object's type in its first parameter —
    /// `{ (self: Self, previousTraitCollection: UITraitCollection) in … }` — and is called
    /// with the object as that type.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = _UITraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Environment { handler(object, previous) }
        }
        (self as? _UITraitRegistrationsHolder)?._traitRegistrations.append(registration)
        return registration
    }

    /// Stops a registration made on this object.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? _UITraitRegistrationsHolder)?._traitRegistrations.removeAll { $0 === registration }
    }
}

extension _UITraitRegistrationsHolder where Self: UITraitEnvironment {
    /// Runs the handlers whose traits differ between `previous` and the current traits.
    func _notifyTraitRegistrations(previous: UITraitCollection) {
        guard !_traitRegistrations.isEmpty else { return }
        let current = traitCollection
        for registration in _traitRegistrations
        where registration.traits.contains(where: { $0._value(in: previous) != $0._value(in: current) }) {
            registration.handler(self, previous)
        }
    }
}

extension UIView: UITraitChangeObservable, _UITraitRegistrationsHolder {}
extension UIViewController: UITraitChangeObservable, _UITraitRegistrationsHolder {}

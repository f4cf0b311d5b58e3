import Foundation

/// Layers compare and hash by identity, as `NSObject` subclasses do in Core Animation:
/// `layer == other` is `layer === other`, so `firstIndex(of:)`, `contains(_:)` and sets
/// of layers work as on iOS. Subclasses cannot change this (Core Animation's layers
/// could override `isEqual:`, which no one does).
extension CALayer: Hashable {
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux does not
/// provide it). UIKit uses it for spring velocities (`UISpringTimingParameters`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector (0, 0).
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the given components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}

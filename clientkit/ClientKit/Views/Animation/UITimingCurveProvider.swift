import Foundation

/// The kind of timing a curve provider supplies (`UITimingCurveType`, UIKit's raw values).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier given by control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring timing together (different curves per property).
    case composed = 3
}

/// An object that supplies the timing of an animation (UIKit's `UITimingCurveProvider`):
/// cubic parameters, spring parameters, or both. ClientKit's animators use the cubic
/// parameters when the type is `.builtin` or `.cubic`, the spring when `.spring`, and
/// for `.composed` the spring (ClientKit does not split timing by property).
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, when `timingCurveType` is `.builtin`, `.cubic` or `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, when `timingCurveType` is `.spring` or `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

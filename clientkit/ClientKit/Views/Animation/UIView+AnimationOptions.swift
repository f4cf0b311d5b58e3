import Foundation

extension UIView {
    /// Options for animating views (`UIView.AnimationOptions`), with UIKit's raw values:
    /// flags in the low bits, a curve in bits 16–19, a transition in bits 20–23 and a
    /// preferred frame rate in bits 24–27.
    ///
    /// Every option is accepted. Honoured: the four curves, `.beginFromCurrentState`,
    /// `.allowUserInteraction`, `.repeat`, `.autoreverse`, `.layoutSubviews`,
    /// `.overrideInheritedDuration`, `.overrideInheritedCurve`,
    /// `.overrideInheritedOptions`, `.showHideTransitionViews` and
    /// `.transitionCrossDissolve`. The flip and curl transitions are drawn as a
    /// cross-dissolve (ClientKit composites in 2D); `.allowAnimatedContent` and the frame
    /// rates change nothing (content is never redrawn during an animation; frames follow
    /// the compositor).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews when the animation is committed, so that their new frames
        /// animate with their superview's.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animated views receive touches while they animate (by default they
        /// refuse them until the animation ends).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen now (the presentation value) when a property is
        /// already animating, instead of from its model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards (with `.repeat`: back and forth forever).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration even inside another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve even inside another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content while animating (accepted; ClientKit never redraws during an
        /// animation).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit the enclosing animation block's options (repeat, autoreverse…).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis from the left (drawn as a cross-dissolve).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis from the right (drawn as a cross-dissolve).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up (drawn as a cross-dissolve).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down (drawn as a cross-dissolve).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A fade from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis from the top (drawn as a cross-dissolve).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis from the bottom (drawn as a cross-dissolve).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate (accepted; frames follow the compositor).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second (accepted; frames follow the compositor).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second (accepted; frames follow the compositor).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve in bits 16–19 (an unknown value counts as ease-in-out).
        var _curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition in bits 20–23 (0: none).
        var _transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// UIKit's built-in timing curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: the cubic Bézier (0.42, 0) (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: (0.42, 0) (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0) (0.58, 1).
        case easeOut = 2
        /// Constant speed: (0, 0) (1, 1).
        case linear = 3

        /// The curve's Bézier control points (Core Animation's named timing functions).
        var _controlPoints: (CGPoint, CGPoint) {
            switch self {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        }
    }

    /// Options for keyframe animations (`UIView.KeyframeAnimationOptions`), with UIKit's
    /// raw values. The flags are `AnimationOptions`' flags; the calculation mode sits in
    /// bits 10–12. As in UIKit, a curve's bits (16–19) may be passed through the raw
    /// value (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`)
    /// and set the timing of the whole animation, which is ease-in-out by default.
    /// `.calculationModePaced`, `.calculationModeCubic` and `.calculationModeCubicPaced`
    /// are computed as `.calculationModeLinear`.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As `AnimationOptions.layoutSubviews`.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As `AnimationOptions.allowUserInteraction`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// As `AnimationOptions.beginFromCurrentState`.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// As `AnimationOptions.repeat`.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// As `AnimationOptions.autoreverse`.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// As `AnimationOptions.overrideInheritedDuration`.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// As `AnimationOptions.overrideInheritedOptions`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each keyframe's value holds until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed over the keyframes (computed as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the keyframes (computed as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Cubic and paced (computed as linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The equivalent view-animation options (flags and curve bits; calculation mode dropped).
        var _animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }

        /// Whether keyframe values hold instead of interpolating.
        var _isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
    }
}

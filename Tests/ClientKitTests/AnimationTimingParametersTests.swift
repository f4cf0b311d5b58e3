import Foundation
import XCTest
@testable import ClientKit

/// The animation value types: option sets with UIKit's raw values, the named curves'
/// control points, and how timing parameters turn into curves and springs.
final class AnimationTimingParametersTests: XCTestCase {
    func testAnimationOptionsHaveUIKitsRawValues() {
        typealias O = UIView.AnimationOptions
        XCTAssertEqual(O.layoutSubviews.rawValue, 1)
        XCTAssertEqual(O.allowUserInteraction.rawValue, 2)
        XCTAssertEqual(O.beginFromCurrentState.rawValue, 4)
        XCTAssertEqual(O.repeat.rawValue, 8)
        XCTAssertEqual(O.autoreverse.rawValue, 16)
        XCTAssertEqual(O.overrideInheritedDuration.rawValue, 32)
        XCTAssertEqual(O.overrideInheritedCurve.rawValue, 64)
        XCTAssertEqual(O.allowAnimatedContent.rawValue, 128)
        XCTAssertEqual(O.showHideTransitionViews.rawValue, 256)
        XCTAssertEqual(O.overrideInheritedOptions.rawValue, 512)
        XCTAssertEqual(O.curveEaseInOut.rawValue, 0)
        XCTAssertEqual(O.curveEaseIn.rawValue, 0x1_0000)
        XCTAssertEqual(O.curveEaseOut.rawValue, 0x2_0000)
        XCTAssertEqual(O.curveLinear.rawValue, 0x3_0000)
        XCTAssertEqual(O.transitionFlipFromLeft.rawValue, 0x10_0000)
        XCTAssertEqual(O.transitionCrossDissolve.rawValue, 0x50_0000)
        XCTAssertEqual(O.transitionFlipFromBottom.rawValue, 0x70_0000)
        XCTAssertEqual(O.preferredFramesPerSecond60.rawValue, 0x300_0000)
        XCTAssertEqual(O.preferredFramesPerSecond30.rawValue, 0x700_0000)
        XCTAssertEqual(UIView.AnimationCurve.linear.rawValue, 3)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue, 0x400)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 0x1000)
    }

    func testTheCurveIsReadFromItsBits() {
        XCTAssertEqual(UIView.AnimationOptions([])._curve, .easeInOut)
        XCTAssertEqual(UIView.AnimationOptions([.curveEaseOut, .repeat, .autoreverse])._curve, .easeOut)
        XCTAssertEqual(UIView.AnimationOptions([.curveLinear, .transitionCrossDissolve])._curve, .linear)
        XCTAssertEqual(UIView.AnimationOptions([.curveEaseIn, .transitionCrossDissolve])._transition, 5)
        // UIKit's idiom: a curve passed to keyframes through the raw value.
        let keyframes = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            .union(.calculationModeDiscrete)
        XCTAssertEqual(keyframes._animationOptions._curve, .linear)
        XCTAssertTrue(keyframes._isDiscrete)
        XCTAssertFalse(UIView.KeyframeAnimationOptions.calculationModePaced._isDiscrete)
    }

    func testAnimatingStatesAndPositionsHaveUIKitsRawValues() {
        XCTAssertEqual(UIViewAnimatingState.inactive.rawValue, 0)
        XCTAssertEqual(UIViewAnimatingState.active.rawValue, 1)
        XCTAssertEqual(UIViewAnimatingState.stopped.rawValue, 2)
        XCTAssertEqual(UIViewAnimatingPosition.end.rawValue, 0)
        XCTAssertEqual(UIViewAnimatingPosition.start.rawValue, 1)
        XCTAssertEqual(UIViewAnimatingPosition.current.rawValue, 2)
        XCTAssertEqual(UITimingCurveType.composed.rawValue, 3)
    }

    func testCubicParametersUseCoreAnimationsNamedCurves() {
        MainActor.assumeIsolated {
            let standard = UICubicTimingParameters()
            XCTAssertEqual(standard.animationCurve, .easeInOut)
            XCTAssertEqual(standard.timingCurveType, .builtin)
            XCTAssertEqual(standard.controlPoint1, CGPoint(x: 0.42, y: 0))
            XCTAssertEqual(standard.controlPoint2, CGPoint(x: 0.58, y: 1))
            let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
            XCTAssertEqual(easeIn.controlPoint1, CGPoint(x: 0.42, y: 0))
            XCTAssertEqual(easeIn.controlPoint2, CGPoint(x: 1, y: 1))
            let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
            XCTAssertEqual(easeOut.controlPoint1, CGPoint(x: 0, y: 0))
            XCTAssertEqual(easeOut.controlPoint2, CGPoint(x: 0.58, y: 1))
            let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9),
                                                 controlPoint2: CGPoint(x: 1.5, y: -0.2))
            XCTAssertEqual(custom.timingCurveType, .cubic)
            XCTAssertEqual(custom.controlPoint2, CGPoint(x: 1, y: -0.2), "x is clamped to 0...1")
            XCTAssertTrue(custom.cubicTimingParameters === custom)
            XCTAssertNil(custom.springTimingParameters)
        }
    }

    func testAReversedCurveRetracesTheSamePath() {
        MainActor.assumeIsolated {
            // Ease-in run backwards is ease-out: (0.42, 0)(1, 1) → (0, 0)(0.58, 1).
            guard case .cubic(let p1, let p2)? = _UIViewAnimationTiming(.easeIn).reversed else {
                return XCTFail("a cubic curve has a reverse")
            }
            XCTAssertEqual(p1.x, 0, accuracy: 1e-12)
            XCTAssertEqual(p1.y, 0, accuracy: 1e-12)
            XCTAssertEqual(p2.x, 0.58, accuracy: 1e-12)
            XCTAssertEqual(p2.y, 1, accuracy: 1e-12)
            XCTAssertNil(_UIViewAnimationTiming.spring(UISpringTimingParameters()).reversed, "a spring has none")
        }
    }

    func testARatioSpringSettlesToATenthOfAPercentAtTheDuration() {
        MainActor.assumeIsolated {
            // Checked through the characteristic equation s² + cs + k = 0 (mass 1): the
            // slowest mode decays at c/2 when under-damped (complex roots) and at the
            // smaller real root's magnitude otherwise; e^(−rate·d) must be 0.001.
            for (ratio, duration) in [(0.5, 1.0), (1.0, 0.5), (2.0, 1.0), (4.56, 0.3)] as [(CGFloat, Double)] {
                let spring = UISpringTimingParameters(dampingRatio: ratio)
                let (m, k, c) = spring._physics(forDuration: duration)
                XCTAssertEqual(m, 1)
                let discriminant = c * c - 4 * k
                let rate = discriminant < 0 ? c / 2 : (c - discriminant.squareRoot()) / 2
                XCTAssertEqual(exp(-rate * CGFloat(duration)), 0.001, accuracy: 1e-9, "ζ \(ratio)")
                XCTAssertEqual(c / (2 * k.squareRoot()), ratio, accuracy: 1e-9)
            }
            // ζ = 0.5 over 1 s, by hand: ω₀ = ln 1000 / 0.5 = 13.8155…, k = ω₀² = 190.868…
            let (_, k, c) = UISpringTimingParameters(dampingRatio: 0.5)._physics(forDuration: 1)
            XCTAssertEqual(k, 190.868, accuracy: 0.001)
            XCTAssertEqual(c, 13.8155, accuracy: 0.0001)
        }
    }

    func testSpringDefaultsAndPhysicalParameters() {
        MainActor.assumeIsolated {
            let standard = UISpringTimingParameters()
            XCTAssertEqual(standard._dampingRatio, 4.56, "UIKit documents 4.56")
            XCTAssertEqual(standard.initialVelocity, CGVector(dx: 0, dy: 0))
            XCTAssertFalse(standard._hasOwnDuration)
            XCTAssertEqual(standard.timingCurveType, .spring)
            XCTAssertNil(standard.cubicTimingParameters)
            let physical = UISpringTimingParameters(mass: 2, stiffness: 50, damping: 4,
                                                    initialVelocity: CGVector(dx: 0.5, dy: 0))
            XCTAssertTrue(physical._hasOwnDuration)
            XCTAssertEqual(physical._dampingRatio, 4 / (2 * 10), accuracy: 1e-12)
            let (m, k, c) = physical._physics(forDuration: 99)
            XCTAssertEqual([m, k, c], [2, 50, 4])
            // Bad input gets Core Animation's defaults, not a crash.
            let bad = UISpringTimingParameters(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .zero)
            let (bm, bk, bc) = bad._physics(forDuration: 1)
            XCTAssertEqual([bm, bk, bc], [1, 100, 10])
            XCTAssertEqual(UISpringTimingParameters(dampingRatio: 0)._dampingRatio, 0.05)
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// How Core Animation combines and computes values: additive and cumulative property
/// animations, keyframe paths (lines, curves, moves), and paced keyframes — expected
/// values computed by hand from Apple's documentation.
final class CoreAnimationValueModesTests: AnimationClockTestCase {
    @MainActor private static func layer(at point: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.position = point
        return layer
    }

    @MainActor private static func x(_ layer: CALayer, at t: Double) -> CGFloat {
        AnimationClock.at(t)
        return layer.shown.position.x
    }

    func testAnAdditiveAnimationAddsToWhatTheLayerShowsWithoutIt() {
        MainActor.assumeIsolated {
            let layer = Self.layer(at: CGPoint(x: 10, y: 10))
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0.0
            slide.toValue = 100.0
            slide.duration = 1
            slide.isAdditive = true
            layer.add(slide, forKey: "slide")
            XCTAssertEqual(Self.x(layer, at: 0.5), 60, accuracy: 1e-9, "model 10 + 50")
            let shake = CABasicAnimation(keyPath: "position.x")
            shake.fromValue = 4.0
            shake.toValue = 4.0
            shake.duration = 1
            shake.isAdditive = true
            layer.add(shake, forKey: "shake")
            XCTAssertEqual(Self.x(layer, at: 0.75), 10 + 75 + 4, accuracy: 1e-9, "additive animations stack")
            layer.removeAllAnimations()
            let plain = CABasicAnimation(keyPath: "position.x")
            plain.fromValue = 0.0
            plain.toValue = 100.0
            plain.duration = 1
            layer.add(plain, forKey: nil)
            XCTAssertEqual(Self.x(layer, at: 1.25), 50, accuracy: 1e-9, "not additive (added at 0.75): replaces the model value")
        }
    }

    func testACumulativeAnimationBuildsOnEachCycle() {
        MainActor.assumeIsolated {
            let layer = Self.layer(at: .zero)
            let step = CABasicAnimation(keyPath: "position.x")
            step.fromValue = 0.0
            step.toValue = 10.0
            step.duration = 1
            step.repeatCount = 3
            step.isCumulative = true
            step.fillMode = .forwards
            step.isRemovedOnCompletion = false
            layer.add(step, forKey: "step")
            XCTAssertEqual(Self.x(layer, at: 0.5), 5, accuracy: 1e-9)
            XCTAssertEqual(Self.x(layer, at: 1.5), 15, accuracy: 1e-9)
            XCTAssertEqual(Self.x(layer, at: 2.5), 25, accuracy: 1e-9)
            XCTAssertEqual(Self.x(layer, at: 4), 30, accuracy: 1e-9, "held at the end of the third cycle")
            step.isCumulative = false
            XCTAssertEqual(Self.x(layer, at: 4.5), 30, accuracy: 1e-9, "the layer runs a copy: changing the original does nothing")
            let plain = Self.layer(at: .zero)
            step.beginTime = 0
            plain.add(step, forKey: "step")
            XCTAssertEqual(Self.x(plain, at: 8.5), 10, accuracy: 1e-9, "not cumulative: held at one cycle's end")
        }
    }

    func testAKeyframePathReachesEachElementsEndAtItsKeyTime() {
        MainActor.assumeIsolated {
            let layer = Self.layer(at: .zero)
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path
            move.values = [CGPoint(x: -1, y: -1)] // ignored when a path is set
            move.duration = 1
            layer.add(move, forKey: "move")
            AnimationClock.at(0.25)
            XCTAssertEqual(layer.shown.position, CGPoint(x: 50, y: 0))
            AnimationClock.at(0.75)
            XCTAssertEqual(layer.shown.position, CGPoint(x: 100, y: 50))

            move.calculationMode = .discrete // key times 0, 1/3, 2/3 for the three keyframes
            let discrete = Self.layer(at: .zero)
            discrete.add(move, forKey: "move") // begins now, at 0.75
            AnimationClock.at(1.25)
            XCTAssertEqual(discrete.shown.position, CGPoint(x: 100, y: 0))
        }
    }

    func testAKeyframePathFollowsCurvesAndJumpsAtMoves() {
        MainActor.assumeIsolated {
            let layer = Self.layer(at: .zero)
            let arch = CGMutablePath()
            arch.move(to: .zero)
            arch.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = arch
            along.duration = 1
            layer.add(along, forKey: "arch")
            AnimationClock.at(0.5)
            // B(½) = (P0 + 3 P1 + 3 P2 + P3) / 8.
            XCTAssertEqual(layer.shown.position.x, 50, accuracy: 1e-9)
            XCTAssertEqual(layer.shown.position.y, 75, accuracy: 1e-9)

            let hop = CGMutablePath()
            hop.move(to: .zero)
            hop.addLine(to: CGPoint(x: 10, y: 0))
            hop.move(to: CGPoint(x: 50, y: 50))
            hop.addLine(to: CGPoint(x: 60, y: 50))
            along.path = hop // three segments: line, jump, line at 0, ⅓, ⅔, 1
            let hopper = Self.layer(at: .zero)
            hopper.add(along, forKey: "hop") // begins now, at 0.5
            AnimationClock.at(1.0)
            XCTAssertEqual(hopper.shown.position, CGPoint(x: 10, y: 0), "a move holds, then jumps")
            AnimationClock.at(1.3)
            XCTAssertEqual(hopper.shown.position.x, 54, accuracy: 1e-9)
            XCTAssertEqual(hopper.shown.position.y, 50, accuracy: 1e-9)
        }
    }

    func testPacedKeyframesMoveAtAConstantRate() {
        MainActor.assumeIsolated {
            let layer = Self.layer(at: .zero)
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 30, y: 0))
            path.addLine(to: CGPoint(x: 30, y: 10)) // 40 points in all
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path
            move.duration = 1
            move.keyTimes = [0, 0.9, 1] // ignored when paced
            move.calculationMode = .paced
            layer.add(move, forKey: "move")
            AnimationClock.at(0.5)
            XCTAssertEqual(layer.shown.position.x, 20, accuracy: 1e-6)
            XCTAssertEqual(layer.shown.position.y, 0, accuracy: 1e-6)
            AnimationClock.at(0.875)
            XCTAssertEqual(layer.shown.position.x, 30, accuracy: 1e-6)
            XCTAssertEqual(layer.shown.position.y, 5, accuracy: 1e-6)

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [Float(0), Float(0.3), Float(0.4)]
            fade.calculationMode = .paced
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            AnimationClock.at(1.5) // 0.625 s into the fade, which began at 0.875: 0.25 of 0.4 travelled
            XCTAssertEqual(Double(layer.shown.opacity), 0.25, accuracy: 1e-6)
        }
    }
}

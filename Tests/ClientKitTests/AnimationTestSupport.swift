import Foundation
import XCTest
@testable import ClientKit

/// Drives Core Animation's clock by hand: media time starts at ``origin`` and moves only
/// when a test says so; each ``at(_:)`` runs one animation tick at that time.
@MainActor
enum AnimationClock {
    /// Media time when a test begins (large, so no computed begin time is 0).
    static let origin: CFTimeInterval = 1000

    /// Installs the test clock at ``origin``.
    static func begin() {
        CAAnimationTestClock.install(at: origin)
    }

    /// Moves media time to `origin + seconds` and runs one animation tick.
    static func at(_ seconds: CFTimeInterval) {
        CAAnimationTestClock.advance(to: origin + seconds)
    }

    /// Puts the real clock back.
    static func end() {
        CAAnimationTestClock.uninstall()
    }
}

/// A test case on the hand-driven animation clock, with the application reset and
/// animations enabled.
class AnimationClockTestCase: XCTestCase {
    override func setUp() {
        MainActor.assumeIsolated {
            resetApplication()
            UIView.setAnimationsEnabled(true)
            AnimationClock.begin()
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { AnimationClock.end() }
    }
}

/// y of the cubic Bézier timing curve (0,0) p1 p2 (1,1) at x, by bisection on the curve's
/// parameter (an independent check of Core Animation's solver).
func bezierTiming(_ x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
    func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if coordinate(mid, p1.0, p2.0) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, p1.1, p2.1)
}

/// Where a unit spring (mass 1, from 0 to 1, at rest) is at time t, from the closed-form
/// solution of x″ + c x′ + k (x − 1) = 0 with x(0) = 0 and x′(0) = v.
func springPosition(_ t: Double, stiffness k: Double, damping c: Double, velocity v: Double = 0) -> Double {
    let omega = k.squareRoot(), zeta = c / (2 * omega)
    if zeta < 1 {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (v - zeta * omega) / wd
        return 1 + exp(-zeta * omega * t) * (-cos(wd * t) + b * sin(wd * t))
    }
    if zeta == 1 { return 1 + exp(-omega * t) * (-1 + (v - omega) * t) }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
    let c2 = (v + r1) / (r2 - r1)
    return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
}

/// A view whose draws are counted.
final class DrawCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.orange.setFill()
        UIRectFill(rect)
    }
}

/// Records completion calls in order.
@MainActor
final class CompletionLog {
    var entries: [String] = []
    func bool(_ name: String) -> (Bool) -> Void { { self.entries.append("\(name) \($0)") } }
    func position(_ name: String) -> (UIViewAnimatingPosition) -> Void {
        { self.entries.append("\(name) \($0)") }
    }
}

extension CALayer {
    /// The presentation layer (the model when there is none).
    var shown: CALayer { presentation() ?? self }
}

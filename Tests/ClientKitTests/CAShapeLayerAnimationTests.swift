import Foundation
import XCTest
@testable import ClientKit

/// `CAShapeLayer`'s animatable properties (Core Animation animates `path`, `strokeEnd`,
/// colours and widths): explicit and implicit animations, drawn from the presentation
/// values when the window is composited.
final class CAShapeLayerAnimationTests: AnimationClockTestCase {
    @MainActor private static func line(in window: UIWindow) -> CAShapeLayer {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 100, y: 5))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 10
        window.layer.addSublayer(shape)
        return shape
    }

    func testAStrokeEndAnimationDrawsThePartReachedSoFar() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 100, height: 10)
            let shape = Self.line(in: window)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0.0
            draw.toValue = 1.0
            draw.duration = 1
            shape.add(draw, forKey: "draw")
            AnimationClock.at(0.3)
            var expected = ReferenceCanvas(width: 100, height: 10, background: .white)
            expected.fill(CGRect(x: 0, y: 0, width: 30, height: 10), .red, tolerance: 0.6)
            assertImage(renderedImage(of: window), matches: expected, name: "stroke-end-0.3")
            XCTAssertEqual(shape.strokeEnd, 1, "the model keeps its value")
            AnimationClock.at(0.7)
            expected = ReferenceCanvas(width: 100, height: 10, background: .white)
            expected.fill(CGRect(x: 0, y: 0, width: 70, height: 10), .red, tolerance: 0.6)
            assertImage(renderedImage(of: window), matches: expected, name: "stroke-end-0.7")
        }
    }

    func testShapePropertiesAnimateImplicitlyOnceCommitted() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 100, height: 10)
            let shape = Self.line(in: window)
            CATransaction.flush()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            shape.strokeEnd = 0.5
            shape.lineWidth = 2
            shape.strokeColor = UIColor.blue.cgColor
            XCTAssertEqual(Set(shape.animationKeys() ?? []), ["strokeEnd", "lineWidth", "strokeColor"])
            AnimationClock.at(0.125)
            let shown = shape.presentation()!
            XCTAssertEqual(shown.strokeEnd, 0.75, accuracy: 1e-9)
            XCTAssertEqual(shown.lineWidth, 6, accuracy: 1e-9)
            let color = shown.strokeColor?.components ?? []
            XCTAssertEqual(color.first ?? -1, 0.5, accuracy: 1e-9)
            XCTAssertEqual(color.count > 2 ? color[2] : -1, 0.5, accuracy: 1e-9)
        }
    }

    func testAPathAnimatesPointByPointBetweenPathsOfTheSameElements() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let large = CGPath(rect: CGRect(x: 10, y: 20, width: 50, height: 30), transform: nil)
            shape.path = small
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = small
            grow.toValue = large
            grow.duration = 1
            shape.add(grow, forKey: "grow")
            AnimationClock.at(0.5)
            XCTAssertEqual(shape.presentation()!.path?.boundingBox, CGRect(x: 5, y: 10, width: 30, height: 20))

            let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let jump = CABasicAnimation(keyPath: "path")
            jump.fromValue = small
            jump.toValue = circle
            jump.duration = 1
            jump.fillMode = .forwards
            jump.isRemovedOnCompletion = false
            shape.add(jump, forKey: "grow")
            AnimationClock.at(0.9)
            XCTAssertEqual(shape.presentation()!.path, small, "paths of different elements do not blend")
            AnimationClock.at(2)
            XCTAssertEqual(shape.presentation()!.path, circle)
        }
    }
}

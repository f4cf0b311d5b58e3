import Foundation
import XCTest
@testable import ClientKit

/// Reference images of `CAShapeLayer`s, computed from the geometry here: fills,
/// strokes, trimmed strokes, dashes, fill rules, caps, group opacity and transforms.
final class CAShapeLayerRenderingTests: XCTestCase {
    /// A shape layer at the window's origin drawing `path`.
    @MainActor
    private static func addShape(_ path: CGPath, to window: UIWindow, _ configure: (CAShapeLayer) -> Void = { _ in }) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = window.bounds
        shape.path = path
        configure(shape)
        window.layer.addSublayer(shape)
        return shape
    }

    @MainActor
    private static func line(_ from: CGPoint, _ to: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: from)
        path.addLine(to: to)
        return path
    }

    func testTheDefaultFillIsOpaqueBlackAndNoStroke() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 30), transform: nil), to: window)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 40, height: 30), .black)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-default-fill")
        }
    }

    func testAFilledCircle() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(CGPath(ellipseIn: CGRect(x: 20, y: 10, width: 60, height: 60), transform: nil), to: window) {
                $0.fillColor = UIColor.red.cgColor
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.red, tolerance: 1) { x, y in hypot(x - 50, y - 40) - 30 }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "shape-circle")
        }
    }

    func testAStrokedRectangleWithMiterCorners() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 40), transform: nil), to: window) {
                $0.fillColor = nil
                $0.strokeColor = UIColor.blue.cgColor
                $0.lineWidth = 4
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 18, y: 18, width: 64, height: 44), .blue)
            expected.fill(CGRect(x: 22, y: 22, width: 56, height: 36), .white)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-stroke")
        }
    }

    func testStrokeEndHalvesALineAndStrokeStartTrimsTheOtherEnd() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(Self.line(CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 20)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 6
                $0.strokeEnd = 0.5
            }
            _ = Self.addShape(Self.line(CGPoint(x: 10, y: 50), CGPoint(x: 90, y: 50)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 6
                $0.strokeStart = 0.25
                $0.strokeEnd = 0.75
            }
            _ = Self.addShape(Self.line(CGPoint(x: 10, y: 70), CGPoint(x: 90, y: 70)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.strokeStart = 0.8
                $0.strokeEnd = 0.3 // nothing: the end is before the start
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 17, width: 40, height: 6), .black)
            expected.fill(CGRect(x: 30, y: 47, width: 40, height: 6), .black)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-stroke-end")
        }
    }

    func testADashPatternAndItsPhase() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(Self.line(CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 20)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 4
                $0.lineDashPattern = [10, 5]
            }
            _ = Self.addShape(Self.line(CGPoint(x: 10, y: 50), CGPoint(x: 90, y: 50)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 4
                $0.lineDashPattern = [10, 5]
                $0.lineDashPhase = 5
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            // On, off, on … every 15 points from the start (x 10), clipped at x 90.
            for start in stride(from: 10, to: 90, by: 15) {
                expected.fill(CGRect(x: CGFloat(start), y: 18, width: CGFloat(Swift.min(10, 90 - start)), height: 4), .black)
            }
            // Five points into the pattern: 5 on, then every 15 points.
            expected.fill(CGRect(x: 10, y: 48, width: 5, height: 4), .black)
            for start in stride(from: 20, to: 90, by: 15) {
                expected.fill(CGRect(x: CGFloat(start), y: 48, width: CGFloat(Swift.min(10, 90 - start)), height: 4), .black)
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-dash")
        }
    }

    func testEvenOddLeavesTheInnerSquareEmpty() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 160, height: 80)
            func nested(_ dx: CGFloat) -> CGPath {
                let path = CGMutablePath()
                path.addRect(CGRect(x: 10 + dx, y: 10, width: 60, height: 60))
                path.addRect(CGRect(x: 25 + dx, y: 25, width: 30, height: 30))
                return path
            }
            _ = Self.addShape(nested(0), to: window) { $0.fillColor = UIColor.green.cgColor }
            _ = Self.addShape(nested(80), to: window) {
                $0.fillColor = UIColor.green.cgColor
                $0.fillRule = .evenOdd
            }
            var expected = ReferenceCanvas(width: 160, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 60, height: 60), .green)
            expected.fill(CGRect(x: 90, y: 10, width: 60, height: 60), .green)
            expected.fill(CGRect(x: 105, y: 25, width: 30, height: 30), .white)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-even-odd")
        }
    }

    func testSquareCapsReachHalfTheWidthBeyondTheEnds() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(Self.line(CGPoint(x: 20, y: 40), CGPoint(x: 60, y: 40)), to: window) {
                $0.strokeColor = UIColor.black.cgColor
                $0.lineWidth = 10
                $0.lineCap = .square
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 15, y: 35, width: 50, height: 10), .black)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-square-cap")
        }
    }

    /// With opacity below 1, the stroke over the fill shows the stroke only, faded once
    /// (the layer fades as one group, as in Core Animation).
    func testOpacityFadesFillAndStrokeAsOneGroup() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 40), transform: nil), to: window) {
                $0.fillColor = UIColor.red.cgColor
                $0.strokeColor = UIColor.blue.cgColor
                $0.lineWidth = 10
                $0.opacity = 0.5
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 15, y: 15, width: 70, height: 50), RGBA.blue.faded(0.5))
            expected.fill(CGRect(x: 25, y: 25, width: 50, height: 30), RGBA.white)
            expected.fill(CGRect(x: 25, y: 25, width: 50, height: 30), RGBA.red.faded(0.5))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "shape-group-opacity")
        }
    }

    /// The shape follows the layer's position and transform, and the stroke width
    /// scales with it.
    func testAScaledAndMovedShape() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            shape.position = CGPoint(x: 10, y: 10)
            shape.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 10), transform: nil)
            shape.fillColor = UIColor.yellow.cgColor
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 2
            window.layer.addSublayer(shape)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            // (5, 5, 20, 10) doubled from (10, 10): (20, 20, 40, 20); the stroke 4 wide.
            expected.fill(CGRect(x: 18, y: 18, width: 44, height: 24), .blue)
            expected.fill(CGRect(x: 22, y: 22, width: 36, height: 16), .yellow)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-scaled")
        }
    }

    /// A shape is clipped to the bounds only when the layer masks.
    func testMasksToBoundsClipsTheShape() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            _ = Self.addShape(CGPath(rect: CGRect(x: -20, y: -20, width: 60, height: 60), transform: nil), to: window) {
                $0.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
                $0.masksToBounds = true
            }
            _ = Self.addShape(CGPath(rect: CGRect(x: -5, y: 0, width: 10, height: 10), transform: nil), to: window) {
                $0.frame = CGRect(x: 60, y: 10, width: 0, height: 0)
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 30, height: 30), .black)
            expected.fill(CGRect(x: 55, y: 10, width: 10, height: 10), .black)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shape-masks")
        }
    }
}

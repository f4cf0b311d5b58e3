import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Reference images of Core Graphics drawing through cairo, drawn into a 100×80 image
/// context (y down, identity CTM) over white, or through a view's `draw(_:)`.
final class CGContextDrawingTests: XCTestCase {
    @MainActor
    private static func draw(_ body: (CGContext) -> Void) -> PixmanImage {
        let image = PixmanImage(format: .a8r8g8b8, width: 100, height: 80)
        let context = CGContext(pixmanImage: image)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 80))
        body(context)
        context.flush()
        return image
    }

    func testFillAndStrokeRectangles() {
        MainActor.assumeIsolated {
            let image = Self.draw { c in
                c.setFillColor(UIColor.blue.cgColor)
                c.fill(CGRect(x: 10, y: 10, width: 30, height: 20))
                c.setStrokeColor(UIColor.red.cgColor)
                c.setLineWidth(4)
                c.stroke(CGRect(x: 50, y: 10, width: 40, height: 40))
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 30, height: 20), .blue)
            expected.fill(CGRect(x: 48, y: 8, width: 44, height: 44), .red)
            expected.fill(CGRect(x: 52, y: 12, width: 36, height: 36), .white)
            assertImage(image, matches: expected, tolerance: 1, name: "cg-rects")
        }
    }

    func testEllipsesAndPaths() {
        MainActor.assumeIsolated {
            let image = Self.draw { c in
                c.setFillColor(UIColor.green.cgColor)
                c.fillEllipse(in: CGRect(x: 10, y: 10, width: 40, height: 40))
                // A right triangle (60, 10) (90, 10) (60, 70).
                c.beginPath()
                c.move(to: CGPoint(x: 60, y: 10))
                c.addLine(to: CGPoint(x: 90, y: 10))
                c.addLine(to: CGPoint(x: 60, y: 70))
                c.closePath()
                c.setFillColor(UIColor.blue.cgColor)
                c.fillPath()
                XCTAssertTrue(c.isPathEmpty, "filling consumes the path")
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.green, tolerance: 1) { x, y in ((x - 30) * (x - 30) + (y - 30) * (y - 30)).squareRoot() - 20 }
            expected.paint(.blue, tolerance: 1) { x, y in
                // Inside: x > 60, y > 10, and below the hypotenuse 2x + y < 190.
                Swift.max(60 - x, 10 - y, (2 * x + y - 190) / 5.squareRoot())
            }
            assertImage(image, matches: expected, tolerance: 3, name: "cg-paths")
        }
    }

    func testStrokedCurvesAndArcsWithCapsAndJoins() {
        MainActor.assumeIsolated {
            let image = Self.draw { c in
                c.setStrokeColor(UIColor.black.cgColor)
                c.setLineWidth(6)
                c.setLineCap(.round)
                // A half circle of radius 20 about (50, 40), from angle 0 to π through
                // the bottom (increasing angles: clockwise: false in Core Graphics terms).
                c.addArc(center: CGPoint(x: 50, y: 40), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
                c.strokePath()
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.black, tolerance: 1.2) { x, y in
                let dx = x - 50, dy = y - 40
                if dy >= 0 { return abs((dx * dx + dy * dy).squareRoot() - 20) - 3 }
                // Above the centre line only the round caps at (30, 40) and (70, 40).
                let cap = Swift.min(((x - 30) * (x - 30) + dy * dy).squareRoot(), ((x - 70) * (x - 70) + dy * dy).squareRoot())
                return cap - 3
            }
            assertImage(image, matches: expected, tolerance: 3, name: "cg-arc")
        }
    }

    func testLinearAndRadialGradients() {
        MainActor.assumeIsolated {
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: [0, 1])!
            let image = Self.draw { c in
                c.saveGState()
                c.clip(to: CGRect(x: 0, y: 0, width: 100, height: 20))
                c.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
                                     options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                c.restoreGState()
                c.saveGState()
                c.clip(to: CGRect(x: 0, y: 20, width: 100, height: 20))
                c.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
                c.restoreGState()
                c.saveGState()
                c.clip(to: CGRect(x: 0, y: 40, width: 100, height: 40))
                c.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 60), startRadius: 0,
                                     endCenter: CGPoint(x: 50, y: 60), endRadius: 15, options: [])
                c.restoreGState()
            }
            func mix(_ t: Double) -> RGBA {
                let t = Swift.max(0, Swift.min(1, t))
                return RGBA(Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()))
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            for y in 0..<80 {
                for x in 0..<100 {
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    if y < 20 {
                        expected[x, y] = mix((px - 10) / 80)
                    } else if y < 40 {
                        expected[x, y] = px < 10 || px > 90 ? .white : mix((px - 10) / 80)
                        if abs(px - 10) < 1 || abs(px - 90) < 1 { expected[x, y] = nil }
                    } else {
                        let d = ((px - 50) * (px - 50) + (py - 60) * (py - 60)).squareRoot()
                        expected[x, y] = d > 15 ? .white : mix(d / 15)
                        if abs(d - 15) < 1 { expected[x, y] = nil }
                    }
                }
            }
            assertImage(image, matches: expected, tolerance: 4, name: "cg-gradients")
        }
    }

    func testClippingToRectsPathsAndBezierPaths() {
        MainActor.assumeIsolated {
            let image = Self.draw { c in
                c.saveGState()
                c.clip(to: CGRect(x: 10, y: 10, width: 20, height: 20))
                c.clip(to: CGRect(x: 20, y: 0, width: 50, height: 50))
                c.setFillColor(UIColor.red.cgColor)
                c.fill(CGRect(x: 0, y: 0, width: 100, height: 80))
                c.restoreGState()
                UIGraphicsPushContext(c)
                c.saveGState()
                UIBezierPath(ovalIn: CGRect(x: 50, y: 30, width: 40, height: 40)).addClip()
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 80))
                c.restoreGState()
                UIGraphicsPopContext()
                // The clip is gone after restoreGState.
                c.setFillColor(UIColor.green.cgColor)
                c.fill(CGRect(x: 0, y: 70, width: 10, height: 10))
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 20, y: 10, width: 10, height: 20), .red)
            expected.paint(.blue, tolerance: 1) { x, y in ((x - 70) * (x - 70) + (y - 50) * (y - 50)).squareRoot() - 20 }
            expected.fill(CGRect(x: 0, y: 70, width: 10, height: 10), .green)
            assertImage(image, matches: expected, tolerance: 3, name: "cg-clipping")
        }
    }

    func testImagesDrawUpsideDownAsInCoreGraphicsUnlessFlipped() {
        MainActor.assumeIsolated {
            // Top half red, bottom half blue.
            let picture = makeImage(width: 10, height: 10) { _, y in y < 5 ? .red : .blue }
            let image = Self.draw { c in
                c.draw(picture, in: CGRect(x: 10, y: 10, width: 20, height: 20))
                c.saveGState()
                c.translateBy(x: 0, y: 10 + 30)
                c.scaleBy(x: 1, y: -1)
                c.draw(picture, in: CGRect(x: 50, y: 10, width: 20, height: 20))
                c.restoreGState()
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 20, height: 10), .blue, tolerance: 1)
            expected.fill(CGRect(x: 10, y: 20, width: 20, height: 10), .red, tolerance: 1)
            expected.fill(CGRect(x: 50, y: 10, width: 20, height: 10), .red, tolerance: 1)
            expected.fill(CGRect(x: 50, y: 20, width: 20, height: 10), .blue, tolerance: 1)
            assertImage(image, matches: expected, tolerance: 3, name: "cg-image")
        }
    }

    func testTransformsAndGraphicsStateStack() {
        MainActor.assumeIsolated {
            let image = Self.draw { c in
                c.setFillColor(UIColor.black.cgColor)
                c.saveGState()
                c.translateBy(x: 50, y: 40)
                c.rotate(by: .pi / 2)
                c.scaleBy(x: 2, y: 1)
                XCTAssertEqual(CGPoint(x: 10, y: 5).applying(c.ctm), CGPoint(x: 45, y: 60), accuracy: 1e-9)
                c.setFillColor(UIColor.red.cgColor)
                // (0, 0, 10, 5) → scaled 20×5 → rotated a quarter turn → x 45…50, y 40…60.
                c.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
                c.restoreGState()
                XCTAssertEqual(c.ctm, .identity)
                // The fill colour came back too.
                c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                // A path survives CTM changes made after it was built.
                c.move(to: CGPoint(x: 80, y: 10))
                c.addLine(to: CGPoint(x: 90, y: 10))
                c.addLine(to: CGPoint(x: 90, y: 20))
                c.addLine(to: CGPoint(x: 80, y: 20))
                c.closePath()
                c.translateBy(x: 1000, y: 0)
                c.setFillColor(UIColor.green.cgColor)
                c.fillPath()
            }
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 45, y: 40, width: 5, height: 20), .red, tolerance: 0.6)
            expected.fill(CGRect(x: 0, y: 0, width: 5, height: 5), .black)
            expected.fill(CGRect(x: 80, y: 10, width: 10, height: 10), .green)
            assertImage(image, matches: expected, tolerance: 3, name: "cg-transforms")
        }
    }

    func testBezierPathsInAViewsDrawAreComposited() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = DrawingView(frame: CGRect(x: 10, y: 10, width: 60, height: 50))
            view.body = { _, _ in
                UIColor.blue.setFill()
                UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 50, height: 40), cornerRadius: 10).fill()
                UIColor.yellow.setStroke()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 25))
                line.addLine(to: CGPoint(x: 60, y: 25))
                line.lineWidth = 2
                line.stroke()
            }
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.blue, tolerance: 1) { x, y in
                roundedRectDistance(x, y, CGRect(x: 15, y: 15, width: 50, height: 40), radius: 10)
            }
            expected.fill(CGRect(x: 10, y: 34, width: 60, height: 2), .yellow)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "view-bezier")
        }
    }
}

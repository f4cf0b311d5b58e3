import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// `CAShapeLayer`'s defaults and values as Core Animation documents them, path
/// trimming by length, and the damage its changes cause.
final class CAShapeLayerTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            XCTAssertNil(shape.path)
            XCTAssertEqual(shape.fillColor, CGColor(gray: 0, alpha: 1), "opaque black")
            XCTAssertNil(shape.strokeColor)
            XCTAssertEqual(shape.lineWidth, 1)
            XCTAssertEqual(shape.miterLimit, 10)
            XCTAssertEqual(shape.lineCap, .butt)
            XCTAssertEqual(shape.lineJoin, .miter)
            XCTAssertNil(shape.lineDashPattern)
            XCTAssertEqual(shape.lineDashPhase, 0)
            XCTAssertEqual(shape.strokeStart, 0)
            XCTAssertEqual(shape.strokeEnd, 1)
            XCTAssertEqual(shape.fillRule, .nonZero)
            XCTAssertEqual(CAShapeLayerFillRule.evenOdd.rawValue, "even-odd")
            XCTAssertEqual(CAShapeLayerFillRule.nonZero.rawValue, "non-zero")
            XCTAssertEqual(CAShapeLayerLineCap.round.rawValue, "round")
            XCTAssertEqual(CAShapeLayerLineJoin.bevel.rawValue, "bevel")
        }
    }

    func testValuesAreKeptAndThePathIsCopied() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            shape.path = path
            path.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
            XCTAssertEqual(shape.path?.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10),
                           "changing the mutable path afterwards does not change the layer")
            shape.lineDashPattern = [4, 2]
            XCTAssertEqual(shape.lineDashPattern, [4, 2])
            shape.strokeEnd = 0.25
            shape.lineWidth = 3
            shape.lineCap = .round
            XCTAssertEqual(shape.strokeEnd, 0.25)
            XCTAssertEqual(shape.lineWidth, 3)
            XCTAssertEqual(shape.lineCap, .round)
        }
    }

    func testTrimmingALineKeepsTheRequestedFraction() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 40))
            path.addLine(to: CGPoint(x: 90, y: 40))
            let middle = path._trimmed(from: 0.25, to: 0.75)
            XCTAssertEqual(middle.boundingBox, CGRect(x: 30, y: 40, width: 40, height: 0))
            XCTAssertTrue(path._trimmed(from: 0.6, to: 0.6).isEmpty)
        }
    }

    func testTrimmingCountsEverySubpathAndTheClosingLine() {
        MainActor.assumeIsolated {
            // A 40 × 20 rectangle (perimeter 120) then a 60-long line: 180 in all.
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 40, height: 20))
            path.move(to: CGPoint(x: 0, y: 50))
            path.addLine(to: CGPoint(x: 60, y: 50))
            // The first 90: top (40), right (20), bottom (40) minus 10 → ends at x 20.
            let first = path._trimmed(from: 0, to: 0.5)
            XCTAssertEqual(first.currentPoint, CGPoint(x: 20, y: 30), accuracy: 1e-9)
            XCTAssertEqual(first.boundingBox, CGRect(x: 10, y: 10, width: 40, height: 20))
            // From 110 (10 before the rectangle closes) to 150 (30 into the line).
            let second = path._trimmed(from: 110 / 180, to: 150 / 180)
            XCTAssertEqual(second.boundingBox, CGRect(x: 0, y: 10, width: 30, height: 40), accuracy: 1e-9)
            XCTAssertEqual(second.currentPoint, CGPoint(x: 30, y: 50), accuracy: 1e-9)
        }
    }

    func testTrimmingACircleByHalfEndsOppositeItsStart() {
        MainActor.assumeIsolated {
            let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            var start = CGPoint.zero
            circle.applyWithBlock { element in
                if element.pointee.type == .moveToPoint { start = element.pointee.points[0] }
            }
            let half = circle._trimmed(from: 0, to: 0.5)
            let end = half.currentPoint
            XCTAssertEqual(end.x, 100 - start.x, accuracy: 0.5)
            XCTAssertEqual(end.y, 100 - start.y, accuracy: 0.5)
            let quarter = circle._trimmed(from: 0, to: 0.25).currentPoint
            // A quarter turn from the start about the centre (50, 50).
            let angle = atan2(quarter.y - 50, quarter.x - 50) - atan2(start.y - 50, start.x - 50)
            XCTAssertEqual(abs(remainder(angle, 2 * .pi)), .pi / 2, accuracy: 0.01)
        }
    }

    /// Changing a shape re-composites the area it covers, outside the layer's (empty)
    /// bounds too, and nothing far from it.
    func testChangingTheShapeDamagesItsArea() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 400, height: 300)
            let shape = CAShapeLayer()
            shape.position = CGPoint(x: 100, y: 100)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 60, y: 10))
            shape.path = path
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 4
            window.layer.addSublayer(shape)
            spinMainRunLoop()
            let buffer = PixmanImage(format: .a8r8g8b8, width: 400, height: 300)
            window.render(into: buffer)
            CATransaction.begin()
            CATransaction.setDisableActions(true) // committed: the change would animate
            shape.strokeColor = UIColor.red.cgColor
            CATransaction.commit()
            let damage = window.render(into: buffer)
            let union = damage.reduce(CGRect.null) { $0.union($1) }
            // The stroke spans x 110...160, y 108...112; miters could reach 20 beyond.
            XCTAssertTrue(union.contains(CGRect(x: 110, y: 108, width: 50, height: 4)), "\(damage)")
            XCTAssertLessThanOrEqual(union.width * union.height, 100 * 50, "\(damage)")
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 130, y: 110)), .red)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 130, y: 120)), .white)
        }
    }
}

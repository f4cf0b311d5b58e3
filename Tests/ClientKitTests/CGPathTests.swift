import Foundation
import XCTest
@testable import ClientKit

final class CGPathTests: XCTestCase {
    private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { e in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
                         .addCurveToPoint: 3, .closeSubpath: 0][e.pointee.type]!
            result.append((e.pointee.type, (0..<count).map { e.pointee.points[$0] }))
        }
        return result
    }

    func testRectanglesAndTransforms() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        let e = elements(path)
        XCTAssertEqual(e.map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        XCTAssertEqual(e[0].1, [CGPoint(x: 11, y: 2)])
        XCTAssertEqual(e[2].1, [CGPoint(x: 14, y: 6)])
        XCTAssertEqual(path.boundingBox, CGRect(x: 11, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 11, y: 2), "closing returns to the subpath's start")
        XCTAssertTrue(path.contains(CGPoint(x: 12, y: 3)))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 3)))
    }

    func testArcsFollowCoreGraphicsDirection() {
        // clockwise: false sweeps towards increasing angles: from (10, 0) through (0, 10).
        let down = CGMutablePath()
        down.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(down.boundingBoxOfPath, CGRect(x: -10, y: 0, width: 20, height: 10), accuracy: 0.05)
        let up = CGMutablePath()
        up.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(up.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 10), accuracy: 0.05)
        XCTAssertEqual(up.currentPoint, CGPoint(x: -10, y: 0), accuracy: 1e-9)
    }

    func testBezierPathArcsAreClockwiseOnScreen() {
        MainActor.assumeIsolated {
            let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
            XCTAssertEqual(path.bounds.minY, 0, accuracy: 1e-9, "through the bottom (y down)")
            XCTAssertEqual(path.bounds.maxY, 10, accuracy: 1e-9)
            XCTAssertEqual(path.currentPoint, CGPoint(x: -10, y: 0), accuracy: 1e-9)
        }
    }

    func testEllipsesRoundedRectsAndContainment() {
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        XCTAssertEqual(oval.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10), accuracy: 0.01)
        XCTAssertTrue(oval.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10, transform: nil)
        XCTAssertTrue(rounded.contains(CGPoint(x: 20, y: 1)))
        XCTAssertFalse(rounded.contains(CGPoint(x: 1, y: 1)))
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertFalse(ring.contains(CGPoint(x: 20, y: 20), using: .evenOdd))
        XCTAssertTrue(ring.contains(CGPoint(x: 20, y: 20), using: .winding), "both ellipses turn the same way")
    }

    func testCopiesAreIndependentAndEqual() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        let copy = path.copy()!
        XCTAssertEqual(copy, path)
        path.addLine(to: CGPoint(x: 20, y: 20))
        XCTAssertNotEqual(copy, path)
        XCTAssertEqual(copy.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(copy.boundingBoxOfPath.maxY, 5, accuracy: 0.01, "the curve peaks halfway to its control point")
    }

    func testTheContextPathIsReportedInUserSpace() {
        MainActor.assumeIsolated {
            let context = CGContext(pixmanImage: .init(format: .a8r8g8b8, width: 10, height: 10))
            context.translateBy(x: 5, y: 5)
            context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 2, height: 2))
            context.translateBy(x: 1, y: 0)
            XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: -1, y: 0, width: 2, height: 2))
            XCTAssertEqual(context.path?.boundingBox, CGRect(x: -1, y: 0, width: 2, height: 2))
            context.beginPath()
            XCTAssertTrue(context.isPathEmpty)
            XCTAssertNil(context.path)
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

final class UIViewConversionTests: XCTestCase {
    func testNestedViewsAndWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
            let b = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
            window.addSubview(a)
            a.addSubview(b)
            XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: a), CGPoint(x: 11, y: 22))
            XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: window), CGPoint(x: 61, y: 82))
            XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 61, y: 82))
            XCTAssertEqual(b.convert(CGPoint(x: 61, y: 82), from: nil), CGPoint(x: 1, y: 2))
            XCTAssertEqual(window.convert(CGPoint(x: 61, y: 82), to: b), CGPoint(x: 1, y: 2))
            XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: b),
                           CGRect(x: 10, y: 20, width: 10, height: 10))
            XCTAssertEqual(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil),
                           CGRect(x: 60, y: 80, width: 10, height: 10))
        }
    }

    func testBetweenSiblings() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
            root.addSubview(left)
            root.addSubview(right)
            XCTAssertEqual(left.convert(CGPoint(x: 250, y: 100), to: right), CGPoint(x: 50, y: 50))
            XCTAssertEqual(right.convert(CGPoint(x: 0, y: 0), to: left), CGPoint(x: 200, y: 50))
            XCTAssertEqual(right.convert(CGPoint(x: 0, y: 0), from: left), CGPoint(x: -200, y: -50))
            // Outside any window, nil is the topmost ancestor.
            XCTAssertEqual(right.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 201, y: 51))
        }
    }

    func testBoundsOriginShiftsSubviews() {
        MainActor.assumeIsolated {
            let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let content = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
            scroller.addSubview(content)
            scroller.bounds.origin = CGPoint(x: 0, y: 280)
            // The content's top edge is now 20 points below the scroller's top edge.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
            root.addSubview(scroller)
            XCTAssertEqual(content.convert(CGPoint.zero, to: root), CGPoint(x: 10, y: 30))
            XCTAssertEqual(content.convert(CGPoint.zero, to: scroller), CGPoint(x: 0, y: 300))
            XCTAssertEqual(root.convert(CGPoint(x: 15, y: 35), to: content), CGPoint(x: 5, y: 5))
        }
    }

    func testThroughTransforms() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(scaled)
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            // Scaled about its centre (150, 150): its bounds origin lands at (50, 50).
            XCTAssertEqual(scaled.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50))
            XCTAssertEqual(scaled.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 250, y: 250))
            XCTAssertEqual(root.convert(CGPoint(x: 150, y: 150), to: scaled), CGPoint(x: 50, y: 50))
            XCTAssertEqual(scaled.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                           CGRect(x: 50, y: 50, width: 20, height: 20))

            let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            root.addSubview(rotated)
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // A quarter turn clockwise about (50, 25): the top-left corner goes to (75, -25).
            XCTAssertEqual(rotated.convert(CGPoint.zero, to: root), CGPoint(x: 75, y: -25), accuracy: 1e-9)
            XCTAssertEqual(rotated.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 75, y: 75), accuracy: 1e-9)
            XCTAssertEqual(root.convert(CGPoint(x: 75, y: 75), to: rotated), CGPoint(x: 100, y: 0), accuracy: 1e-9)
            // Between the two transformed siblings.
            XCTAssertEqual(rotated.convert(CGPoint(x: 100, y: 0), to: scaled), CGPoint(x: 12.5, y: 12.5), accuracy: 1e-9)
            XCTAssertEqual(scaled.convert(CGPoint(x: 12.5, y: 12.5), to: rotated), CGPoint(x: 100, y: 0), accuracy: 1e-9)
        }
    }

    func testBetweenWindowsUsesScreenCoordinates() {
        MainActor.assumeIsolated {
            resetApplication()
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let second = UIWindow(frame: CGRect(x: 300, y: 200, width: 100, height: 100))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            second.addSubview(inner)
            XCTAssertEqual(inner.convert(CGPoint.zero, to: first), CGPoint(x: 310, y: 210))
            XCTAssertEqual(first.convert(CGPoint(x: 310, y: 210), to: inner), CGPoint.zero)
        }
    }
}

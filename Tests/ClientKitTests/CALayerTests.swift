import Foundation
import XCTest
@testable import ClientKit

final class CALayerTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            XCTAssertEqual(layer.bounds, .zero)
            XCTAssertEqual(layer.position, .zero)
            XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
            XCTAssertEqual(layer.frame, .zero)
            XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
            XCTAssertEqual(layer.opacity, 1)
            XCTAssertFalse(layer.isHidden)
            XCTAssertFalse(layer.masksToBounds)
            XCTAssertNil(layer.backgroundColor)
            XCTAssertEqual(layer.cornerRadius, 0)
            XCTAssertEqual(layer.borderWidth, 0)
            XCTAssertEqual(layer.borderColor, CGColor(gray: 0, alpha: 1))
            XCTAssertEqual(layer.contentsGravity, .resize)
            XCTAssertEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertNil(layer.sublayers)
            XCTAssertNil(layer.superlayer)
            XCTAssertNil(layer.delegate)
        }
    }

    func testFrameFollowsPositionAnchorAndBounds() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
            layer.anchorPoint = .zero
            // The position stays; the frame moves so that its top-left corner is there.
            XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
            layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(layer.position, CGPoint(x: 1, y: 2))
            // The bounds origin does not move the frame.
            layer.bounds.origin = CGPoint(x: 500, y: 500)
            XCTAssertEqual(layer.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        }
    }

    func testTransformedFrameIsBoundingBoxAboutAnchor() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(layer.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
            XCTAssertEqual(layer.affineTransform(), CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(layer.transform, CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 2)))
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            XCTAssertEqual(layer.frame, CGRect(x: 25, y: -25, width: 50, height: 100), accuracy: 1e-9)
            layer.anchorPoint = .zero
            // Rotating about the top-left corner, which sits at the position (50, 25).
            XCTAssertEqual(layer.frame, CGRect(x: 0, y: 25, width: 50, height: 100), accuracy: 1e-9)
        }
    }

    func testSublayerManagement() {
        MainActor.assumeIsolated {
            let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
            root.addSublayer(a)
            root.addSublayer(b)
            root.insertSublayer(c, at: 0)
            XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
            root.insertSublayer(d, above: c)
            XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [c, d, a, b].map(ObjectIdentifier.init))
            root.insertSublayer(b, below: c)
            XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [b, c, d, a].map(ObjectIdentifier.init))
            XCTAssertTrue(a.superlayer === root)
            let e = CALayer()
            root.replaceSublayer(d, with: e)
            XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [b, c, e, a].map(ObjectIdentifier.init))
            XCTAssertNil(d.superlayer)
            let other = CALayer()
            other.addSublayer(a)
            XCTAssertTrue(a.superlayer === other)
            XCTAssertEqual(root.sublayers?.count, 3)
            a.removeFromSuperlayer()
            XCTAssertNil(other.sublayers)
            root.sublayers = nil
            XCTAssertNil(b.superlayer)
            XCTAssertNil(root.sublayers)
        }
    }

    func testConvertBetweenLayers() {
        MainActor.assumeIsolated {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            let child = CALayer()
            child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
            root.addSublayer(child)
            let grandchild = CALayer()
            grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            child.addSublayer(grandchild)
            XCTAssertEqual(grandchild.convert(CGPoint(x: 1, y: 2), to: root), CGPoint(x: 111, y: 62))
            XCTAssertEqual(root.convert(CGPoint(x: 111, y: 62), to: grandchild), CGPoint(x: 1, y: 2))
            XCTAssertEqual(child.convert(CGPoint(x: 111, y: 62), from: root), CGPoint(x: 11, y: 12))
            child.bounds.origin = CGPoint(x: 10, y: 10)
            XCTAssertEqual(grandchild.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 50))
            XCTAssertEqual(grandchild.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: child),
                           CGRect(x: 10, y: 10, width: 5, height: 5))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// `frame` set under a transform changes bounds and position to match (Core
/// Animation's documented rule; on iOS bounds become frame ÷ scale), and layers compare
/// by identity.
final class CALayerFrameTransformTests: XCTestCase {
    func testAScaledLayerGetsTheFrameDividedByTheScale() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 4))
            layer.frame = CGRect(x: 10, y: 20, width: 100, height: 80)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 50, height: 20))
            // The anchor (the centre) sits at the frame's centre.
            XCTAssertEqual(layer.position, CGPoint(x: 60, y: 60))
            XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 100, height: 80))
        }
    }

    func testTheAnchorPointDecidesWhereThePositionGoes() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.anchorPoint = .zero
            layer.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
            layer.frame = CGRect(x: 30, y: 40, width: 20, height: 10)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 40, height: 20))
            XCTAssertEqual(layer.position, CGPoint(x: 30, y: 40), "the top-left corner is the anchor")
            XCTAssertEqual(layer.frame, CGRect(x: 30, y: 40, width: 20, height: 10))
        }
    }

    func testAFlipKeepsTheSizePositive() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.setAffineTransform(CGAffineTransform(scaleX: -2, y: 1))
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 30))
            XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 60, height: 30), accuracy: 1e-9)
        }
    }

    func testAQuarterTurnSwapsWidthAndHeight() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2))
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 100)
            XCTAssertEqual(layer.bounds.width, 50, accuracy: 1e-9, "the frame's height over the scale")
            XCTAssertEqual(layer.bounds.height, 20, accuracy: 1e-9)
            XCTAssertEqual(layer.position, CGPoint(x: 30, y: 60), accuracy: 1e-9)
            XCTAssertEqual(layer.frame, CGRect(x: 10, y: 10, width: 40, height: 100), accuracy: 1e-9)
        }
    }

    func testOtherRotationsKeepTheSizeAndMoveTheBoundingBoxToTheOrigin() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
            layer.frame = CGRect(x: 100, y: 50, width: 10, height: 10)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 40, height: 40), "undefined in Core Animation: size kept")
            let diagonal = 40 * 2.squareRoot()
            XCTAssertEqual(layer.frame, CGRect(x: 100, y: 50, width: diagonal, height: diagonal), accuracy: 1e-9)
        }
    }

    func testAViewsFrameFollowsTheSameRule() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.frame = CGRect(x: 20, y: 30, width: 100, height: 60)
            XCTAssertEqual(view.bounds.size, CGSize(width: 50, height: 30))
            XCTAssertEqual(view.center, CGPoint(x: 70, y: 60))
            XCTAssertEqual(view.frame, CGRect(x: 20, y: 30, width: 100, height: 60))
        }
    }

    /// The pixels of a scaled view whose frame was set cover exactly that frame.
    func testAScaledViewPaintsItsFrame() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView()
            view.backgroundColor = .red
            view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
            view.frame = CGRect(x: 20, y: 10, width: 60, height: 40)
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 20, y: 10, width: 60, height: 40), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "scaled-frame")
        }
    }

    func testLayersAreEqualAndHashableByIdentity() {
        MainActor.assumeIsolated {
            let a = CALayer(), b = CALayer()
            a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            b.frame = a.frame
            XCTAssertEqual(a, a)
            XCTAssertNotEqual(a, b, "equal attributes, different layers")
            let root = CALayer()
            root.addSublayer(a)
            root.addSublayer(b)
            XCTAssertEqual(root.sublayers?.firstIndex(of: b), 1)
            XCTAssertEqual(Set([a, b, a]).count, 2)
            XCTAssertTrue(root.sublayers?.contains(a) ?? false)
        }
    }
}

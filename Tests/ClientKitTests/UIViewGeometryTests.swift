import Foundation
import XCTest
@testable import ClientKit

private final class TiledLayer: CALayer {}

private final class TiledView: UIView {
    override class var layerClass: AnyClass { TiledLayer.self }
}

private final class FixedSizeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 30) }
}

final class UIViewGeometryTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.frame, .zero)
            XCTAssertEqual(view.bounds, .zero)
            XCTAssertEqual(view.center, .zero)
            XCTAssertEqual(view.transform, .identity)
            XCTAssertEqual(view.alpha, 1)
            XCTAssertFalse(view.isHidden)
            XCTAssertTrue(view.isOpaque)
            XCTAssertNil(view.backgroundColor)
            XCTAssertFalse(view.clipsToBounds)
            XCTAssertTrue(view.isUserInteractionEnabled)
            XCTAssertEqual(view.tag, 0)
            XCTAssertEqual(view.contentMode, .scaleToFill)
            XCTAssertEqual(view.contentStretch, CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(view.autoresizingMask, [])
            XCTAssertTrue(view.autoresizesSubviews)
            XCTAssertNil(view.superview)
            XCTAssertEqual(view.subviews.count, 0)
            XCTAssertNil(view.window)
            XCTAssertFalse(view.canBecomeFirstResponder)
        }
    }

    func testInitFrameSetsBoundsAndCenter() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
            view.center = CGPoint(x: 0, y: 0)
            XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
            view.bounds = CGRect(x: 7, y: 8, width: 20, height: 10)
            // The bounds size changes about the centre; the bounds origin does not move the frame.
            XCTAssertEqual(view.frame, CGRect(x: -10, y: -5, width: 20, height: 10))
            XCTAssertEqual(view.bounds.origin, CGPoint(x: 7, y: 8))
        }
    }

    func testTransformKeepsCenterAndBoundsFrameIsBoundingBox() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 3)
            XCTAssertEqual(view.center, CGPoint(x: 150, y: 125))
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
            XCTAssertEqual(view.frame, CGRect(x: 50, y: 50, width: 200, height: 150))
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            XCTAssertEqual(view.frame, CGRect(x: 125, y: 75, width: 50, height: 100), accuracy: 1e-9)
            view.transform = CGAffineTransform(translationX: 5, y: -5)
            XCTAssertEqual(view.frame, CGRect(x: 105, y: 95, width: 100, height: 50))
            XCTAssertEqual(view.center, CGPoint(x: 150, y: 125))
            view.transform = .identity
            XCTAssertEqual(view.frame, CGRect(x: 100, y: 100, width: 100, height: 50))
        }
    }

    func testPropertiesAreBackedByTheLayer() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertTrue(view.layer.delegate === view)
            XCTAssertEqual(view.layer.frame, view.frame)
            view.alpha = 0.5
            XCTAssertEqual(view.layer.opacity, 0.5)
            view.isHidden = true
            XCTAssertTrue(view.layer.isHidden)
            view.clipsToBounds = true
            XCTAssertTrue(view.layer.masksToBounds)
            view.backgroundColor = .red
            XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
            XCTAssertEqual(view.backgroundColor, .red)
            view.layer.backgroundColor = UIColor.blue.cgColor
            XCTAssertEqual(view.backgroundColor, .blue)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            XCTAssertEqual(view.layer.affineTransform(), CGAffineTransform(scaleX: 2, y: 2))
            view.layer.position = CGPoint(x: 9, y: 9)
            XCTAssertEqual(view.center, CGPoint(x: 9, y: 9))
            view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
            view.isOpaque = false
            XCTAssertFalse(view.layer.isOpaque)
            view.contentMode = .scaleAspectFit
            XCTAssertEqual(view.layer.contentsGravity, .resizeAspect)
            view.contentMode = .bottomRight
            XCTAssertEqual(view.layer.contentsGravity, .bottomRight)
            view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        }
    }

    func testLayerClass() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIView.layerClass == CALayer.self)
            let view = TiledView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer is TiledLayer)
            XCTAssertTrue(view.layer.delegate === view)
        }
    }

    func testContentModeRawValues() {
        let all: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top,
                                         .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        XCTAssertEqual(all.map(\.rawValue), Array(0...12))
    }

    func testAutoresizingMaskRawValues() {
        XCTAssertEqual(UIView.AutoresizingMask.flexibleLeftMargin.rawValue, 1)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleWidth.rawValue, 2)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleRightMargin.rawValue, 4)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleTopMargin.rawValue, 8)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleHeight.rawValue, 16)
        XCTAssertEqual(UIView.AutoresizingMask.flexibleBottomMargin.rawValue, 32)
    }

    func testSizeThatFitsAndSizeToFit() {
        MainActor.assumeIsolated {
            let plain = UIView(frame: CGRect(x: 5, y: 5, width: 70, height: 20))
            XCTAssertEqual(plain.sizeThatFits(CGSize(width: 1000, height: 1000)), CGSize(width: 70, height: 20))
            plain.sizeToFit()
            XCTAssertEqual(plain.frame, CGRect(x: 5, y: 5, width: 70, height: 20))
            let fixed = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 70, height: 20))
            fixed.sizeToFit()
            XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 6, width: 40, height: 30))
        }
    }

    func testAlphaBoundaryIsStoredAsFloat() {
        MainActor.assumeIsolated {
            let view = UIView()
            view.alpha = 0.25
            XCTAssertEqual(view.alpha, 0.25)
            view.alpha = 0.01
            XCTAssertEqual(view.layer.opacity, Float(0.01))
        }
    }
}

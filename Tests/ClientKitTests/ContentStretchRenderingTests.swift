import Foundation
import XCTest
@testable import ClientKit

/// A 30×30 snapshot: a red ring 10 points wide around a blue 10×10 centre.
final class RingView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: bounds.minX + 10, y: bounds.minY + 10, width: 10, height: 10))
    }
}

/// `contentStretch` (nine-part stretching): only the stretchable middle changes size,
/// and only for the scaling content modes.
final class ContentStretchRenderingTests: XCTestCase {
    @MainActor
    private static func makeRing(mode: UIView.ContentMode, stretch: CGRect) -> (UIWindow, RingView) {
        let window = makeRenderWindow()
        let view = RingView(frame: CGRect(x: 5, y: 10, width: 30, height: 30))
        view.contentMode = mode
        view.contentStretch = stretch
        window.addSubview(view)
        spinMainRunLoop()
        view.frame = CGRect(x: 5, y: 10, width: 90, height: 60)
        return (window, view)
    }

    private static let middle = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)

    func testTheEdgesKeepTheirSizeAndTheMiddleStretches() {
        MainActor.assumeIsolated {
            let (window, _) = Self.makeRing(mode: .scaleToFill, stretch: Self.middle)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 5, y: 10, width: 90, height: 60), .red, tolerance: 0.5)
            expected.fill(CGRect(x: 15, y: 20, width: 70, height: 40), .blue, tolerance: 1.5)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "stretch-fill")
        }
    }

    func testWithoutStretchTheWholeSnapshotScales() {
        MainActor.assumeIsolated {
            let (window, _) = Self.makeRing(mode: .scaleToFill, stretch: CGRect(x: 0, y: 0, width: 1, height: 1))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 5, y: 10, width: 90, height: 60), .red, tolerance: 0.5)
            expected.fill(CGRect(x: 35, y: 30, width: 30, height: 20), .blue, tolerance: 3.5)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "no-stretch")
        }
    }

    func testAspectFitStretchesInsideTheFittedRect() {
        MainActor.assumeIsolated {
            let (window, _) = Self.makeRing(mode: .scaleAspectFit, stretch: Self.middle)
            // Aspect fit of 30×30 in 90×60: 60×60 centred, at x = 20…80 in the view.
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 20, y: 10, width: 60, height: 60), .red, tolerance: 0.5)
            expected.fill(CGRect(x: 30, y: 20, width: 40, height: 40), .blue, tolerance: 1.5)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "stretch-aspect-fit")
        }
    }

    func testStretchIsIgnoredByTheModesThatDoNotScale() {
        MainActor.assumeIsolated {
            for (mode, origin) in [(UIView.ContentMode.center, CGPoint(x: 35, y: 25)),
                                   (.topLeft, CGPoint(x: 5, y: 10))] {
                let (window, _) = Self.makeRing(mode: mode, stretch: Self.middle)
                var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
                expected.fill(CGRect(origin: origin, size: CGSize(width: 30, height: 30)), .red, tolerance: 0.5)
                expected.fill(CGRect(x: origin.x + 10, y: origin.y + 10, width: 10, height: 10), .blue, tolerance: 0.5)
                assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "stretch-ignored-\(mode)")
            }
        }
    }

    func testAOnePixelMiddleIsReplicated() {
        MainActor.assumeIsolated {
            // A zero-size stretchable middle at the centre: the pixel there is repeated.
            let (window, _) = Self.makeRing(mode: .scaleToFill, stretch: CGRect(x: 0.5, y: 0.5, width: 0, height: 0))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 5, y: 10, width: 90, height: 60), .red, tolerance: 0.5)
            // Left/top 15 px fixed (10 red + 5 blue), the middle blue pixel stretched, then 5 blue + 10 red.
            expected.fill(CGRect(x: 15, y: 20, width: 70, height: 40), .blue, tolerance: 1.5)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "stretch-one-pixel")
        }
    }
}

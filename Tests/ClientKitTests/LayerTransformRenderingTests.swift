import Foundation
import XCTest
@testable import ClientKit

/// Views with transforms: rotation (through an offscreen group resampled by pixman)
/// and scaling. Pixels well inside and well outside the transformed shapes are checked;
/// a band along the edges is not (resampling antialiases it).
final class LayerTransformRenderingTests: XCTestCase {
    func testARotatedSquare() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 40))
            view.backgroundColor = .red
            view.transform = CGAffineTransform(rotationAngle: .pi / 6)
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            let angle = Double.pi / 6
            expected.paint(.red, tolerance: 1.5) { x, y in
                // Back into the square's own axes about its centre (50, 40).
                let dx = x - 50, dy = y - 40
                let u = dx * cos(angle) + dy * sin(angle), v = -dx * sin(angle) + dy * cos(angle)
                return Swift.max(abs(u), abs(v)) - 20
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "rotated-square")
        }
    }

    func testARotatedViewCarriesItsSubviewsAndTheirClipping() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 40))
            view.backgroundColor = .blue
            view.clipsToBounds = true
            let child = UIView(frame: CGRect(x: 20, y: -10, width: 40, height: 30))
            child.backgroundColor = .green
            view.addSubview(child)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            window.addSubview(view)
            // A quarter turn clockwise about (50, 40): view point (x, y) lands at
            // (50 − (y − 20), 40 + (x − 20)). The child's visible part (20…40, 0…20)
            // lands at x 50…70, y 40…60.
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 30, y: 20, width: 40, height: 40), .blue, tolerance: 1)
            expected.fill(CGRect(x: 50, y: 40, width: 20, height: 20), .green, tolerance: 1)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "rotated-subviews")
        }
    }

    func testAScaledViewScalesItsContentsAndSubviews() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = QuadrantView(frame: CGRect(x: 40, y: 30, width: 20, height: 20))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            child.backgroundColor = .black
            view.addSubview(child)
            window.addSubview(view)
            spinMainRunLoop()
            view.transform = CGAffineTransform(scaleX: 2, y: 1.5)
            // Scaled about the centre (50, 40): the view covers 30…70 × 25…55.
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 30, y: 25, width: 20, height: 15), .red, tolerance: 1.5)
            expected.fill(CGRect(x: 50, y: 25, width: 20, height: 15), .green, tolerance: 1.5)
            expected.fill(CGRect(x: 30, y: 40, width: 20, height: 15), .blue, tolerance: 1.5)
            expected.fill(CGRect(x: 50, y: 40, width: 20, height: 15), .yellow, tolerance: 1.5)
            expected.fill(CGRect(x: 30, y: 25, width: 10, height: 7.5), .black, tolerance: 1)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "scaled")
            XCTAssertEqual(view.frame, CGRect(x: 30, y: 25, width: 40, height: 30))
        }
    }

    func testRotatingBackDamagesAndRestores() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 40))
            view.backgroundColor = .red
            window.addSubview(view)
            let image = renderedImage(of: window)
            view.transform = CGAffineTransform(rotationAngle: .pi / 4)
            window.render(into: image)
            view.transform = .identity
            window.render(into: image)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 30, y: 20, width: 40, height: 40), .red)
            assertImage(image, matches: expected, tolerance: 0, name: "rotated-back")
        }
    }
}

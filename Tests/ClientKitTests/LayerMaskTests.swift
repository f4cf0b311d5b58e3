import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// CALayer.mask and UIView.mask: the mask's alpha (its background, contents, own drawing
/// and sublayers, in the masked layer's coordinates) decides how much of the layer and
/// its sublayers shows. Expected images are computed from the geometry here.
final class LayerMaskTests: XCTestCase {
    /// A window with a red 60×40 view at (10, 10).
    @MainActor
    private static func makeScene() -> (UIWindow, UIView) {
        let window = makeRenderWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        view.backgroundColor = .red
        window.addSubview(view)
        return (window, view)
    }

    /// A plain layer filled with `color` over `frame`.
    @MainActor
    private static func solidLayer(_ frame: CGRect, _ color: UIColor = .black) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    func testNoMaskRendersTheWholeLayer() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            XCTAssertNil(view.layer.mask)
            XCTAssertNil(view.mask)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 60, height: 40), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-none")
        }
    }

    func testAnOpaqueMaskShowsTheLayerOnlyWhereItCovers() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            // In the layer's coordinates: its top left quarter, 5 points in.
            let mask = Self.solidLayer(CGRect(x: 5, y: 5, width: 30, height: 20))
            view.layer.mask = mask
            XCTAssertTrue(view.layer.mask === mask)
            XCTAssertNil(mask.superlayer)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 15, y: 15, width: 30, height: 20), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-opaque-rect")
        }
    }

    func testTheMaskColourDoesNotMatterOnlyItsAlpha() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            view.layer.mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 30, height: 40), .green)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 30, height: 40), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-colour")
        }
    }

    func testAHalfTransparentMaskGivesHalfCoverage() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            view.layer.mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 60, height: 40), UIColor(white: 0, alpha: 0.5))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 60, height: 40), RGBA.red.faded(0.5))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "mask-half-alpha")
        }
    }

    func testAShapeLayerMaskCutsACircle() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            let circle = CAShapeLayer()
            circle.frame = view.bounds
            circle.path = CGPath(ellipseIn: CGRect(x: 20, y: 10, width: 20, height: 20), transform: nil)
            circle.fillColor = UIColor.black.cgColor
            view.layer.mask = circle
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            // Centre (40, 30) in the window, radius 10; antialiased edge left out.
            expected.paint(.red, tolerance: 1) { x, y in ((x - 40) * (x - 40) + (y - 30) * (y - 30)).squareRoot() - 10 }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "mask-shape-circle")
        }
    }

    func testSublayersAreMaskedToo() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            // A blue child sticking out of the layer to the right and below.
            let child = UIView(frame: CGRect(x: 40, y: 20, width: 40, height: 40))
            child.backgroundColor = .blue
            view.addSubview(child)
            // The mask: the layer's bounds and a strip beyond its right edge.
            let mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 60, height: 40))
            mask.addSublayer(Self.solidLayer(CGRect(x: 60, y: 0, width: 10, height: 30)))
            view.layer.mask = mask
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 60, height: 40), .red)
            expected.fill(CGRect(x: 50, y: 30, width: 20, height: 20), .blue)      // the child inside the bounds
            expected.fill(CGRect(x: 70, y: 30, width: 10, height: 10), .blue)      // and inside the mask's strip
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-sublayers")
        }
    }

    func testAMaskImageMasksByItsAlpha() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            // Left half opaque, right half clear, at 1 pixel per point.
            let image = makeImage(width: 60, height: 40) { x, _ in x < 30 ? .black : .clear }
            let mask = CALayer()
            mask.frame = view.bounds
            mask.contents = image
            view.layer.mask = mask
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 30, height: 40), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-image")
        }
    }

    func testOpacityAndAMaskCombine() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            view.alpha = 0.5
            view.layer.mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 30, height: 40))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 30, height: 40), RGBA.red.faded(0.5))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "mask-opacity")
        }
    }

    func testTheMaskTurnsWithARotatedLayer() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 20))
            view.backgroundColor = .red
            window.addSubview(view)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // The layer's left half: turned clockwise about the centre (50, 40), the top half.
            view.layer.mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 40, y: 20, width: 20, height: 20), .red, tolerance: 1)
            expected.ignore { x, y in x >= 39 && x <= 60 && y == 40 }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "mask-rotated")
        }
    }

    func testChangingTheMaskRepaints() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            let mask = Self.solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20))
            view.layer.mask = mask
            let buffer = renderedImage(of: window)
            // Moving the mask, recolouring a sublayer of it, and removing it each repaint
            // what changed into the same buffer.
            mask.frame = CGRect(x: 40, y: 20, width: 20, height: 20)
            spinMainRunLoop()
            window.render(into: buffer)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 50, y: 30, width: 20, height: 20), .red)
            assertImage(buffer, matches: expected, tolerance: 0, name: "mask-moved")

            let inner = Self.solidLayer(CGRect(x: -40, y: -20, width: 10, height: 10), .clear)
            mask.addSublayer(inner)
            spinMainRunLoop()
            window.render(into: buffer)
            inner.backgroundColor = UIColor.black.cgColor
            spinMainRunLoop()
            window.render(into: buffer)
            expected.fill(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
            assertImage(buffer, matches: expected, tolerance: 0, name: "mask-sublayer-changed")

            view.layer.mask = nil
            spinMainRunLoop()
            window.render(into: buffer)
            var whole = ReferenceCanvas(width: 100, height: 80, background: .white)
            whole.fill(CGRect(x: 10, y: 10, width: 60, height: 40), .red)
            assertImage(buffer, matches: whole, tolerance: 0, name: "mask-removed")
        }
    }

    func testAMaskIsTakenOutOfItsSuperlayerAndOfAnotherLayer() {
        MainActor.assumeIsolated {
            let parent = CALayer(), first = CALayer(), second = CALayer()
            let mask = CALayer()
            parent.addSublayer(mask)
            first.mask = mask
            XCTAssertNil(mask.superlayer, "a mask has no superlayer")
            XCTAssertTrue(parent.sublayers?.isEmpty ?? true)
            second.mask = mask
            XCTAssertTrue(second.mask === mask)
            XCTAssertNil(first.mask, "one mask masks one layer")
            parent.addSublayer(mask)
            XCTAssertNil(second.mask, "adding it as a sublayer ends its masking")
            XCTAssertTrue(mask.superlayer === parent)
        }
    }

    func testUIViewMaskIsTheLayersMask() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeScene()
            let maskView = UIView(frame: CGRect(x: 30, y: 0, width: 30, height: 40))
            maskView.backgroundColor = .black
            let holder = UIView()
            holder.addSubview(maskView)
            view.mask = maskView
            XCTAssertTrue(view.mask === maskView)
            XCTAssertTrue(view.layer.mask === maskView.layer)
            XCTAssertNil(maskView.superview, "the mask view is not in the hierarchy")
            XCTAssertNil(maskView.layer.superlayer)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 40, y: 10, width: 30, height: 40), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-view")

            // The mask view draws like any view: its subviews and draw(_:) count.
            maskView.backgroundColor = .clear
            let drawn = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            drawn.isOpaque = false
            drawn.body = { context, _ in
                context.setFillColor(UIColor.black.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
            maskView.addSubview(drawn)
            spinMainRunLoop()
            expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 40, y: 10, width: 10, height: 5), .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "mask-view-drawn")

            view.mask = nil
            XCTAssertNil(view.layer.mask)
            XCTAssertNil(view.mask)
        }
    }
}

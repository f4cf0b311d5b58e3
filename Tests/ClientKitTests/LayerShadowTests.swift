import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Layer shadows: Core Animation's defaults, pixels outside the bounds darkened as a
/// Gaussian blur of the shape computes here (σ = `shadowRadius`; the blur of a
/// rectangle is a product of error-function differences), and damage: moving or
/// changing a shadowed layer repaints its old and new shadow, and an incremental
/// render matches a full one.
final class LayerShadowTests: XCTestCase {
    /// How much of a Gaussian (σ) centred at `c` lies between `a` and `b`.
    private static func coverage(_ c: Double, _ a: Double, _ b: Double, sigma: Double) -> Double {
        let s = sigma * 2.squareRoot()
        return 0.5 * (erf((c - a) / s) - erf((c - b) / s))
    }

    /// The expected strength (0...1) of the shadow of `rect` at pixel (x, y).
    private static func shadow(of rect: CGRect, sigma: Double, _ x: Int, _ y: Int) -> Double {
        coverage(Double(x) + 0.5, Double(rect.minX), Double(rect.maxX), sigma: sigma)
            * coverage(Double(y) + 0.5, Double(rect.minY), Double(rect.maxY), sigma: sigma)
    }

    /// White with the shadow of `cast` (σ `sigma`) in `color` at `strength` over it.
    private static func shadowCanvas(width: Int = 100, height: Int = 80, cast: CGRect, sigma: Double,
                                     color: (Double, Double, Double) = (0, 0, 0), strength: Double) -> ReferenceCanvas {
        var canvas = ReferenceCanvas(width: width, height: height, background: .white)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = strength * shadow(of: cast, sigma: sigma, x, y)
                canvas[x, y] = RGBA(unit: color.0, color.1, color.2, alpha: alpha).over(.white)
            }
        }
        return canvas
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            XCTAssertEqual(layer.shadowColor, CGColor(gray: 0, alpha: 1))
            XCTAssertEqual(layer.shadowOpacity, 0)
            XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
            XCTAssertEqual(layer.shadowRadius, 3)
            XCTAssertNil(layer.shadowPath)
        }
    }

    func testAShadowDarkensOutsideTheBoundsByTheBlurredShape() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 120, height: 100)
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 30))
            view.backgroundColor = .red
            view.layer.shadowOpacity = 0.5
            view.layer.shadowOffset = CGSize(width: 5, height: 8)
            window.addSubview(view)
            var expected = Self.shadowCanvas(width: 120, height: 100, cast: CGRect(x: 35, y: 28, width: 40, height: 30),
                                             sigma: 3, strength: 0.5)
            expected.fill(view.frame, .red)
            let image = renderedImage(of: window)
            assertImage(image, matches: expected, tolerance: 2, name: "shadow-offset")
            // And the shadow really is there: below the view's right edge it is dark.
            XCTAssertLessThan(RGBA(pixel: image.pixel(x: 72, y: 54)).r, 200)
        }
    }

    func testNoShadowWithOpacityZero() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 30))
            view.backgroundColor = .red
            view.layer.shadowOffset = CGSize(width: 5, height: 8)
            view.layer.shadowRadius = 6
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(view.frame, .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shadow-none")
        }
    }

    func testAShadowPathCastsItsShapeEvenWhenTheLayerPaintsNothing() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
            view.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            view.layer.shadowColor = UIColor.blue.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 2
            window.addSubview(view)
            // The default offset moves it 3 up.
            let expected = Self.shadowCanvas(cast: CGRect(x: 40, y: 37, width: 20, height: 20), sigma: 2,
                                             color: (0, 0, 1), strength: 1)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "shadow-path")
        }
    }

    /// Without a path, the shadow is cast by what the layer and its sublayers paint:
    /// here only a small subview, and its colour's alpha and the opacity multiply.
    func testTheShadowFollowsTheSublayersAndFadesByColourAndOpacity() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            inner.backgroundColor = .green
            view.addSubview(inner)
            view.layer.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
            view.layer.shadowOpacity = 0.8
            view.layer.shadowOffset = CGSize(width: 12, height: 10)
            view.layer.shadowRadius = 1.5
            window.addSubview(view)
            var expected = Self.shadowCanvas(cast: CGRect(x: 42, y: 40, width: 10, height: 10), sigma: 1.5,
                                             color: (1, 0, 0), strength: 0.4)
            expected.fill(CGRect(x: 30, y: 30, width: 10, height: 10), .green)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "shadow-sublayers")
        }
    }

    func testALayerThatMasksShowsNoShadow() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 30))
            view.backgroundColor = .red
            view.clipsToBounds = true
            view.layer.shadowOpacity = 1
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(view.frame, .red)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "shadow-masked")
        }
    }

    /// The whole layer fades as a group, its shadow included.
    func testAlphaFadesTheShadowToo() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 30))
            view.backgroundColor = .red
            view.alpha = 0.5
            view.layer.shadowOpacity = 1
            view.layer.shadowOffset = CGSize(width: 0, height: 10)
            window.addSubview(view)
            var expected = Self.shadowCanvas(cast: CGRect(x: 30, y: 30, width: 40, height: 30), sigma: 3, strength: 0.5)
            expected.fill(view.frame, .white)
            expected.fill(view.frame, RGBA.red.faded(0.5))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "shadow-alpha")
        }
    }

    // MARK: Damage

    /// A shadowed view in a 400 × 300 window, rendered once into the returned buffer.
    @MainActor
    private static func makeShadowScene() -> (UIWindow, UIView, PixmanImage) {
        let window = makeRenderWindow(width: 400, height: 300)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
        view.backgroundColor = .blue
        view.layer.shadowOpacity = 0.6
        window.addSubview(view)
        spinMainRunLoop()
        let buffer = PixmanImage(format: .a8r8g8b8, width: 400, height: 300)
        window.render(into: buffer)
        return (window, view, buffer)
    }

    /// The buffer after incremental renders must equal a full render of the same tree.
    @MainActor
    private static func assertMatchesAFullRender(_ buffer: PixmanImage, of window: UIWindow,
                                                 file: StaticString = #filePath, line: UInt = #line) {
        let full = PixmanImage(format: .a8r8g8b8, width: buffer.width, height: buffer.height)
        window.renderer.drawFrame(into: full, bufferAge: 0)
        var differing = 0
        var first: (Int, Int)?
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        XCTAssertEqual(differing, 0, "stale pixels, the first at \(String(describing: first))", file: file, line: line)
    }

    func testMovingAShadowedViewDamagesItsOldAndNewShadow() {
        MainActor.assumeIsolated {
            let (window, view, buffer) = Self.makeShadowScene()
            view.center = CGPoint(x: view.center.x + 150, y: view.center.y + 100)
            let damage = window.render(into: buffer)
            // The shadow: the frame moved 3 up, blurred 3σ = 9 pixels, plus one for resampling.
            let oldShadow = CGRect(x: 50, y: 47, width: 60, height: 40).insetBy(dx: -10, dy: -10)
            let newShadow = oldShadow.offsetBy(dx: 150, dy: 100)
            let region = PixmanRegion(rects: damage.map { _Clip.pixelBounds(of: $0) })
            for rect in [oldShadow, newShadow] {
                let wanted = PixmanRegion(rects: [_Clip.pixelBounds(of: rect)])
                XCTAssertEqual(wanted.subtracting(region).area, 0, "\(rect) is damaged: \(damage)")
            }
            // The old frame alone (without the shadow) would not have been enough.
            XCTAssertGreaterThan(oldShadow.width * oldShadow.height, 60 * 40)
            XCTAssertLessThanOrEqual(region.area, Int(2 * oldShadow.width * oldShadow.height), "\(damage)")
            Self.assertMatchesAFullRender(buffer, of: window)
        }
    }

    func testChangingWhatCastsTheShadowRepaintsTheShadow() {
        MainActor.assumeIsolated {
            let (window, view, buffer) = Self.makeShadowScene()
            view.backgroundColor = nil
            let inner = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
            inner.backgroundColor = .red
            view.addSubview(inner)
            spinMainRunLoop()
            window.render(into: buffer)
            Self.assertMatchesAFullRender(buffer, of: window)
            inner.frame.origin.x = 0
            spinMainRunLoop()
            window.render(into: buffer)
            Self.assertMatchesAFullRender(buffer, of: window)
            inner.removeFromSuperview()
            spinMainRunLoop()
            window.render(into: buffer)
            Self.assertMatchesAFullRender(buffer, of: window)
            view.layer.shadowOffset = CGSize(width: 20, height: 20)
            view.backgroundColor = .green
            spinMainRunLoop()
            window.render(into: buffer)
            Self.assertMatchesAFullRender(buffer, of: window)
            // Rotated, the shadow turns with the layer (drawn in the layer's own space).
            view.transform = CGAffineTransform(rotationAngle: .pi / 6)
            spinMainRunLoop()
            window.render(into: buffer)
            Self.assertMatchesAFullRender(buffer, of: window)
            let below = view.convert(CGPoint(x: 40, y: 50), to: window) // inside the moved shadow only
            XCTAssertLessThan(RGBA(pixel: buffer.pixel(x: Int(below.x), y: Int(below.y))).r, 200)
        }
    }
}

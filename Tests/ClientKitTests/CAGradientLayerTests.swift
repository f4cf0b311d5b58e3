import Foundation
import XCTest
@testable import ClientKit

/// `CAGradientLayer`: Core Animation's defaults, and pixels sampled against the
/// interpolation computed here (pixel centres projected on the axis, or their
/// elliptical distance from the centre for radial gradients).
final class CAGradientLayerTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let gradient = CAGradientLayer()
            XCTAssertNil(gradient.colors)
            XCTAssertNil(gradient.locations)
            XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
            XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
            XCTAssertEqual(gradient.type, .axial)
            XCTAssertEqual(CAGradientLayerType.radial.rawValue, "radial")
        }
    }

    /// Linear interpolation between colour stops `(location, colour)` at `t`, the end
    /// colours continuing beyond the ends.
    private static func interpolate(_ stops: [(Double, (Double, Double, Double))], at t: Double) -> RGBA {
        func rgba(_ c: (Double, Double, Double)) -> RGBA { RGBA(unit: c.0, c.1, c.2) }
        if t <= stops[0].0 { return rgba(stops[0].1) }
        for i in 1..<stops.count where t <= stops[i].0 {
            let (l0, c0) = stops[i - 1], (l1, c1) = stops[i]
            let f = (t - l0) / (l1 - l0)
            return rgba((c0.0 + (c1.0 - c0.0) * f, c0.1 + (c1.1 - c0.1) * f, c0.2 + (c1.2 - c0.2) * f))
        }
        return rgba(stops[stops.count - 1].1)
    }

    /// A window with a gradient layer filling `frame`, configured by `configure`, and
    /// the expected image: white, and `colour(x, y)` (pixel centres in the layer's
    /// coordinates) inside the frame.
    @MainActor
    private static func check(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 80),
                              _ configure: (CAGradientLayer) -> Void,
                              colour: (Double, Double) -> RGBA?) {
        let window = makeRenderWindow()
        let gradient = CAGradientLayer()
        gradient.frame = frame
        configure(gradient)
        window.layer.addSublayer(gradient)
        var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
        for y in 0..<80 {
            for x in 0..<100 where frame.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                expected[x, y] = colour(Double(x) + 0.5 - frame.minX, Double(y) + 0.5 - frame.minY)
            }
        }
        assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: name)
    }

    private static let red = (1.0, 0.0, 0.0), green = (0.0, 1.0, 0.0), blue = (0.0, 0.0, 1.0)

    func testTheDefaultAxisRunsFromTopToBottom() {
        MainActor.assumeIsolated {
            Self.check("gradient-vertical", { $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor] }) { _, y in
                Self.interpolate([(0, Self.red), (1, Self.blue)], at: y / 80)
            }
        }
    }

    func testLocationsPlaceTheStopsAlongAHorizontalAxis() {
        MainActor.assumeIsolated {
            Self.check("gradient-locations", {
                $0.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
                $0.locations = [0, 0.25, 1]
                $0.startPoint = CGPoint(x: 0, y: 0.5)
                $0.endPoint = CGPoint(x: 1, y: 0.5)
            }) { x, _ in
                Self.interpolate([(0, Self.red), (0.25, Self.green), (1, Self.blue)], at: x / 100)
            }
        }
    }

    func testTheEndColoursContinueBeyondTheEndsOfADiagonalAxis() {
        MainActor.assumeIsolated {
            let frame = CGRect(x: 10, y: 10, width: 80, height: 60)
            Self.check("gradient-diagonal", frame: frame, {
                $0.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
                $0.startPoint = CGPoint(x: 0.25, y: 0.25)
                $0.endPoint = CGPoint(x: 0.75, y: 0.75)
            }) { x, y in
                // From (20, 15) to (60, 45) in the layer: project on the axis.
                let dx = 40.0, dy = 30.0
                let t = ((x - 20) * dx + (y - 15) * dy) / (dx * dx + dy * dy)
                return Self.interpolate([(0, Self.green), (1, Self.blue)], at: t)
            }
        }
    }

    func testARadialGradientFillsAnEllipseFromTheStartPoint() {
        MainActor.assumeIsolated {
            Self.check("gradient-radial", {
                $0.type = .radial
                $0.colors = [UIColor.yellow.cgColor, UIColor.blue.cgColor]
                $0.startPoint = CGPoint(x: 0.5, y: 0.5)
                $0.endPoint = CGPoint(x: 1, y: 1)
            }) { x, y in
                let t = hypot((x - 50) / 50, (y - 40) / 40)
                return Self.interpolate([(0, (1, 1, 0)), (1, Self.blue)], at: t)
            }
        }
    }

    func testCornerRadiusRoundsTheGradient() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 10, width: 80, height: 60)
            gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
            gradient.cornerRadius = 20
            window.layer.addSublayer(gradient)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.red, tolerance: 1) { x, y in
                roundedRectDistance(x, y, CGRect(x: 10, y: 10, width: 80, height: 60), radius: 20)
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "gradient-rounded")
        }
    }

    /// UIKit's pattern: a view backed by a gradient layer (`layerClass`).
    func testAViewBackedByAGradientLayer() {
        MainActor.assumeIsolated {
            final class GradientView: UIView {
                override class var layerClass: AnyClass { CAGradientLayer.self }
            }
            let window = makeRenderWindow()
            let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            let gradient = view.layer as! CAGradientLayer
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            for y in 0..<80 {
                for x in 0..<100 { expected[x, y] = Self.interpolate([(0, Self.red), (1, Self.blue)], at: (Double(x) + 0.5) / 100) }
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "gradient-view")
        }
    }

    /// Conic gradients are not drawn yet: the layer shows its background only.
    func testAConicGradientShowsOnlyTheBackground() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
            gradient.backgroundColor = UIColor.yellow.cgColor
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.type = .conic
            window.layer.addSublayer(gradient)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 40, height: 30), .yellow)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "gradient-conic")
        }
    }
}

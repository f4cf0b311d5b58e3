import Foundation
import XCTest
@testable import ClientKit

/// Draws four quadrants: red top-left, green top-right, blue bottom-left, yellow
/// bottom-right, over its bounds at the time of drawing.
final class QuadrantView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        let b = bounds
        let halves = (b.width / 2, b.height / 2)
        for (color, x, y) in [(UIColor.red, 0.0, 0.0), (.green, 1, 0), (.blue, 0, 1), (.yellow, 1, 1)] {
            color.setFill()
            UIRectFill(CGRect(x: b.minX + x * halves.0, y: b.minY + y * halves.1, width: halves.0, height: halves.1))
        }
    }
}

/// Every content mode: a 20×10 snapshot of quadrants, the view then resized to 60×40
/// at (20, 20) in a 100×80 window without redrawing. The expected placement
/// (`expectedPlacementOf20x10In60x40`) is computed from UIKit's definitions of the modes.
final class ContentModeRenderingTests: XCTestCase {
    static let allModes: [UIView.ContentMode] = [
        .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
        .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]

    func testEveryContentMode() {
        MainActor.assumeIsolated {
            for mode in Self.allModes {
                let window = makeRenderWindow()
                let view = QuadrantView(frame: CGRect(x: 20, y: 20, width: 20, height: 10))
                view.contentMode = mode
                window.addSubview(view)
                spinMainRunLoop()
                XCTAssertEqual(view.draws, 1)
                view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
                spinMainRunLoop()
                XCTAssertEqual(view.draws, mode == .redraw ? 2 : 1, "\(mode)")

                let r = expectedPlacementOf20x10In60x40(mode).offsetBy(dx: 20, dy: 20)
                let scaled = r.width != 20
                // Bilinear filtering blurs the quadrant edges over about one source pixel.
                let band = scaled && mode != .redraw ? r.width / 20 + 0.5 : 0.5
                var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
                let w = r.width / 2, h = r.height / 2
                expected.fill(CGRect(x: r.minX, y: r.minY, width: w, height: h), .red, tolerance: band)
                expected.fill(CGRect(x: r.minX + w, y: r.minY, width: w, height: h), .green, tolerance: band)
                expected.fill(CGRect(x: r.minX, y: r.minY + h, width: w, height: h), .blue, tolerance: band)
                expected.fill(CGRect(x: r.minX + w, y: r.minY + h, width: w, height: h), .yellow, tolerance: band)
                assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "content-mode-\(mode)")
            }
        }
    }

    func testAspectFillIsClippedWhenTheViewClips() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = QuadrantView(frame: CGRect(x: 20, y: 20, width: 20, height: 10))
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            window.addSubview(view)
            spinMainRunLoop()
            view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            // The 80×40 snapshot at x = 10…90, clipped to 20…80.
            expected.fill(CGRect(x: 20, y: 20, width: 30, height: 20), .red, tolerance: 2.5)
            expected.fill(CGRect(x: 50, y: 20, width: 30, height: 20), .green, tolerance: 2.5)
            expected.fill(CGRect(x: 20, y: 40, width: 30, height: 20), .blue, tolerance: 2.5)
            expected.fill(CGRect(x: 50, y: 40, width: 30, height: 20), .yellow, tolerance: 2.5)
            expected.ignore { x, _ in x == 19 || x == 80 }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "aspect-fill-clipped")
        }
    }

    func testShrinkingScalesTheSnapshotDown() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = QuadrantView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            window.addSubview(view)
            spinMainRunLoop()
            view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 20, height: 10), .red, tolerance: 1)
            expected.fill(CGRect(x: 30, y: 10, width: 20, height: 10), .green, tolerance: 1)
            expected.fill(CGRect(x: 10, y: 20, width: 20, height: 10), .blue, tolerance: 1)
            expected.fill(CGRect(x: 30, y: 20, width: 20, height: 10), .yellow, tolerance: 1)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "shrunk")
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// Signed distance from (x, y) to a rounded rectangle (negative inside).
func roundedRectDistance(_ x: Double, _ y: Double, _ rect: CGRect, radius: Double) -> Double {
    let cx = Double(rect.midX), cy = Double(rect.midY)
    let qx = abs(x - cx) - (Double(rect.width) / 2 - radius)
    let qy = abs(y - cy) - (Double(rect.height) / 2 - radius)
    let outside = (Swift.max(qx, 0) * Swift.max(qx, 0) + Swift.max(qy, 0) * Swift.max(qy, 0)).squareRoot()
    return outside + Swift.min(Swift.max(qx, qy), 0) - radius
}

/// Reference images of the layer tree's compositing: backgrounds, group opacity,
/// nested clipping, rounded corners, borders, hiding. Expected images are computed
/// from the geometry here.
final class LayerCompositingTests: XCTestCase {
    func testBackgroundsPaintBackToFrontAndSubviewsStickOut() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
            a.backgroundColor = .red
            let b = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 30))
            b.backgroundColor = .blue
            window.addSubview(a)
            a.addSubview(b)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 40, height: 30), .red)
            expected.fill(CGRect(x: 30, y: 20, width: 40, height: 30), .blue)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "backgrounds")
        }
    }

    func testOpacityAppliesToTheSubtreeAsAGroup() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let parent = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
            parent.backgroundColor = .red
            parent.alpha = 0.5
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            child.backgroundColor = .green
            parent.addSubview(child)
            let leaf = UIView(frame: CGRect(x: 75, y: 10, width: 20, height: 20))
            leaf.backgroundColor = .blue
            leaf.alpha = 0.25
            window.addSubview(parent)
            window.addSubview(leaf)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 60, height: 40), RGBA.red.faded(0.5))
            // Group opacity: the child replaces the red inside the group, then both fade.
            expected.fill(CGRect(x: 20, y: 20, width: 20, height: 20), RGBA.white)
            expected.fill(CGRect(x: 20, y: 20, width: 20, height: 20), RGBA.green.faded(0.5))
            expected.fill(CGRect(x: 75, y: 10, width: 20, height: 20), RGBA.blue.faded(0.25))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 2, name: "group-opacity")
        }
    }

    func testNestedClippingIntersectsTheBounds() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let outer = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
            outer.clipsToBounds = true
            let inner = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 60))
            inner.clipsToBounds = true
            let fill = UIView(frame: CGRect(x: -40, y: -40, width: 200, height: 200))
            fill.backgroundColor = .yellow
            let unclipped = UIView(frame: CGRect(x: 60, y: 50, width: 20, height: 20))
            unclipped.backgroundColor = .blue
            window.addSubview(outer)
            outer.addSubview(inner)
            inner.addSubview(fill)
            window.addSubview(unclipped)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 40, y: 30, width: 20, height: 20), .yellow)
            expected.fill(CGRect(x: 60, y: 50, width: 20, height: 20), .blue)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "nested-clipping")
        }
    }

    func testRoundedCornersRoundTheBackgroundAndTheClip() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let plain = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
            plain.backgroundColor = .red
            plain.layer.cornerRadius = 10
            let clipping = UIView(frame: CGRect(x: 50, y: 10, width: 45, height: 60))
            clipping.layer.cornerRadius = 15
            clipping.clipsToBounds = true
            let content = UIView(frame: CGRect(x: -10, y: -10, width: 100, height: 100))
            content.backgroundColor = .blue
            clipping.addSubview(content)
            window.addSubview(plain)
            window.addSubview(clipping)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.paint(.red, tolerance: 1) { x, y in
                roundedRectDistance(x, y, CGRect(x: 5, y: 5, width: 40, height: 30), radius: 10)
            }
            expected.paint(.blue, tolerance: 1) { x, y in
                roundedRectDistance(x, y, CGRect(x: 50, y: 10, width: 45, height: 60), radius: 15)
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "rounded-corners")
        }
    }

    func testBordersAreDrawnInsideAboveTheSubviews() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
            view.backgroundColor = .red
            view.layer.borderWidth = 3
            view.layer.borderColor = UIColor.black.cgColor
            let child = UIView(frame: view.bounds)
            child.backgroundColor = .green
            view.addSubview(child)
            let round = UIView(frame: CGRect(x: 55, y: 10, width: 40, height: 40))
            round.layer.cornerRadius = 20
            round.layer.borderWidth = 4
            round.layer.borderColor = UIColor.blue.cgColor
            window.addSubview(view)
            window.addSubview(round)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 40, height: 30), .black)
            expected.fill(CGRect(x: 13, y: 13, width: 34, height: 24), .green)
            expected.paint(.blue, tolerance: 1) { x, y in
                let d = ((x - 75) * (x - 75) + (y - 30) * (y - 30)).squareRoot()
                return abs(d - 18) - 2 // a ring from radius 16 to 20
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "borders")
        }
    }

    func testHiddenViewsAndZeroAlphaAreNotDrawn() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let hidden = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            hidden.backgroundColor = .red
            hidden.isHidden = true
            let transparent = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
            transparent.backgroundColor = .red
            transparent.alpha = 0
            window.addSubview(hidden)
            window.addSubview(transparent)
            let image = renderedImage(of: window)
            assertImage(image, matches: ReferenceCanvas(width: 100, height: 80, background: .white), tolerance: 0, name: "hidden")
            hidden.isHidden = false
            window.render(into: image)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
            assertImage(image, matches: expected, tolerance: 0, name: "unhidden")
        }
    }

    func testWindowsWithoutBackgroundAreTransparent() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            window.backgroundColor = nil
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.backgroundColor = UIColor.red.withAlphaComponent(0.5)
            window.addSubview(view)
            var expected = ReferenceCanvas(width: 100, height: 80)
            expected.fill(CGRect(x: 10, y: 10, width: 20, height: 20), RGBA.red.faded(0.5))
            assertImage(renderedImage(of: window), matches: expected, tolerance: 1, name: "transparent-window")
        }
    }
}

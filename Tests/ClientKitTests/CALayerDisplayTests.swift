import Foundation
import XCTest
@_spi(StrataPlatform) @testable import ClientKit

private final class DrawnLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
    }
}

/// A delegate that supplies contents itself instead of drawing.
private final class ImageDelegate: CALayerDelegate {
    let image: CGImage
    var displays = 0
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) {
        displays += 1
        layer.contents = image
    }
}

/// The layer half of the drawing cycle and of contents: `display()`, `draw(in:)`,
/// delegates, contents set by hand.
final class CALayerDisplayTests: XCTestCase {
    func testDisplayDefaultsAndRequests() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            XCTAssertFalse(layer.needsDisplay(), "plain layers draw only when asked")
            XCTAssertFalse(layer.needsDisplayOnBoundsChange)
            XCTAssertEqual(layer.magnificationFilter, .linear)
            layer.setNeedsDisplay()
            XCTAssertTrue(layer.needsDisplay())
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.displayIfNeeded()
            XCTAssertFalse(layer.needsDisplay())
            XCTAssertNil(layer.contents, "a plain CALayer does not draw")
            XCTAssertTrue(UIView().layer.needsDisplay(), "a new view draws when first shown")
        }
    }

    func testALayerSubclassThatDrawsGetsContentsInTheUpdateCycle() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let layer = DrawnLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            window.layer.addSublayer(layer)
            spinMainRunLoop()
            XCTAssertEqual(layer.draws, 0)
            layer.setNeedsDisplay()
            layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
            spinMainRunLoop()
            XCTAssertEqual(layer.draws, 1)
            XCTAssertTrue(layer.contents is CGImage)
            layer.needsDisplayOnBoundsChange = true
            // The layer is committed: without this the change would animate implicitly.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.bounds.size = CGSize(width: 30, height: 30)
            CATransaction.commit()
            spinMainRunLoop()
            XCTAssertEqual(layer.draws, 2)
            XCTAssertEqual((layer.contents as? CGImage)?.width, 30)
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 5, y: 5, width: 30, height: 30), .green)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 0, name: "drawn-layer")
        }
    }

    func testADelegateThatDisplaysReplacesDrawing() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let delegate = ImageDelegate(image: makeImage(width: 4, height: 4) { _, _ in .blue })
            let layer = CALayer()
            layer.delegate = delegate
            layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            window.layer.addSublayer(layer)
            layer.setNeedsDisplay()
            spinMainRunLoop()
            XCTAssertEqual(delegate.displays, 1)
            XCTAssertTrue((layer.contents as? CGImage) === delegate.image)
            let image = renderedImage(of: window)
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 4, y: 4)), .blue, "4×4 contents scaled to the 8×8 bounds")
            withExtendedLifetime(delegate) {}
        }
    }

    func testContentsSetByHandWithGravityAndScale() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            layer.contents = makeImage(width: 20, height: 20) { x, _ in x < 10 ? .red : .blue }
            layer.contentsScale = 2
            layer.contentsGravity = .bottomRight
            layer.backgroundColor = UIColor.black.cgColor
            window.layer.addSublayer(layer)
            // 20×20 pixels at scale 2 are 10×10 points, in the bottom-right corner.
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 40, height: 40), .black)
            expected.fill(CGRect(x: 40, y: 40, width: 5, height: 10), .red, tolerance: 0.6)
            expected.fill(CGRect(x: 45, y: 40, width: 5, height: 10), .blue, tolerance: 0.6)
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "contents-by-hand")
        }
    }

    func testThePresenterRunsAfterEachPassAndChangesScheduleOne() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            spinMainRunLoop()
            var presented: [[UIWindow]] = []
            UIApplication.shared.updateCyclePresenter = { presented.append($0) }
            defer { UIApplication.shared.updateCyclePresenter = nil }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            spinMainRunLoop()
            XCTAssertEqual(presented.count, 1)
            XCTAssertTrue(presented.first?.contains { $0 === window } ?? false)
            // A change that only needs compositing still gets a pass while a presenter is installed.
            view.backgroundColor = .red
            spinMainRunLoop()
            XCTAssertEqual(presented.count, 2)
            spinMainRunLoop()
            XCTAssertEqual(presented.count, 2, "nothing changed, no pass")
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

private final class LayoutDrawingView: UIView {
    var log: CallLog?
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        log?.add("layout")
        onLayout?()
    }
    override func draw(_ rect: CGRect) {
        log?.add("draw \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

/// Calls `super.draw(_:)` and then draws: still a drawing class.
private final class SuperCallingView: UIView {
    var count = 0
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        count += 1
        UIColor.blue.setFill()
        UIRectFill(rect)
    }
}

/// Overrides nothing about drawing.
private final class PlainView: UIView {}

final class DrawingCycleTests: XCTestCase {
    /// A shown window with one drawing view, drawn once already.
    @MainActor
    private static func makeDrawnView(frame: CGRect = CGRect(x: 10, y: 10, width: 50, height: 40)) -> (UIWindow, DrawingView) {
        let window = makeRenderWindow()
        let view = DrawingView(frame: frame)
        window.addSubview(view)
        spinMainRunLoop()
        view.drawnRects = []
        return (window, view)
    }

    func testManyRequestsCoalesceIntoOneDrawWithTheUnionRect() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView()
            defer { withExtendedLifetime(window) {} }
            view.setNeedsDisplay(CGRect(x: 1, y: 2, width: 3, height: 4))
            view.setNeedsDisplay(CGRect(x: 20, y: 10, width: 5, height: 5))
            view.setNeedsDisplay(CGRect(x: 2, y: 30, width: 1, height: 1))
            XCTAssertTrue(view.drawnRects.isEmpty, "nothing draws before the turn ends")
            XCTAssertTrue(view.layer.needsDisplay())
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            XCTAssertEqual(view.drawnRects, [CGRect(x: 1, y: 2, width: 24, height: 29)])
            XCTAssertFalse(view.layer.needsDisplay())
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects.count, 1, "nothing left to draw")
        }
    }

    func testSetNeedsDisplayWithoutRectRedrawsTheWholeBounds() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView()
            defer { withExtendedLifetime(window) {} }
            view.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
            view.setNeedsDisplay()
            view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 2, height: 2))
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [view.bounds])
        }
    }

    func testDirtyRectsAreClippedToTheBounds() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView()
            defer { withExtendedLifetime(window) {} }
            view.setNeedsDisplay(CGRect(x: 40, y: -10, width: 100, height: 20))
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [CGRect(x: 40, y: 0, width: 10, height: 10)])
        }
    }

    func testAViewFirstShownDrawsOnceWithItsBounds() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
            spinMainRunLoop()
            XCTAssertTrue(view.drawnRects.isEmpty, "not in a window: not drawn")
            window.addSubview(view)
            spinMainRunLoop()
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 30, height: 20)])
            XCTAssertTrue(view.layer.contents is CGImage, "the snapshot is the layer's contents")
        }
    }

    func testDrawingHappensAfterLayoutInTheSamePass() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let log = CallLog()
            let view = LayoutDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.log = log
            window.addSubview(view)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["layout", "draw 0,0 20x20"])
            log.clear()
            // A display request made during layout is served by the same pass.
            view.onLayout = { view.setNeedsDisplay(CGRect(x: 2, y: 2, width: 4, height: 4)) }
            view.setNeedsLayout()
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
            let passes = _UIUpdateCycle.passCount
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["layout", "draw 0,0 6x6"])
            XCTAssertEqual(_UIUpdateCycle.passCount, passes + 1)
        }
    }

    func testGeometryChangesDoNotRedrawExceptInRedrawMode() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView()
            defer { withExtendedLifetime(window) {} }
            for mode: UIView.ContentMode in [.scaleToFill, .scaleAspectFit, .center, .topLeft, .bottomRight] {
                view.contentMode = mode
                view.frame.size.width += 10
                view.center.x += 3
                view.transform = CGAffineTransform(rotationAngle: 0.1)
                view.transform = .identity
                spinMainRunLoop()
                XCTAssertEqual(view.drawnRects, [], "\(mode)")
            }
            view.contentMode = .redraw
            view.center.x += 3
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [], "moving does not redraw")
            view.frame.size = CGSize(width: 33, height: 22)
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 33, height: 22)])
        }
    }

    func testHiddenWindowsAndViewsDoNotDrawUntilShown() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            window.isHidden = true
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects, [], "hidden window")
            window.isHidden = false
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects.count, 1)

            view.isHidden = true
            view.setNeedsDisplay()
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects.count, 1, "hidden view")
            view.isHidden = false
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects.count, 2)
        }
    }

    func testOnlyViewsThatDrawGetABackingStore() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let base = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let superCalling = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            base.backgroundColor = .green
            for v in [plain, base, superCalling] { window.addSubview(v) }
            spinMainRunLoop()
            XCTAssertNil(plain.layer.contents)
            XCTAssertNil(base.layer.contents, "background colours come from the layer")
            XCTAssertNil(window.layer.contents)
            XCTAssertTrue(superCalling.layer.contents is CGImage)
            XCTAssertEqual(superCalling.count, 1)
            superCalling.setNeedsDisplay()
            plain.setNeedsDisplay()
            spinMainRunLoop()
            XCTAssertEqual(superCalling.count, 2)
            XCTAssertNil(plain.layer.contents)
        }
    }

    func testTheCurrentContextDrawsIntoTheBackingStoreInBoundsCoordinates() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            view.bounds.origin = CGPoint(x: 100, y: 50)
            var seen: (CGContext?, CGAffineTransform)?
            view.body = { context, _ in
                seen = (UIGraphicsGetCurrentContext(), context.ctm)
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 100, y: 50, width: 5, height: 5))
            }
            XCTAssertNil(UIGraphicsGetCurrentContext())
            window.addSubview(view)
            spinMainRunLoop()
            XCTAssertNotNil(seen?.0)
            XCTAssertEqual(seen?.1, CGAffineTransform(translationX: -100, y: -50))
            XCTAssertNil(UIGraphicsGetCurrentContext(), "popped after drawing")
            let store = (view.layer.contents as? CGImage)?.pixmanImage
            XCTAssertEqual(store?.width, 20)
            XCTAssertEqual(store.map { RGBA(pixel: $0.pixel(x: 2, y: 2)) }, .red)
            XCTAssertEqual(store.map { RGBA(pixel: $0.pixel(x: 7, y: 2)) }, .clear)
        }
    }

    func testPartialRedrawKeepsTheRestOfTheSnapshot() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            defer { withExtendedLifetime(window) {} }
            view.body = { context, _ in
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            view.setNeedsDisplay()
            spinMainRunLoop()
            view.body = { context, _ in
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            spinMainRunLoop()
            let store = (view.layer.contents as? CGImage)!.pixmanImage
            XCTAssertEqual(RGBA(pixel: store.pixel(x: 2, y: 2)), .red, "redrawn, clipped to the dirty rect")
            XCTAssertEqual(RGBA(pixel: store.pixel(x: 10, y: 10)), .blue, "kept")
        }
    }

    func testTheDirtyRectIsClearedBeforeDrawingUnlessTheViewSaysNot() {
        MainActor.assumeIsolated {
            let (window, view) = Self.makeDrawnView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            defer { withExtendedLifetime(window) {} }
            view.body = { context, _ in
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            view.setNeedsDisplay()
            spinMainRunLoop()
            // Draw nothing into (0, 0, 5, 5): cleared to transparent by default…
            view.body = { context, _ in context.setFillColor(UIColor.red.cgColor) }
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
            spinMainRunLoop()
            let store = (view.layer.contents as? CGImage)!.pixmanImage
            XCTAssertEqual(RGBA(pixel: store.pixel(x: 2, y: 2)), .clear)
            XCTAssertEqual(RGBA(pixel: store.pixel(x: 7, y: 7)), .blue)
            // …and left alone when clearsContextBeforeDrawing is false.
            view.clearsContextBeforeDrawing = false
            view.setNeedsDisplay(CGRect(x: 5, y: 5, width: 5, height: 5))
            spinMainRunLoop()
            XCTAssertEqual(RGBA(pixel: store.pixel(x: 7, y: 7)), .blue)
        }
    }
}

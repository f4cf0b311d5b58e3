import Foundation
import StrataPixman
import StrataShm
import XCTest
@testable import ClientKit

/// Damage tracking: a render repaints, and reports, only what changed.
final class RenderDamageTests: XCTestCase {
    /// A 1280×800 window with a drawing view at (100, 100, 200, 200), rendered once.
    @MainActor
    private static func makeScene() -> (UIWindow, DrawingView, PixmanImage) {
        let window = makeRenderWindow(width: 1280, height: 800)
        let view = DrawingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.body = { context, rect in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(rect)
        }
        window.addSubview(view)
        let other = UIView(frame: CGRect(x: 600, y: 100, width: 100, height: 100))
        other.backgroundColor = .green
        other.tag = 1
        window.addSubview(other)
        spinMainRunLoop()
        let buffer = PixmanImage(format: .a8r8g8b8, width: 1280, height: 800)
        let first = window.render(into: buffer)
        XCTAssertEqual(first, [CGRect(x: 0, y: 0, width: 1280, height: 800)], "the first frame is all damage")
        return (window, view, buffer)
    }

    /// A buffer pool that tells the renderer its buffers' ages (as PlatformWindow does)
    /// gets complete frames in every buffer, repainting only what each one missed.
    func testBufferAgesFromAPoolRepaintWhatEachBufferMissed() {
        MainActor.assumeIsolated {
            let (window, view, first) = Self.makeScene() // frame 1 in `first`: the other view green
            let second = PixmanImage(format: .a8r8g8b8, width: 1280, height: 800)
            let other = window.subviews.first { $0.tag == 1 }!
            other.backgroundColor = .red
            spinMainRunLoop()
            window.renderer.drawFrame(into: second, bufferAge: 0) // frame 2: new, repainted whole
            XCTAssertEqual(window.renderer.repaintedPixelCount, 1280 * 800)
            // Frame 3 changes only the drawing view; `first` (age 2) must also get frame 2's red.
            view.body = { context, rect in
                context.setFillColor(UIColor.yellow.cgColor)
                context.fill(rect)
            }
            view.setNeedsDisplay()
            spinMainRunLoop()
            window.renderer.drawFrame(into: first, bufferAge: 2)
            XCTAssertEqual(window.renderer.repaintedPixelCount, 200 * 200 + 100 * 100, "frame 3's damage and frame 2's")
            let reference = PixmanImage(format: .a8r8g8b8, width: 1280, height: 800)
            window.renderer.drawFrame(into: reference, bufferAge: 0)
            for (x, y) in [(650, 150), (150, 150), (5, 5), (1000, 700)] {
                XCTAssertEqual(first.pixel(x: x, y: y), reference.pixel(x: x, y: y), "pixel \(x),\(y)")
            }
            XCTAssertEqual(first.pixel(x: 650, y: 150), 0xFFFF_0000, "frame 2's change, which this buffer missed")
        }
    }

    func testASmallRedrawRecompositesAboutItsOwnArea() {
        MainActor.assumeIsolated {
            let (window, view, buffer) = Self.makeScene()
            view.body = { context, rect in
                context.setFillColor(UIColor.red.cgColor)
                context.fill(rect)
            }
            view.setNeedsDisplay(CGRect(x: 20, y: 30, width: 10, height: 10))
            spinMainRunLoop()
            XCTAssertEqual(view.drawnRects.last, CGRect(x: 20, y: 30, width: 10, height: 10))
            let damage = window.render(into: buffer)
            XCTAssertEqual(damage, [CGRect(x: 120, y: 130, width: 10, height: 10)])
            XCTAssertEqual(window.renderer.repaintedPixelCount, 100)
            let composited = window.renderer.compositedPixelCount
            XCTAssertGreaterThanOrEqual(composited, 100)
            XCTAssertLessThanOrEqual(composited, 400, "a few layers over 10×10 pixels, not the window")
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 125, y: 135)), .red)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 119, y: 135)), .blue)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 131, y: 135)), .blue)
        }
    }

    func testNothingChangedNothingRendered() {
        MainActor.assumeIsolated {
            let (window, _, buffer) = Self.makeScene()
            XCTAssertEqual(window.render(into: buffer), [])
            XCTAssertEqual(window.renderer.compositedPixelCount, 0)
            // Moving the window on screen changes nothing inside it.
            window.frame.origin = CGPoint(x: 50, y: 50)
            XCTAssertEqual(window.render(into: buffer), [])
        }
    }

    func testMovingAViewDamagesWhereItWasAndWhereItIs() {
        MainActor.assumeIsolated {
            let (window, _, buffer) = Self.makeScene()
            let other = window.viewWithTag(1)!
            other.frame.origin = CGPoint(x: 900, y: 500)
            let damage = window.render(into: buffer)
            XCTAssertEqual(Set(damage.map { "\($0)" }),
                           Set([CGRect(x: 600, y: 100, width: 100, height: 100), CGRect(x: 900, y: 500, width: 100, height: 100)].map { "\($0)" }))
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 650, y: 150)), .white)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 950, y: 550)), .green)
        }
    }

    func testRemovingHidingAndRecolouringDamageTheViewsArea() {
        MainActor.assumeIsolated {
            let (window, _, buffer) = Self.makeScene()
            let other = window.viewWithTag(1)!
            let area = [CGRect(x: 600, y: 100, width: 100, height: 100)]
            other.backgroundColor = .red
            XCTAssertEqual(window.render(into: buffer), area)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 650, y: 150)), .red)
            other.isHidden = true
            XCTAssertEqual(window.render(into: buffer), area)
            other.isHidden = false
            XCTAssertEqual(window.render(into: buffer), area)
            other.removeFromSuperview()
            XCTAssertEqual(window.render(into: buffer), area)
            XCTAssertEqual(RGBA(pixel: buffer.pixel(x: 650, y: 150)), .white)
        }
    }

    func testAlternatingBuffersAreRepaintedWithTheDamageTheyMissed() {
        MainActor.assumeIsolated {
            let (window, view, a) = Self.makeScene()
            let b = PixmanImage(format: .a8r8g8b8, width: 1280, height: 800)
            let other = window.viewWithTag(1)!
            other.backgroundColor = .red
            // b is new to the renderer: repainted whole, but the frame's damage is small.
            XCTAssertEqual(window.render(into: b), [CGRect(x: 600, y: 100, width: 100, height: 100)])
            XCTAssertEqual(window.renderer.repaintedPixelCount, 1280 * 800)
            view.body = { context, rect in
                context.setFillColor(UIColor.yellow.cgColor)
                context.fill(rect)
            }
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
            spinMainRunLoop()
            // a is two frames old: it gets both changes.
            window.render(into: a)
            XCTAssertEqual(window.renderer.repaintedPixelCount, 100 * 100 + 10 * 10)
            // Bring b up to date too: both must now hold the current frame.
            window.render(into: b)
            XCTAssertEqual(window.renderer.repaintedPixelCount, 100)
            for (x, y) in [(105, 105), (650, 150), (200, 200), (10, 10), (1279, 799)] {
                XCTAssertEqual(a.pixel(x: x, y: y), b.pixel(x: x, y: y), "(\(x), \(y))")
            }
            XCTAssertEqual(RGBA(pixel: a.pixel(x: 105, y: 105)), .yellow)
            XCTAssertEqual(RGBA(pixel: a.pixel(x: 650, y: 150)), .red)
        }
    }

    func testAHiddenWindowStillRenders() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 40, height: 30)
            window.isHidden = true
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.body = { c, r in c.setFillColor(UIColor.red.cgColor); c.fill(r) }
            window.addSubview(view)
            let image = renderedImage(of: window)
            XCTAssertEqual(view.drawnRects.count, 1, "rendering finishes pending display")
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 5, y: 5)), .red)
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 20, y: 20)), .white)
        }
    }
}

final class WindowFramebufferTests: XCTestCase {
    func testTheRenderersOwnFramebufferFollowsTheWindowSize() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 40, height: 30)
            let first = window.renderer.renderFramebuffer()
            XCTAssertEqual(first?.image.width, 40)
            XCTAssertEqual(first?.damage, [CGRect(x: 0, y: 0, width: 40, height: 30)])
            let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            view.backgroundColor = .red
            window.addSubview(view)
            let second = window.renderer.renderFramebuffer()
            XCTAssertTrue(second?.image === first?.image)
            XCTAssertEqual(second?.damage, [CGRect(x: 1, y: 2, width: 3, height: 4)])
            window.frame.size = CGSize(width: 50, height: 30)
            let third = window.renderer.renderFramebuffer()
            XCTAssertEqual(third?.image.width, 50)
            XCTAssertEqual(third?.damage, [CGRect(x: 0, y: 0, width: 50, height: 30)])
        }
    }
}

final class SharedBufferRenderingTests: XCTestCase {
    func testRenderingIntoASharedMemoryBuffer() throws {
        try MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 64, height: 48)
            let view = UIView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
            view.backgroundColor = .blue
            window.addSubview(view)
            let buffer = try SharedBuffer.create(width: 64, height: 48)
            XCTAssertEqual(window.render(into: buffer.image), [CGRect(x: 0, y: 0, width: 64, height: 48)])
            var expected = ReferenceCanvas(width: 64, height: 48, background: .white)
            expected.fill(CGRect(x: 8, y: 8, width: 16, height: 16), .blue)
            assertImage(buffer.image, matches: expected, tolerance: 0, name: "shared-buffer")
            // The bytes the daemon maps are those pixels.
            let pixel = buffer.bytes.load(fromByteOffset: 10 * buffer.stride + 10 * 4, as: UInt32.self)
            XCTAssertEqual(RGBA(pixel: pixel), .blue)
        }
    }
}

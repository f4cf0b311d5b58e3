import StrataCompositor
import StrataPixman
import XCTest

/// The renderer with an output that has several buffers (in process, no bus): a buffer
/// `age` frames old gets the damage of the frames it missed repainted, never the whole
/// screen; a new buffer (age 0) or one older than the history is repainted whole.
final class BufferAgeTests: XCTestCase {
    private let width = 64, height = 48
    private lazy var buffers = [PixmanImage(format: .x8r8g8b8, width: width, height: height),
                                PixmanImage(format: .x8r8g8b8, width: width, height: height)]

    private func region(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> PixmanRegion {
        PixmanRegion(x: x, y: y, width: w, height: h)
    }

    func testTwoBuffersRepaintTheirOwnAndTheMissedFramesDamage() {
        let renderer = Renderer(width: width, height: height)
        let a = region(0, 0, 10, 10), b = region(20, 20, 5, 5), c = region(40, 30, 8, 8)
        XCTAssertEqual(renderer.repaint([], into: OutputBuffer(image: buffers[0], age: 0, tag: 0)), width * height)
        renderer.addDamage(a)
        XCTAssertEqual(renderer.repaintRegion(forBufferAge: 1), a)
        XCTAssertEqual(renderer.repaint([], into: OutputBuffer(image: buffers[1], age: 0, tag: 1)), width * height) // new buffer: whole
        renderer.addDamage(b)
        XCTAssertEqual(renderer.repaintRegion(forBufferAge: 2), a.union(b))
        XCTAssertEqual(renderer.repaint([], into: OutputBuffer(image: buffers[0], age: 2, tag: 0)), a.union(b).area)
        renderer.addDamage(c)
        XCTAssertEqual(renderer.repaint([], into: OutputBuffer(image: buffers[1], age: 2, tag: 1)), b.union(c).area)
        renderer.addDamage(a)
        XCTAssertEqual(renderer.repaintRegion(forBufferAge: 3), a.union(b).union(c))
        XCTAssertEqual(renderer.repaintRegion(forBufferAge: Renderer.maximumBufferAge + 2), renderer.bounds, "older than the history")
        XCTAssertEqual(renderer.repaintRegion(forBufferAge: 0), renderer.bounds)
    }

    func testTheScreenIsTheLastBufferDrawnAndItsPixelsAreRight() {
        let renderer = Renderer(width: width, height: height)
        renderer.background = PixmanColor(argb: 0xFF10_2030)
        renderer.repaint([], into: OutputBuffer(image: buffers[0], age: 0, tag: 0))
        renderer.background = PixmanColor(argb: 0xFF40_5060)
        renderer.repaint([], into: OutputBuffer(image: buffers[1], age: 0, tag: 1))
        XCTAssertTrue(renderer.screen === buffers[1])
        XCTAssertEqual(buffers[0].pixel(x: 5, y: 5) & 0xFF_FFFF, 0x10_2030)
        XCTAssertEqual(buffers[1].pixel(x: 5, y: 5) & 0xFF_FFFF, 0x40_5060)
    }
}

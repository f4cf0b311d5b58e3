import StrataCompositor
import StrataPixman
import StrataProtocol
import XCTest

/// `"frame-events": "combined"` (protocol version 5): one `FramePresented` per commit,
/// the buffers that frame released riding on the first, instead of `BufferReleased` and
/// `FrameDone`; a window that did not ask keeps the two signals.
final class CombinedFrameEventsTests: XCTestCase {
    private func damageAll(_ window: CompositorWindow) -> DamageList {
        DamageList(rectangles: [WindowGeometry(x: 0, y: 0, width: window.geometry.width, height: window.geometry.height)])
    }

    func testOneSignalPerCommitCarriesTheReleases() throws {
        let core = CoreHarness()
        let combined = try core.window(":1.1", 0, 0, 10, 10, color: 0xFF0000)
        combined.combinedFrameEvents = true
        let separate = try core.window(":1.2", 20, 0, 10, 10, color: 0x00FF00)
        let first = try XCTUnwrap(combined.current?.id)
        let second = try core.buffer(on: combined, color: 0x0000FF)
        let other = try core.buffer(on: separate, color: 0xFFFFFF)
        let separateFirst = try XCTUnwrap(separate.current?.id)

        core.events.clear()
        core.compositor.commit(combined, buffer: second, damage: damageAll(combined), serial: 2)
        core.compositor.commit(separate, buffer: other, damage: damageAll(separate), serial: 2)
        core.frame()
        XCTAssertEqual(core.events.lines("presented"), ["presented \(combined.id) 2 [\(first)]"])
        XCTAssertEqual(core.events.lines("released"), ["released \(separate.id) \(separateFirst)"], "the other window: as before")
        XCTAssertEqual(core.events.lines("frame"), ["frame \(separate.id) 2"])
        XCTAssertEqual(core.pixel(5, 5), 0x0000FF)

        // Two commits in one frame (back to the first buffer, then a frame request):
        // two signals, the release on the first; the buffer shown is not released.
        core.events.clear()
        core.compositor.commit(combined, buffer: first, damage: damageAll(combined), serial: 3)
        core.compositor.commit(combined, buffer: first, damage: DamageList(rectangles: []), serial: 4)
        core.frame()
        XCTAssertEqual(core.events.lines("presented"), ["presented \(combined.id) 3 [\(second)]", "presented \(combined.id) 4 []"])
        XCTAssertEqual(core.events.lines("frame"), [])
        XCTAssertEqual(core.events.lines("released"), [])
    }
}

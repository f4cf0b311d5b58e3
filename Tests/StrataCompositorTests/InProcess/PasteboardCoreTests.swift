import StrataCompositor
import XCTest

/// The shared pasteboard in the compositor's core, without a bus.
final class PasteboardCoreTests: XCTestCase {
    func testChangesCountAndAnnounceAndRefusalsKeepTheItems() throws {
        let core = CoreHarness(limits: CompositorLimits(maxPasteboardBytes: 8))
        let compositor = core.compositor
        XCTAssertEqual(compositor.pasteboard.changeCount, 0)
        XCTAssertEqual(try compositor.setPasteboardItems([["b": [1, 2], "a": [3]], ["c": []]]), 1)
        XCTAssertEqual(compositor.pasteboard.types, [["a", "b"], ["c"]])
        XCTAssertEqual(compositor.pasteboard.byteCount, 3)
        XCTAssertEqual(core.events.lines("pasteboard").count, 1)

        XCTAssertThrowsError(try compositor.setPasteboardItems([["a": [UInt8](repeating: 0, count: 9)]])) { error in
            XCTAssertEqual(error as? CompositorError,
                           .limitsExceeded("max-pasteboard-bytes: the pasteboard holds at most 8 bytes, got 9"))
        }
        XCTAssertThrowsError(try compositor.setPasteboardItems([["a\u{7F}": [1]]]))
        XCTAssertEqual(compositor.pasteboard.changeCount, 1, "a refusal is not a change")
        XCTAssertEqual(compositor.pasteboard.items(ofTypes: ["a", "c"]), [["a": [3]], ["c": []]])
        XCTAssertEqual(core.events.lines("pasteboard").count, 1, "nor announced")

        XCTAssertEqual(try compositor.setPasteboardItems([]), 2)
        XCTAssertEqual(compositor.pasteboard.items, [])
        XCTAssertEqual(core.events.lines("pasteboard").count, 2)
    }
}

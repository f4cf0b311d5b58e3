import StrataPixman
import XCTest

final class PixmanClipTests: XCTestCase {
    private let background: UInt32 = 0xFF00_0000
    private let paint: UInt32 = 0xFF20_C0E0

    private var clip: PixmanRegion {
        PixmanRegion(rects: [PixmanRect(x: 1, y: 1, width: 3, height: 2), PixmanRect(x: 5, y: 4, width: 2, height: 3)])
    }

    /// Every pixel is `paint` inside `region` and `background` outside.
    private func assertPainted(_ image: PixmanImage, exactly region: PixmanRegion,
                               file: StaticString = #filePath, line: UInt = #line) {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let expected = region.contains(x: Int32(x), y: Int32(y)) ? paint : background
                XCTAssertEqual(image.pixel(x: x, y: y), expected, "(\(x), \(y))", file: file, line: line)
            }
        }
    }

    func testClipRegionLimitsComposite() {
        let destination = PixmanImage.make(width: 8, height: 8) { _, _ in background }
        destination.setClipRegion(clip)
        destination.composite(.src, source: .solid(PixmanColor(argb: paint)), width: 8, height: 8)
        assertPainted(destination, exactly: clip)
    }

    func testClipRegionLimitsFill() {
        let destination = PixmanImage.make(width: 8, height: 8) { _, _ in background }
        destination.setClipRegion(clip)
        destination.fill(.src, color: PixmanColor(argb: paint), rects: [PixmanRect(x: 0, y: 0, width: 8, height: 8)])
        assertPainted(destination, exactly: clip)
    }

    func testRemovingTheClipRegion() {
        let destination = PixmanImage.make(width: 8, height: 8) { _, _ in background }
        destination.setClipRegion(clip)
        destination.setClipRegion(nil)
        destination.composite(.src, source: .solid(PixmanColor(argb: paint)), width: 8, height: 8)
        assertPainted(destination, exactly: PixmanRegion(x: 0, y: 0, width: 8, height: 8))
    }

    func testCompositeWithinRegionTouchesOnlyTheRegionAndPlacesTheSource() {
        let source = PixmanImage.make(width: 6, height: 6) { x, y in Reference.pixel(a: 255, r: x * 40, g: y * 40, b: 7) }
        let destination = PixmanImage.make(width: 8, height: 8) { _, _ in background }
        let originX = 1, originY = 1  // keeps the clip's rectangles inside the source
        destination.composite(.src, source: source, destinationX: Int32(originX), destinationY: Int32(originY), within: clip)
        for y in 0..<8 {
            for x in 0..<8 {
                let expected = clip.contains(x: Int32(x), y: Int32(y))
                    ? source.pixel(x: x - originX, y: y - originY) : background
                XCTAssertEqual(destination.pixel(x: x, y: y), expected, "(\(x), \(y))")
            }
        }
    }
}

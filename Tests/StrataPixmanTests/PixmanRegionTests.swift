import StrataPixman
import XCTest

final class PixmanRegionTests: XCTestCase {
    /// The pixels of `rects`, enumerated one by one: the reference the region is checked against.
    private func pixelSet(_ rects: [PixmanRect]) -> Set<[Int32]> {
        var pixels = Set<[Int32]>()
        for rect in rects where !rect.isEmpty {
            for y in rect.y..<rect.y + rect.height {
                for x in rect.x..<rect.x + rect.width { pixels.insert([x, y]) }
            }
        }
        return pixels
    }

    /// Checks `region` covers exactly `expected`: through contains, area, and its rectangles.
    private func assertRegion(_ region: PixmanRegion, covers expected: Set<[Int32]>,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(region.area, expected.count, "area", file: file, line: line)
        XCTAssertEqual(region.isEmpty, expected.isEmpty, file: file, line: line)
        for y in Int32(-2)..<22 {
            for x in Int32(-2)..<22 {
                XCTAssertEqual(region.contains(x: x, y: y), expected.contains([x, y]), "(\(x), \(y))", file: file, line: line)
            }
        }
        // The rectangles are disjoint and together cover exactly the same pixels.
        let rects = region.rectangles
        XCTAssertEqual(rects.reduce(0) { $0 + $1.area }, pixelSet(rects).count, "rectangles overlap", file: file, line: line)
        XCTAssertEqual(pixelSet(rects), expected, file: file, line: line)
    }

    private let a = [PixmanRect(x: 0, y: 0, width: 10, height: 6)]
    private let b = [PixmanRect(x: 5, y: 3, width: 10, height: 10), PixmanRect(x: 1, y: 15, width: 3, height: 2)]

    func testEmptyRegion() {
        let region = PixmanRegion()
        XCTAssertTrue(region.isEmpty)
        XCTAssertEqual(region.area, 0)
        XCTAssertEqual(region.rectangles, [])
        XCTAssertEqual(region.extents, PixmanRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(PixmanRegion(x: 3, y: 3, width: 0, height: 4), region)
        XCTAssertEqual(PixmanRegion(rects: [PixmanRect(x: 1, y: 1, width: -1, height: 1)]), region)
    }

    func testSingleRectangle() {
        let region = PixmanRegion(x: 2, y: 3, width: 4, height: 5)
        XCTAssertEqual(region.rectangles, [PixmanRect(x: 2, y: 3, width: 4, height: 5)])
        XCTAssertEqual(region.extents, PixmanRect(x: 2, y: 3, width: 4, height: 5))
        assertRegion(region, covers: pixelSet(region.rectangles))
        XCTAssertTrue(region.contains(x: 2, y: 3))
        XCTAssertTrue(region.contains(x: 5, y: 7))
        XCTAssertFalse(region.contains(x: 6, y: 7))  // right edge is exclusive
        XCTAssertFalse(region.contains(x: 5, y: 8))  // bottom edge is exclusive
    }

    func testOverlappingRectanglesAreMerged() {
        let region = PixmanRegion(rects: b + a)
        assertRegion(region, covers: pixelSet(a).union(pixelSet(b)))
        XCTAssertEqual(region.extents, PixmanRect(x: 0, y: 0, width: 15, height: 17))
    }

    func testUnion() {
        let union = PixmanRegion(rects: a).union(PixmanRegion(rects: b))
        assertRegion(union, covers: pixelSet(a).union(pixelSet(b)))
        var formed = PixmanRegion(rects: a)
        formed.formUnion(PixmanRegion(rects: b))
        XCTAssertEqual(formed, union)
    }

    /// A union with an empty side takes the other side's storage without computing;
    /// the two must still change independently afterwards.
    func testUnionWithAnEmptySideStaysIndependent() {
        var empty = PixmanRegion()
        let filled = PixmanRegion(rects: a)
        empty.formUnion(filled)
        XCTAssertEqual(empty, filled)
        empty.translate(dx: 100, dy: 0)
        assertRegion(filled, covers: pixelSet(a))
        var other = PixmanRegion(rects: a)
        other.formUnion(PixmanRegion())
        assertRegion(other, covers: pixelSet(a))
        other.subtract(PixmanRegion(rects: a))
        XCTAssertTrue(other.isEmpty)
        assertRegion(filled, covers: pixelSet(a))
        var none = PixmanRegion()
        none.formUnion(PixmanRegion())
        XCTAssertTrue(none.isEmpty)
        XCTAssertTrue(PixmanRegion().isEmpty, "the shared empty storage was not written")
    }

    func testIntersection() {
        let intersection = PixmanRegion(rects: a).intersection(PixmanRegion(rects: b))
        assertRegion(intersection, covers: pixelSet(a).intersection(pixelSet(b)))
        var formed = PixmanRegion(rects: a)
        formed.formIntersection(PixmanRegion(rects: b))
        XCTAssertEqual(formed, intersection)
    }

    func testSubtraction() {
        let difference = PixmanRegion(rects: a).subtracting(PixmanRegion(rects: b))
        assertRegion(difference, covers: pixelSet(a).subtracting(pixelSet(b)))
        var formed = PixmanRegion(rects: a)
        formed.subtract(PixmanRegion(rects: b))
        XCTAssertEqual(formed, difference)
    }

    func testDisjointIntersectionEqualsEmptyRegion() {
        let left = PixmanRegion(x: 0, y: 0, width: 2, height: 2)
        let right = PixmanRegion(x: 10, y: 10, width: 2, height: 2)
        XCTAssertEqual(left.intersection(right), PixmanRegion())
        XCTAssertEqual(left.subtracting(left), PixmanRegion())
        XCTAssertNotEqual(left, right)
    }

    func testTranslate() {
        var region = PixmanRegion(rects: b)
        region.translate(dx: 3, dy: -2)
        let moved = b.map { PixmanRect(x: $0.x + 3, y: $0.y - 2, width: $0.width, height: $0.height) }
        assertRegion(region, covers: pixelSet(moved))
        XCTAssertEqual(PixmanRegion(rects: b).translated(dx: 3, dy: -2), region)
    }

    func testEqualityIsAboutPixels() {
        // Two descriptions of the same L shape.
        let one = PixmanRegion(rects: [PixmanRect(x: 0, y: 0, width: 4, height: 1), PixmanRect(x: 0, y: 1, width: 1, height: 3)])
        let other = PixmanRegion(rects: [PixmanRect(x: 0, y: 0, width: 1, height: 4), PixmanRect(x: 1, y: 0, width: 3, height: 1)])
        XCTAssertEqual(one, other)
    }

    func testCopiesAreIndependent() {
        let original = PixmanRegion(rects: a)
        let originalPixels = pixelSet(a)

        var united = original
        united.formUnion(PixmanRegion(rects: b))
        var intersected = original
        intersected.formIntersection(PixmanRegion(rects: b))
        var subtracted = original
        subtracted.subtract(PixmanRegion(rects: b))
        var moved = original
        moved.translate(dx: 1, dy: 1)

        assertRegion(original, covers: originalPixels)
        assertRegion(united, covers: originalPixels.union(pixelSet(b)))
        assertRegion(intersected, covers: originalPixels.intersection(pixelSet(b)))
        assertRegion(subtracted, covers: originalPixels.subtracting(pixelSet(b)))
        XCTAssertFalse(moved.contains(x: 0, y: 0))
        XCTAssertTrue(original.contains(x: 0, y: 0))
    }

    func testMutatingAUniqueRegionInPlaceAndWithItself() {
        var region = PixmanRegion(rects: a)
        region.formUnion(region)
        assertRegion(region, covers: pixelSet(a))
        region.subtract(region)
        XCTAssertTrue(region.isEmpty)
    }

    /// Rectangles from untrusted numbers reaching past `Int32.max` are cut there
    /// (they used to trap on `x + width`, or make pixman log "Invalid rectangle").
    func testRectanglesAtTheInt32LimitsSaturateInsteadOfTrapping() {
        let edge = PixmanRect(x: .max, y: 0, width: 1, height: 1)
        XCTAssertEqual(edge.maxX, .max)
        XCTAssertTrue(PixmanRegion(rect: edge).isEmpty)
        XCTAssertTrue(PixmanRegion(rects: [edge]).isEmpty)

        let wide = PixmanRegion(x: .max - 10, y: .max - 2, width: .max, height: .max)
        XCTAssertEqual(wide.extents, PixmanRect(x: .max - 10, y: .max - 2, width: 10, height: 2))
        XCTAssertEqual(wide.area, 20)

        let huge = PixmanRegion(rects: [PixmanRect(x: .min, y: .min, width: .max, height: .max),
                                        PixmanRect(x: 0, y: 0, width: .max, height: 1)])
        XCTAssertFalse(huge.isEmpty)
        XCTAssertTrue(huge.contains(x: .min, y: .min))
        XCTAssertTrue(huge.contains(x: .max - 1, y: 0))
        _ = huge.extents // wider than Int32.max: cut, not trapped
        XCTAssertEqual(huge.intersection(PixmanRegion(x: 0, y: 0, width: 4, height: 4)).area, 4)
    }

    /// Cutting a region to one rectangle (the compositor's per-window question) gives the
    /// pixels pixman's general intersection gives, and their count: random regions of up
    /// to 40 overlapping rectangles against random rectangles, some outside, some empty,
    /// some at the Int32 limits.
    func testIntersectionWithARectangleMatchesTheGeneralIntersection() {
        var numbers = SeededNumbers(seed: 7)
        func next(_ n: Int32) -> Int32 { numbers.next(below: n) }
        for round in 0..<300 {
            // Every third region has hundreds of small rectangles: rows of many rectangles,
            // as a frame's damage from many windows makes, which the walk searches by x too.
            let many = round % 3 == 0
            let region = PixmanRegion(rects: (0..<next(many ? 400 : 40)).map { _ in
                many ? PixmanRect(x: next(200) - 20, y: next(200) - 20, width: next(12), height: next(40))
                     : PixmanRect(x: next(200) - 20, y: next(200) - 20, width: next(50), height: next(30))
            })
            var rects = [PixmanRect(x: next(220) - 30, y: next(220) - 30, width: next(120), height: next(120))]
            if round % 50 == 0 {
                rects += [PixmanRect(x: .min, y: .min, width: .max, height: .max), PixmanRect(x: 500, y: 500, width: 5, height: 5),
                          PixmanRect(x: 10, y: 10, width: 0, height: 9), PixmanRect(x: -5, y: 40, width: .max, height: 3)]
            }
            let rows = PixmanRegion.RowIndex(region)
            for rect in rects {
                let expected = region.intersection(PixmanRegion(rect: rect))
                XCTAssertEqual(region.intersection(rect), expected, "round \(round): \(region) ∩ \(rect)")
                XCTAssertEqual(region.area(within: rect), expected.area, "round \(round): \(rect)")
                // The same rectangles pixman keeps for the intersection, rows merged alike.
                XCTAssertEqual(region.rectangles(within: rect), expected.rectangles, "round \(round): \(rect)")
                // The row index answers the same.
                XCTAssertEqual(rows.area(within: rect), expected.area, "round \(round): \(rect), indexed")
                XCTAssertEqual(rows.rectangles(within: rect), expected.rectangles, "round \(round): \(rect), indexed")
            }
        }
    }

    /// A region made from part of a list of rectangles covers those and no others; one
    /// rectangle (alone or beside empty ones) makes the same region as `init(rect:)`.
    func testARegionFromASliceOfRectanglesCoversThoseOnly() {
        let list = a + b + [PixmanRect(x: 18, y: 18, width: 2, height: 2), PixmanRect(x: 3, y: 3, width: 0, height: 5)]
        assertRegion(PixmanRegion(rects: list[1..<3]), covers: pixelSet(b))
        assertRegion(PixmanRegion(rects: list[1...]), covers: pixelSet(Array(list[1...])))
        XCTAssertEqual(PixmanRegion(rects: list[3...]), PixmanRegion(rect: list[3]))
        XCTAssertEqual(PixmanRegion(rects: list[3...]).rectangles, [list[3]])
        XCTAssertTrue(PixmanRegion(rects: list[4...]).isEmpty)
        XCTAssertTrue(PixmanRegion(rects: list[2..<2]).isEmpty)
    }

    /// Appending a rectangle's part of a region to a list leaves what the list held and
    /// adds exactly ``PixmanRegion/rectangles(within:)``: rows are merged among the new
    /// rectangles only, never with the list's last ones, even where they would line up.
    func testAppendingARectanglesPartLeavesTheListsEarlierRectangles() {
        // Two rows of the same columns: pixman's rectangles for the part merge them.
        let region = PixmanRegion(rects: [PixmanRect(x: 0, y: 0, width: 4, height: 2), PixmanRect(x: 6, y: 0, width: 2, height: 2),
                                          PixmanRect(x: 0, y: 2, width: 4, height: 3), PixmanRect(x: 6, y: 2, width: 2, height: 3),
                                          PixmanRect(x: 0, y: 9, width: 9, height: 1)])
        // What the list holds already ends with rectangles directly above the part's first
        // row, in the same columns.
        let earlier = [PixmanRect(x: 0, y: -3, width: 4, height: 3), PixmanRect(x: 6, y: -3, width: 2, height: 3)]
        let rows = PixmanRegion.RowIndex(region)
        for rect in [PixmanRect(x: 0, y: 0, width: 10, height: 10), PixmanRect(x: 1, y: 1, width: 3, height: 9),
                     PixmanRect(x: 20, y: 20, width: 3, height: 3)] {
            var list = earlier
            region.rectangles(within: rect, appendingTo: &list)
            XCTAssertEqual(list, earlier + region.rectangles(within: rect), "\(rect)")
            var indexed = earlier
            rows.rectangles(within: rect, appendingTo: &indexed)
            XCTAssertEqual(indexed, earlier + region.rectangles(within: rect), "\(rect), indexed")
        }
        XCTAssertEqual(region.rectangles(within: PixmanRect(x: 0, y: 0, width: 10, height: 10)).prefix(2),
                       [PixmanRect(x: 0, y: 0, width: 4, height: 5), PixmanRect(x: 6, y: 0, width: 2, height: 5)])
    }

    /// A few rectangles are united one at a time, more through `init_rects`: both ways give
    /// the same pixels and the same rectangles (pixman's canonical bands), for random sets
    /// of two to four overlapping, touching, empty and far-off rectangles (the same set
    /// three times over takes the other way).
    func testAFewRectanglesMakeTheRegionManyDo() {
        var numbers = SeededNumbers(seed: 11)
        func next(_ n: Int32) -> Int32 { numbers.next(below: n) }
        for round in 0..<400 {
            var rects = (0..<(2 + next(3))).map { _ in
                PixmanRect(x: next(20) - 2, y: next(20) - 2, width: next(12), height: next(10))
            }
            if round % 40 == 0 { rects[0] = PixmanRect(x: .max - 3, y: 5, width: 3, height: 2) }
            let few = PixmanRegion(rects: rects), many = PixmanRegion(rects: rects + rects + rects)
            XCTAssertEqual(few.rectangles, many.rectangles, "round \(round): \(rects)")
            XCTAssertEqual(pixelSet(few.rectangles), pixelSet(rects), "round \(round): \(rects)")
        }
    }
}

/// Repeatable pseudo-random numbers for the region tests (a linear congruential generator).
private struct SeededNumbers {
    var seed: UInt64

    /// A number in `0..<n`.
    mutating func next(below n: Int32) -> Int32 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int32(truncatingIfNeeded: (seed >> 33) % UInt64(n))
    }
}

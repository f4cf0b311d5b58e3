internal import CPixman

/// A set of pixels made of non-overlapping rectangles (`pixman_region32_t`), as a
/// value: copies are independent.
///
/// Storage is copy-on-write. Each `PixmanRegion` refers to one C region that its
/// storage object initialises and finalises (`pixman_region32_fini` in `deinit`);
/// a mutation first makes the region private (`pixman_region32_copy`, or computing
/// the result into fresh storage) unless this value is the only one referring to it.
/// The C region never escapes the wrapper: ``PixmanImage`` copies it when it is
/// used as a clip.
public struct PixmanRegion: Equatable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: a region's storage is only written while uniquely referenced
    // (copy-on-write), so values may cross threads; the storage, a managed buffer,
    // cannot itself be declared Sendable.
    /// Owns one initialised `pixman_region32_t`, kept in the object itself (a managed
    /// buffer of one element): a region costs one allocation, not two. Made with
    /// ``make()``.
    final class Storage: ManagedBuffer<Void, pixman_region32_t> {

        /// A storage object with an empty region.
        static func make() -> Storage {
            let storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in }, to: Storage.self)
            pixman_region32_init(storage.region)
            return storage
        }

        /// The region: a managed buffer's elements stay where they are for the object's life.
        var region: UnsafeMutablePointer<pixman_region32_t> {
            withUnsafeMutablePointerToElements { $0 }
        }

        deinit {
            pixman_region32_fini(region)
        }
    }

    private(set) var storage: Storage

    /// The storage every empty region starts with (never written: a change to a region
    /// that refers to it computes into storage of its own, as for any shared storage).
    /// An empty region is made every frame for every damage list and repaint; sharing
    /// one spares two allocations each time.
    nonisolated(unsafe) private static let emptyStorage = Storage.make()

    /// The empty region.
    public init() {
        storage = Self.emptyStorage
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The region covering one rectangle; empty when `width` or `height` is not positive.
    /// A rectangle reaching past `Int32.max` is cut there.
    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.init(rect: PixmanRect(x: x, y: y, width: width, height: height))
    }

    /// The region covering `rect` (empty if `rect` is).
    public init(rect: PixmanRect) {
        guard let (width, height) = Self.pixmanSize(of: rect) else {
            storage = Self.emptyStorage
            return
        }
        storage = Storage.make()
        pixman_region32_init_rect(storage.region, rect.x, rect.y, width, height)
    }

    /// `rect`'s size as `pixman_region32_init_rect` takes it, its far edges saturated (see
    /// ``PixmanRect/maxX``); nil when that leaves no pixel.
    private static func pixmanSize(of rect: PixmanRect) -> (width: UInt32, height: UInt32)? {
        guard !rect.isEmpty else { return nil }
        let width = UInt32(clamping: Int64(rect.maxX) - Int64(rect.x)), height = UInt32(clamping: Int64(rect.maxY) - Int64(rect.y))
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The union of `rects`, which may overlap; empty rectangles are ignored.
    public init(rects: [PixmanRect]) {
        self.init(rects: rects[...])
    }

    /// Up to this many rectangles are added to a region one at a time
    /// (`pixman_region32_union_rect`); more go to `pixman_region32_init_rects`, which
    /// copies and sorts them first. Counted in the daemon's frame (`make profile-frame`):
    /// two rectangles cost ~480 instructions less one at a time; sixteen ~12,000 more.
    static let unitedOneByOne = 4

    /// The union of `rects` (a slice of a longer list), which may overlap; empty
    /// rectangles are ignored.
    ///
    /// A compositor builds one such region every frame from a few rectangles of damage:
    /// one rectangle makes it with `init_rect`, up to ``unitedOneByOne`` are united one at
    /// a time, and more are handed to `init_rects` as boxes on the stack (not in an array).
    public init(rects: ArraySlice<PixmanRect>) {
        var nonEmpty = 0, last: PixmanRect?
        for rect in rects where !rect.isEmpty {
            nonEmpty += 1
            last = rect
        }
        guard let last else {
            self.init()
            return
        }
        if nonEmpty == 1 {
            self.init(rect: last)
            return
        }
        let fresh = Storage.make()
        if nonEmpty <= Self.unitedOneByOne {
            var ok: pixman_bool_t = 1
            for rect in rects {
                guard ok != 0, let (width, height) = Self.pixmanSize(of: rect) else { continue }
                ok = pixman_region32_union_rect(fresh.region, fresh.region, rect.x, rect.y, width, height)
            }
            if ok == 0 { fatalError("pixman_region32_union_rect: out of memory") }
            self.init(storage: fresh)
            return
        }
        let ok = withUnsafeTemporaryAllocation(of: pixman_box32_t.self, capacity: nonEmpty) { boxes in
            var count = 0
            for rect in rects where !rect.isEmpty {
                boxes[count] = rect.box
                count += 1
            }
            // init_rects initialises its argument afresh; finalise the empty region first.
            pixman_region32_fini(fresh.region)
            return pixman_region32_init_rects(fresh.region, boxes.baseAddress, Int32(count))
        }
        if ok == 0 { fatalError("pixman_region32_init_rects: out of memory") }
        self.init(storage: fresh)
    }

    /// Whether the region covers no pixel.
    public var isEmpty: Bool { pixman_region32_not_empty(storage.region) == 0 }

    /// The smallest rectangle containing the region; `(0, 0, 0×0)` when empty.
    public var extents: PixmanRect {
        isEmpty ? PixmanRect(x: 0, y: 0, width: 0, height: 0) : PixmanRect(pixman_region32_extents(storage.region).pointee)
    }

    /// The region's rectangles: disjoint, sorted by rows (top to bottom) and then
    /// left to right, as pixman keeps them.
    public var rectangles: [PixmanRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return [] }
        return UnsafeBufferPointer(start: boxes, count: Int(count)).map(PixmanRect.init)
    }

    /// Calls `body` with each of the region's rectangles, in the order of
    /// ``rectangles``, without building an array of them.
    public func forEachRectangle(_ body: (PixmanRect) throws -> Void) rethrows {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count) else { return }
        for i in 0..<Int(max(0, count)) { try body(PixmanRect(boxes[i])) }
    }

    /// The number of pixels covered (the sum of the rectangles' areas).
    public var area: Int {
        var total = 0
        forEachRectangle { total += $0.area }
        return total
    }

    /// Whether pixel `(x, y)` is in the region.
    public func contains(x: Int32, y: Int32) -> Bool {
        pixman_region32_contains_point(storage.region, x, y, nil) != 0
    }

    /// The pixels in this region or `other`.
    public func union(_ other: PixmanRegion) -> PixmanRegion {
        combined(with: other, pixman_region32_union)
    }

    /// The pixels in both this region and `other`.
    public func intersection(_ other: PixmanRegion) -> PixmanRegion {
        combined(with: other, pixman_region32_intersect)
    }

    /// The pixels of this region inside `rect` — the same as intersecting with the
    /// region of `rect`, found without walking the whole region: the rows above and
    /// below `rect` are skipped by a binary search over pixman's sorted rectangles. A
    /// compositor asks this once per window of every frame, of a damage region that
    /// holds a few rectangles per window.
    public func intersection(_ rect: PixmanRect) -> PixmanRegion {
        PixmanRegion(rects: rectangles(within: rect))
    }

    /// The rectangles of ``intersection(_:)-(PixmanRect)``, the same ones pixman would
    /// keep for it (rows top to bottom, each left to right, rows of the same rectangles
    /// that touch merged into one), without building the region: what a compositor
    /// paints of one window, found in the frame's damage by binary search.
    public func rectangles(within rect: PixmanRect) -> [PixmanRect] {
        rectangles(within: rect, rowStarts: nil)
    }

    /// Appends the rectangles of ``intersection(_:)-(PixmanRect)`` to `list`, as
    /// ``rectangles(within:)`` gives them: for a caller that collects the parts of many
    /// rectangles in one list it keeps from frame to frame.
    public func rectangles(within rect: PixmanRect, appendingTo list: inout [PixmanRect]) {
        rectangles(within: rect, rowStarts: nil, appendingTo: &list)
    }

    fileprivate func rectangles(within rect: PixmanRect, rowStarts: [Int32]?) -> [PixmanRect] {
        var out: [PixmanRect] = []
        out.reserveCapacity(8)
        rectangles(within: rect, rowStarts: rowStarts, appendingTo: &out)
        return out
    }

    fileprivate func rectangles(within rect: PixmanRect, rowStarts: [Int32]?, appendingTo out: inout [PixmanRect]) {
        let start = out.count
        var previous = start..<start // the last finished row's rectangles in `out`
        var current = start          // where the row being collected starts in `out`
        /// Whether the row being finished has the columns of the previous one.
        func sameColumns(_ row: Range<Int>) -> Bool {
            guard row.count == previous.count, out[previous.lowerBound].maxY == out[row.lowerBound].y else { return false }
            for offset in 0..<row.count {
                let above = out[previous.lowerBound + offset], here = out[row.lowerBound + offset]
                if above.x != here.x || above.width != here.width { return false }
            }
            return true
        }
        func finishRow() {
            let row = current..<out.count
            guard !row.isEmpty else { return }
            if sameColumns(row) {
                let height = out[row.lowerBound].height
                for i in previous { out[i].height += height }
                out.removeLast(row.count)
            } else {
                previous = row
            }
            current = out.count
        }
        forEachRectangle(within: rect, rowStarts: rowStarts) { part in
            if current < out.count, part.y != out[current].y { finishRow() }
            out.append(part)
        }
        finishRow()
    }

    /// The number of this region's pixels inside `rect` (``intersection(_:)-(PixmanRect)``'s
    /// area, without building it).
    public func area(within rect: PixmanRect) -> Int {
        area(within: rect, rowStarts: nil)
    }

    fileprivate func area(within rect: PixmanRect, rowStarts: [Int32]?) -> Int {
        var total = 0
        forEachRectangle(within: rect, rowStarts: rowStarts) { total += $0.area }
        return total
    }

    /// Calls `body` with each of the region's rectangles cut to `rect`, skipping whole
    /// rows outside it and, within a row, the rectangles left and right of it.
    ///
    /// pixman keeps a region as rows ("bands") of rectangles with the same top and
    /// bottom, the rows sorted top to bottom and each row's rectangles left to right, so
    /// both are found by binary search: a region of many windows' damage has many rows
    /// of many rectangles, and a window's part of it is a few of each. With `rowStarts`
    /// (a ``RowIndex``'s) each row's end is read, not searched for.
    fileprivate func forEachRectangle(within rect: PixmanRect, rowStarts: [Int32]? = nil,
                                      _ body: (PixmanRect) -> Void) {
        guard !rect.isEmpty else { return }
        var count: Int32 = 0
        guard let first = pixman_region32_rectangles(storage.region, &count), count > 0 else { return }
        let boxes = UnsafeBufferPointer(start: first, count: Int(count))
        let bottom = rect.maxY, right = rect.maxX
        /// The first index in `range` whose box is not `before` the target.
        func partition(_ range: Range<Int>, _ before: (pixman_box32_t) -> Bool) -> Int {
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let mid = (low + high) / 2
                if before(boxes[mid]) { low = mid + 1 } else { high = mid }
            }
            return low
        }
        /// The row's rectangles from its first to `end`: those inside `rect`'s columns.
        func visitRow(_ index: Int, _ end: Int) {
            var column = partition(index..<end) { $0.x2 <= rect.x }
            while column < end && boxes[column].x1 < right {
                if let part = PixmanRect(boxes[column]).intersection(rect) { body(part) }
                column += 1
            }
        }
        if let rowStarts {
            rowStarts.withUnsafeBufferPointer { starts in
                // The first row ending below the top of `rect` (the last entry is the count).
                var low = 0, high = starts.count - 1
                while low < high {
                    let mid = (low + high) / 2
                    if boxes[Int(starts[mid])].y2 <= rect.y { low = mid + 1 } else { high = mid }
                }
                var row = low
                while row < starts.count - 1 {
                    let index = Int(starts[row])
                    if boxes[index].y1 >= bottom { break }
                    visitRow(index, Int(starts[row + 1]))
                    row += 1
                }
            }
            return
        }
        // The first row ending below the top of `rect`.
        var index = partition(0..<boxes.count) { $0.y2 <= rect.y }
        while index < boxes.count {
            let top = boxes[index].y1
            if top >= bottom { break }
            // The row's end: its rectangles share `top`; search forward in growing steps.
            var step = 1, end = index + 1
            while end < boxes.count && boxes[end].y1 == top {
                end = Swift.min(index + step * 2, boxes.count)
                if boxes[end - 1].y1 != top { end = partition(index + step..<end) { $0.y1 == top }; break }
                step *= 2
            }
            visitRow(index, end)
            index = end
        }
    }

    /// The pixels in this region but not in `other`.
    public func subtracting(_ other: PixmanRegion) -> PixmanRegion {
        combined(with: other, pixman_region32_subtract)
    }

    /// Adds `other`'s pixels to this region. With either side empty nothing is computed:
    /// an empty region takes `other`'s storage (shared until either changes).
    public mutating func formUnion(_ other: PixmanRegion) {
        if other.isEmpty { return }
        if isEmpty {
            storage = other.storage
            return
        }
        formCombination(with: other, pixman_region32_union)
    }

    /// Keeps only the pixels also in `other`.
    public mutating func formIntersection(_ other: PixmanRegion) {
        formCombination(with: other, pixman_region32_intersect)
    }

    /// Removes `other`'s pixels from this region.
    public mutating func subtract(_ other: PixmanRegion) {
        formCombination(with: other, pixman_region32_subtract)
    }

    /// Removes the pixels of `rect` from this region (``subtract(_:)-(PixmanRegion)``
    /// without a region of the rectangle: a compositor does this for every opaque window).
    public mutating func subtract(_ rect: PixmanRect) {
        guard !isEmpty, let (width, height) = Self.pixmanSize(of: rect) else { return }
        withUnsafeTemporaryAllocation(of: pixman_region32_t.self, capacity: 1) { buffer in
            let other = buffer.baseAddress!
            pixman_region32_init_rect(other, rect.x, rect.y, width, height)
            defer { pixman_region32_fini(other) }
            formCombination(with: other, pixman_region32_subtract)
        }
    }

    /// Moves the region by `dx`, `dy` pixels.
    public mutating func translate(dx: Int32, dy: Int32) {
        makeUnique()
        pixman_region32_translate(storage.region, dx, dy)
    }

    /// The region moved by `dx`, `dy` pixels.
    public func translated(dx: Int32, dy: Int32) -> PixmanRegion {
        var copy = self
        copy.translate(dx: dx, dy: dy)
        return copy
    }

    /// Equal when both cover exactly the same pixels.
    public static func == (lhs: PixmanRegion, rhs: PixmanRegion) -> Bool {
        if lhs.storage === rhs.storage { return true }
        // pixman leaves stale extents origins in empty results, which pixman_region32_equal compares.
        if lhs.isEmpty || rhs.isEmpty { return lhs.isEmpty && rhs.isEmpty }
        return pixman_region32_equal(lhs.storage.region, rhs.storage.region) != 0
    }

    public var description: String {
        "PixmanRegion(" + rectangles.map(\.description).joined(separator: ", ") + ")"
    }

    // MARK: Copy-on-write plumbing

    private typealias BinaryOperation = (
        UnsafeMutablePointer<pixman_region32_t>?,
        UnsafePointer<pixman_region32_t>?,
        UnsafePointer<pixman_region32_t>?
    ) -> pixman_bool_t

    private func combined(with other: PixmanRegion, _ operation: BinaryOperation) -> PixmanRegion {
        let result = Storage.make()
        check(operation(result.region, storage.region, other.storage.region))
        return PixmanRegion(storage: result)
    }

    private mutating func formCombination(with other: PixmanRegion, _ operation: BinaryOperation) {
        formCombination(with: other.storage.region, operation)
    }

    private mutating func formCombination(with other: UnsafePointer<pixman_region32_t>, _ operation: BinaryOperation) {
        if isKnownUniquelyReferenced(&storage) {
            // pixman allows the destination to be one of the operands.
            check(operation(storage.region, storage.region, other))
        } else {
            let fresh = Storage.make()
            check(operation(fresh.region, storage.region, other))
            storage = fresh
        }
    }

    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        let fresh = Storage.make()
        check(pixman_region32_copy(fresh.region, storage.region))
        storage = fresh
    }

    private func check(_ ok: pixman_bool_t) {
        // pixman's region calls fail only when they cannot allocate.
        if ok == 0 { fatalError("pixman region operation: out of memory") }
    }
}

extension PixmanRegion {
    /// A region with the start of each of its rows found once, for asking about many
    /// rectangles of the same region: a compositor asks for each window's part of the
    /// frame's damage. ``rectangles(within:)`` and ``area(within:)`` answer as the
    /// region's own do, stepping from row to row instead of searching for each row's end.
    ///
    /// It holds the region it indexes: changing the original afterwards copies it
    /// (copy-on-write), so the index never goes stale.
    public struct RowIndex: Sendable {
        /// The region indexed.
        public let region: PixmanRegion
        /// The index of each row's first rectangle in pixman's array, then the count; nil
        /// for a region of a few rectangles, where searching costs less than the index.
        private let rowStarts: [Int32]?

        public init(_ region: PixmanRegion) {
            self.region = region
            var count: Int32 = 0
            guard let first = pixman_region32_rectangles(region.storage.region, &count), count >= 32 else {
                rowStarts = nil
                return
            }
            let boxes = UnsafeBufferPointer(start: first, count: Int(count))
            var starts: [Int32] = [0]
            for i in 1..<boxes.count where boxes[i].y1 != boxes[i - 1].y1 { starts.append(Int32(i)) }
            starts.append(count)
            rowStarts = starts
        }

        /// The rectangles of the region's intersection with `rect`, as
        /// ``PixmanRegion/rectangles(within:)`` gives them.
        public func rectangles(within rect: PixmanRect) -> [PixmanRect] {
            region.rectangles(within: rect, rowStarts: rowStarts)
        }

        /// Appends the rectangles of ``rectangles(within:)`` to `list`.
        public func rectangles(within rect: PixmanRect, appendingTo list: inout [PixmanRect]) {
            region.rectangles(within: rect, rowStarts: rowStarts, appendingTo: &list)
        }

        /// The number of the region's pixels inside `rect`.
        public func area(within rect: PixmanRect) -> Int {
            region.area(within: rect, rowStarts: rowStarts)
        }
    }
}

import Foundation

/// Where everything of a table view is, vertically: the content laid end to end as
/// elements — per section its header, its rows, its footer — after the table header
/// view. Heights live in a `_PrefixSums`, so finding the row at an offset or the offset
/// of a row costs O(log n) and so does an estimated height becoming a measured one.
struct _UITableViewGeometry {
    /// One element of the content.
    enum Element: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    /// The height of an element and whether it is final (asked or measured) rather than
    /// an estimate to be replaced when the element comes into view.
    struct Height {
        var value: CGFloat
        var isFinal: Bool
    }

    /// Rows per section.
    private(set) var rowCounts: [Int] = []
    /// The element index of each section's header.
    private(set) var sectionStarts: [Int] = []
    private(set) var heights = _PrefixSums()
    private(set) var isFinal: [Bool] = []
    /// The space above each section's header that belongs to the header's element but
    /// not to its view (`sectionHeaderTopPadding`).
    private(set) var headerPaddings: [CGFloat] = []
    /// The height of the table header view, above everything.
    var top: CGFloat = 0

    init() {}

    /// Lays out `rowCounts` with the heights the closures give.
    init(rowCounts: [Int], header: (Int) -> Height, headerPadding: (Int) -> CGFloat,
         row: (IndexPath) -> Height, footer: (Int) -> Height) {
        self.rowCounts = rowCounts
        var values: [CGFloat] = []
        values.reserveCapacity(rowCounts.reduce(2 * rowCounts.count, +))
        for (s, count) in rowCounts.enumerated() {
            sectionStarts.append(values.count)
            let h = header(s)
            let padding = h.value > 0 ? headerPadding(s) : 0
            headerPaddings.append(padding)
            values.append(h.value + padding)
            isFinal.append(h.isFinal)
            for r in 0..<count {
                let h = row(IndexPath(row: r, section: s))
                values.append(h.value)
                isFinal.append(h.isFinal)
            }
            let f = footer(s)
            values.append(f.value)
            isFinal.append(f.isFinal)
        }
        heights = _PrefixSums(values)
    }

    var sectionCount: Int { rowCounts.count }
    var elementCount: Int { heights.count }
    /// The height of everything but the table header and footer views.
    var sectionsHeight: CGFloat { heights.total }

    func headerIndex(_ section: Int) -> Int { sectionStarts[section] }
    func rowIndex(_ path: IndexPath) -> Int { sectionStarts[path.section] + 1 + path.row }
    func footerIndex(_ section: Int) -> Int { sectionStarts[section] + rowCounts[section] + 1 }

    /// Whether `path` names an existing row.
    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < rowCounts.count && path.row >= 0
            && path.row < rowCounts[path.section]
    }

    /// What element `index` is.
    func element(at index: Int) -> Element {
        // The last section starting at or before the index.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let offset = index - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset > rowCounts[low] { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The index of an element.
    func index(of element: Element) -> Int {
        switch element {
        case .header(let s): return headerIndex(s)
        case .row(let path): return rowIndex(path)
        case .footer(let s): return footerIndex(s)
        }
    }

    /// The top of element `index` in content coordinates.
    func minY(_ index: Int) -> CGFloat { top + heights.prefix(index) }
    func height(_ index: Int) -> CGFloat { heights.values[index] }
    func isFinal(_ index: Int) -> Bool { isFinal[index] }

    /// The element covering `y` (content coordinates), clamped to the first and last.
    func index(at y: CGFloat) -> Int? { heights.index(containing: y - top) }

    /// Sets an element's height and marks it final.
    mutating func setHeight(_ index: Int, _ value: CGFloat) {
        heights.set(index, to: value)
        isFinal[index] = true
    }

    /// Sets a header's view height (its padding stays on top of it when it is not zero).
    mutating func setHeaderHeight(_ section: Int, _ value: CGFloat, padding: CGFloat) {
        headerPaddings[section] = value > 0 ? padding : 0
        setHeight(headerIndex(section), value + headerPaddings[section])
    }

    /// The vertical extent of the header's view (without its top padding).
    func headerSpan(_ section: Int) -> (minY: CGFloat, height: CGFloat) {
        let i = headerIndex(section)
        return (minY(i) + headerPaddings[section], height(i) - headerPaddings[section])
    }

    /// The vertical extent of a section: header (with padding), rows and footer.
    func sectionSpan(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let first = headerIndex(section), last = footerIndex(section)
        return (minY(first), minY(last) + height(last))
    }
}

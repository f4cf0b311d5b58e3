import Foundation

/// One section of a flow layout, computed in "flow space": lines run along `x` and
/// stack along `y`, so a vertical layout uses it as is and a horizontal one with the
/// axes swapped (see `UICollectionViewFlowLayout`).
///
/// UIKit's flow: items fill a line while they fit (with at least the interitem spacing
/// between them); a line that is not the section's last spreads its leftover space
/// evenly between its items (a lone item is centred), the last line keeps the minimum
/// spacing from the leading edge; items are centred across their line, whose thickness
/// is its thickest item's; lines are the line spacing apart. The header comes first at
/// the full breadth, then the section inset, the lines, the inset, the footer.
struct _FlowLayoutSection {
    /// A line: where it starts and ends across the flow, and its items.
    struct Line {
        var minY: CGFloat
        var maxY: CGFloat
        var items: Range<Int>
    }

    /// The header's and footer's frames (`nil` when their size is zero).
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    var lines: [Line] = []
    /// From the top of the header to the bottom of the footer.
    var minY: CGFloat = 0
    var maxY: CGFloat = 0

    /// Lays out a section starting at `y`, `breadth` wide, with `sizes` (in flow space:
    /// width along the line).
    init(y: CGFloat, breadth: CGFloat, sizes: [CGSize], inset: (lead: CGFloat, trail: CGFloat, top: CGFloat, bottom: CGFloat),
         lineSpacing: CGFloat, interitemSpacing: CGFloat, headerHeight: CGFloat, footerHeight: CGFloat) {
        minY = y
        var cursor = y
        if headerHeight > 0 {
            header = CGRect(x: 0, y: cursor, width: breadth, height: headerHeight)
            cursor += headerHeight
        }
        cursor += inset.top
        let available = breadth - inset.lead - inset.trail
        items = [CGRect](repeating: .zero, count: sizes.count)
        var start = 0
        while start < sizes.count {
            // Fill the line.
            var end = start + 1
            var used = sizes[start].width
            while end < sizes.count && used + interitemSpacing + sizes[end].width <= available + 0.0001 {
                used += interitemSpacing + sizes[end].width
                end += 1
            }
            let isLast = end == sizes.count
            let thickness = sizes[start..<end].map(\.height).max() ?? 0
            let count = end - start
            var x = inset.lead
            var gap = interitemSpacing
            if !isLast {
                let widths = sizes[start..<end].reduce(0) { $0 + $1.width }
                if count > 1 {
                    gap = (available - widths) / CGFloat(count - 1)
                } else if widths < available {
                    x = inset.lead + (available - widths) / 2
                }
            }
            for i in start..<end {
                let size = sizes[i]
                items[i] = CGRect(x: x, y: cursor + (thickness - size.height) / 2, width: size.width, height: size.height)
                x += size.width + gap
            }
            lines.append(Line(minY: cursor, maxY: cursor + thickness, items: start..<end))
            cursor += thickness
            start = end
            if start < sizes.count { cursor += lineSpacing }
        }
        cursor += inset.bottom
        if footerHeight > 0 {
            footer = CGRect(x: 0, y: cursor, width: breadth, height: footerHeight)
            cursor += footerHeight
        }
        maxY = cursor
    }

    /// The items whose lines cross `minY..<maxY` (flow space), found by binary search.
    func items(crossing minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !lines.isEmpty else { return 0..<0 }
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].maxY <= minY { low = mid + 1 } else { high = mid }
        }
        var last = low
        while last < lines.count && lines[last].minY < maxY { last += 1 }
        guard low < last else { return 0..<0 }
        return lines[low].items.lowerBound..<lines[last - 1].items.upperBound
    }
}

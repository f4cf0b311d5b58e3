// The tiling list of demo-list (also compiled into ClientKitTests through a symlink,
// so the tests exercise this very code).
//
// A scroll view whose content is `rowCount` rows of `rowHeight` points (100,000 points
// in all) but which owns only about a screenful of row views: in layoutSubviews, which
// runs after every scroll, rows that left the visible area are hidden and put in a pool,
// and rows entering it take a view from the pool (or, until the pool has enough, a new
// one), are moved to their place and given their number. This is the tiling pattern the
// view programming guide describes for "a view that provides a large scrollable area".
import ClientKit
import Foundation

/// One row: an alternating background and a label with the row's number.
final class ListRowView: UIView {
    private let label = UILabel()
    /// The row shown; setting it updates the label and colour.
    private(set) var row = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 17)
        label.textColor = UIColor(white: 0.1, alpha: 1)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(row: Int) {
        guard row != self.row else { return }
        self.row = row
        label.text = "Row \(row)"
        backgroundColor = row % 10 == 0 ? UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
            : row % 2 == 0 ? UIColor(white: 0.97, alpha: 1) : UIColor(white: 0.9, alpha: 1)
    }

    /// The label's text (for checks).
    var text: String? { label.text }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// A vertical list of `rowCount` rows, tiled with a bounded pool of row views.
final class ListView: UIScrollView {
    let rowHeight: CGFloat
    let rowCount: Int
    /// The rows on screen and their views.
    private(set) var visibleRowViews: [Int: ListRowView] = [:]
    /// Views of rows that scrolled away, hidden until reused.
    private var pool: [ListRowView] = []

    init(frame: CGRect, rowCount: Int = 2_500, rowHeight: CGFloat = 40) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        super.init(frame: frame)
        backgroundColor = .white
        contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * rowHeight)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The rows intersecting the visible part of the content (empty when none do).
    var visibleRows: Range<Int> {
        let top = contentOffset.y, bottom = contentOffset.y + bounds.height
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let end = min(rowCount, Int((bottom / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    /// How many row views exist (shown or pooled): the tiling keeps it bounded.
    var rowViewCount: Int { visibleRowViews.count + pool.count }

    /// The row at `point` in the list's coordinates (content coordinates), if any.
    func row(at point: CGPoint) -> Int? {
        guard point.y >= 0 else { return nil }
        let row = Int(point.y / rowHeight)
        return row < rowCount ? row : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width {
            contentSize.width = bounds.width
        }
        let rows = visibleRows
        for (row, view) in visibleRowViews where !rows.contains(row) {
            view.isHidden = true
            visibleRowViews[row] = nil
            pool.append(view)
        }
        for row in rows {
            let view: ListRowView
            if let shown = visibleRowViews[row] {
                view = shown
            } else if let reused = pool.popLast() {
                view = reused
                view.isHidden = false
            } else {
                view = ListRowView()
                addSubview(view)
            }
            view.show(row: row)
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            visibleRowViews[row] = view
        }
    }
}

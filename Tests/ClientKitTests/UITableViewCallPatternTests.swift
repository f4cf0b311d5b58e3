import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Which rows a table view asks its data source and delegate about, and when: only the
/// visible rows get cells, and cells are reused with a bounded pool.
final class UITableViewCallPatternTests: XCTestCase {
    func testIndexPathHasUIKitsAccessors() {
        let path = IndexPath(row: 3, section: 2)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(Array(path), [2, 3])
        var item = IndexPath(item: 7, section: 1)
        XCTAssertEqual(item.item, 7)
        XCTAssertEqual(item.row, 7)
        item.row = 8
        item.section = 0
        XCTAssertEqual(item, IndexPath(indexes: [0, 8]))
        XCTAssertLessThan(IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1))
    }

    func testOnlyTheVisibleRowsAreAskedForCells() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 1000)
            let (_, table) = makeTableScene(source) { $0.rowHeight = 44 }
            // 440 points hold exactly rows 0–9 of 44 points.
            XCTAssertEqual(source.calls("cell"), paths(0..<10))
            XCTAssertEqual(source.calls("willDisplay"), paths(0..<10))
            // Every row's estimate is asked when data loads; heights only of visible rows.
            XCTAssertEqual(source.calls("estimate").count, 1000)
            XCTAssertEqual(source.calls("height"), paths(0..<10))
            XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 44_000))
            XCTAssertEqual(table.numberOfSections, 1)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 1000)

            // Scrolling by 100 points brings rows 10–12 in and sends rows 0–1 away.
            source.clear()
            scroll(table, toY: 100)
            XCTAssertEqual(source.calls("cell"), paths(10..<13))
            XCTAssertEqual(source.calls("height"), paths(10..<13))
            XCTAssertEqual(Set(source.calls("didEndDisplaying")), Set(paths(0..<2)))
            XCTAssertEqual(table.indexPathsForVisibleRows, (2..<13).map { IndexPath(row: $0, section: 0) })
            // Layout again without scrolling asks nothing.
            source.clear()
            table.setNeedsLayout()
            table.layoutIfNeeded()
            XCTAssertEqual(source.calls, [])
        }
    }

    func testWithoutEstimatesEveryRowsHeightIsAskedWhenDataLoads() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 200)
            source.heights = { CGFloat(30 + $0.row % 3 * 10) }
            let (_, table) = makeTableScene(source) { $0.estimatedRowHeight = 0 }
            XCTAssertEqual(source.calls("height").count, 200, "heightForRowAt for every row, as UIKit without estimates")
            XCTAssertEqual(source.calls("estimate").count, 200)
            // Heights 30, 40, 50 repeating: 66 full cycles of 120 plus 30 + 40; row 4 starts at 30 + 40 + 50 + 30.
            XCTAssertEqual(table.contentSize.height, 66 * 120 + 70)
            // Rows 0… fill 440 points: 30+40+50 = 120 per three rows; 3 cycles = 360, then 30 + 40 + 50 → row 11 ends at 480.
            XCTAssertEqual(source.calls("cell"), paths(0..<12))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4, section: 0)), CGRect(x: 0, y: 150, width: 320, height: 40))
        }
    }

    func testScrollingAHundredThousandRowsKeepsTheCellsBounded() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let source = RecordingTableSource(rows: 100_000)
            let (_, table) = makeTableScene(source) { $0.rowHeight = 44 }
            XCTAssertEqual(table.contentSize.height, 4_400_000)
            // At most 11 rows of 44 points intersect 440 points; the queues keep at most 4.
            let visibleBound = 11, bound = visibleBound + _ReusePool<UITableViewCell>.queueLimit
            var y: CGFloat = 0
            var largestLive = 0
            while y < 4_400_000 - 440 {
                y = min(4_400_000 - 440, y + 251)
                scroll(table, toY: y)
                let live = table.subviews.filter { $0 is UITableViewCell }.count
                largestLive = max(largestLive, live)
                XCTAssertLessThanOrEqual(table.visibleCells.count, visibleBound)
                if live > bound { XCTFail("\(live) cells alive at y \(y)"); break }
            }
            print("UITableView: \(CountingCell.made) cells made, at most \(largestLive) alive while scrolling 100,000 rows")
            XCTAssertLessThanOrEqual(CountingCell.made, bound)
            let first = 99_990
            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: first, section: 0))
            for (i, cell) in table.visibleCells.enumerated() {
                XCTAssertEqual(cell.textLabel?.text, "Row \(first + i)")
                XCTAssertEqual(cell.frame, CGRect(x: 0, y: CGFloat(first + i) * 44, width: 320, height: 44))
                XCTAssertFalse(cell.isHidden)
            }
            let reuses = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
            XCTAssertGreaterThan(reuses, 10_000, "cells were reused (prepareForReuse) thousands of times")
            // Jumps both ways reuse the same cells.
            for target in [CGFloat(2_000_000), 0, 4_399_560] {
                scroll(table, toY: target)
                XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "Row \(Int(target / 44))")
            }
            XCTAssertLessThanOrEqual(CountingCell.made, bound)
        }
    }

    func testSelfSizingRowsUseTheirCellsSize() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 50)
            source.cellStyle = .subtitle
            let (_, table) = makeTableScene(source, cellClass: SubtitleCell.self)
            XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
            // One 17-point line: the standard 44-point row.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
            // A subtitle: 17-point line + 2 + 12-point line, 11 above and below, 1 for the separator.
            let line17 = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
            let line12 = UIFont.systemFont(ofSize: 12).lineHeight.rounded(.up)
            let tall = max(44, (line17 + 2 + line12 + 22 + 1).rounded(.up))
            SubtitleCell.withDetail = true
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: tall, width: 320, height: tall))
            SubtitleCell.withDetail = false
        }
    }

    func testRowsMeasuredAboveTheScreenDoNotMoveWhatIsOnIt() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 1000)
            source.heights = { _ in 60 }
            let (window, table) = makeTableScene(source)
            // Estimates are 44; rows turn out 60 tall as they come into view.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 5, section: 0)), CGRect(x: 0, y: 300, width: 320, height: 60))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 500, section: 0)).minY, 10 * 60 + 490 * 44,
                           "the ten rows of the first estimate were measured")
            // Jump into the middle: rows there are measured where they are shown.
            scroll(table, toY: 20_000)
            let shownRow = table.indexPathsForVisibleRows!.first!
            let onScreen = table.cellForRow(at: shownRow)!.convert(CGPoint.zero, to: window)
            // Scroll up by 80 points (more than the 60-point row partly shown at the top):
            // the row above it, estimated 44, turns out 60 when it comes into view, yet the
            // rows on screen move by exactly the 80 points scrolled.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: shownRow.row - 1, section: 0)).height, 44)
            scroll(table, toY: table.contentOffset.y - 80)
            let after = table.cellForRow(at: shownRow)!.convert(CGPoint.zero, to: window)
            XCTAssertEqual(after.y, onScreen.y + 80)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: shownRow.row - 1, section: 0)).height, 60)
        }
    }
}

/// A `.subtitle` cell (registered classes are made `.default`, as in UIKit, so a
/// subclass picks its style).
final class SubtitleCell: UITableViewCell {
    nonisolated(unsafe) static var withDetail = false
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        detailTextLabel?.text = Self.withDetail ? "Detail" : nil
        super.layoutSubviews()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        detailTextLabel?.text = Self.withDetail ? "Detail" : nil
        return super.sizeThatFits(size)
    }
}

extension UITableViewCallPatternTests {
    func testSelfSizingRowsReuseTheirCellsWhileScrolling() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let source = RecordingTableSource(rows: 20_000)
            let (_, table) = makeTableScene(source)   // rowHeight automatic: every row sized by its cell
            var y: CGFloat = 0
            while y < 300_000 {
                y += 173
                scroll(table, toY: y)
                XCTAssertLessThanOrEqual(table.subviews.filter { $0 is UITableViewCell }.count,
                                         11 + _ReusePool<UITableViewCell>.queueLimit)
            }
            XCTAssertLessThanOrEqual(CountingCell.made, 11 + _ReusePool<UITableViewCell>.queueLimit)
            // Rows measured on the way are 44 (one line of 17-point text), as estimated: nothing moved.
            let first = table.indexPathsForVisibleRows!.first!
            XCTAssertEqual(table.rectForRow(at: first).minY, CGFloat(first.row) * 44)
        }
    }
}

extension UITableViewCallPatternTests {
    /// What demo-list does: a drag scrolls, and the update cycle (not the test) tiles
    /// the rows that came into view.
    func testTheUpdateCycleTilesAfterADrag() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 2_500)
            let (window, table) = makeTableScene(source, width: 360, height: 520) { $0.rowHeight = 40 }
            let finger = Finger(window, at: CGPoint(x: 180, y: 480))
            finger.drag(by: 0, -400, steps: 20)
            finger.move(to: CGPoint(x: 180, y: 80), dt: 0.3)
            finger.lift()
            XCTAssertEqual(table.contentOffset.y, 400)
            spinMainRunLoop()   // the update cycle lays the table out
            XCTAssertEqual(table.indexPathsForVisibleRows, (10..<23).map { IndexPath(row: $0, section: 0) })
            var view = window.hitTest(CGPoint(x: 100, y: 10), with: nil)
            while let v = view, !(v is UITableViewCell) { view = v.superview }
            XCTAssertEqual((view as? UITableViewCell)?.textLabel?.text, "Row 10")
            XCTAssertLessThanOrEqual(table.subviews.filter { $0 is UITableViewCell }.count, 14 + _ReusePool<UITableViewCell>.queueLimit)
        }
    }
}

/// A cell whose content view holds constraints: a box of `boxHeight` points, 10 points
/// from the top and bottom of the content view.
final class ConstrainedCell: UITableViewCell {
    let box = UIView()
    private var height: NSLayoutConstraint!
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            height,
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    var boxHeight: CGFloat {
        get { height.constant }
        set { height.constant = newValue }
    }
}

extension UITableViewCallPatternTests {
    func testSelfSizingRowsWithConstraintsUseAutoLayout() {
        MainActor.assumeIsolated {
            final class Source: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! ConstrainedCell
                    cell.boxHeight = CGFloat(20 + indexPath.row % 4 * 10)   // 20, 30, 40, 50
                    return cell
                }
            }
            resetApplication()
            let source = Source()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.register(ConstrainedCell.self, forCellReuseIdentifier: "c")
            table.dataSource = source
            table.layoutIfNeeded()
            // Each row: 10 + box + 10, plus the one-point separator: 41, 51, 61, 71.
            let heights: [CGFloat] = [41, 51, 61, 71]
            for row in 0..<6 {
                XCTAssertEqual(table.rectForRow(at: IndexPath(row: row, section: 0)).height, heights[row % 4], "row \(row)")
            }
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY, 41 + 51 + 61 + 71)
            // The cell's content view gets the measured height less the separator.
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.height, 70)
            // Without separators the rows are a point shorter.
            table.separatorStyle = .none
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 40)
        }
    }
}

extension UITableViewCallPatternTests {
    func testADelegateSetLaterSizesTheRows() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 20)
            source.heights = { _ in 60 }
            resetApplication()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 44)
            table.delegate = source
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 60)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height, 60)
        }
    }
}

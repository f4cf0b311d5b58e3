// Scrolling a 100,000-row UITableView at 60 frames a second: the time per frame for
// cell reuse and layout (and for the whole frame, drawing the rows that came in and
// compositing), and the number of live cells, beside raw pixman compositing the same
// visible area in the same run.
import Foundation
@_spi(StrataPlatform) import ClientKit
import StrataPixman

/// 100,000 rows of text with a disclosure indicator, as a settings-like list shows them.
@MainActor
final class BenchRows: UITableViewDataSource {
    let count: Int
    private(set) var cellsAsked = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor
func benchTableScrolling() {
    let width = 400, height = 800
    let speed: CGFloat = 1_200              // points a second: a brisk flick
    let step = speed / 60                   // one frame at 60 Hz
    let framesPerSample = 60                // one second of scrolling
    let rows = 100_000

    func makeTable(rowHeight: CGFloat) -> (UIWindow, UITableView, BenchRows) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.isHidden = false
        let source = BenchRows(count: rows)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = rowHeight
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        return (window, table, source)
    }

    // Raw pixman on the same pixels: the visible area composited once (what a frame of
    // a moving list must at least do).
    let target = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    let source = PixmanImage(format: .a8r8g8b8, width: width, height: height)
    source.fill(.src, color: PixmanColor(unitRed: 0.9, green: 0.9, blue: 0.9, alpha: 1),
                rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
    let raw = median(perSample: 10) {
        for _ in 0..<10 {
            target.composite(.over, source: source, sourceX: 0, sourceY: 0, destinationX: 0, destinationY: 0,
                             width: Int32(width), height: Int32(height))
        }
    }
    let rawName = "raw OVER \(width)×\(height)"
    print("\nUITableView, \(rows) rows in a \(width)×\(height) window, scrolled \(Int(speed)) points a second at 60 Hz "
          + "(\(framesPerSample)-frame samples from places across the table); medians per frame\n")

    for (label, rowHeight) in [("44-point rows", CGFloat(44)), ("self-sizing rows", UITableView.automaticDimension)] {
        let (window, table, rowsSource) = makeTable(rowHeight: rowHeight)
        window.render(into: target)
        let range = table.contentSize.height - CGFloat(height)
        var seed: UInt64 = 7
        func nextStart() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return (CGFloat(seed >> 11) / CGFloat(1 << 53) * (range - step * CGFloat(framesPerSample))).rounded()
        }
        var liveMost = 0
        func liveCells() -> Int { table.subviews.filter { $0 is UITableViewCell }.count }

        // One second of frames from a new place each sample. (Two loops rather than one
        // helper taking the frame's work: the compiler's region checks refuse handing the
        // main actor's closures through a nested function to `median`.)
        var start: CGFloat = 0
        func jump() {
            start = nextStart()
            table.contentOffset.y = start
            window.render(into: target)
        }
        // Cell reuse and layout only: tile, reuse, lay out the cells.
        let layout = median(samples: 21, perSample: framesPerSample, setup: jump) {
            for i in 1...framesPerSample {
                table.contentOffset.y = start + CGFloat(i) * step
                table.layoutIfNeeded()
                liveMost = max(liveMost, liveCells())
            }
        }
        report("\(label): reuse + layout", layout, rawName, raw)
        // The whole frame: layout, drawing the rows that came in, compositing the window.
        let asked = rowsSource.cellsAsked
        let whole = median(samples: 21, perSample: framesPerSample, setup: jump) {
            for i in 1...framesPerSample {
                table.contentOffset.y = start + CGFloat(i) * step
                window.render(into: target)
                liveMost = max(liveMost, liveCells())
            }
        }
        report("\(label): whole frame (+ draw, composite)", whole, rawName, raw)
        let visible = table.visibleCells.count
        print("  (cells alive at most \(liveMost), \(visible) visible; \(rowsSource.cellsAsked - asked) rows asked for in "
              + "\(21 * (framesPerSample + 1)) frames)")
    }
}

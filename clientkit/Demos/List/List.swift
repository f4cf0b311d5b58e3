// demo-list: a UITableView of 2,500 rows (100,000 points of content) that keeps only
// about a screenful of cells, reusing them as rows scroll by. Drag to scroll (with
// momentum and bouncing), tap a row to select it, long-press a row. Keys: "t" top,
// "b" bottom, space one page down. One line per event on stdout.
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("list: \(text)\n".utf8))
}

/// A row: its number, on an alternating background (every tenth row blue).
final class NumberCell: UITableViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }

    func show(row: Int) {
        textLabel?.text = "Row \(row)"
        accessibilityIdentifier = "row \(row)"  // reused cells take their row's (ListDemoUITests)
        backgroundColor = row % 10 == 0 ? UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
            : row % 2 == 0 ? UIColor(white: 0.97, alpha: 1) : UIColor(white: 0.9, alpha: 1)
    }
}

@main
final class ListDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate {
    static let rowCount = 2_500
    var window: UIWindow?
    var table: UITableView!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 830, y: 360, width: 400, height: 420))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 40
        table.accessibilityIdentifier = "rows"
        table.register(NumberCell.self, forCellReuseIdentifier: "number")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)

        let press = UILongPressGestureRecognizer(target: self, action: ListDelegate.pressed)
        table.addGestureRecognizer(press)

        window.makeKeyAndVisible()
        self.window = window
        self.table = table
        table.layoutIfNeeded()
        log("launched with \(Self.rowCount) rows, \(Int(table.contentSize.height)) points of content")
        report("at")
        return true
    }

    private var liveCells: Int { table.subviews.filter { $0 is UITableViewCell }.count }

    private func report(_ what: String) {
        let rows = table.indexPathsForVisibleRows ?? []
        log("\(what) y=\(Int(table.contentOffset.y)) showing rows \(rows.first?.row ?? 0)–\(rows.last?.row ?? 0) "
            + "with \(liveCells) cells")
    }

    func pressed(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began, let path = table.indexPathForRow(at: sender.location(in: table)) else { return }
        log("long-pressed row \(path.row)")
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.show(row: indexPath.row)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("tapped row \(indexPath.row)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        report("drag began at")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { report("scrolled to") }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        report("scrolled to")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        report("scrolled to")
    }

    // MARK: Keys

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let characters = presses.first?.key?.charactersIgnoringModifiers else { return }
        let bottom = table.contentSize.height - table.bounds.height
        switch characters {
        case "t": table.setContentOffset(.zero, animated: true)
        case "b": table.setContentOffset(CGPoint(x: 0, y: bottom), animated: true)
        case " ":
            let y = min(bottom, table.contentOffset.y + table.bounds.height)
            table.setContentOffset(CGPoint(x: 0, y: y), animated: true)
        default: return
        }
        log("key \"\(characters)\"")
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A table cell that counts how many were ever made and how often they were reused.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table data source and delegate backed by an array of sections of row titles,
/// recording every call it gets (as "method section.row").
@MainActor
final class RecordingTableSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var heights: ((IndexPath) -> CGFloat)?
    var estimatedHeights: ((IndexPath) -> CGFloat)?
    var cellStyle = UITableViewCell.CellStyle.default
    var accessory = UITableViewCell.AccessoryType.none
    var willSelect: ((IndexPath) -> IndexPath?)?
    var calls: [String] = []
    var identifier = "cell"

    init(sections: [[String]]) { self.sections = sections }

    /// `count` rows titled "Row n" in one section.
    convenience init(rows count: Int) {
        self.init(sections: [(0..<count).map { "Row \($0)" }])
    }

    func log(_ name: String, _ path: IndexPath) { calls.append("\(name) \(path.section).\(path.row)") }
    func calls(_ name: String) -> [String] { calls.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) } }
    func clear() { calls = [] }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log("cell", indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        log("height", indexPath)
        return heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log("estimate", indexPath)
        return estimatedHeights?(indexPath) ?? tableView.estimatedRowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log("willDisplay", indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log("didEndDisplaying", indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect", indexPath)
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselect", indexPath)
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect", indexPath) }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log("accessoryTapped", indexPath)
    }
}

/// A key window of `size` holding a table view that fills it, laid out once.
@MainActor
func makeTableScene(_ source: RecordingTableSource, style: UITableView.Style = .plain,
                    width: CGFloat = 320, height: CGFloat = 440, cellClass: UITableViewCell.Type = CountingCell.self,
                    configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = UITableView(frame: window.bounds, style: style)
    table.register(cellClass, forCellReuseIdentifier: source.identifier)
    table.dataSource = source
    table.delegate = source
    configure(table)
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
    return (window, table)
}

/// Scrolls `scrollView` to `y` and runs its layout, as one frame of scrolling does.
@MainActor
func scroll(_ scrollView: UIScrollView, toY y: CGFloat) {
    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
    scrollView.layoutIfNeeded()
}

/// Index paths "s.r" for rows `rows` of `section`.
func paths(_ rows: Range<Int>, section: Int = 0) -> [String] {
    rows.map { "\(section).\($0)" }
}

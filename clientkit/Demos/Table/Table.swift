// demo-table: a settings-like table view of disclosure rows (inset grouped sections,
// value1 details, a checkmark choice) beside a collection-view grid of colour tiles
// (a flow layout with section headers). Tap a row: it is selected (gray) and the log
// says which; tap a tile: it gets a ring. Drag either to scroll. One line per event on
// stdout. `--at X,Y` puts the window's top-left corner there (default 20,410).
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("table: \(text)\n".utf8))
}

/// The rows: sections of (title, detail) and the footer of the last.
struct Settings {
    static let sections: [(title: String, rows: [(String, String?)])] = [
        ("Network", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", nil)]),
        ("General", [("General", nil), ("Display & Brightness", nil), ("Wallpaper", nil), ("Notifications", nil),
                     ("Sounds & Haptics", nil), ("Focus", nil), ("Screen Time", nil), ("Privacy & Security", nil),
                     ("Battery", nil), ("Storage", "12 GB")]),
        ("Appearance", [("Light", nil), ("Dark", nil)]),
    ]
    static let appearanceSection = 2
}

@main
final class TableDelegate: UIResponder, UIApplicationDelegate, UITableViewDataSource, UITableViewDelegate {
    var window: UIWindow?
    var table: UITableView!
    var grid: ColorGrid!
    var appearance = 0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        var origin = CGPoint(x: 20, y: 410)
        let arguments = CommandLine.arguments
        if let i = arguments.firstIndex(of: "--at"), i + 1 < arguments.count {
            let parts = arguments[i + 1].split(separator: ",").compactMap { Double($0) }
            if parts.count == 2 { origin = CGPoint(x: parts[0], y: parts[1]) }
        }
        let window = UIWindow(frame: CGRect(x: origin.x, y: origin.y, width: 760, height: 380))
        window.backgroundColor = .systemGroupedBackground

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 380, height: 380), style: .insetGrouped)
        table.register(SettingsCell.self, forCellReuseIdentifier: "setting")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)

        let grid = ColorGrid(frame: CGRect(x: 380, y: 0, width: 380, height: 380))
        window.addSubview(grid)

        window.makeKeyAndVisible()
        self.window = window
        self.table = table
        self.grid = grid
        table.layoutIfNeeded()
        grid.layoutIfNeeded()
        log("launched: \(table.numberOfSections) sections, \(table.visibleCells.count) cells on screen; "
            + "\(grid.numberOfItems(inSection: 0) + grid.numberOfItems(inSection: 1)) tiles, \(grid.visibleCells.count) on screen")
        return true
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { Settings.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Settings.sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let (title, detail) = Settings.sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        if indexPath.section == Settings.appearanceSection {
            cell.accessoryType = indexPath.row == appearance ? .checkmark : .none
        } else {
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Settings.sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == Settings.appearanceSection ? "The look of every app." : nil
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let title = Settings.sections[indexPath.section].rows[indexPath.row].0
        log("selected row \(title) (\(indexPath.section).\(indexPath.row))")
        guard indexPath.section == Settings.appearanceSection else { return }
        // A choice: move the checkmark, and let go of the selection as iOS does.
        let previous = IndexPath(row: appearance, section: indexPath.section)
        appearance = indexPath.row
        tableView.reloadRows(at: [previous, indexPath], with: .automatic)
        tableView.deselectRow(at: indexPath, animated: true)
        log("appearance is \(title)")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { report() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { report() }

    private func report() {
        let rows = table.indexPathsForVisibleRows ?? []
        let names = rows.map { Settings.sections[$0.section].rows[$0.row].0 }
        log("scrolled to y=\(Int(table.contentOffset.y)): \(names.first ?? "-") … \(names.last ?? "-") "
            + "(\(table.visibleCells.count) cells on screen)")
    }
}

/// A `.value1` cell (registered classes are made `.default`, as in UIKit).
final class SettingsCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

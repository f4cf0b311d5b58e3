import ClientKit
import Foundation

/// A screen of disclosure rows in an inset-grouped `UITableView`; tapping a row pushes
/// its screen (and the row is deselected as the push happens, as Settings does). The
/// table is the controller's view, so the navigation bar's safe area becomes its top
/// content inset and the rows start below the bar.
final class SettingsListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Row {
        let title: String
        let destination: () -> UIViewController
    }

    let rows: [Row]
    private let table = UITableView(frame: .zero, style: .insetGrouped)

    init(title: String, rows: [Row]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = rows[indexPath.row]
        log("tapped \(row.title)")
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(row.destination(), animated: true)
    }
}

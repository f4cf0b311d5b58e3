import ClientKit
import Foundation

/// A screen of disclosure rows: a `UITableViewController` with an inset-grouped table;
/// tapping a row pushes its screen (and the row is deselected as the push happens, as
/// Settings does). The table is the controller's view, so the navigation bar's safe area
/// becomes its top content inset and the rows start below the bar.
final class SettingsListController: UITableViewController {
    struct Row {
        let title: String
        let destination: () -> UIViewController
    }

    let rows: [Row]

    init(title: String, rows: [Row]) {
        self.rows = rows
        super.init(style: .insetGrouped)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = rows[indexPath.row]
        log("tapped \(row.title)")
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(row.destination(), animated: true)
    }
}

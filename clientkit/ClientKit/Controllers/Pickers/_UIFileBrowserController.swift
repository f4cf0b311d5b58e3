import Foundation

/// The list behind the document and image pickers: one folder's subfolders (each opens
/// the next list) and the files a picker accepts, sorted by name, hidden files left out.
@MainActor
final class _UIFileBrowserController: UITableViewController {
    /// What the browser is for.
    struct Configuration {
        /// Which files are listed (and can be chosen).
        var accepts: (URL) -> Bool
        /// Whether several files are chosen before Open.
        var allowsMultipleSelection = false
        /// The title of the button that chooses the folder shown (export, folder pickers); `nil`: none.
        var folderActionTitle: String?
        /// Whether file names keep their extensions.
        var showsFileExtensions = false
        /// Files chosen.
        var onPick: ([URL]) -> Void
        /// The folder chosen (with `folderActionTitle`).
        var onPickFolder: (URL) -> Void = { _ in }
        var onCancel: () -> Void
    }

    let folder: URL
    let configuration: Configuration
    private(set) var subfolders: [URL] = []
    private(set) var files: [URL] = []
    private var chosen: [URL] = []

    init(folder: URL, configuration: Configuration) {
        self.folder = folder
        self.configuration = configuration
        super.init(style: .plain)
        title = folder.lastPathComponent.isEmpty ? folder.path : folder.lastPathComponent
    }

    required init?(coder: NSCoder) { fatalError("a file browser is made by its picker") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "file")
        reload()
        var items = [UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: _UIFileBrowserController.cancel)]
        if let title = configuration.folderActionTitle {
            items.insert(UIBarButtonItem(title: title, style: .done, target: self, action: _UIFileBrowserController.chooseFolder), at: 0)
        } else if configuration.allowsMultipleSelection {
            items.insert(UIBarButtonItem(title: "Open", style: .done, target: self, action: _UIFileBrowserController.openChosen), at: 0)
        }
        navigationItem.rightBarButtonItems = items
    }

    /// Reads the folder again.
    func reload() {
        let manager = FileManager.default
        let contents = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                         options: [.skipsHiddenFiles])) ?? []
        var folders: [URL] = [], matching: [URL] = []
        for url in contents {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                folders.append(url)
            } else if configuration.accepts(url) {
                matching.append(url)
            }
        }
        let byName: (URL, URL) -> Bool = { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
        subfolders = folders.sorted(by: byName)
        files = matching.sorted(by: byName)
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? subfolders.count : files.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "file", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel?.text = subfolders[indexPath.row].lastPathComponent
            cell.accessoryType = .disclosureIndicator
        } else {
            let url = files[indexPath.row]
            cell.textLabel?.text = configuration.showsFileExtensions ? url.lastPathComponent : url.deletingPathExtension().lastPathComponent
            cell.accessoryType = chosen.contains(url) ? .checkmark : .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        if indexPath.section == 0 {
            let next = _UIFileBrowserController(folder: subfolders[indexPath.row], configuration: configuration)
            navigationController?.pushViewController(next, animated: true)
            return
        }
        let url = files[indexPath.row]
        guard configuration.allowsMultipleSelection else { return configuration.onPick([url]) }
        if let index = chosen.firstIndex(of: url) { chosen.remove(at: index) } else { chosen.append(url) }
        tableView.reloadRows(at: [indexPath], with: .none)
    }

    /// The row of the file or folder named `name` (for tests).
    func _indexPath(ofItemNamed name: String) -> IndexPath? {
        if let row = subfolders.firstIndex(where: { $0.lastPathComponent == name }) { return IndexPath(row: row, section: 0) }
        if let row = files.firstIndex(where: { $0.lastPathComponent == name }) { return IndexPath(row: row, section: 1) }
        return nil
    }

    func cancel() { configuration.onCancel() }
    func chooseFolder() { configuration.onPickFolder(folder) }
    func openChosen() { if !chosen.isEmpty { configuration.onPick(chosen) } }

    /// The folder to start in: `preferred` if it is one, else `$HOME/<named>` if it
    /// exists, else the home folder.
    static func startFolder(_ preferred: URL?, named: String) -> URL {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if let preferred, manager.fileExists(atPath: preferred.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return preferred
        }
        let home = manager.homeDirectoryForCurrentUser
        let candidate = home.appendingPathComponent(named)
        if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue { return candidate }
        return home
    }
}

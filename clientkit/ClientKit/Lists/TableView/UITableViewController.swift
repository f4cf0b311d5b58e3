import Foundation

/// A view controller that manages a table view, as UIKit's `UITableViewController`: its
/// ``tableView`` is its view, with the controller as data source and delegate; the
/// selection is cleared when the view appears again (``clearsSelectionOnViewWillAppear``).
///
/// Swift calls a protocol method a subclass adds only when the class that conforms
/// declares it, so this class declares every data-source and delegate method subclasses
/// override (with the table's default behaviour): write `override func tableView(…)` as
/// in UIKit. Not here: `refreshControl`, editing mode.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let _style: UITableView.Style
    private var _tableView: UITableView?

    /// Whether the selected rows are deselected when the view is about to appear.
    /// Default `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `.plain` table.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Archives do not exist in ClientKit: a controller with a `.plain` table.
    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }

    /// The table view (the controller's view), made on first use with the controller as
    /// its data source and delegate. Setting it replaces the view.
    open var tableView: UITableView! {
        get {
            if let table = _tableView { return table }
            loadViewIfNeeded()
            return _tableView
        }
        set {
            _tableView = newValue
            view = newValue
        }
    }

    open override func loadView() {
        let table = UITableView(frame: .zero, style: _style)
        table.dataSource = self
        table.delegate = self
        _tableView = table
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = _tableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] {
            table.deselectRow(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source (defaults: one empty section)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Override to return the cell; the default is an empty `.default` cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate (defaults: the table's properties, nothing done)

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

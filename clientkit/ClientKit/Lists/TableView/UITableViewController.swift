import Foundation

/// A view controller that manages a table view, as UIKit's `UITableViewController`: its
/// ``tableView`` is its view, with the controller as data source and delegate; the
/// selection is cleared when the view appears again (``clearsSelectionOnViewWillAppear``).
///
/// Swift calls a protocol method a subclass adds only when the class that conforms
/// declares it, so this class declares every data-source and delegate method subclasses
/// override (with the table's default behaviour): write `override func tableView(…)` as
/// in UIKit. ``setEditing(_:animated:)`` (and so the ``editButtonItem``) puts the table
/// in editing mode too; ``refreshControl`` is the table's.
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
        table.isEditing = isEditing
        _tableView = table
        view = table
    }

    /// Enters or leaves editing mode, and puts the table in it (or out of it).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        _tableView?.setEditing(editing, animated: animated)
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
    /// Default `true`; override (whatever it answers) to get UIKit's default Delete swipe
    /// (see `UITableViewDataSource.tableView(_:canEditRowAt:)`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView._noteDefaultAnswer(.canEditRow)
        return true
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    /// Default `true`; without an override the cells' `showsReorderControl` decides
    /// (see `UITableViewDataSource.tableView(_:canMoveRowAt:)`).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView._noteDefaultAnswer(.canMoveRow)
        return true
    }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

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
    open func tableView(_ tableView: UITableView,
                        editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView._noteDefaultAnswer(.editingStyle)
        return .delete
    }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        tableView._noteDefaultAnswer(.deleteTitle)
        return "Delete"
    }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}

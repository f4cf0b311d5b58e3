import Foundation

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// give it a cell provider, then ``apply(_:animatingDifferences:completion:)`` a
/// ``NSDiffableDataSourceSnapshot`` whenever the data changes; it works out what was
/// deleted, inserted, moved, reloaded and reconfigured since the snapshot it shows and
/// updates the table in one batch, so rows that stay keep their cells, heights and
/// selection, as with hand-written `performBatchUpdates`.
///
/// The table holds its data source weakly: keep the diffable data source in a property.
/// Subclass it to give section titles or to allow editing and reordering: the class
/// declares those data-source methods so that `override func tableView(…)` works, as in UIKit.
///
/// **Where ClientKit differs.** Nothing animates (the `animatingDifferences` flag and
/// ``defaultRowAnimation`` are kept but the table changes at once), so completion
/// handlers run before `apply` returns. Since iOS 15 UIKit computes the difference with
/// or without animation, and ClientKit does the same; use
/// ``applySnapshotUsingReloadData(_:completion:)`` to reload everything. Section
/// snapshots (`NSDiffableDataSourceSectionSnapshot`) are not there yet.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item: dequeue one from `tableView` for `indexPath` and fill
    /// it in. Returning `nil` is a programmer error (UIKit raises).
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    private var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation asked of the table for inserted, deleted and reloaded rows.
    /// Default `.automatic` (ClientKit does not animate yet).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes the data source of `tableView` (it becomes the table's `dataSource`), with
    /// `cellProvider` making the cells. The table starts empty until a snapshot is applied.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _snapshot
    }

    /// Shows `snapshot`: the differences from the current one are applied to the table
    /// as one batch of updates, and the items and sections `snapshot` marks for reload
    /// or reconfiguring are reloaded or reconfigured. `completion` runs once the table
    /// is updated (before this method returns: nothing animates).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let diff = _SnapshotDiff(from: _snapshot, to: snapshot)
        _snapshot = snapshot._withoutMarks
        if let table = _tableView, table.dataSource === self {
            let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
            table.performBatchUpdates {
                table.deleteSections(diff.deletedSections, with: animation)
                table.insertSections(diff.insertedSections, with: animation)
                table.reloadSections(diff.reloadedSections, with: animation)
                for move in diff.movedSections { table.moveSection(move.from, toSection: move.to) }
                table.deleteRows(at: diff.deletedItems, with: animation)
                table.insertRows(at: diff.insertedItems, with: animation)
                table.reloadRows(at: diff.reloadedItems, with: animation)
                for move in diff.movedItems { table.moveRow(at: move.from, to: move.to) }
            }
            table.reconfigureRows(at: diff.reconfiguredItems)
        }
        completion?()
    }

    /// ``apply(_:animatingDifferences:completion:)`` for `async` code.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the table (`reloadData()`): no difference is
    /// computed, every visible cell is asked for again and the selection is cleared.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._withoutMarks
        if let table = _tableView, table.dataSource === self { table.reloadData() }
        completion?()
    }

    /// ``applySnapshotUsingReloadData(_:completion:)`` for `async` code.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        _snapshot._item(at: indexPath)
    }

    /// Where `itemIdentifier` is shown, or `nil` when it is not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        _snapshot._indexPath(of: itemIdentifier)
    }

    /// The section shown at `index`, or `nil` when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = _snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where section `sectionIdentifier` is shown, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        _snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        _snapshot.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _snapshot._items(inSectionAt: section).count
    }

    /// The cell the cell provider makes for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = _snapshot._item(at: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath) in the current snapshot")
        }
        guard let cell = _cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for item \(item) at "
                                + "\(indexPath); it must return a cell")
        }
        return cell
    }

    /// Override to give section header titles. Default `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Override to give section footer titles. Default `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Override to let rows be edited (swiped to delete, or shown with editing controls).
    /// Default `false`, as UIKit's diffable data source answers.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Override to carry out a deletion or insertion the user asked for: change a
    /// ``snapshot()`` and apply it. Default: nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Override to let rows be reordered. Default `false`, as UIKit's diffable data source answers.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the snapshot is updated to match (the item is at
    /// `destinationIndexPath` afterwards), as UIKit does.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _snapshot._moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}

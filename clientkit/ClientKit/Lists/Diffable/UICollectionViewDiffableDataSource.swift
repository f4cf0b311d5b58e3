import Foundation

/// A collection view's data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: give it a cell provider (and a
/// ``supplementaryViewProvider`` for headers and footers), then
/// ``apply(_:animatingDifferences:completion:)`` a ``NSDiffableDataSourceSnapshot``
/// whenever the data changes; the differences are applied as one batch of updates, so
/// items that stay keep their cells and selection.
///
/// The collection view holds its data source weakly: keep the diffable data source in
/// a property.
///
/// **Where ClientKit differs.** Nothing animates, so completion handlers run before
/// `apply` returns. As since iOS 15, the difference is computed with or without
/// animation; ``applySnapshotUsingReloadData(_:completion:)`` reloads everything.
///
/// **Outlines.** ``apply(_:to:animatingDifferences:completion:)`` shows a section as a
/// tree (``NSDiffableDataSourceSectionSnapshot``): its visible items become the
/// section's items, list cells get their item's level as `indentationLevel`, and an
/// `.outlineDisclosure` accessory without an action handler expands or collapses its
/// item, asking ``sectionSnapshotHandlers`` first.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: dequeue one from `collectionView` for `indexPath` and
    /// fill it in. Returning `nil` is a programmer error (UIKit raises).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// Makes a supplementary view (`elementKind`, e.g.
    /// `UICollectionView.elementKindSectionHeader`) at `indexPath`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var _collectionView: UICollectionView?
    private let _cellProvider: CellProvider
    private var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout places. Must be set when the layout
    /// has headers or footers.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// The sections applied as section snapshots (their trees).
    private var _sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What to do when the user expands or collapses an item of an outline
    /// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand. `nil`: yes.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse. `nil`: yes.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Gives the children of a parent about to expand, as a section snapshot (they
        /// replace its children), for children made lazily.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
                                                -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// Called around expansion and collapse by the outline disclosure accessories.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What lets the user reorder items and hears about it
    /// (`UICollectionViewDiffableDataSource.ReorderingHandlers`): items may be moved
    /// (interactively, or by a list cell's reorder accessory) only while
    /// ``canReorderItem`` is set and answers `true`. When a move ends, ``willReorder``
    /// hears the transaction, the data source's snapshot takes the move, then
    /// ``didReorder`` hears it (update your own model there).
    public struct ReorderingHandlers {
        /// Whether the item may be moved; `nil` (the default): no item may.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the snapshot takes a user's move.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot took a user's move.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// The reordering handlers. Default: none (items do not move).
    open var reorderingHandlers = ReorderingHandlers()

    /// Makes the data source of `collectionView` (it becomes its `dataSource`), with
    /// `cellProvider` making the cells. The collection view starts empty until a
    /// snapshot is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _snapshot
    }

    /// Shows `snapshot`: the differences from the current one are applied as one batch
    /// of updates, and the items and sections it marks for reload or reconfiguring are
    /// reloaded or reconfigured. `completion` runs once the collection view is updated
    /// (before this method returns: nothing animates).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // A section keeps its tree only while the snapshot shows the same items.
        _sectionSnapshots = _sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
        _apply(snapshot)
        completion?()
    }

    private func _apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let diff = _SnapshotDiff(from: _snapshot, to: snapshot)
        _snapshot = snapshot._withoutMarks
        if let collection = _collectionView, collection.dataSource === self {
            collection.performBatchUpdates {
                collection.deleteSections(diff.deletedSections)
                collection.insertSections(diff.insertedSections)
                collection.reloadSections(diff.reloadedSections)
                for move in diff.movedSections { collection.moveSection(move.from, toSection: move.to) }
                collection.deleteItems(at: diff.deletedItems)
                collection.insertItems(at: diff.insertedItems)
                collection.reloadItems(at: diff.reloadedItems)
                for move in diff.movedItems { collection.moveItem(at: move.from, to: move.to) }
            }
            collection.reconfigureItems(at: diff.reconfiguredItems)
            _refreshOutlineCells(in: collection)
        }
    }

    // MARK: Section snapshots

    /// Shows `snapshot` as section `section` (appended when the snapshot shown has no
    /// such section): its visible items become the section's items, the differences
    /// applied as with ``apply(_:animatingDifferences:completion:)``.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = _snapshot
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        _sectionSnapshots[section] = snapshot
        _apply(full)
        completion?()
    }

    /// ``apply(_:to:animatingDifferences:completion:)`` for `async` code.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// The tree of section `section`: the last section snapshot applied to it, or its
    /// items as root items. The section must be shown.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = _sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if _snapshot.indexOfSection(section) != nil { flat.append(_snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Gives visible list cells their item's level and expansion.
    private func _refreshOutlineCells(in collection: UICollectionView) {
        for (path, cell) in collection._visibleCells { _configureOutline(cell, at: path) }
    }

    private func _configureOutline(_ cell: UICollectionViewCell, at path: IndexPath) {
        guard let item = _snapshot._item(at: path), let section = _snapshot.sectionIdentifier(containingItem: item) else { return }
        // Sections applied as plain snapshots keep what the app set.
        guard let tree = _sectionSnapshots[section], tree.contains(item) else {
            cell._isExpanded = false
            return
        }
        cell._isExpanded = tree.isExpanded(item)
        (cell as? UICollectionViewListCell)?.indentationLevel = tree.level(of: item)
        cell.setNeedsLayout()
    }

    /// ``apply(_:animatingDifferences:completion:)`` for `async` code.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the collection view (`reloadData()`): no difference
    /// is computed and every visible cell is asked for again.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _snapshot = snapshot._withoutMarks
        if let collection = _collectionView, collection.dataSource === self { collection.reloadData() }
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

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        _snapshot.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._items(inSectionAt: section).count
    }

    /// The cell the cell provider makes for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = _snapshot._item(at: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the current snapshot")
        }
        guard let cell = _cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(item) at "
                                + "\(indexPath); it must return a cell")
        }
        if !_sectionSnapshots.isEmpty || cell._isExpanded { _configureOutline(cell, at: indexPath) }
        return cell
    }

    /// Whether ``reorderingHandlers`` let the item at `indexPath` move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = _snapshot._item(at: indexPath) else { return false }
        return canReorder(item)
    }

    /// A user moved an item: the snapshot takes the move (the collection view already
    /// shows it), between ``reorderingHandlers``' `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        let initial = _snapshot
        var final = initial
        final._moveItem(from: sourceIndexPath, to: destinationIndexPath)
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        for section in transaction.sectionTransactions { _sectionSnapshots[section.sectionIdentifier] = nil }
        _snapshot = final
        reorderingHandlers.didReorder?(transaction)
    }

    /// The view the ``supplementaryViewProvider`` makes.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asks for a supplementary view of kind "
                                + "\(kind) at \(indexPath), but supplementaryViewProvider is nil")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for "
                                + "kind \(kind) at \(indexPath); it must return a view")
        }
        return view
    }
}

extension UICollectionViewDiffableDataSource: _OutlineDataSource {
    /// Expands or collapses the item at `indexPath` in its section snapshot (asking the
    /// ``sectionSnapshotHandlers``), and applies the result.
    func _toggleExpansion(at indexPath: IndexPath, in collectionView: UICollectionView) {
        guard let item = _snapshot._item(at: indexPath), let section = _snapshot.sectionIdentifier(containingItem: item) else { return }
        var tree = snapshot(for: section)
        guard tree.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let make = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: make(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }
}

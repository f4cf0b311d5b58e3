import Foundation

/// The state of a list's data at one moment, as UIKit's `NSDiffableDataSourceSnapshot`:
/// sections in order, each with its items in order, every one named by a unique
/// identifier. Build one, change it with the `append…`/`insert…`/`delete…`/`move…`
/// methods, and hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`,
/// which works out what changed since the snapshot it shows.
///
/// Identifiers are compared with `==` and hashed: use value types (an `enum` of
/// sections, `UUID`s, `String`s, `Hashable` structs) whose identity does not change
/// when their other data does.
///
/// **Where ClientKit differs.** UIKit raises an Objective-C exception when an
/// identifier appears twice or an operation names an identifier the snapshot does not
/// hold (inserting before a missing item, reloading a missing section, appending items
/// when there is no section); ClientKit stops the program with a message that names
/// the identifier (`precondition`), since these are programmer errors. Deleting
/// identifiers the snapshot does not hold is ignored.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var _sections: [SectionIdentifierType] = []
    private var _items: [[ItemIdentifierType]] = []
    /// Section → its position in `_sections`.
    private var _sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Item → the section holding it.
    private var _itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var _reloadedItems: [ItemIdentifierType] = []
    private var _reconfiguredItems: [ItemIdentifierType] = []
    private var _reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// How many items there are, in all sections.
    public var numberOfItems: Int { _itemSection.count }

    /// How many sections there are.
    public var numberOfSections: Int { _sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }

    /// How many items `identifier`'s section has. The section must be in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items[_position(of: identifier, "numberOfItems(inSection:)")].count
    }

    /// The identifiers of `identifier`'s items, in order. The section must be in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items[_position(of: identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section holding `identifier`, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _itemSection[identifier]
    }

    /// The position of `identifier` among all items (in ``itemIdentifiers``), or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = _itemSection[identifier], let s = _sectionIndex[section],
              let row = _items[s].firstIndex(of: identifier) else { return nil }
        return _items[..<s].reduce(row) { $0 + $1.count }
    }

    /// The position of `identifier` among the sections, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex[identifier]
    }

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }

    /// The items marked with ``reconfigureItems(_:)`` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }

    /// The sections marked with ``reloadSections(_:)`` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }

    // MARK: Sections

    /// Adds `identifiers` as empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts `identifiers` as empty sections before `toIdentifier`, which must be in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _position(of: toIdentifier, "insertSections(_:beforeSection:)"))
    }

    /// Inserts `identifiers` as empty sections after `toIdentifier`, which must be in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _position(of: toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    /// Deletes the sections `identifiers` with their items (identifiers not in the
    /// snapshot are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        guard _sections.contains(where: doomed.contains) else { return }
        var goneItems = Set<ItemIdentifierType>()
        for (s, section) in _sections.enumerated() where doomed.contains(section) {
            goneItems.formUnion(_items[s])
        }
        for item in goneItems { _itemSection[item] = nil }
        let kept = _sections.indices.filter { !doomed.contains(_sections[$0]) }
        _items = kept.map { _items[$0] }
        _sections = kept.map { _sections[$0] }
        _reindexSections()
        _forget(items: goneItems.contains, sections: doomed.contains)
    }

    /// Moves section `identifier` (with its items) before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves section `identifier` (with its items) after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks the sections `identifiers` to be reloaded when the snapshot is applied: their
    /// items' cells, headers and footers are asked for again. The sections must be in
    /// the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            _ = _position(of: section, "reloadSections(_:)")
            if !_reloadedSections.contains(section) { _reloadedSections.append(section) }
        }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of section `sectionIdentifier`, or of the last
    /// section when `nil` (there must be one).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            s = _position(of: sectionIdentifier, "appendItems(_:toSection:)")
        } else {
            precondition(!_sections.isEmpty, "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are currently "
                         + "no sections in the snapshot; add a section first")
            s = _sections.count - 1
        }
        _insertItems(identifiers, section: s, at: _items[s].count)
    }

    /// Inserts `identifiers` before item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (s, row) = _location(of: beforeIdentifier, "insertItems(_:beforeItem:)")
        _insertItems(identifiers, section: s, at: row)
    }

    /// Inserts `identifiers` after item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (s, row) = _location(of: afterIdentifier, "insertItems(_:afterItem:)")
        _insertItems(identifiers, section: s, at: row + 1)
    }

    /// Deletes the items `identifiers` (identifiers not in the snapshot are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { _itemSection[$0] != nil })
        guard !doomed.isEmpty else { return }
        let sections = Set(doomed.compactMap { _itemSection[$0] })
        for section in sections {
            let s = _sectionIndex[section]!
            _items[s].removeAll(where: doomed.contains)
        }
        for item in doomed { _itemSection[item] = nil }
        _forget(items: doomed.contains, sections: { _ in false })
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves item `identifier` before item `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves item `identifier` after item `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks the items `identifiers` to be reloaded when the snapshot is applied: their
    /// cells are replaced by new ones from the cell provider. The items must be in the
    /// snapshot. Prefer ``reconfigureItems(_:)`` to update a cell's content.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            _ = _location(of: item, "reloadItems(_:)")
            if !_reloadedItems.contains(item) { _reloadedItems.append(item) }
        }
    }

    /// Marks the items `identifiers` to be reconfigured when the snapshot is applied:
    /// the cell provider is called again for each item shown, and gets the item's
    /// existing cell from the dequeue call (no new cell, no `prepareForReuse()`); items
    /// not shown get their cells when they come into view. The items must be in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            _ = _location(of: item, "reconfigureItems(_:)")
            if !_reconfiguredItems.contains(item) { _reconfiguredItems.append(item) }
        }
    }

    // MARK: Internals

    /// The snapshot without its reload and reconfigure marks (what a data source keeps
    /// once it applied them).
    var _withoutMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    /// The items of the section at position `s`.
    func _items(inSectionAt s: Int) -> [ItemIdentifierType] { _items[s] }

    /// The item at `indexPath`, or `nil` when out of range.
    func _item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < _items.count,
              indexPath.item >= 0, indexPath.item < _items[indexPath.section].count else { return nil }
        return _items[indexPath.section][indexPath.item]
    }

    /// Where `identifier` is, or `nil`.
    func _indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = _itemSection[identifier], let s = _sectionIndex[section],
              let row = _items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: row, section: s)
    }

    /// Moves the item at `source` so that it is at `destination` afterwards (a row the
    /// user dragged). Out-of-range positions are ignored.
    mutating func _moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = _item(at: source), destination.section >= 0, destination.section < _items.count else { return }
        _items[source.section].remove(at: source.item)
        let row = Swift.min(Swift.max(destination.item, 0), _items[destination.section].count)
        _items[destination.section].insert(item, at: row)
        _itemSection[item] = _sections[destination.section]
    }

    private func _position(of section: SectionIdentifierType, _ method: String) -> Int {
        guard let s = _sectionIndex[section] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): invalid section identifier \(section): "
                                + "it is not in the snapshot")
        }
        return s
    }

    private func _location(of item: ItemIdentifierType, _ method: String) -> (section: Int, row: Int) {
        guard let path = _indexPath(of: item) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(method): invalid item identifier \(item): "
                                + "it is not in the snapshot")
        }
        return (path.section, path.item)
    }

    private mutating func _insertSections(_ identifiers: [SectionIdentifierType], at position: Int) {
        var seen = Set<SectionIdentifierType>()
        for section in identifiers {
            precondition(_sectionIndex[section] == nil && seen.insert(section).inserted,
                         "NSDiffableDataSourceSnapshot: section identifiers must be unique: \(section) appears twice")
        }
        _sections.insert(contentsOf: identifiers, at: position)
        _items.insert(contentsOf: identifiers.map { _ in [] }, at: position)
        _reindexSections()
    }

    private mutating func _insertItems(_ identifiers: [ItemIdentifierType], section s: Int, at row: Int) {
        let section = _sections[s]
        for item in identifiers {
            precondition(_itemSection[item] == nil,
                         "NSDiffableDataSourceSnapshot: item identifiers must be unique: \(item) appears twice")
            _itemSection[item] = section
        }
        _items[s].insert(contentsOf: identifiers, at: row)
    }

    private mutating func _moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        let method = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        let from = _position(of: identifier, method)
        _ = _position(of: anchor, method)
        guard identifier != anchor else { return }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        _reindexSections()
        let to = _sectionIndex[anchor]! + (after ? 1 : 0)
        _sections.insert(identifier, at: to)
        _items.insert(items, at: to)
        _reindexSections()
    }

    private mutating func _moveItem(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        let method = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        let (s, row) = _location(of: identifier, method)
        _ = _location(of: anchor, method)
        guard identifier != anchor else { return }
        _items[s].remove(at: row)
        let (t, anchorRow) = _location(of: anchor, method)
        _items[t].insert(identifier, at: anchorRow + (after ? 1 : 0))
        _itemSection[identifier] = _sections[t]
    }

    private mutating func _reindexSections() {
        _sectionIndex = Dictionary(uniqueKeysWithValues: _sections.enumerated().map { ($1, $0) })
    }

    /// Drops the reload and reconfigure marks of deleted items and sections.
    private mutating func _forget(items gone: (ItemIdentifierType) -> Bool, sections goneSection: (SectionIdentifierType) -> Bool) {
        _reloadedItems.removeAll(where: gone)
        _reconfiguredItems.removeAll(where: gone)
        _reloadedSections.removeAll(where: goneSection)
    }
}

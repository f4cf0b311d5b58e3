import Foundation

/// The items of one section as a tree (`NSDiffableDataSourceSectionSnapshot`, iOS 14):
/// root items with children, each parent expanded or collapsed. A collection view shows
/// its ``visibleItems`` — the roots and, under each expanded parent, its children — in
/// order; apply it with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
///
/// Items are unique across the whole snapshot; ``items`` lists every one, depth first
/// (a parent before its children).
///
/// **Where ClientKit differs.** As with `NSDiffableDataSourceSnapshot`, naming an item
/// the snapshot does not hold (inserting beside it, appending to it as a parent) or
/// adding one it already holds stops the program with a message (UIKit raises).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var _roots: [ItemIdentifierType] = []
    private var _children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var _parent: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var _all: Set<ItemIdentifierType> = []
    private var _expanded: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent followed by its children.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(_all.count)
        _walk(_roots, into: &result, visibleOnly: false)
        return result
    }

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { _roots }

    /// The items shown: the roots and the children of expanded parents whose own
    /// parents are shown, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        _walk(_roots, into: &result, visibleOnly: true)
        return result
    }

    private func _walk(_ level: [ItemIdentifierType], into result: inout [ItemIdentifierType], visibleOnly: Bool) {
        for item in level {
            result.append(item)
            if let children = _children[item], !visibleOnly || _expanded.contains(item) {
                _walk(children, into: &result, visibleOnly: visibleOnly)
            }
        }
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { _all.contains(item) }

    /// Whether `item` is shown: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard _all.contains(item) else { return false }
        var current = item
        while let parent = _parent[current] {
            if !_expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }

    /// Whether `item` is expanded (its children shown when it is).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        _require(item, "level(of:)")
        var depth = 0
        var current = item
        while let parent = _parent[current] {
            depth += 1
            current = parent
        }
        return depth
    }

    /// The position of `item` in ``items``, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard _all.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `child`, or `nil` for a root item (or one not in the snapshot).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { _parent[child] }

    /// The children of `parent` (and their descendants), as a snapshot whose roots are
    /// those children — or `parent` itself when `includingParent`. Expansion is kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        _require(parent, "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result._append([parent], to: nil)
        }
        _copyChildren(of: parent, into: &result, under: includingParent ? parent : nil)
        return result
    }

    private func _copyChildren(of parent: ItemIdentifierType, into result: inout Self, under newParent: ItemIdentifierType?) {
        if _expanded.contains(parent), result._all.contains(parent) { result._expanded.insert(parent) }
        guard let children = _children[parent] else { return }
        result._append(children, to: newParent)
        for child in children { _copyChildren(of: child, into: &result, under: child) }
    }

    /// A text outline of the snapshot, one item a line, indented by level, expanded
    /// parents marked `+`.
    public func visualDescription() -> String {
        items.map { item in
            String(repeating: "  ", count: level(of: item)) + (_expanded.contains(item) ? "+ " : "- ") + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` at the end of `parent`'s children (collapsed by default), or at the
    /// end of the root items when `parent` is `nil`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { _require(parent, "append(_:to:)") }
        _append(items, to: parent)
    }

    /// Adds `items` just before `item`, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, beside: item, after: false, "insert(_:before:)")
    }

    /// Adds `items` just after `item` (after its children), under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, beside: item, after: true, "insert(_:after:)")
    }

    /// Adds `snapshot`'s items, with their hierarchy and expansion, at the end of
    /// `parent`'s children (or of the roots).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        if let parent { _require(parent, "append(_:to:)") }
        _append(snapshot._roots, to: parent)
        _adopt(snapshot)
    }

    /// Adds `snapshot`'s items, with their hierarchy, just before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        _insert(snapshot._roots, beside: item, after: false, "insert(_:before:)")
        _adopt(snapshot)
    }

    /// Adds `snapshot`'s items, with their hierarchy, just after `item`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        _insert(snapshot._roots, beside: item, after: true, "insert(_:after:)")
        _adopt(snapshot)
    }

    /// Removes `items` and all their descendants; items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where _all.contains(item) {
            if let parent = _parent[item] {
                _children[parent]?.removeAll { $0 == item }
                if _children[parent]?.isEmpty == true { _children[parent] = nil }
            } else {
                _roots.removeAll { $0 == item }
            }
            _forget(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Marks `items` expanded (their children show when they do).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            _require(item, "expand(_:)")
            _expanded.insert(item)
        }
    }

    /// Marks `items` collapsed (their descendants are hidden).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            _require(item, "collapse(_:)")
            _expanded.remove(item)
        }
    }

    /// Replaces `parent`'s children with `snapshot`'s items and hierarchy.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        _require(parent, "replace(childrenOf:using:)")
        delete(_children[parent] ?? [])
        _append(snapshot._roots, to: parent)
        _adopt(snapshot)
    }

    // MARK: Internals

    private func _require(_ item: ItemIdentifierType, _ method: String) {
        precondition(_all.contains(item), "NSDiffableDataSourceSectionSnapshot.\(method): item \(item) is not in the snapshot")
    }

    private mutating func _claim(_ items: [ItemIdentifierType], _ method: String) {
        for item in items {
            precondition(!_all.contains(item), "NSDiffableDataSourceSectionSnapshot.\(method): item \(item) is already in "
                         + "the snapshot (identifiers must be unique)")
            _all.insert(item)
        }
    }

    private mutating func _append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType?) {
        _claim(items, "append(_:to:)")
        if let parent {
            _children[parent, default: []].append(contentsOf: items)
            for item in items { _parent[item] = parent }
        } else {
            _roots.append(contentsOf: items)
        }
    }

    private mutating func _insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool,
                                  _ method: String) {
        _require(anchor, method)
        _claim(items, method)
        if let parent = _parent[anchor] {
            var siblings = _children[parent] ?? []
            let i = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
            siblings.insert(contentsOf: items, at: i)
            _children[parent] = siblings
            for item in items { _parent[item] = parent }
        } else {
            let i = _roots.firstIndex(of: anchor)! + (after ? 1 : 0)
            _roots.insert(contentsOf: items, at: i)
        }
    }

    /// Takes `snapshot`'s children and expansion below its roots (already added).
    private mutating func _adopt(_ snapshot: Self) {
        for root in snapshot._roots { _adoptChildren(of: root, from: snapshot) }
    }

    private mutating func _adoptChildren(of item: ItemIdentifierType, from snapshot: Self) {
        if snapshot._expanded.contains(item) { _expanded.insert(item) }
        guard let children = snapshot._children[item] else { return }
        _append(children, to: item)
        for child in children { _adoptChildren(of: child, from: snapshot) }
    }

    private mutating func _forget(_ item: ItemIdentifierType) {
        for child in _children[item] ?? [] { _forget(child) }
        _children[item] = nil
        _parent[item] = nil
        _all.remove(item)
        _expanded.remove(item)
    }
}

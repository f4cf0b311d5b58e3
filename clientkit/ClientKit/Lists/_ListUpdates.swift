import Foundation

/// The changes of one batch of updates to a table or collection view, as its
/// `insert…`/`delete…`/`reload…`/`move…` calls recorded them, in UIKit's terms:
/// deletions, reloads and the sources of moves name positions before the update;
/// insertions and the destinations of moves name positions after it. Order inside the
/// batch does not matter (UIKit applies deletions before insertions).
struct _ListUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// The words of UIKit's messages for one kind of list.
    struct Vocabulary {
        /// "row" or "item".
        let element: String
        /// "table view" or "collection view".
        let container: String
        static let table = Vocabulary(element: "row", container: "table view")
        static let collection = Vocabulary(element: "item", container: "collection view")
    }

    /// Checks the update against the counts before (`old`, items per section) and after
    /// (`new`, from the data source) and maps every position across it. Returns UIKit's
    /// `NSInternalInconsistencyException` reason (ClientKit stops with it) when the
    /// counts disagree with what the batch says or a position is out of range.
    func resolve(old: [Int], new: [Int], _ words: Vocabulary) -> Result<_ListUpdateMap, _ListUpdateError> {
        let e = words.element, c = words.container
        // Sections: ranges, then the count.
        for s in deletedSections where s >= old.count {
            return .failure(.init("attempt to delete section \(s), but there are only \(old.count) sections before the update"))
        }
        for s in reloadedSections where s >= old.count {
            return .failure(.init("attempt to reload section \(s), but there are only \(old.count) sections before the update"))
        }
        for s in insertedSections where s >= new.count {
            return .failure(.init("attempt to insert section \(s) but there are only \(new.count) sections after the update"))
        }
        for move in movedSections where move.from >= old.count || move.to >= new.count {
            return .failure(.init("attempt to move section \(move.from) to section \(move.to), but there are only \(old.count) "
                                  + "sections before the update and \(new.count) after it"))
        }
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        guard new.count == expectedSections else {
            return .failure(.init("Invalid update: invalid number of sections. The number of sections contained in the \(c) "
                                  + "after the update (\(new.count)) must be equal to the number of sections contained in the "
                                  + "\(c) before the update (\(old.count)), plus or minus the number of sections inserted or "
                                  + "deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        let sectionMap = Self.map(oldCount: old.count, newCount: new.count,
                                  gone: IndexSet(deletedSections).union(IndexSet(movedFrom)),
                                  arriving: IndexSet(insertedSections).union(IndexSet(movedTo)),
                                  moves: movedSections.map { ($0.from, $0.to) })
        var newSectionSource = [Int?](repeating: nil, count: new.count)
        for (s, t) in sectionMap.enumerated() { if let t { newSectionSource[t] = s } }

        // Items, by the section they leave and the section they reach.
        var deletedBySection: [Int: IndexSet] = [:], insertedBySection: [Int: IndexSet] = [:]
        var reloadedBySection: [Int: IndexSet] = [:]
        for path in deletedItems {
            guard path.section < old.count, path.item < old[path.section] else {
                return .failure(.init("attempt to delete \(e) \(path.item) from section \(path.section) which only contains "
                                      + "\(path.section < old.count ? old[path.section] : 0) \(e)s before the update"))
            }
            deletedBySection[path.section, default: []].insert(path.item)
        }
        for path in reloadedItems {
            guard path.section < old.count, path.item < old[path.section] else {
                return .failure(.init("attempt to reload \(e) \(path.item) from section \(path.section) which only contains "
                                      + "\(path.section < old.count ? old[path.section] : 0) \(e)s before the update"))
            }
            reloadedBySection[path.section, default: []].insert(path.item)
        }
        for path in insertedItems {
            guard path.section < new.count, path.item < new[path.section] else {
                return .failure(.init("attempt to insert \(e) \(path.item) into section \(path.section), but there are only "
                                      + "\(path.section < new.count ? new[path.section] : 0) \(e)s in section \(path.section) "
                                      + "after the update"))
            }
            insertedBySection[path.section, default: []].insert(path.item)
        }
        var movedOutBySection: [Int: IndexSet] = [:], movedInBySection: [Int: IndexSet] = [:]
        for move in movedItems {
            guard move.from.section < old.count, move.from.item < old[move.from.section],
                  move.to.section < new.count, move.to.item < new[move.to.section] else {
                return .failure(.init("attempt to move index path (\(move.from.section), \(move.from.item)) to index path "
                                      + "(\(move.to.section), \(move.to.item)), which is out of range of the \(e)s before or "
                                      + "after the update"))
            }
            if deletedSections.contains(move.from.section) || reloadedSections.contains(move.from.section) {
                return .failure(.init("attempt to move \(e) \(move.from.item) out of section \(move.from.section), which is "
                                      + "being deleted or reloaded"))
            }
            if insertedSections.contains(move.to.section) {
                return .failure(.init("attempt to move \(e) \(move.from.item) into section \(move.to.section), which is being "
                                      + "inserted"))
            }
            if deletedItems.contains(move.from) || reloadedItems.contains(move.from) {
                return .failure(.init("attempt to delete or reload and move the same index path (\(move.from.section), "
                                      + "\(move.from.item))"))
            }
            if insertedItems.contains(move.to) {
                return .failure(.init("attempt to insert and move to the same index path (\(move.to.section), "
                                      + "\(move.to.item))"))
            }
            movedOutBySection[move.from.section, default: []].insert(move.from.item)
            movedInBySection[move.to.section, default: []].insert(move.to.item)
        }

        var itemMaps = [[IndexPath?]](repeating: [], count: old.count)
        for t in 0..<new.count {
            guard let s = newSectionSource[t], !insertedSections.contains(t), !reloadedSections.contains(s) else { continue }
            let deleted = deletedBySection[s] ?? [], inserted = insertedBySection[t] ?? []
            let movedOut = movedOutBySection[s] ?? [], movedIn = movedInBySection[t] ?? []
            let expected = old[s] - deleted.count + inserted.count - movedOut.count + movedIn.count
            guard new[t] == expected else {
                return .failure(.init("Invalid update: invalid number of \(e)s in section \(t). The number of \(e)s contained "
                                      + "in an existing section after the update (\(new[t])) must be equal to the number of "
                                      + "\(e)s contained in that section before the update (\(old[s])), plus or minus the "
                                      + "number of \(e)s inserted or deleted from that section (\(inserted.count) inserted, "
                                      + "\(deleted.count) deleted) and plus or minus the number of \(e)s moved into or out of "
                                      + "that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."))
            }
            let rows = Self.map(oldCount: old[s], newCount: new[t], gone: deleted.union(movedOut),
                                arriving: inserted.union(movedIn), moves: [])
            itemMaps[s] = rows.map { $0.map { IndexPath(item: $0, section: t) } }
        }
        for s in 0..<old.count where itemMaps[s].isEmpty {
            // Deleted and reloaded sections: none of their items survive.
            itemMaps[s] = [IndexPath?](repeating: nil, count: old[s])
        }
        for move in movedItems { itemMaps[move.from.section][move.from.item] = move.to }
        for path in reloadedItems { itemMaps[path.section][path.item] = nil }
        return .success(_ListUpdateMap(sections: sectionMap, items: itemMaps, newCounts: new))
    }

    /// ``resolve(old:new:_:)``, stopping the program with UIKit's reason when the update
    /// is inconsistent (where UIKit raises `NSInternalInconsistencyException`).
    func resolveOrStop(old: [Int], new: [Int], _ words: Vocabulary) -> _ListUpdateMap {
        switch resolve(old: old, new: new, words) {
        case .failure(let error): preconditionFailure("NSInternalInconsistencyException: \(error.reason)")
        case .success(let map): return map
        }
    }

    /// Maps `oldCount` positions to `newCount` ones: `gone` old positions vanish,
    /// `arriving` new positions are taken by newcomers (or `moves`), the rest keep their
    /// order in the positions left.
    private static func map(oldCount: Int, newCount: Int, gone: IndexSet, arriving: IndexSet,
                            moves: [(Int, Int)]) -> [Int?] {
        var result = [Int?](repeating: nil, count: oldCount)
        var target = 0
        for i in 0..<oldCount where !gone.contains(i) {
            while target < newCount && arriving.contains(target) { target += 1 }
            if target < newCount { result[i] = target }
            target += 1
        }
        for (from, to) in moves { result[from] = to }
        return result
    }
}

/// UIKit's reason for an inconsistent update (its `NSInternalInconsistencyException`).
struct _ListUpdateError: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Where everything went across one update.
struct _ListUpdateMap {
    /// Old section → new section, `nil` when deleted.
    let sections: [Int?]
    /// Per old section, old item → new index path; `nil` when deleted, reloaded, or in a
    /// deleted or reloaded section.
    let items: [[IndexPath?]]
    /// The item counts after the update.
    let newCounts: [Int]

    /// Where the item at `old` is after the update (`nil`: gone or reloaded).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.section < items.count, old.item < items[old.section].count else { return nil }
        return items[old.section][old.item]
    }

    /// Per new section, new item → the old index path it came from (`nil`: new or reloaded).
    func sources() -> [[IndexPath?]] {
        var result = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        for (s, rows) in items.enumerated() {
            for (i, target) in rows.enumerated() {
                if let target, target.section < result.count, target.item < result[target.section].count {
                    result[target.section][target.item] = IndexPath(item: i, section: s)
                }
            }
        }
        return result
    }
}

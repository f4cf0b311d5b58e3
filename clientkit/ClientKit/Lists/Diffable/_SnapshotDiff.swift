import Foundation

/// What changed from one snapshot to the next, as the batch of updates a table or
/// collection view understands: index paths follow UIKit's batch rules (deletions,
/// reloads and move sources before the update; insertions and move destinations after
/// it), so the list keeps the cells, heights and selection of everything that stays.
///
/// Sections and items are matched by identifier. Of the sections (and of the items of a
/// section) that are in both snapshots, the longest run already in order stays where
/// it is and the others move, so the batch has as few moves as possible. Items that
/// leave a deleted or reloaded section, or reach an inserted or reloaded one, are
/// deleted and inserted (a list cannot move rows out of a section it reloads);
/// so is a reloaded item that moves, and a reloaded section that moves.
struct _SnapshotDiff {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items to reconfigure once the batch is applied, at their places after it.
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let reloadMarked = Set(new.reloadedSectionIdentifiers)

        // Sections: those in both keep their place when in the longest ordered run.
        let common = newSections.compactMap { oldSectionIndex[$0] }   // old positions, in new order
        let staying = Set(Self.longestIncreasingRun(common).map { common[$0] })
        /// Old section → new section, for sections whose rows survive (not deleted,
        /// inserted or reloaded).
        var sectionTarget: [Int: Int] = [:]
        for (s, section) in oldSections.enumerated() {
            guard let t = newSectionIndex[section] else {
                deletedSections.insert(s)
                continue
            }
            let reloaded = reloadMarked.contains(section)
            if staying.contains(s) {
                if reloaded { reloadedSections.insert(s) } else { sectionTarget[s] = t }
            } else if reloaded {
                deletedSections.insert(s)
                insertedSections.insert(t)
            } else {
                movedSections.append((s, t))
                sectionTarget[s] = t
            }
        }
        for (t, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
            insertedSections.insert(t)
        }
        let sectionSource = Dictionary(uniqueKeysWithValues: sectionTarget.map { ($1, $0) })

        // Items. Where each one was and is.
        var oldPaths: [I: IndexPath] = [:]
        for s in oldSections.indices {
            for (r, item) in old._items(inSectionAt: s).enumerated() { oldPaths[item] = IndexPath(item: r, section: s) }
        }
        var newPaths: [I: IndexPath] = [:]
        for t in newSections.indices {
            for (q, item) in new._items(inSectionAt: t).enumerated() { newPaths[item] = IndexPath(item: q, section: t) }
        }
        let reloadedIDs = Set(new.reloadedItemIdentifiers)
        var moves: [(from: IndexPath, to: IndexPath, item: I)] = []
        for (s, t) in sectionTarget.sorted(by: { $0.key < $1.key }) {
            // Items staying in the same section: the longest ordered run stays.
            var sameSection: [(from: IndexPath, to: IndexPath, item: I)] = []
            for (r, item) in old._items(inSectionAt: s).enumerated() {
                let from = IndexPath(item: r, section: s)
                guard let to = newPaths[item] else {
                    deletedItems.append(from)
                    continue
                }
                if to.section == t {
                    sameSection.append((from, to, item))
                } else if sectionSource[to.section] != nil {
                    moves.append((from, to, item))
                } else {
                    deletedItems.append(from)   // into an inserted or reloaded section
                }
            }
            let run = Set(Self.longestIncreasingRun(sameSection.map(\.to.item)))
            for (i, entry) in sameSection.enumerated() {
                if !run.contains(i) {
                    moves.append(entry)
                } else if reloadedIDs.contains(entry.item) {
                    reloadedItems.append(entry.from)
                }
            }
        }
        for t in sectionSource.keys.sorted() {
            for (q, item) in new._items(inSectionAt: t).enumerated() {
                let to = IndexPath(item: q, section: t)
                // New, or from a deleted or reloaded section.
                if let from = oldPaths[item], sectionTarget[from.section] != nil { continue }
                insertedItems.append(to)
            }
        }
        for move in moves {
            if reloadedIDs.contains(move.item) {
                deletedItems.append(move.from)
                insertedItems.append(move.to)
            } else {
                movedItems.append((move.from, move.to))
            }
        }

        // Reconfigured items whose cells survive the batch.
        for item in new.reconfiguredItemIdentifiers where !reloadedIDs.contains(item) {
            guard let from = oldPaths[item], sectionTarget[from.section] != nil,
                  let to = newPaths[item], sectionSource[to.section] != nil else { continue }
            reconfiguredItems.append(to)
        }
    }

    /// The positions (into `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        // Patience sorting: tails[k] is the position ending the best run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var run: [Int] = []
        var i = tails.last ?? -1
        while i >= 0 {
            run.append(i)
            i = previous[i]
        }
        return run.reversed()
    }
}

import Foundation

// Views joining and leaving the engine's hierarchy, and changes of a view that the
// engine's own constraints follow.

extension _LayoutEngine {
    /// `subtree` is about to leave the hierarchy (it is still attached). As UIKit does,
    /// the constraints held outside it that refer to it are deactivated; those held
    /// inside it go with it, to an engine of its own (made now, solved when needed); its
    /// items leave this engine.
    func detach(_ subtree: UIView) {
        var leaving: [_LayoutItem] = []
        collectItems(in: subtree, into: &leaving)
        let (held, crossing) = pendingConstraints(touching: subtree)
        guard !leaving.isEmpty || !held.isEmpty || !crossing.isEmpty else { return }
        var seen = Set((held + crossing).map(ObjectIdentifier.init))
        var moving = held
        var deactivating = crossing
        for item in leaving {
            for (id, constraint) in item.references where seen.insert(id).inserted {
                if constraint._holder?.isDescendant(of: subtree) == true {
                    moving.append(constraint)
                } else {
                    deactivating.append(constraint)
                }
            }
        }
        let order = Dictionary(allConstraints.enumerated().map { (ObjectIdentifier($1), $0) },
                               uniquingKeysWith: { first, _ in first })
        moving.sort { (order[ObjectIdentifier($0)] ?? 0) < (order[ObjectIdentifier($1)] ?? 0) }
        for constraint in deactivating { constraint._holder?.removeConstraint(constraint) }
        for constraint in moving { remove(constraint) }
        for item in leaving { removeItem(item) }
        setNeedsSolve()
        guard !moving.isEmpty else { return }
        let engine = subtree._layoutStorage?.engine ?? _LayoutEngine(host: subtree)
        subtree._autoLayout.engine = engine
        for constraint in moving { engine.enqueue(constraint) }
    }

    /// The engine of a hierarchy that joined this one: its constraints move here.
    func absorb(_ other: _LayoutEngine) {
        let constraints = other.allConstraints
        other.tearDown()
        for constraint in constraints { enqueue(constraint) }
    }

    /// Forgets everything; the engine's host no longer hosts it.
    func tearDown() {
        for constraint in allConstraints where constraint._installation?.engine === self {
            constraint._installation = nil
        }
        for item in Array(items.values) { removeItem(item) }
        for constraint in allConstraints { remove(constraint) }
    }

    private func collectItems(in view: UIView, into result: inout [_LayoutItem]) {
        if let storage = view._layoutStorage {
            if let item = storage.item, item.engine === self { result.append(item) }
            for guide in storage.layoutGuides {
                if let item = guide._item, item.engine === self { result.append(item) }
            }
        }
        for subview in view._subviews { collectItems(in: subview, into: &result) }
    }

    /// `view`'s layout direction changed: its directional constraints (those whose first
    /// item is it or one of its guides) and its margins are resolved again.
    func layoutDirectionDidChange(of view: UIView) {
        var objects: [AnyObject] = [view]
        objects += view._layoutStorage?.layoutGuides ?? []
        for object in objects {
            guard let item = items[ObjectIdentifier(object)] else { continue }
            for constraint in item.references.values where constraint._usesLayoutDirection
                && NSLayoutConstraint._view(of: constraint._firstItem) === view {
                reinstall(constraint)
            }
        }
    }

    /// `view`'s frame or bounds changed: its autoresizing constraints (if it translates
    /// its mask and its frame is not the one they were made from) and its built-in guides
    /// (if what they depend on changed) follow. Scrolling changes only the frame guide.
    func geometryDidChange(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        if item.translatesAutoresizingMask, !item.isDirty, item.syncedFrame != Self.syncedGeometry(of: view, item: item) {
            markDirty(item)
        }
        refreshGuides(of: view)
    }

    /// `view`'s built-in guides follow margins, a safe area, an offset or a content size
    /// that changed since they were last read.
    func refreshGuides(of view: UIView) {
        for guide in view._layoutStorage?.layoutGuides ?? [] where guide._kind != .custom {
            guard let item = guide._item, item.engine === self, !item.isDirty else { continue }
            if Self.guideInput(guide, view) != item.guideInput { markDirty(item) }
        }
    }
}

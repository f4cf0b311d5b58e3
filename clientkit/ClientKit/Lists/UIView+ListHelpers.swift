import Foundation

/// What table and collection views, their cells and their headers share.
extension UIView {
    /// Replaces a background subview (`backgroundView` of cells, headers and lists):
    /// `old` leaves, `new` goes behind every other subview, and the view lays out again.
    func _replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// Whether the view or a descendant holds constraints: then cells size themselves
    /// with Auto Layout (`systemLayoutSizeFitting`), as UIKit's self-sizing cells do;
    /// otherwise by `sizeThatFits(_:)`.
    var _subtreeHoldsConstraints: Bool {
        if let storage = _layoutStorage, !storage.constraints.isEmpty { return true }
        return _subviews.contains { $0._subtreeHoldsConstraints }
    }

    /// Takes in a view a data source handed over (a cell or a header): a subview of the
    /// list, shown, and laid out again — its content changed even if its frame does not
    /// (UIKit's cell labels ask for that themselves).
    func _adoptFetchedView(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        view.setNeedsLayout()
    }
}

/// Moving what a list shows across an update.
extension _ListUpdateMap {
    /// The views on screen at their new index paths; those whose items are gone are
    /// handed to `gone` (with their old index path). `pending` — views fetched but not
    /// yet announced — follows its views.
    func remap<View>(_ views: [IndexPath: View], pending: inout Set<IndexPath>,
                     gone: (View, IndexPath) -> Void) -> [IndexPath: View] {
        var result: [IndexPath: View] = [:]
        var stillPending = Set<IndexPath>()
        for (path, view) in views {
            if let moved = newIndexPath(for: path) {
                result[moved] = view
                if pending.contains(path) { stillPending.insert(moved) }
            } else {
                gone(view, path)
            }
        }
        pending = stillPending
        return result
    }

    /// Selected index paths at their new places (those of gone items dropped).
    func remap(_ selection: Set<IndexPath>) -> Set<IndexPath> {
        Set(selection.compactMap { newIndexPath(for: $0) })
    }
}

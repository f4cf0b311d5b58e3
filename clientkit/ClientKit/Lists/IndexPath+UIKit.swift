import Foundation

/// UIKit's additions to `IndexPath`, which Foundation on Linux lacks: a table view's
/// index paths are (section, row) and a collection view's (section, item), each with
/// exactly two indices.
extension IndexPath {
    /// The index path of `row` in `section` (for table views).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section` (for collection views).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. The index path must have exactly two indices,
    /// as in UIKit (a programmer error otherwise).
    public var section: Int {
        get { _uikitIndex(0) }
        set { _checkUIKitShape(); self[0] = newValue }
    }

    /// The row in the section: the second index (table views).
    public var row: Int {
        get { _uikitIndex(1) }
        set { _checkUIKitShape(); self[1] = newValue }
    }

    /// The item in the section: the second index (collection views).
    public var item: Int {
        get { _uikitIndex(1) }
        set { _checkUIKitShape(); self[1] = newValue }
    }

    private func _uikitIndex(_ position: Int) -> Int {
        _checkUIKitShape()
        return self[position]
    }

    private func _checkUIKitShape() {
        precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView. Index paths passed "
                     + "to table and collection views must contain exactly two indices specifying the section and row "
                     + "(or item); this one has \(count): \(self)")
    }
}

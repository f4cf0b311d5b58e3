import Foundation

/// What a ``UICollectionView`` shows, as UIKit's `UICollectionViewDataSource`: the
/// sections and items, a cell for each item (asked only for items about to be visible)
/// and the supplementary views (headers, footers) the layout places.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`; return one from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// How many sections there are. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The supplementary view of `kind` (e.g. `UICollectionView.elementKindSectionHeader`)
    /// at `indexPath`, from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// Asked only when the layout places one. The default stops with UIKit's message
    /// (a layout with headers needs a data source that makes them).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView

    /// Whether the item at `indexPath` may be moved (interactive movement). When not
    /// implemented, items may move if the data source implements
    /// `collectionView(_:moveItemAt:to:)` (ClientKit learns that at the first move that
    /// ends; until then it assumes so, and a move the data source ignores goes back).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data: called
    /// when an interactive movement ends with the item somewhere else.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView._noteDefaultMoveAnswer(.canMoveItem)
        return !collectionView._defaultMoveAnswers.contains(.moveItem)
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        collectionView._noteDefaultMoveAnswer(.moveItem)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("the data source of \(type(of: collectionView)) does not implement "
                            + "collectionView(_:viewForSupplementaryElementOfKind:at:), but the layout asks for a "
                            + "supplementary view of kind \(kind) at \(indexPath)")
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A 320×480 window with a collection view laid out as a list, fed by a diffable data
/// source of strings whose list cells show their item as text (plus what `configure`
/// adds).
@MainActor
final class ListScene {
    let window: UIWindow
    let collection: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var configure: (UICollectionViewListCell, IndexPath, String) -> Void = { _, _, _ in }

    init(_ appearance: UICollectionLayoutListConfiguration.Appearance = .plain, width: Int = 320,
         list: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) {
        window = makeRenderWindow(width: width, height: 480)
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        list(&configuration)
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.contentInsetAdjustmentBehavior = .never
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, path, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            self.configure(cell, path, item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        window.addSubview(collection)
    }

    /// Shows `sections` of items and lays out.
    func show(_ sections: [[String]]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (i, items) in sections.enumerated() {
            snapshot.appendSections([i])
            snapshot.appendItems(items, toSection: i)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        layout()
    }

    func layout() {
        window.layoutIfNeeded()
        collection.layoutIfNeeded()
        for cell in collection.visibleCells { cell.layoutIfNeeded() }
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    /// The cell showing `item`.
    func cell(showing item: String) -> UICollectionViewListCell? {
        dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
    }

    /// The system accessory views of `cell`, by kind.
    static func accessory(_ type: UICellAccessory.AccessoryType, in cell: UICollectionViewListCell) -> UIView? {
        cell.subviews.first { ($0 as? _UICellAccessoryView)?.accessory.accessoryType == type && !$0.isHidden }
    }

    /// The separator lines a cell shows (thin views along its top or bottom edge).
    static func separators(of cell: UICollectionViewCell) -> [CGRect] {
        [cell._separatorViews.top, cell._separatorViews.bottom].compactMap { $0?.superview === cell ? $0?.frame : nil }
    }
}

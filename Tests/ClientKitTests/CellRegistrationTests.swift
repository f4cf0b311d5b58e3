import Foundation
import XCTest
@testable import ClientKit

/// `UICollectionView.CellRegistration` and `SupplementaryRegistration` (iOS 14): the
/// class registered once, cells reused, the handler given the cell, index path and item.
final class CellRegistrationTests: XCTestCase {
    @MainActor
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
    }

    @MainActor
    final class Source: NSObject, UICollectionViewDataSource {
        var items = (0..<40).map { "item \($0)" }
        var configured: [String] = []
        lazy var registration = UICollectionView.CellRegistration<LabelCell, String> { [unowned self] cell, indexPath, item in
            cell.label.text = item
            self.configured.append("\(indexPath.item):\(item)")
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.accessibilityIdentifier = "\(kind) \(indexPath.section)"
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    func testRegistrationsDequeueConfiguredCellsAndReuseThem() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 200)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 200, height: 40)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 200, height: 20)
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            let source = Source()
            collection.dataSource = source
            window.addSubview(collection)
            window.layoutIfNeeded()
            let visible = collection.visibleCells.compactMap { $0 as? LabelCell }
            XCTAssertEqual(visible.count, collection.visibleCells.count, "cells of the registration's class")
            XCTAssertFalse(visible.isEmpty)
            XCTAssertEqual(source.configured.first, "0:item 0", "the handler gets the index path and the item")
            XCTAssertTrue(visible.contains { $0.label.text == "item 0" })
            let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(header?.accessibilityIdentifier, "\(UICollectionView.elementKindSectionHeader) 0")

            let made = Set(visible.map { ObjectIdentifier($0) })
            collection.contentOffset = CGPoint(x: 0, y: 800)
            window.layoutIfNeeded()
            let later = collection.visibleCells.compactMap { $0 as? LabelCell }
            XCTAssertTrue(later.contains { $0.label.text == "item 20" })
            XCTAssertFalse(Set(later.map { ObjectIdentifier($0) }).isDisjoint(with: made), "cells reused")
            XCTAssertEqual(collection._registeredRegistrations.count, 2, "each registration registered once")
        }
    }
}

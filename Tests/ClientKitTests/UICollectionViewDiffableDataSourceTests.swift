import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UICollectionViewDiffableDataSource: snapshots applied to a real collection view.
final class UICollectionViewDiffableDataSourceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, UUID>

    /// A flow layout of 100×100 items (three a line, 480 points: 15 items show) with
    /// 30-point headers, and a diffable data source that labels cells with
    /// `titles[item]` and records what it is asked.
    @MainActor
    final class Scene {
        let window: UIWindow
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, UUID>
        var asked: [UUID] = []
        var headersAsked: [IndexPath] = []
        var titles: [UUID: String] = [:]

        init() {
            resetApplication()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 320, height: 30)
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
            collection.register(TitleSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
            var asked: (UUID) -> Void = { _ in }
            var title: (UUID) -> String = { _ in "" }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, path, item in
                asked(item)
                let cell = collection.dequeueReusableCell(withReuseIdentifier: "item", for: path) as! CountingItemCell
                cell.label.text = title(item)
                return cell
            }
            asked = { [unowned self] in self.asked.append($0) }
            title = { [unowned self] in self.titles[$0] ?? "" }
            dataSource.supplementaryViewProvider = { [unowned self] collection, kind, path in
                self.headersAsked.append(path)
                let view = collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: path)
                (view as? TitleSupplementaryView)?.label.text = "header \(path.section)"
                return view
            }
            window.addSubview(collection)
            window.makeKeyAndVisible()
        }

        func apply(_ sections: [Int: [UUID]]) {
            var snapshot = Snapshot()
            for section in sections.keys.sorted() {
                snapshot.appendSections([section])
                snapshot.appendItems(sections[section]!, toSection: section)
            }
            dataSource.apply(snapshot)
            collection.layoutIfNeeded()
        }

        func cell(_ item: Int, _ section: Int = 0) -> CountingItemCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section)) as? CountingItemCell
        }
    }

    func testTheFirstApplyShowsTheSnapshotAskingOnlyForVisibleItems() {
        MainActor.assumeIsolated {
            let scene = Scene()
            XCTAssertTrue(scene.collection.dataSource === scene.dataSource)
            let items = (0..<60).map { _ in UUID() }
            scene.apply([0: items])
            XCTAssertEqual(scene.collection.numberOfItems(inSection: 0), 60)
            // A 30-point header, then lines of 100 + 10: five lines (15 items) reach into 480 points.
            XCTAssertEqual(scene.asked, Array(items[0..<15]))
            XCTAssertEqual(scene.headersAsked, [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(scene.dataSource.itemIdentifier(for: IndexPath(item: 7, section: 0)), items[7])
            XCTAssertEqual(scene.dataSource.indexPath(for: items[59]), IndexPath(item: 59, section: 0))
            XCTAssertNil(scene.dataSource.indexPath(for: UUID()))
            XCTAssertEqual(scene.dataSource.sectionIdentifier(for: 0), 0)
            XCTAssertEqual(scene.dataSource.index(for: 0), 0)
        }
    }

    func testAnApplyKeepsTheCellsAndSelectionOfItemsThatStay() {
        MainActor.assumeIsolated {
            let scene = Scene()
            let items = (0..<5).map { _ in UUID() }
            scene.apply([0: items])
            let cells = (0..<5).map { scene.cell($0)! }
            scene.collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            scene.asked = []
            // Insert one at the front, delete item 1, and move item 4 into an inserted section
            // (there it is deleted and inserted: a list cannot move items into a section it inserts).
            let fresh = UUID()
            scene.apply([0: [fresh, items[0], items[2], items[3]], 1: [items[4]]])
            XCTAssertEqual(Set(scene.asked), [fresh, items[4]])
            XCTAssertTrue(scene.cell(1) === cells[0])
            XCTAssertTrue(scene.cell(2) === cells[2])
            XCTAssertTrue(scene.cell(3) === cells[3])
            XCTAssertEqual(scene.collection.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
            XCTAssertTrue(cells[3].isSelected)
            // The deleted item's cell left it (it may serve an inserted item).
            XCTAssertTrue([nil, IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)]
                .contains(scene.collection.indexPath(for: cells[1])))
            // Moving between sections that stay keeps the cell.
            scene.asked = []
            scene.apply([0: [fresh, items[2], items[3]], 1: [items[4], items[0]]])
            XCTAssertEqual(scene.asked, [])
            XCTAssertTrue(scene.cell(1, 1) === cells[0])
        }
    }

    func testReconfigureKeepsTheCell() {
        MainActor.assumeIsolated {
            let scene = Scene()
            let items = (0..<3).map { _ in UUID() }
            scene.apply([0: items])
            let first = scene.cell(0)!
            scene.asked = []
            scene.titles[items[0]] = "changed"
            var snapshot = scene.dataSource.snapshot()
            snapshot.reconfigureItems([items[0]])
            var completed = false
            scene.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
            XCTAssertTrue(completed)
            XCTAssertEqual(scene.asked, [items[0]])
            XCTAssertTrue(scene.cell(0) === first)
            XCTAssertEqual(first.label.text, "changed")
            XCTAssertEqual(first.reuses, 0)
            // Reloading asks again through the reuse queue.
            scene.asked = []
            snapshot = scene.dataSource.snapshot()
            snapshot.reloadItems([items[1]])
            let second = scene.cell(1)!
            scene.dataSource.apply(snapshot)
            scene.collection.layoutIfNeeded()
            XCTAssertEqual(scene.asked, [items[1]])
            XCTAssertTrue(scene.cell(1) !== second || second.reuses == 1)
        }
    }
}

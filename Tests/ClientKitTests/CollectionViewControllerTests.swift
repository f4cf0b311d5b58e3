import Foundation
import XCTest
@testable import ClientKit

/// UICollectionViewController as UIKit apps subclass it: overridden data-source and
/// delegate methods, flow-layout sizing adopted by the subclass, selection cleared on
/// reappearing, editing passed to the collection view.
final class CollectionViewControllerTests: XCTestCase {
    @MainActor final class Grid: UICollectionViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 3 : 1
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    func testASubclassDrivesItsCollectionView() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let grid = Grid(collectionViewLayout: layout)
            XCTAssertTrue(grid.collectionViewLayout === layout)
            let navigation = UINavigationController(rootViewController: grid)
            let window = showInWindow(navigation, log: CallLog())
            window.layoutIfNeeded()
            let collectionView = grid.collectionView!
            XCTAssertTrue(grid.view === collectionView)
            XCTAssertTrue(collectionView.dataSource === grid)
            XCTAssertTrue(collectionView.delegate === grid)
            XCTAssertEqual(collectionView.numberOfSections, 2)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
            XCTAssertEqual(collectionView.visibleCells.count, 4)
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size, CGSize(width: 50, height: 50))

            collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            grid.collectionView(collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
            XCTAssertEqual(grid.selected, [IndexPath(item: 2, section: 0)])
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.popViewController(animated: false)
            spinMainRunLoop()
            XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [], "cleared on reappearing")

            grid.setEditing(true, animated: false)
            XCTAssertTrue(collectionView.isEditing)
            window.isHidden = true
        }
    }
}

/// A subclass adopting flow-layout sizing itself, as UIKit apps do in an extension.
@MainActor final class SizedGrid: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

extension SizedGrid: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 30 + 10 * indexPath.item, height: 20)
    }
}

final class CollectionViewControllerFlowSizingTests: XCTestCase {
    func testFlowLayoutSizingAdoptedByTheSubclassIsAsked() {
        MainActor.assumeIsolated {
            let grid = SizedGrid(collectionViewLayout: UICollectionViewFlowLayout())
            grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let window = showInWindow(grid, log: CallLog())
            window.layoutIfNeeded()
            XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size,
                           CGSize(width: 40, height: 20))
            window.isHidden = true
        }
    }
}

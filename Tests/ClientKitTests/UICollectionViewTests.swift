import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A custom layout: item i at ((i mod 8) × 30, i × 40), 100×40, a staircase. Records
/// its calls. (It tests frames with Foundation's `intersects(_:)`, as UIKit code does,
/// which on Linux also counts rectangles touching at an edge; the test avoids edges.)
@MainActor
final class StaircaseLayout: UICollectionViewLayout {
    var prepareCount = 0
    var askedRects: [CGRect] = []
    var invalidatesOnScroll = false
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        prepareCount += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        attributes = (0..<count).map { i in
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            item.frame = CGRect(x: CGFloat(i % 8) * 30, y: CGFloat(i) * 40, width: 100, height: 40)
            item.zIndex = i % 2
            return item
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat(attributes.count) * 40)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        return attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < attributes.count ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnScroll }
}

/// The collection view's call pattern, reuse, selection and updates.
final class UICollectionViewTests: XCTestCase {
    func testACustomLayoutPlacesTheCellsAndIsAskedForTheVisibleArea() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [1000])
            let layout = StaircaseLayout()
            let (window, collection) = makeCollectionScene(source, layout: layout, width: 320, height: 190)
            XCTAssertTrue(layout.collectionView === collection)
            XCTAssertEqual(layout.prepareCount, 1)
            XCTAssertEqual(layout.askedRects, [CGRect(x: 0, y: 0, width: 320, height: 190)])
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 40_000))
            // 190 points show items 0–4 (item 5 starts at 200).
            XCTAssertEqual(source.calls("cell"), ["0.0", "0.1", "0.2", "0.3", "0.4"])
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
                           CGRect(x: 90, y: 120, width: 100, height: 40))
            // Odd items have zIndex 1: in front of the even ones.
            let cells = collection.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
            XCTAssertTrue(cells.suffix(2).allSatisfy { collection.indexPath(for: $0)!.item % 2 == 1 })
            // The item under a point: (100, 95) is in item 2 (60–160 × 80–120); (5, 100) in none.
            XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 100, y: 95)), IndexPath(item: 2, section: 0))
            XCTAssertNil(collection.indexPathForItem(at: CGPoint(x: 5, y: 100)))

            // Scrolling asks for the new visible area without preparing again.
            source.clear()
            scroll(collection, toY: 405)
            XCTAssertEqual(layout.askedRects.last, CGRect(x: 0, y: 405, width: 320, height: 190))
            XCTAssertEqual(layout.prepareCount, 1)
            XCTAssertEqual(collection.indexPathsForVisibleItems, (10..<15).map { IndexPath(item: $0, section: 0) })
            XCTAssertEqual(Set(source.calls("didEndDisplaying")), ["0.0", "0.1", "0.2", "0.3", "0.4"])
            // A layout that invalidates on bounds changes prepares on every scroll.
            layout.invalidatesOnScroll = true
            scroll(collection, toY: 440)
            XCTAssertEqual(layout.prepareCount, 2)
            // invalidateLayout() prepares again at the next layout.
            layout.invalidatesOnScroll = false
            layout.invalidateLayout()
            collection.layoutIfNeeded()
            XCTAssertEqual(layout.prepareCount, 3)
            withExtendedLifetime(window) {}
        }
    }

    func testScrollingAHundredThousandItemsKeepsTheCellsBounded() {
        MainActor.assumeIsolated {
            CountingItemCell.made = 0
            let source = RecordingCollectionSource(counts: [100_000])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (_, collection) = makeCollectionScene(source, layout: layout)
            // Three items a line, 110 points a line: 33,334 lines.
            XCTAssertEqual(collection.contentSize.height, 33_334 * 110 - 10)
            // At most 6 lines of 100 + 10 intersect 480 points: 18 cells, plus the queues' 4.
            let bound = 18 + _ReusePool<UICollectionViewCell>.queueLimit
            var y: CGFloat = 0
            let end = collection.contentSize.height - 480
            while y < end {
                y = min(end, y + 263)
                scroll(collection, toY: y)
                let live = collection.subviews.filter { $0 is UICollectionViewCell }.count
                if live > bound { XCTFail("\(live) cells alive at y \(y)"); break }
            }
            print("UICollectionView: \(CountingItemCell.made) cells made while scrolling 100,000 items")
            XCTAssertLessThanOrEqual(CountingItemCell.made, bound)
            XCTAssertEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 99_999, section: 0))
            for cell in collection.visibleCells {
                let path = collection.indexPath(for: cell)!
                XCTAssertEqual((cell as? CountingItemCell)?.label.text, "0.\(path.item)")
                XCTAssertEqual(cell.frame.minY, CGFloat(path.item / 3) * 110)
            }
        }
    }

    func testATapSelectsAndADragDoesNot() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [60])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (window, collection) = makeCollectionScene(source, layout: layout)
            source.clear()
            let selectedBackground = UIView()
            collection.cellForItem(at: IndexPath(item: 4, section: 0))!.selectedBackgroundView = selectedBackground
            // Item 4 is at (110, 110).
            Finger(window, at: CGPoint(x: 150, y: 150)).lift()
            XCTAssertEqual(source.calls, ["didHighlight 0.4", "didUnhighlight 0.4", "shouldSelect 0.4", "didSelect 0.4"])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
            let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))!
            XCTAssertTrue(cell.isSelected)
            XCTAssertFalse(cell.isHighlighted)
            XCTAssertTrue(selectedBackground.superview === cell)
            XCTAssertFalse(selectedBackground.isHidden)

            // Another tap moves the selection.
            source.clear()
            Finger(window, at: CGPoint(x: 50, y: 50), time: 3).lift()
            XCTAssertEqual(source.calls, ["didHighlight 0.0", "didUnhighlight 0.0", "shouldSelect 0.0", "didDeselect 0.4",
                                          "didSelect 0.0"])
            XCTAssertFalse(cell.isSelected)
            XCTAssertTrue(selectedBackground.isHidden)

            // A drag scrolls and selects nothing.
            source.clear()
            let finger = Finger(window, at: CGPoint(x: 150, y: 400), time: 5)
            finger.drag(by: 0, -120, steps: 6)
            finger.lift()
            XCTAssertEqual(collection.contentOffset.y, 120, accuracy: 40)
            XCTAssertEqual(source.calls("didSelect"), [])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])

            // A refused selection selects nothing; multiple selection toggles.
            source.shouldSelect = { $0.item != 7 }
            collection.allowsMultipleSelection = true
            source.clear()
            collection.setContentOffset(.zero, animated: false)
            collection.layoutIfNeeded()
            Finger(window, at: CGPoint(x: 150, y: 250), time: 7).lift()   // item 7
            Finger(window, at: CGPoint(x: 250, y: 250), time: 9).lift()   // item 8
            Finger(window, at: CGPoint(x: 50, y: 50), time: 11).lift()    // item 0, selected: deselects
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 8, section: 0)])
            XCTAssertEqual(source.calls("didSelect"), ["0.8"])
            XCTAssertEqual(source.calls("didDeselect"), ["0.0"])
        }
    }

    func testSelectionFromCodeDoesNotTellTheDelegate() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [300])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (_, collection) = makeCollectionScene(source, layout: layout)
            source.clear()
            collection.selectItem(at: IndexPath(item: 150, section: 0), animated: false, scrollPosition: .top)
            XCTAssertEqual(source.calls("didSelect"), [])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 150, section: 0)])
            // Item 150 is on line 50, at y 5500: scrolled to the top.
            XCTAssertEqual(collection.contentOffset.y, 5500)
            collection.layoutIfNeeded()
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 150, section: 0))?.isSelected, true)
            collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredVertically, animated: false)
            // Line 1 (110–210) centred in 480 points: 160 − 240 → clamped to 0.
            XCTAssertEqual(collection.contentOffset.y, 0)
            collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(collection.contentOffset.y, 1100 + 100 - 480)
            collection.deselectItem(at: IndexPath(item: 150, section: 0), animated: false)
            XCTAssertNil(collection.indexPathsForSelectedItems)
            collection.allowsSelection = false
            collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            XCTAssertNil(collection.indexPathsForSelectedItems)
        }
    }

    func testBatchUpdatesKeepCellsAndSelectionOfSurvivingItems() {
        MainActor.assumeIsolated {
            let source = RecordingCollectionSource(counts: [6, 3])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (_, collection) = makeCollectionScene(source, layout: layout)
            let cell2 = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
            let cell5 = collection.cellForItem(at: IndexPath(item: 5, section: 0))!
            collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
            source.clear()
            var completed = false
            collection.performBatchUpdates({
                source.counts = [6, 3]
                collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                collection.insertItems(at: [IndexPath(item: 3, section: 0)])
                collection.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 5, section: 0))
                collection.insertItems(at: [IndexPath(item: 2, section: 1)])
            }, completion: { completed = $0 })
            XCTAssertTrue(completed)
            // Old 2, 3, 4, 5 → new 0, 1, 2, 4 (3 is inserted); old section 1 item 0 → 0.5.
            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cell2)
            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === cell5)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
            XCTAssertTrue(cell5.isSelected)
            XCTAssertEqual(cell5.frame, CGRect(x: 110, y: 110, width: 100, height: 100))
            // Only the inserted items were asked for: 0.3 and 1.2 (the moved item kept its cell).
            XCTAssertEqual(Set(source.calls("cell")), ["0.3", "1.2"])
            XCTAssertEqual(Set(source.calls("didEndDisplaying")), ["0.0", "0.1"])
            // Sections.
            source.counts = [6]
            collection.deleteSections([1])
            XCTAssertEqual(collection.numberOfSections, 1)
            source.counts = [2, 6]
            collection.insertSections([0])
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 2)
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 4, section: 1)])
            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === cell2)
            // reloadData asks for everything again and clears the selection.
            source.clear()
            collection.reloadData()
            collection.layoutIfNeeded()
            XCTAssertNil(collection.indexPathsForSelectedItems)
            XCTAssertEqual(source.calls("cell").count, 8)
        }
    }

    func testAnUpdateThatDisagreesWithTheDataSourceIsReportedInUIKitsWords() {
        var updates = _ListUpdates()
        updates.insertedItems = [IndexPath(item: 0, section: 0)]
        let result = updates.resolve(old: [4], new: [4], .collection)
        guard case .failure(let error) = result else { return XCTFail("accepted an inconsistent update") }
        XCTAssertEqual(error.reason, "Invalid update: invalid number of items in section 0. The number of items contained in "
                       + "an existing section after the update (4) must be equal to the number of items contained in that "
                       + "section before the update (4), plus or minus the number of items inserted or deleted from that "
                       + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                       + "section (0 moved in, 0 moved out).")
    }
}

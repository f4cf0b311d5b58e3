import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Interactive movement of collection view items: the item follows the finger, the
/// others shift (animated) to make room, and the data source hears the move at the end.
final class CollectionViewInteractiveMovementTests: AnimationClockTestCase {
    /// Five 100 × 40 items in one column (centres at y 20, 60, 100, 140, 180).
    @MainActor
    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var items = ["A", "B", "C", "D", "E"]
        var movable: Set<Int>?
        var moves: [(IndexPath, IndexPath)] = []
        var redirect: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityIdentifier = items[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            movable?.contains(indexPath.item) ?? true
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView,
                            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                            atCurrentIndexPath currentIndexPath: IndexPath,
                            toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            redirect?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
        }
    }

    @MainActor
    private static func makeCollection(_ source: Items) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        showInWindow(collection)
        collection.layoutIfNeeded()
        AnimationClock.at(0)
        return collection
    }

    @MainActor
    private static func shownY(_ collection: UICollectionView, _ name: String) -> CGFloat? {
        let cell = collection.visibleCells.first { $0.accessibilityIdentifier == name }
        return cell.map { $0.layer.shown.position.y }
    }

    func testTheItemFollowsTheFingerAndTheOthersShiftAnimated() {
        MainActor.assumeIsolated {
            let source = Items()
            let collection = Self.makeCollection(source)
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 105))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityIdentifier, "A",
                           "the moving item is shown at the place it would go")
            XCTAssertEqual(Self.shownY(collection, "A"), 105, "the moving item follows the finger at once")
            AnimationClock.at(0.125)
            let b = Self.shownY(collection, "B") ?? 0
            XCTAssertLessThan(b, 59, "B shifts up to make room")
            XCTAssertGreaterThan(b, 21)
            AnimationClock.at(0.3)
            XCTAssertEqual(Self.shownY(collection, "B") ?? 0, 20, accuracy: 0.01)
            XCTAssertEqual(Self.shownY(collection, "C") ?? 0, 60, accuracy: 0.01)
            XCTAssertEqual(Self.shownY(collection, "D") ?? 0, 140, accuracy: 0.01, "items after the place stay")
            XCTAssertTrue(source.moves.isEmpty, "the data source hears nothing until the end")

            collection.endInteractiveMovement()
            XCTAssertEqual(source.moves.map { [$0.0, $0.1] }, [[IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]])
            XCTAssertEqual(source.items, ["B", "C", "A", "D", "E"])
            AnimationClock.at(0.4)
            AnimationClock.at(0.7)
            XCTAssertEqual(Self.shownY(collection, "A") ?? 0, 100, accuracy: 0.01, "the item settles into its place")
            XCTAssertEqual((0..<5).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifier },
                           ["B", "C", "A", "D", "E"])
        }
    }

    func testCancellingPutsEverythingBackAndTellsNobody() {
        MainActor.assumeIsolated {
            let source = Items()
            let collection = Self.makeCollection(source)
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 180))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityIdentifier, "B")
            collection.cancelInteractiveMovement()
            AnimationClock.at(0.5)
            XCTAssertTrue(source.moves.isEmpty)
            XCTAssertEqual((0..<5).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifier },
                           ["A", "B", "C", "D", "E"])
            XCTAssertEqual(Self.shownY(collection, "B") ?? 0, 60, accuracy: 0.01)
            XCTAssertEqual(Self.shownY(collection, "E") ?? 0, 180, accuracy: 0.01)
        }
    }

    func testTheDataSourceAndTheDelegateDecide() {
        MainActor.assumeIsolated {
            let source = Items()
            source.movable = [0, 1]
            let collection = Self.makeCollection(source)
            XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)),
                           "canMoveItemAt said no")
            XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)), "no such item")
            var asked: [[IndexPath]] = []
            source.redirect = { original, current, proposed in
                asked.append([original, current, proposed])
                return IndexPath(item: 1, section: 0)
            }
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)),
                           "one movement at a time")
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 180))
            XCTAssertEqual(asked.first, [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)])
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityIdentifier, "A",
                           "the delegate's target wins")
            collection.endInteractiveMovement()
            XCTAssertEqual(source.items, ["B", "A", "C", "D", "E"])
        }
    }

    func testAMoveTheDataSourceIgnoresGoesBack() {
        MainActor.assumeIsolated {
            @MainActor final class Fixed: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    cell.accessibilityIdentifier = "\(indexPath.item)"
                    return cell
                }
            }
            let source = Fixed()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            layout.minimumLineSpacing = 0
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = source
            showInWindow(collection)
            collection.layoutIfNeeded()
            XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 100))
            collection.endInteractiveMovement()
            AnimationClock.at(0.5)
            XCTAssertEqual((0..<3).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifier },
                           ["0", "1", "2"])
            XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)),
                           "a data source without moveItemAt does not move items")
        }
    }

    // MARK: The controller's standard gesture

    @MainActor
    final class Controller: UICollectionViewController {
        var items = ["A", "B", "C"]
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityIdentifier = items[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                     to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    func testALongPressInAControllerDragsAnItem() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            layout.minimumLineSpacing = 0
            let controller = Controller(collectionViewLayout: layout)
            XCTAssertTrue(controller.installsStandardGestureForInteractiveMovement, "UIKit's default")
            controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.collectionView.layoutIfNeeded()
            let finger = Finger(window, at: CGPoint(x: 50, y: 20))
            spinMainRunLoop(0.7)
            finger.move(to: CGPoint(x: 50, y: 50))
            finger.move(to: CGPoint(x: 50, y: 95))
            let moving = controller.collectionView.visibleCells.first { $0.accessibilityIdentifier == "A" }
            XCTAssertEqual(moving?.center.y ?? 0, 95 - controller.collectionView.adjustedContentInset.top, accuracy: 0.5,
                           "the item follows the finger")
            finger.lift()
            XCTAssertEqual(controller.items, ["B", "C", "A"])
        }
    }

    @MainActor
    final class StillController: UICollectionViewController {
        var selected: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityIdentifier = "\(indexPath.item)"
            return cell
        }
    }

    func testALongPressInAControllerThatDoesNotMoveItemsPicksNothingUp() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            layout.minimumLineSpacing = 0
            let controller = StillController(collectionViewLayout: layout)
            controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.collectionView.layoutIfNeeded()
            let cell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            let before = cell?.center
            let finger = Finger(window, at: CGPoint(x: 50, y: 20))
            spinMainRunLoop(0.7)
            finger.move(to: CGPoint(x: 50, y: 60))
            finger.move(to: CGPoint(x: 50, y: 95))
            XCTAssertEqual(cell?.center, before, "the item stays: the controller does not override moveItemAt")
            finger.lift()
            XCTAssertEqual((0..<3).map { controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifier },
                           ["0", "1", "2"])
        }
    }
}

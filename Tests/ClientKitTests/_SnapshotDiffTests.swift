import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The batch a diffable data source gives the list for a change of snapshot.
final class _SnapshotDiffTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    func testOneItemMovedIsOneMove() {
        let diff = _SnapshotDiff(from: snapshot([("s", ["a", "b", "c", "d", "e"])]),
                                 to: snapshot([("s", ["b", "c", "d", "e", "a"])]))
        XCTAssertEqual(diff.movedItems.map { [$0.from, $0.to] }, [[path(0), path(4)]])
        XCTAssertEqual(diff.deletedItems, [])
        XCTAssertEqual(diff.insertedItems, [])
    }

    func testSectionsMoveAsLittleAsTheyCanAndTakeTheirItems() {
        let diff = _SnapshotDiff(from: snapshot([("one", ["a"]), ("two", ["b"]), ("three", ["c"])]),
                                 to: snapshot([("three", ["c"]), ("one", ["a"]), ("two", ["b"])]))
        XCTAssertEqual(diff.movedSections.map { [$0.from, $0.to] }, [[2, 0]])
        XCTAssertTrue(diff.movedItems.isEmpty && diff.insertedItems.isEmpty && diff.deletedItems.isEmpty)
    }

    func testItemsOfDeletedAndInsertedSectionsGoWithThem() {
        let diff = _SnapshotDiff(from: snapshot([("old", ["a", "b"]), ("kept", ["c"])]),
                                 to: snapshot([("kept", ["c", "a"]), ("new", ["b", "x"])]))
        XCTAssertEqual(diff.deletedSections, [0])
        XCTAssertEqual(diff.insertedSections, [1])
        // "a" leaves a deleted section: it is inserted, not moved; "b" and "x" come with "new".
        XCTAssertEqual(diff.insertedItems, [path(1, 0)])
        XCTAssertEqual(diff.deletedItems, [])
        XCTAssertTrue(diff.movedItems.isEmpty)
    }

    func testReloadsAndReconfigures() {
        let old = snapshot([("s", ["a", "b", "c"]), ("t", ["d"])])
        var new = snapshot([("s", ["c", "a", "b"]), ("t", ["d"])])
        new.reloadItems(["a", "c"])      // "a" stays; "c" moves: deleted and inserted
        new.reconfigureItems(["b"])
        new.reloadSections(["t"])
        let diff = _SnapshotDiff(from: old, to: new)
        XCTAssertEqual(diff.reloadedItems, [path(0)])
        XCTAssertEqual(diff.deletedItems, [path(2)])
        XCTAssertEqual(diff.insertedItems, [path(0)])
        XCTAssertTrue(diff.movedItems.isEmpty)
        XCTAssertEqual(diff.reconfiguredItems, [path(2)])
        XCTAssertEqual(diff.reloadedSections, [1])
    }

    func testNothingChangedIsEmpty() {
        let same = snapshot([("s", ["a", "b"])])
        XCTAssertTrue(_SnapshotDiff(from: same, to: same).isEmpty)
    }
}

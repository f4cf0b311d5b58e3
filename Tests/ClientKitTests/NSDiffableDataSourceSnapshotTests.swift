import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The snapshot's operations and queries, as UIKit documents them.
final class NSDiffableDataSourceSnapshotTests: XCTestCase {
    enum Section: Hashable { case main, second, third }
    struct Note: Hashable { let id: Int; var text: String }

    private func make() -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .second])
        snapshot.appendItems(["a", "b", "c"], toSection: .main)
        snapshot.appendItems(["d", "e"])   // nil: the last section
        return snapshot
    }

    func testAnEmptySnapshot() {
        let snapshot = NSDiffableDataSourceSnapshot<Section, UUID>()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.sectionIdentifiers, [])
        XCTAssertEqual(snapshot.itemIdentifiers, [])
        XCTAssertNil(snapshot.indexOfSection(.main))
        XCTAssertNil(snapshot.indexOfItem(UUID()))
    }

    func testQueries() {
        let snapshot = make()
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main, .second])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(snapshot.numberOfItems(inSection: .second), 2)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["a", "b", "c"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "d"), .second)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "z"))
        // Item indexes count across sections.
        XCTAssertEqual(snapshot.indexOfItem("a"), 0)
        XCTAssertEqual(snapshot.indexOfItem("e"), 4)
        XCTAssertNil(snapshot.indexOfItem("z"))
        XCTAssertEqual(snapshot.indexOfSection(.second), 1)
        XCTAssertNil(snapshot.indexOfSection(.third))
    }

    func testInsertingSectionsAndItemsAroundOthers() {
        var snapshot = make()
        snapshot.insertSections([.third], beforeSection: .second)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main, .third, .second])
        snapshot.deleteSections([.third])
        snapshot.insertSections([.third], afterSection: .main)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main, .third, .second])
        XCTAssertEqual(snapshot.numberOfItems(inSection: .third), 0)

        snapshot.insertItems(["x"], beforeItem: "a")
        snapshot.insertItems(["y", "z"], afterItem: "b")
        snapshot.insertItems(["w"], beforeItem: "d")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["x", "a", "b", "y", "z", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .second), ["w", "d", "e"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "w"), .second)
        // Appending with no section named goes to the last section.
        snapshot.appendItems(["last"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .second).last, "last")
        XCTAssertEqual(snapshot.numberOfItems, 10)
    }

    func testDeleting() {
        var snapshot = make()
        snapshot.deleteItems(["b", "e", "not there"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "c", "d"])
        XCTAssertNil(snapshot.indexOfItem("b"))
        // Deleting a section deletes its items.
        snapshot.deleteSections([.main])
        XCTAssertEqual(snapshot.sectionIdentifiers, [.second])
        XCTAssertEqual(snapshot.itemIdentifiers, ["d"])
        XCTAssertEqual(snapshot.numberOfItems, 1)
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "a"))
        // The deleted items may be added again.
        snapshot.appendItems(["a"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["d", "a"])
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testMoving() {
        var snapshot = make()
        snapshot.moveItem("c", beforeItem: "a")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["c", "a", "b"])
        snapshot.moveItem("c", afterItem: "b")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["a", "b", "c"])
        // Across sections.
        snapshot.moveItem("a", afterItem: "e")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["b", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .second), ["d", "e", "a"])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "a"), .second)
        XCTAssertEqual(snapshot.indexOfItem("a"), 4)
        // Sections move with their items.
        snapshot.moveSection(.second, beforeSection: .main)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.second, .main])
        XCTAssertEqual(snapshot.itemIdentifiers, ["d", "e", "a", "b", "c"])
        XCTAssertEqual(snapshot.indexOfSection(.main), 1)
        snapshot.appendSections([.third])
        snapshot.moveSection(.second, afterSection: .third)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main, .third, .second])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .second), ["d", "e", "a"])
    }

    func testReloadAndReconfigureMarks() {
        var snapshot = make()
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [])
        snapshot.reloadItems(["b"])
        snapshot.reconfigureItems(["c", "d"])
        snapshot.reloadSections([.second])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["b"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["c", "d"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [.second])
        // Deleted items and sections are no longer marked.
        snapshot.deleteItems(["c"])
        snapshot.deleteSections([.second])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["b"])
    }

    func testStructItemsAreIdentifiedByValue() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Note>()
        snapshot.appendSections([0])
        let note = Note(id: 1, text: "one")
        snapshot.appendItems([note, Note(id: 2, text: "two")], toSection: 0)
        XCTAssertEqual(snapshot.indexOfItem(note), 0)
        XCTAssertNil(snapshot.indexOfItem(Note(id: 1, text: "changed")))
    }

    func testSnapshotsAreValues() {
        let original = make()
        var copy = original
        copy.deleteItems(["a"])
        XCTAssertEqual(original.itemIdentifiers, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(copy.itemIdentifiers, ["b", "c", "d", "e"])
    }
}

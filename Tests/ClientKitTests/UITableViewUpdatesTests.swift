import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// reloadData, reloadRows, insert/delete/move of rows and sections, batches, and the
/// consistency check UIKit makes.
final class UITableViewUpdatesTests: XCTestCase {
    @MainActor
    private static func makeTable(_ sections: [[String]]) -> (UITableView, RecordingTableSource) {
        let source = RecordingTableSource(sections: sections)
        let (_, table) = makeTableScene(source) { $0.rowHeight = 40 }
        source.clear()
        return (table, source)
    }

    /// The texts of the cells on screen, in order.
    @MainActor
    private static func shown(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    func testReloadDataAsksAgainAndClearsTheSelection() {
        MainActor.assumeIsolated {
            let (table, source) = Self.makeTable([["a", "b", "c"]])
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            let cells = table.visibleCells
            source.sections = [["x", "y"]]
            table.reloadData()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2, "counts are asked at once")
            table.layoutIfNeeded()
            XCTAssertEqual(Self.shown(table), ["x", "y"])
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(Set(source.calls("didEndDisplaying")), ["0.0", "0.1", "0.2"])
            XCTAssertEqual(source.calls("cell"), ["0.0", "0.1"])
            // The cells came back from the reuse queue.
            XCTAssertTrue(table.visibleCells.allSatisfy { cell in cells.contains { $0 === cell } })
            XCTAssertTrue(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses == 1 })
        }
    }

    func testReloadRowsAsksOnlyForThoseRows() {
        MainActor.assumeIsolated {
            let (table, source) = Self.makeTable([["a", "b", "c", "d"]])
            let kept = table.cellForRow(at: IndexPath(row: 0, section: 0))
            source.sections[0][2] = "C"
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            XCTAssertEqual(source.calls("cell"), ["0.2"])
            XCTAssertEqual(Self.shown(table), ["a", "b", "C", "d"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept)
        }
    }

    func testInsertDeleteAndMoveKeepTheSurvivingCellsAndSelection() {
        MainActor.assumeIsolated {
            let (table, source) = Self.makeTable([["a", "b", "c", "d", "e"]])
            let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))!
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            // Delete "b", insert "X" at 0: a b c d e → X a c d e.
            source.sections = [["X", "a", "c", "d", "e"]]
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            })
            XCTAssertEqual(Self.shown(table), ["X", "a", "c", "d", "e"])
            XCTAssertEqual(source.calls("cell"), ["0.0"], "only the inserted row was asked for")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellD)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
            XCTAssertEqual(cellD.frame.minY, 120)
            // Move "e" to the top: X a c d e → e X a c d.
            source.clear()
            source.sections = [["e", "X", "a", "c", "d"]]
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
            XCTAssertEqual(Self.shown(table), ["e", "X", "a", "c", "d"])
            XCTAssertEqual(source.calls("cell"), [])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
            XCTAssertTrue(cellD.isSelected)
            // beginUpdates/endUpdates batch the same way; deleting the selected row deselects it.
            source.sections = [["e", "X", "a", "c"]]
            table.beginUpdates()
            table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .none)
            table.endUpdates()
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(table.contentSize.height, 160)
        }
    }

    func testReconfigureRowsKeepsTheCellsAndInABatchFollowsTheRows() {
        MainActor.assumeIsolated {
            let (table, source) = Self.makeTable([["a", "b", "c"]])
            let b = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! CountingCell
            source.sections = [["a", "B", "c"]]
            table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(source.calls("cell"), ["0.1"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b)
            XCTAssertEqual(b.reuses, 0, "the row's own cell, without prepareForReuse")
            XCTAssertEqual(Self.shown(table), ["a", "B", "c"])
            // In a batch the positions are those before it.
            source.clear()
            source.sections = [["x", "a", "B2", "c"]]
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            }
            XCTAssertEqual(Set(source.calls("cell")), ["0.0", "0.2"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === b)
            XCTAssertEqual(Self.shown(table), ["x", "a", "B2", "c"])
        }
    }

    func testSectionUpdates() {
        MainActor.assumeIsolated {
            let (table, source) = Self.makeTable([["a"], ["b", "c"]])
            let cellB = table.cellForRow(at: IndexPath(row: 0, section: 1))!
            source.sections = [["n1", "n2"], ["a"], ["b", "c"]]
            table.insertSections([0], with: .automatic)
            XCTAssertEqual(Self.shown(table), ["n1", "n2", "a", "b", "c"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellB)
            source.sections = [["n1", "n2"], ["b", "c"]]
            table.deleteSections([1], with: .automatic)
            XCTAssertEqual(Self.shown(table), ["n1", "n2", "b", "c"])
            source.sections = [["b", "c"], ["n1", "n2"]]
            table.moveSection(1, toSection: 0)
            XCTAssertEqual(Self.shown(table), ["b", "c", "n1", "n2"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
            source.clear()
            source.sections = [["B", "C"], ["n1", "n2"]]
            table.reloadSections([0], with: .automatic)
            XCTAssertEqual(Self.shown(table), ["B", "C", "n1", "n2"])
            XCTAssertEqual(source.calls("cell"), ["0.0", "0.1"])
        }
    }

    func testUpdatesBeforeTheFirstLayoutJustLoad() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 2)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            source.sections = [["a", "b", "c"]]
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            table.layoutIfNeeded()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        }
    }

    func testTheConsistencyCheckSpeaksUIKitsWords() {
        // Rows: one inserted, but the data source did not change.
        var updates = _ListUpdates()
        updates.insertedItems = [IndexPath(row: 1, section: 0)]
        XCTAssertEqual(reason(updates, old: [4], new: [4], .table),
                       "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                       + "section after the update (4) must be equal to the number of rows contained in that section before "
                       + "the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, "
                       + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                       + "moved out).")
        // Moves count: one row moved from section 0 to 1, the counts not updated.
        updates = _ListUpdates()
        updates.movedItems = [(IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1))]
        XCTAssertEqual(reason(updates, old: [2, 2], new: [2, 2], .table)?.hasPrefix(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after "
            + "the update (2) must be equal to the number of rows contained in that section before the update (2)"), true)
        XCTAssertEqual(reason(updates, old: [2, 2], new: [2, 2], .table)?.hasSuffix("(0 moved in, 1 moved out)."), true)
        XCTAssertNil(reason(updates, old: [2, 2], new: [1, 3], .table))
        // Sections.
        updates = _ListUpdates()
        updates.deletedSections = [0]
        XCTAssertEqual(reason(updates, old: [1, 1], new: [1, 1], .table),
                       "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                       + "the update (2) must be equal to the number of sections contained in the table view before the update "
                       + "(2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        // Out of range.
        updates = _ListUpdates()
        updates.deletedItems = [IndexPath(row: 5, section: 0)]
        XCTAssertEqual(reason(updates, old: [3], new: [2], .table),
                       "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        updates = _ListUpdates()
        updates.insertedItems = [IndexPath(row: 9, section: 0)]
        XCTAssertEqual(reason(updates, old: [3], new: [4], .table),
                       "attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after the update")
        // A consistent batch maps rows: delete 0, insert new 2 → old 1, 2 go to 0, 1; old 3 to 3.
        updates = _ListUpdates()
        updates.deletedItems = [IndexPath(row: 0, section: 0)]
        updates.insertedItems = [IndexPath(row: 2, section: 0)]
        guard case .success(let map) = updates.resolve(old: [4], new: [4], .table) else { return XCTFail("refused") }
        XCTAssertEqual(map.items[0], [nil, IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
                                      IndexPath(row: 3, section: 0)])
    }

    private func reason(_ updates: _ListUpdates, old: [Int], new: [Int], _ words: _ListUpdates.Vocabulary) -> String? {
        if case .failure(let error) = updates.resolve(old: old, new: new, words) { return error.reason }
        return nil
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A diffable data source with section titles and reordering, as apps subclass it.
@MainActor
final class TitledDiffableSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// Code as UIKit apps write it (a nested section enum, a Hashable struct of items, the
/// data source kept in a property), which must build and run unchanged.
@MainActor
final class ContactsViewController: UIViewController {
    enum Section { case main }
    struct Contact: Hashable {
        let id = UUID()
        var name: String
    }
    var dataSource: UITableViewDiffableDataSource<Section, Contact>!
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = contact.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems([Contact(name: "Ada"), Contact(name: "Grace")])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func insert(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([Contact(name: name)], toSection: .main)
        dataSource.apply(snapshot)
    }

    /// The `async` form builds as in UIKit.
    func add(_ name: String) async {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([Contact(name: name)], toSection: .main)
        await dataSource.apply(snapshot)
    }
}

/// UITableViewDiffableDataSource: snapshots applied to a real table as batch updates.
final class UITableViewDiffableDataSourceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A table of 40-point rows, 440 points high (11 rows show), whose diffable data
    /// source writes `titles[item] ?? item` into its cells and records the items asked.
    @MainActor
    final class Scene {
        let window: UIWindow
        let table: UITableView
        var dataSource: UITableViewDiffableDataSource<String, String>!
        var asked: [String] = []
        var titles: [String: String] = [:]

        init(subclass: Bool = false) {
            resetApplication()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            table = UITableView(frame: window.bounds, style: .plain)
            table.rowHeight = 40
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            let provider: UITableViewDiffableDataSource<String, String>.CellProvider = { [unowned self] table, path, item in
                self.asked.append(item)
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
                cell.textLabel?.text = self.titles[item] ?? item
                return cell
            }
            dataSource = subclass ? TitledDiffableSource(tableView: table, cellProvider: provider)
                : UITableViewDiffableDataSource(tableView: table, cellProvider: provider)
            window.addSubview(table)
            window.makeKeyAndVisible()
        }

        func apply(_ sections: [(String, [String])], animating: Bool = true) {
            var snapshot = Snapshot()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: animating)
            table.layoutIfNeeded()
        }

        var shown: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
        func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? {
            table.cellForRow(at: IndexPath(row: row, section: section))
        }
    }

    func testCodeAsAppsWriteItBuildsAndShowsItsRows() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            let controller = ContactsViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.tableView.layoutIfNeeded()
            XCTAssertEqual(controller.tableView.visibleCells.map { $0.textLabel?.text }, ["Ada", "Grace"])
            controller.insert("Linus")
            controller.tableView.layoutIfNeeded()
            XCTAssertEqual(controller.tableView.visibleCells.map { $0.textLabel?.text }, ["Ada", "Grace", "Linus"])
        }
    }

    func testItBecomesTheTablesDataSourceAndTheFirstApplyShowsTheSnapshot() {
        MainActor.assumeIsolated {
            let scene = Scene()
            XCTAssertTrue(scene.table.dataSource === scene.dataSource)
            scene.table.layoutIfNeeded()
            XCTAssertEqual(scene.table.numberOfSections, 0, "empty until a snapshot is applied")
            scene.apply([("main", (0..<100).map { "item \($0)" })])
            XCTAssertEqual(scene.table.numberOfRows(inSection: 0), 100)
            XCTAssertEqual(scene.shown, (0..<11).map { "item \($0)" })
            XCTAssertEqual(scene.asked, (0..<11).map { "item \($0)" }, "only the rows shown are asked for")
        }
    }

    func testAnApplyThatInsertsKeepsTheCellsAndSelectionOfTheRowsThatStay() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.apply([("main", ["a", "b", "c", "d"])])
            let cells = (0..<4).map { scene.cell($0)! }
            scene.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            scene.asked = []
            scene.apply([("main", ["new", "a", "b", "c", "d"])])
            XCTAssertEqual(scene.shown, ["new", "a", "b", "c", "d"])
            XCTAssertEqual(scene.asked, ["new"], "only the inserted row is asked for")
            for (i, cell) in cells.enumerated() {
                XCTAssertTrue(scene.cell(i + 1) === cell, "row \(i) keeps its cell")
            }
            XCTAssertEqual(scene.table.indexPathForSelectedRow, IndexPath(row: 3, section: 0), "the selection follows c")
            XCTAssertEqual(cells[2].frame.minY, 120)
        }
    }

    func testDeletionsAndMovesKeepTheSurvivorsCellsAndDeletedCellsLeave() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.apply([("main", ["a", "b", "c", "d", "e"])])
            let a = scene.cell(0)!, b = scene.cell(1)!, e = scene.cell(4)!
            scene.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            scene.asked = []
            // e moves to the top, b goes.
            scene.apply([("main", ["e", "a", "c", "d"])])
            XCTAssertEqual(scene.shown, ["e", "a", "c", "d"])
            XCTAssertEqual(scene.asked, [])
            XCTAssertTrue(scene.cell(0) === e)
            XCTAssertTrue(scene.cell(1) === a)
            XCTAssertFalse(scene.table.visibleCells.contains { $0 === b }, "the deleted row's cell left")
            XCTAssertEqual(scene.table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            // Deleting the selected row deselects it.
            scene.apply([("main", ["e", "c", "d"])])
            XCTAssertNil(scene.table.indexPathForSelectedRow)
        }
    }

    func testSectionsAreInsertedDeletedAndMovedWithTheirRows() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.apply([("one", ["a", "b"]), ("two", ["c"])])
            let c = scene.cell(0, 1)!
            scene.asked = []
            scene.apply([("zero", ["x"]), ("two", ["c"]), ("one", ["a", "b"])])
            XCTAssertEqual(scene.shown, ["x", "c", "a", "b"])
            XCTAssertEqual(scene.asked, ["x"])
            XCTAssertTrue(scene.cell(0, 1) === c)
            // An item moving into another section keeps its cell too.
            scene.apply([("two", ["c", "a"]), ("one", ["b"])])
            XCTAssertEqual(scene.shown, ["c", "a", "b"])
            XCTAssertTrue(scene.cell(0, 0) === c)
            XCTAssertEqual(scene.asked, ["x"], "nothing more was asked")
            XCTAssertEqual(scene.table.numberOfSections, 2)
        }
    }

    func testReconfigureKeepsTheCellAndReloadReplacesIt() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.apply([("main", ["a", "b", "c"])])
            let a = scene.cell(0) as! CountingCell, b = scene.cell(1) as! CountingCell
            scene.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            scene.asked = []
            scene.titles = ["a": "A", "b": "B"]
            var snapshot = scene.dataSource.snapshot()
            snapshot.reconfigureItems(["a"])
            snapshot.reloadItems(["b"])
            var completed = false
            scene.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
            XCTAssertTrue(completed)
            scene.table.layoutIfNeeded()
            XCTAssertEqual(Set(scene.asked), ["a", "b"])
            XCTAssertEqual(scene.shown, ["A", "B", "c"])
            XCTAssertTrue(scene.cell(0) === a, "a reconfigured row keeps its cell")
            XCTAssertEqual(a.reuses, 0, "without prepareForReuse")
            XCTAssertTrue(a.isSelected)
            // A reloaded row gets a cell through the reuse queue: a new one or b prepared again.
            let newB = scene.cell(1) as! CountingCell
            XCTAssertTrue(newB !== b || b.reuses == 1)
            // The marks are not kept in the data source's snapshot.
            XCTAssertEqual(scene.dataSource.snapshot().reconfiguredItemIdentifiers, [])
            XCTAssertEqual(scene.dataSource.snapshot().reloadedItemIdentifiers, [])
        }
    }

    func testWithoutAnimationTheDifferenceIsStillAppliedAndReloadDataReloads() {
        MainActor.assumeIsolated {
            let scene = Scene()
            scene.apply([("main", ["a", "b"])])
            let b = scene.cell(1)!
            scene.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            scene.asked = []
            scene.apply([("main", ["b", "c"])], animating: false)
            XCTAssertTrue(scene.cell(0) === b)
            XCTAssertEqual(scene.asked, ["c"])
            XCTAssertEqual(scene.table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
            // Using reloadData: every row is asked again; the selection is cleared.
            scene.asked = []
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["b", "c", "d"])
            var completed = false
            scene.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
            scene.table.layoutIfNeeded()
            XCTAssertTrue(completed)
            XCTAssertEqual(scene.asked, ["b", "c", "d"])
            XCTAssertNil(scene.table.indexPathForSelectedRow)
        }
    }

    func testLookupsAndTheDataSourceAnswers() {
        MainActor.assumeIsolated {
            let scene = Scene(subclass: true)
            scene.apply([("Fruit", ["apple", "pear"]), ("Veg", ["leek"])])
            let source = scene.dataSource!
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 0, section: 1)), "leek")
            XCTAssertNil(source.itemIdentifier(for: IndexPath(row: 5, section: 0)))
            XCTAssertEqual(source.indexPath(for: "pear"), IndexPath(row: 1, section: 0))
            XCTAssertNil(source.indexPath(for: "plum"))
            XCTAssertEqual(source.sectionIdentifier(for: 1), "Veg")
            XCTAssertNil(source.sectionIdentifier(for: 2))
            XCTAssertEqual(source.index(for: "Veg"), 1)
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["apple", "pear", "leek"])
            let table = scene.table
            XCTAssertEqual(source.numberOfSections(in: table), 2)
            XCTAssertEqual(source.tableView(table, numberOfRowsInSection: 0), 2)
            // The subclass's overrides are what the table asks.
            XCTAssertEqual(table.dataSource?.tableView(table, titleForHeaderInSection: 1), "Veg")
            XCTAssertEqual(table.dataSource?.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)), true)
            // The base class: no titles, no editing, no moving.
            let plain = Scene()
            XCTAssertNil(plain.dataSource.tableView(plain.table, titleForHeaderInSection: 0))
            XCTAssertEqual(plain.dataSource.tableView(plain.table, canEditRowAt: IndexPath(row: 0, section: 0)), false)
            XCTAssertEqual(plain.dataSource.tableView(plain.table, canMoveRowAt: IndexPath(row: 0, section: 0)), false)
            // A row the user moved: the snapshot follows.
            source.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            XCTAssertEqual(source.snapshot().itemIdentifiers(inSection: "Fruit"), ["pear"])
            XCTAssertEqual(source.snapshot().itemIdentifiers(inSection: "Veg"), ["leek", "apple"])
            XCTAssertEqual(source.indexPath(for: "apple"), IndexPath(row: 1, section: 1))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// A table view controller as UIKit code writes one: overrides of the data-source and
/// delegate methods.
private final class FruitController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [Int] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

final class UITableViewControllerTests: XCTestCase {
    func testTheTableIsTheViewWithTheControllerAsDataSourceAndDelegate() {
        MainActor.assumeIsolated {
            let controller = FruitController(style: .insetGrouped)
            XCTAssertTrue(controller.view === controller.tableView)
            XCTAssertEqual(controller.tableView.style, .insetGrouped)
            XCTAssertTrue(controller.tableView.dataSource === controller)
            XCTAssertTrue(controller.tableView.delegate === controller)
            XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
            XCTAssertEqual(UITableViewController().tableView.style, .plain)
        }
    }

    func testSubclassOverridesAreWhatTheTableCalls() {
        MainActor.assumeIsolated {
            let controller = FruitController(style: .plain)
            let window = showInWindow(controller, log: CallLog())
            defer { window.isHidden = true }
            let table = controller.tableView!
            table.layoutIfNeeded()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Banana")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 50, "the height override is used")
            // Through the delegate, as the table calls it on a tap.
            (table.delegate as? UITableViewDelegate)?.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
            XCTAssertEqual(controller.selected, [2])
        }
    }

    func testTheSelectionIsClearedWhenTheViewAppearsAgain() {
        MainActor.assumeIsolated {
            let controller = FruitController(style: .plain)
            let navigation = UINavigationController(rootViewController: controller)
            let window = showInWindow(navigation, log: CallLog())
            defer { window.isHidden = true }
            let table = controller.tableView!
            table.layoutIfNeeded()
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            navigation.pushViewController(UIViewController(), animated: false)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0), "kept while covered")
            navigation.popViewController(animated: false)
            XCTAssertNil(table.indexPathForSelectedRow, "cleared as the list appears again")
            controller.clearsSelectionOnViewWillAppear = false
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.popViewController(animated: false)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// NSDiffableDataSourceSectionSnapshot: a section's items as a tree, as UIKit documents it.
final class NSDiffableDataSourceSectionSnapshotTests: XCTestCase {
    typealias Tree = NSDiffableDataSourceSectionSnapshot<String>

    /// fruit ▸ (apple ▸ (gala, fuji), pear), veg ▸ (leek)
    private func sample() -> Tree {
        var tree = Tree()
        tree.append(["fruit", "veg"])
        tree.append(["apple", "pear"], to: "fruit")
        tree.append(["gala", "fuji"], to: "apple")
        tree.append(["leek"], to: "veg")
        return tree
    }

    func testItemsAreDepthFirstAndOnlyRootsAreVisibleUntilExpanded() {
        var tree = sample()
        XCTAssertEqual(tree.items, ["fruit", "apple", "gala", "fuji", "pear", "veg", "leek"])
        XCTAssertEqual(tree.rootItems, ["fruit", "veg"])
        XCTAssertEqual(tree.visibleItems, ["fruit", "veg"], "children of collapsed parents are hidden")
        XCTAssertFalse(tree.isExpanded("fruit"))
        tree.expand(["fruit"])
        XCTAssertTrue(tree.isExpanded("fruit"))
        XCTAssertEqual(tree.visibleItems, ["fruit", "apple", "pear", "veg"])
        XCTAssertFalse(tree.isVisible("gala"))
        tree.expand(["apple"])
        XCTAssertEqual(tree.visibleItems, ["fruit", "apple", "gala", "fuji", "pear", "veg"])
        XCTAssertTrue(tree.isVisible("gala"))
        tree.collapse(["fruit"])
        XCTAssertEqual(tree.visibleItems, ["fruit", "veg"], "collapsing hides all descendants")
        XCTAssertTrue(tree.isExpanded("apple"), "a hidden parent keeps its own expansion")
        XCTAssertFalse(tree.isVisible("apple"))
    }

    func testLevelsParentsIndexesAndContains() {
        let tree = sample()
        XCTAssertEqual(tree.level(of: "fruit"), 0)
        XCTAssertEqual(tree.level(of: "apple"), 1)
        XCTAssertEqual(tree.level(of: "fuji"), 2)
        XCTAssertEqual(tree.parent(of: "fuji"), "apple")
        XCTAssertEqual(tree.parent(of: "apple"), "fruit")
        XCTAssertNil(tree.parent(of: "fruit"))
        XCTAssertEqual(tree.index(of: "pear"), 4)
        XCTAssertNil(tree.index(of: "kale"))
        XCTAssertTrue(tree.contains("leek"))
        XCTAssertFalse(tree.contains("kale"))
    }

    func testInsertBeforeAndAfterStayUnderTheSameParent() {
        var tree = sample()
        tree.insert(["quince"], after: "apple")
        tree.insert(["banana"], before: "apple")
        tree.insert(["nuts"], before: "veg")
        XCTAssertEqual(tree.snapshot(of: "fruit").rootItems, ["banana", "apple", "quince", "pear"])
        XCTAssertEqual(tree.parent(of: "quince"), "fruit")
        XCTAssertEqual(tree.rootItems, ["fruit", "nuts", "veg"])
        XCTAssertEqual(tree.items, ["fruit", "banana", "apple", "gala", "fuji", "quince", "pear", "nuts", "veg", "leek"],
                       "inserting after a parent goes after its children")
    }

    func testDeleteRemovesDescendants() {
        var tree = sample()
        tree.expand(["fruit", "apple"])
        tree.delete(["apple", "kale"])
        XCTAssertEqual(tree.items, ["fruit", "pear", "veg", "leek"])
        XCTAssertFalse(tree.contains("gala"))
        XCTAssertEqual(tree.visibleItems, ["fruit", "pear", "veg"])
        tree.deleteAll()
        XCTAssertEqual(tree.items, [])
    }

    func testSnapshotOfAParentWithAndWithoutIt() {
        var tree = sample()
        tree.expand(["apple"])
        let children = tree.snapshot(of: "fruit")
        XCTAssertEqual(children.rootItems, ["apple", "pear"])
        XCTAssertEqual(children.items, ["apple", "gala", "fuji", "pear"])
        XCTAssertTrue(children.isExpanded("apple"), "expansion is kept")
        XCTAssertEqual(children.level(of: "gala"), 1)
        let withParent = tree.snapshot(of: "fruit", includingParent: true)
        XCTAssertEqual(withParent.rootItems, ["fruit"])
        XCTAssertEqual(withParent.level(of: "gala"), 2)
    }

    func testAppendingAndReplacingWithSnapshots() {
        var tree = sample()
        var nuts = Tree()
        nuts.append(["nuts"])
        nuts.append(["almond"], to: "nuts")
        nuts.expand(["nuts"])
        tree.append(nuts, to: "veg")
        XCTAssertEqual(tree.parent(of: "nuts"), "veg")
        XCTAssertEqual(tree.level(of: "almond"), 2)
        XCTAssertTrue(tree.isExpanded("nuts"))
        var berries = Tree()
        berries.append(["cherry", "plum"])
        tree.replace(childrenOf: "fruit", using: berries)
        XCTAssertEqual(tree.snapshot(of: "fruit").items, ["cherry", "plum"])
        XCTAssertFalse(tree.contains("gala"), "the old children and their descendants are gone")
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Outlines: a diffable data source showing section snapshots, list cells indented by
/// level, and `.outlineDisclosure` accessories expanding and collapsing items.
final class CollectionOutlineTests: XCTestCase {
    typealias Tree = NSDiffableDataSourceSectionSnapshot<String>

    @MainActor
    private static func outline() -> ListScene {
        let scene = ListScene(.sidebar)
        scene.configure = { cell, _, item in
            cell.accessories = ["fruit", "apple", "veg"].contains(item) ? [.outlineDisclosure()] : []
        }
        var tree = Tree()
        tree.append(["fruit", "veg"])
        tree.append(["apple", "pear"], to: "fruit")
        tree.append(["gala"], to: "apple")
        tree.append(["leek"], to: "veg")
        scene.dataSource.apply(tree, to: 0, animatingDifferences: false)
        scene.layout()
        return scene
    }

    @MainActor
    private static func visible(_ scene: ListScene) -> [String] {
        (0..<scene.collection.numberOfItems(inSection: 0)).compactMap {
            scene.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))
        }
    }

    /// Taps the outline disclosure of the cell showing `item`.
    @MainActor
    private static func tapDisclosure(of item: String, in scene: ListScene) {
        let cell = scene.cell(showing: item)!
        let disclosure = ListScene.accessory(.outlineDisclosure, in: cell)!
        let point = disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: scene.window)
        tap(scene.window, point)
        scene.layout()
    }

    func testASectionSnapshotShowsItsVisibleItems() {
        MainActor.assumeIsolated {
            let scene = Self.outline()
            XCTAssertEqual(Self.visible(scene), ["fruit", "veg"])
            XCTAssertEqual(scene.dataSource.snapshot().sectionIdentifiers, [0], "the section was appended")
            var tree = scene.dataSource.snapshot(for: 0)
            XCTAssertEqual(tree.items, ["fruit", "apple", "gala", "pear", "veg", "leek"])
            tree.expand(["fruit"])
            scene.dataSource.apply(tree, to: 0, animatingDifferences: false)
            scene.layout()
            XCTAssertEqual(Self.visible(scene), ["fruit", "apple", "pear", "veg"])
            XCTAssertEqual(scene.cell(showing: "apple")?.indentationLevel, 1, "children are indented by level")
            XCTAssertEqual(scene.cell(showing: "fruit")?.indentationLevel, 0)
            XCTAssertTrue(scene.cell(showing: "fruit")!.configurationState.isExpanded)
            XCTAssertGreaterThan(scene.cell(showing: "apple")!.contentView.frame.minX,
                                 scene.cell(showing: "fruit")!.contentView.frame.minX)
        }
    }

    func testTheOutlineDisclosureExpandsAndCollapses() {
        MainActor.assumeIsolated {
            let scene = Self.outline()
            var log: [String] = []
            scene.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
            scene.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
            let fruitCell = scene.cell(showing: "fruit")!
            let chevron = ListScene.accessory(.outlineDisclosure, in: fruitCell)!
            XCTAssertGreaterThan(chevron.frame.minX, 280, "the disclosure is trailing")

            Self.tapDisclosure(of: "fruit", in: scene)
            XCTAssertEqual(Self.visible(scene), ["fruit", "apple", "pear", "veg"])
            XCTAssertTrue(scene.dataSource.snapshot(for: 0).isExpanded("fruit"))
            XCTAssertTrue((ListScene.accessory(.outlineDisclosure, in: scene.cell(showing: "fruit")!) as! _UICellAccessoryView).isExpanded,
                          "the chevron turns down")
            XCTAssertTrue(scene.collection.indexPathsForSelectedItems?.isEmpty ?? true, "the tap does not select the row")

            Self.tapDisclosure(of: "apple", in: scene)
            XCTAssertEqual(Self.visible(scene), ["fruit", "apple", "gala", "pear", "veg"])
            XCTAssertEqual(scene.cell(showing: "gala")?.indentationLevel, 2)

            Self.tapDisclosure(of: "fruit", in: scene)
            XCTAssertEqual(Self.visible(scene), ["fruit", "veg"])
            XCTAssertEqual(log, ["expand fruit", "expand apple", "collapse fruit"])
        }
    }

    func testHandlersCanRefuseAndSupplyChildren() {
        MainActor.assumeIsolated {
            let scene = Self.outline()
            scene.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "veg" }
            scene.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
                var children = current
                children.append(["\(parent) (lazy)"])
                return children
            }
            Self.tapDisclosure(of: "veg", in: scene)
            XCTAssertEqual(Self.visible(scene), ["fruit", "veg"], "shouldExpandItem refused")
            Self.tapDisclosure(of: "fruit", in: scene)
            XCTAssertEqual(Self.visible(scene), ["fruit", "apple", "pear", "fruit (lazy)", "veg"])
        }
    }

    func testAnActionHandlerReplacesTheDefault() {
        MainActor.assumeIsolated {
            let scene = Self.outline()
            var tapped = 0
            scene.configure = { cell, _, item in
                cell.accessories = item == "fruit" ? [.outlineDisclosure(actionHandler: { tapped += 1 })] : []
            }
            var snapshot = scene.dataSource.snapshot()
            snapshot.reconfigureItems(["fruit"])
            scene.dataSource.apply(snapshot, animatingDifferences: false)
            scene.layout()
            Self.tapDisclosure(of: "fruit", in: scene)
            XCTAssertEqual(tapped, 1)
            XCTAssertEqual(Self.visible(scene), ["fruit", "veg"], "nothing expands by itself")
        }
    }

    /// The header style: a tap anywhere on the cell toggles, and the cell is not
    /// selected; the cell style: a tap on the row selects it and does not toggle.
    func testHeaderStyleDisclosuresToggleOnATapAnywhere() {
        MainActor.assumeIsolated {
            let scene = Self.outline()
            scene.configure = { cell, _, item in
                if item == "fruit" {
                    var header = UIListContentConfiguration.sidebarHeader()
                    header.text = item
                    cell.contentConfiguration = header
                    cell.accessories = [.outlineDisclosure()]   // .automatic on a header configuration
                } else {
                    cell.accessories = item == "veg" ? [.outlineDisclosure(options: .init(style: .cell))] : []
                }
            }
            var snapshot = scene.dataSource.snapshot()
            snapshot.reconfigureItems(["fruit", "veg"])
            scene.dataSource.apply(snapshot, animatingDifferences: false)
            scene.layout()

            let fruit = scene.cell(showing: "fruit")!
            tap(scene.window, fruit.convert(CGPoint(x: 60, y: fruit.bounds.midY), to: scene.window))
            scene.layout()
            XCTAssertEqual(Self.visible(scene), ["fruit", "apple", "pear", "veg"], "a tap on the header expands it")
            XCTAssertEqual(scene.collection.indexPathsForSelectedItems ?? [], [], "and does not select it")

            let veg = scene.cell(showing: "veg")!
            tap(scene.window, veg.convert(CGPoint(x: 60, y: veg.bounds.midY), to: scene.window), time: 5)
            scene.layout()
            XCTAssertFalse(scene.dataSource.snapshot(for: 0).isExpanded("veg"), "the cell style selects instead")
            XCTAssertEqual(scene.collection.indexPathsForSelectedItems, [scene.dataSource.indexPath(for: "veg")!])
        }
    }
}

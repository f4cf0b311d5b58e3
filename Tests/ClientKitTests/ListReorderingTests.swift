import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Dragging a list cell's reorder accessory moves its item (the collection view's
/// interactive movement), and the diffable data source's `reorderingHandlers` decide
/// and hear about it.
final class ListReorderingTests: XCTestCase {
    @MainActor
    private static func scene(canReorder: Bool) -> (ListScene, [String]) {
        let scene = ListScene()
        scene.configure = { cell, _, _ in cell.accessories = [.reorder(displayed: .always)] }
        scene.window.makeKeyAndVisible()
        scene.show([["A", "B", "C", "D"]])
        if canReorder { scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "D" } }
        return (scene, [])
    }

    /// Drags the grip of the cell showing `item` down by `dy` points and lifts.
    @MainActor
    private static func drag(_ scene: ListScene, _ item: String, by dy: CGFloat) {
        guard let cell = scene.cell(showing: item), let grip = ListScene.accessory(.reorder, in: cell) else {
            return XCTFail("no reorder grip on \(item)")
        }
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: scene.window)
        let finger = Finger(scene.window, at: start)
        let steps = 10
        for step in 1...steps {
            finger.move(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps)))
        }
        finger.lift()
        scene.layout()
    }

    func testDraggingTheGripMovesTheItemAndTheHandlersHearIt() {
        MainActor.assumeIsolated {
            let (scene, _) = Self.scene(canReorder: true)
            var heard: [String] = []
            scene.dataSource.reorderingHandlers.willReorder = { transaction in
                heard.append("will \(transaction.initialSnapshot.itemIdentifiers) -> \(transaction.finalSnapshot.itemIdentifiers)")
            }
            scene.dataSource.reorderingHandlers.didReorder = { transaction in
                heard.append("did \(transaction.sectionTransactions.map { $0.finalSnapshot.items })")
                XCTAssertFalse(transaction.difference.isEmpty)
            }
            let height = scene.cell(showing: "A")!.frame.height
            Self.drag(scene, "A", by: height * 2)
            XCTAssertEqual(scene.dataSource.snapshot().itemIdentifiers, ["B", "C", "A", "D"])
            XCTAssertEqual(heard, ["will [\"A\", \"B\", \"C\", \"D\"] -> [\"B\", \"C\", \"A\", \"D\"]",
                                   "did [[\"B\", \"C\", \"A\", \"D\"]]"])
            XCTAssertEqual((0..<4).map { (scene.cell($0).contentConfiguration as? UIListContentConfiguration)?.text },
                           ["B", "C", "A", "D"])
        }
    }

    func testWithoutCanReorderItemNothingMoves() {
        MainActor.assumeIsolated {
            let (scene, _) = Self.scene(canReorder: false)
            let height = scene.cell(showing: "A")!.frame.height
            Self.drag(scene, "A", by: height * 2)
            XCTAssertEqual(scene.dataSource.snapshot().itemIdentifiers, ["A", "B", "C", "D"])
            // canReorderItem says no for D.
            let (other, _) = Self.scene(canReorder: true)
            Self.drag(other, "D", by: -height * 2)
            XCTAssertEqual(other.dataSource.snapshot().itemIdentifiers, ["A", "B", "C", "D"])
        }
    }
}

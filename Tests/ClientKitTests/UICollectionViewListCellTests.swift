import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UICollectionViewListCell in a list layout: accessories on their sides in the system
/// order, shown by editing state, the content view between them, indentation, default
/// configurations; list separators and their configuration.
final class UICollectionViewListCellTests: XCTestCase {
    func testTrailingAccessoriesSitInTheSystemOrderFromTheMargin() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            // Deliberately out of order: system accessories are placed by kind.
            scene.configure = { cell, _, _ in cell.accessories = [.checkmark(), .disclosureIndicator()] }
            scene.show([["One", "Two"]])
            let cell = scene.cell(0)
            XCTAssertEqual(cell.frame.height, 44, accuracy: 0.5)
            let chevron = try! XCTUnwrap(ListScene.accessory(.disclosureIndicator, in: cell))
            XCTAssertEqual(chevron.frame, CGRect(x: 296, y: 16, width: 8, height: 13), "at the 16-point margin, centred")
            let check = try! XCTUnwrap(ListScene.accessory(.checkmark, in: cell))
            XCTAssertEqual(check.frame, CGRect(x: 272, y: 16, width: 14, height: 12), "inward of the chevron, 10 points apart")
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 272, height: 44),
                           "the content view ends at the innermost accessory")
        }
    }

    func testEditingAccessoriesFollowTheCollectionViewsEditingState() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            scene.configure = { cell, _, _ in
                cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
            }
            scene.show([["One"]])
            let cell = scene.cell(0)
            XCTAssertNil(ListScene.accessory(.delete, in: cell), "delete shows only while editing by default")
            XCTAssertNil(ListScene.accessory(.reorder, in: cell))
            XCTAssertNotNil(ListScene.accessory(.disclosureIndicator, in: cell))
            XCTAssertEqual(cell.contentView.frame.minX, 0)

            scene.collection.isEditing = true
            scene.layout()
            XCTAssertTrue(cell.configurationState.isEditing)
            let delete = try! XCTUnwrap(ListScene.accessory(.delete, in: cell))
            XCTAssertEqual(delete.frame, CGRect(x: 16, y: 11, width: 22, height: 22), "leading, at the margin")
            XCTAssertEqual(cell.contentView.frame.minX, 38, "the content starts after the leading accessory")
            let grip = try! XCTUnwrap(ListScene.accessory(.reorder, in: cell))
            XCTAssertEqual(grip.frame.maxX, 304, "the reorder control at the trailing margin")
            XCTAssertNil(ListScene.accessory(.disclosureIndicator, in: cell), ".whenNotEditing hides while editing")
            XCTAssertEqual(cell.contentView.frame.maxX, grip.frame.minX)

            scene.collection.isEditing = false
            scene.layout()
            XCTAssertNil(ListScene.accessory(.delete, in: cell))
            XCTAssertEqual(cell.contentView.frame.minX, 0)
        }
    }

    func testIndentationMovesTheContentAndLeadingAccessories() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            var indentsAccessories = true
            scene.configure = { cell, _, _ in
                cell.accessories = [.multiselect(displayed: .always)]
                cell.indentationLevel = 2
                cell.indentationWidth = 12
                cell.indentsAccessories = indentsAccessories
            }
            scene.show([["One"]])
            var cell = scene.cell(0)
            XCTAssertEqual(ListScene.accessory(.multiselect, in: cell)?.frame.minX, 40, "16 + 2 × 12")
            XCTAssertEqual(cell.contentView.frame.minX, 62)

            indentsAccessories = false
            var snapshot = scene.dataSource.snapshot()
            snapshot.reloadItems(["One"])
            scene.dataSource.apply(snapshot)
            scene.layout()
            cell = scene.cell(0)
            XCTAssertEqual(ListScene.accessory(.multiselect, in: cell)?.frame.minX, 16, "the accessory stays at the margin")
            XCTAssertEqual(cell.indentationLevel, 2)
            XCTAssertFalse(cell.indentsAccessories)
            XCTAssertEqual(cell.contentView.frame.minX, 62, "the content alone is indented")
        }
    }

    func testCustomViewsAndLabelsArePlacedAsAsked() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            scene.configure = { cell, _, _ in
                cell.accessories = [
                    .disclosureIndicator(),
                    .customView(configuration: .init(customView: badge,
                                                     placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator)))),
                    .label(text: "Label"),
                ]
            }
            scene.show([["One"]])
            let cell = scene.cell(0)
            XCTAssertTrue(badge.superview === cell)
            XCTAssertEqual(badge.frame, CGRect(x: 274, y: 12, width: 30, height: 20), "placed at the edge, before the chevron")
            let chevron = try! XCTUnwrap(ListScene.accessory(.disclosureIndicator, in: cell))
            XCTAssertEqual(chevron.frame.maxX, 264)
            let label = try! XCTUnwrap(ListScene.accessory(.label, in: cell))
            XCTAssertEqual(label.frame.maxX, chevron.frame.minX - 10)
            XCTAssertGreaterThan(label.frame.width, 20)
            XCTAssertEqual(cell.contentView.frame.maxX, label.frame.minX)
        }
    }

    func testDefaultConfigurationsFollowTheList() {
        MainActor.assumeIsolated {
            let scene = ListScene(.insetGrouped) { $0.headerMode = .firstItemInSection }
            var contents: [IndexPath: UIListContentConfiguration] = [:]
            scene.configure = { cell, path, _ in contents[path] = cell.defaultContentConfiguration() }
            scene.show([["Header", "Row"]])
            XCTAssertEqual(contents[IndexPath(item: 1, section: 0)], .cell())
            XCTAssertEqual(contents[IndexPath(item: 0, section: 0)], .groupedHeader(), "the first item is the section's header")
            XCTAssertEqual(scene.cell(1).backgroundConfiguration, UIBackgroundConfiguration.listGroupedCell())
            XCTAssertEqual(scene.cell(0).backgroundConfiguration, UIBackgroundConfiguration.listGroupedHeaderFooter())
            XCTAssertTrue(ListScene.separators(of: scene.cell(0)).isEmpty, "no separator under a header item")
        }
    }

    // MARK: Separators

    func testSeparatorsRunBelowEveryItemButTheLastFromTheText() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            scene.configure = { cell, path, item in
                if path.item == 1 {
                    var content = cell.defaultContentConfiguration()
                    content.text = item
                    content.image = UIImage(systemName: "star")
                    cell.contentConfiguration = content
                }
            }
            scene.show([["One", "Two", "Three"]])
            XCTAssertEqual(ListScene.separators(of: scene.cell(0)), [CGRect(x: 16, y: 43, width: 304, height: 1)])
            let textStart = scene.cell(1).separatorLayoutGuide.layoutFrame.minX
            XCTAssertGreaterThan(textStart, 30, "an image pushes the text and the separator")
            XCTAssertEqual(ListScene.separators(of: scene.cell(1)).first?.minX, textStart)
            XCTAssertEqual(ListScene.separators(of: scene.cell(2)), [], "none below the last item of a section")

            let image = renderedImage(of: scene.window)
            let white = RGBA(255, 255, 255)
            let line = RGBA(unit: 60 / 255, 60 / 255, 67 / 255, alpha: 0.29).over(white)
            assertPixel(image, 100, 43, line, "the separator is drawn")
            assertPixel(image, 8, 43, white, "inset from the leading edge")
            assertPixel(image, 100, 44 * 3 - 1, white, "nothing under the last row")
        }
    }

    func testSeparatorConfigurationAndItemHandler() {
        MainActor.assumeIsolated {
            var asked: [IndexPath] = []
            let scene = ListScene { list in
                list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40)
                list.separatorConfiguration.color = .systemRed
                list.itemSeparatorHandler = { path, configuration in
                    asked.append(path)
                    var changed = configuration
                    if path.item == 1 { changed.bottomSeparatorVisibility = .hidden }
                    if path.item == 2 { changed.topSeparatorVisibility = .visible }
                    return changed
                }
            }
            scene.show([["One", "Two", "Three"]])
            XCTAssertTrue(asked.contains(IndexPath(item: 2, section: 0)), "the handler is asked for each item")
            XCTAssertEqual(ListScene.separators(of: scene.cell(0)), [CGRect(x: 0, y: 43, width: 280, height: 1)])
            XCTAssertEqual(scene.cell(0)._separatorViews.bottom?.backgroundColor, .systemRed)
            XCTAssertEqual(ListScene.separators(of: scene.cell(1)), [])
            XCTAssertEqual(ListScene.separators(of: scene.cell(2)), [CGRect(x: 16, y: 0, width: 304, height: 1)],
                           "a visible top separator, its insets automatic (from the text)")
        }
    }

    func testNoSeparatorsWhenTheListHidesThem() {
        MainActor.assumeIsolated {
            let scene = ListScene { $0.showsSeparators = false }
            scene.show([["One", "Two"]])
            XCTAssertEqual(ListScene.separators(of: scene.cell(0)), [])
            XCTAssertTrue(UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
            let sidebar = ListScene(.sidebar)
            sidebar.show([["One", "Two"]])
            XCTAssertEqual(ListScene.separators(of: sidebar.cell(0)), [], "sidebars show no separators by default")
        }
    }

    func testSeparatorLayoutGuideCanBeConstrained() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            scene.configure = { cell, _, _ in
                if cell.constraints.isEmpty {
                    cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 60).isActive = true
                }
            }
            scene.show([["One", "Two"]])
            scene.layout()
            XCTAssertEqual(ListScene.separators(of: scene.cell(0)).first?.minX, 60)
        }
    }

    /// A cell subclass adds its own state (`UIConfigurationStateCustomKey`) by overriding
    /// `configurationState`, and styles itself in `updateConfiguration(using:)`, as
    /// Apple's "custom configuration" sample does.
    func testCustomConfigurationStateReachesUpdateConfiguration() {
        MainActor.assumeIsolated {
            let cell = StarredListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            cell.starred = true
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.seen.last?[.starred], AnyHashable(true))
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "★")
            cell.isSelected = true
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.seen.last?.isSelected, true)
            XCTAssertEqual(cell.seen.last?[.starred], AnyHashable(true), "the custom state comes with every update")
            var state = UICellConfigurationState(traitCollection: UITraitCollection())
            XCTAssertNil(state[.starred])
            state[.starred] = false
            XCTAssertNotEqual(state, UICellConfigurationState(traitCollection: UITraitCollection()))
        }
    }

    // MARK: Swipe actions

    func testTrailingSwipeActionsFromTheListConfiguration() {
        MainActor.assumeIsolated {
            var performed: [String] = []
            let scene = ListScene { list in
                list.trailingSwipeActionsConfigurationProvider = { path in
                    guard path.item == 0 else { return nil }
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        performed.append("delete \(path.item)")
                        done(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
            }
            scene.show([["One", "Two", "Three"]])
            scene.window.makeKeyAndVisible()
            let cell = scene.cell(0)

            // A slow leftward drag past half the button opens the row.
            let finger = Finger(scene.window, at: CGPoint(x: 250, y: 22), time: 1)
            finger.drag(by: -100, 0)
            finger.move(to: finger.touch.location(in: nil), dt: 0.3)
            finger.lift()
            scene.layout()
            let actions = try! XCTUnwrap(cell._swipeActionsView)
            XCTAssertEqual(cell._swipeOffset, -actions.totalWidth)
            XCTAssertEqual(cell.contentView.frame.minX, -actions.totalWidth, "the content moves aside")
            XCTAssertEqual(actions.frame.maxX, 320)
            XCTAssertEqual(scene.collection.contentOffset.y, 0)
            XCTAssertEqual(scene.collection.indexPathsForSelectedItems ?? [], [])

            // Tapping the action runs it; its completion closes the row.
            let button = actions.buttons[0]
            tap(scene.window, button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.window), time: 5)
            scene.layout()
            XCTAssertEqual(performed, ["delete 0"])
            XCTAssertNil(cell._swipeActionsView)
            XCTAssertEqual(cell.contentView.frame.minX, 0)

            // An item without actions does not swipe.
            let other = Finger(scene.window, at: CGPoint(x: 250, y: 66), time: 10)
            other.drag(by: -100, 0)
            other.lift()
            scene.layout()
            XCTAssertNil(scene.cell(1)._swipeActionsView)
        }
    }

    func testATouchElsewhereClosesTheSwipe() {
        MainActor.assumeIsolated {
            let scene = ListScene { list in
                list.leadingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
                }
            }
            scene.show([["One", "Two"]])
            scene.window.makeKeyAndVisible()
            let finger = Finger(scene.window, at: CGPoint(x: 60, y: 22), time: 1)
            finger.drag(by: 100, 0)
            finger.move(to: finger.touch.location(in: nil), dt: 0.3)
            finger.lift()
            scene.layout()
            let cell = scene.cell(0)
            XCTAssertGreaterThan(cell._swipeOffset, 0, "a rightward swipe reveals the leading actions")
            XCTAssertEqual(cell._swipeActionsView?.frame.minX, 0)
            tap(scene.window, CGPoint(x: 200, y: 66), time: 5)
            scene.layout()
            XCTAssertEqual(cell._swipeOffset, 0, "closed")
            XCTAssertEqual(scene.collection.indexPathsForSelectedItems ?? [], [], "and nothing selected")
        }
    }


    /// A delete accessory without a handler reveals the trailing swipe actions, in
    /// editing mode too; with a handler, the handler runs instead.
    func testTheDeleteAccessoryRevealsTheTrailingActions() {
        MainActor.assumeIsolated {
            var deleted = 0
            let scene = ListScene { list in
                list.trailingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        deleted += 1
                        done(true)
                    }])
                }
            }
            var handled = 0
            scene.configure = { cell, path, _ in
                cell.accessories = path.item == 0 ? [.delete()] : [.delete(actionHandler: { handled += 1 })]
            }
            scene.show([["One", "Two"]])
            scene.window.makeKeyAndVisible()
            scene.collection.isEditing = true
            scene.layout()
            let cell = scene.cell(0)
            let delete = try! XCTUnwrap(ListScene.accessory(.delete, in: cell))
            tap(scene.window, delete.convert(CGPoint(x: 11, y: 11), to: scene.window))
            scene.layout()
            let actions = try! XCTUnwrap(cell._swipeActionsView, "the Delete button shows")
            XCTAssertEqual(cell._swipeOffset, -actions.totalWidth)
            XCTAssertEqual(deleted, 0)

            let other = try! XCTUnwrap(ListScene.accessory(.delete, in: scene.cell(1)))
            tap(scene.window, other.convert(CGPoint(x: 11, y: 11), to: scene.window), time: 5)
            XCTAssertEqual(handled, 1)
            XCTAssertNil(scene.cell(1)._swipeActionsView)
        }
    }

}

extension UIConfigurationStateCustomKey {
    static let starred = UIConfigurationStateCustomKey("test.starred")
}

final class StarredListCell: UICollectionViewListCell {
    var starred = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    var seen: [UICellConfigurationState] = []
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.starred] = starred
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        seen.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state[.starred] == AnyHashable(true) ? "★" : "☆"
        contentConfiguration = content
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIBackgroundConfiguration: its values and state updates, and how collection cells,
/// list cells, table cells and header/footer views draw it.
final class UIBackgroundConfigurationTests: XCTestCase {
    private static let white = RGBA(255, 255, 255)
    private static let gray4 = RGBA(209, 209, 214)
    private static let groupedGray = RGBA(242, 242, 247)

    func testListStylesAndTheirStates() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().backgroundColor, .systemBackground)
            XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().backgroundColor, .secondarySystemGroupedBackground)
            XCTAssertEqual(UIBackgroundConfiguration.listSidebarCell().backgroundColor, .clear)
            XCTAssertEqual(UIBackgroundConfiguration.clear().backgroundColor, .clear)
            XCTAssertEqual(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor, .clear)

            var state = UICellConfigurationState(traitCollection: UITraitCollection())
            let plain = UIBackgroundConfiguration.listPlainCell()
            XCTAssertEqual(plain.updated(for: state).backgroundColor, .systemBackground)
            state.isHighlighted = true
            XCTAssertEqual(plain.updated(for: state).backgroundColor, .systemGray4, "highlighted: gray")
            state.isHighlighted = false
            state.isSelected = true
            let selected = plain.updated(for: state)
            XCTAssertEqual(selected.backgroundColor, .systemGray4, "selected: gray")
            state.isSelected = false
            XCTAssertEqual(selected.updated(for: state).backgroundColor, .systemBackground, "and back again")

            state.isSelected = true
            let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
            XCTAssertNil(sidebar.backgroundColor, "a selected sidebar cell takes the tint colour")
            XCTAssertEqual(sidebar.resolvedBackgroundColor(for: .systemPink), .systemPink)

            var custom = UIBackgroundConfiguration.listPlainCell()
            custom.backgroundColor = .systemYellow
            XCTAssertEqual(custom.updated(for: state).backgroundColor, .systemGray4)
            state.isSelected = false
            XCTAssertEqual(custom.updated(for: state).updated(for: state).backgroundColor, .systemYellow,
                           "the app's colour comes back when the state no longer changes it")
            XCTAssertEqual(UIBackgroundConfiguration.clear().updated(for: state), .clear())
        }
    }

    func testResolvedColoursUseTheTintAndTransformers() {
        MainActor.assumeIsolated {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            XCTAssertEqual(background.resolvedBackgroundColor(for: .systemGreen), .systemGreen)
            background.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
            XCTAssertEqual(background.resolvedBackgroundColor(for: .systemGreen), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            background.backgroundColorTransformer = .grayscale
            var white: CGFloat = 0
            var r: CGFloat = 0, g: CGFloat = 0
            background.resolvedBackgroundColor(for: .systemGreen).getRed(&r, green: &g, blue: &white, alpha: nil)
            XCTAssertEqual(r, g, accuracy: 0.01)
            XCTAssertEqual(r, 0.2126, accuracy: 0.01)
            XCTAssertEqual(background.resolvedStrokeColor(for: .systemOrange), .systemOrange)
        }
    }

    func testAListCellIsGrayWhileSelectedAndWhiteAgainAfter() {
        MainActor.assumeIsolated {
            let scene = ListScene(.insetGrouped)
            scene.show([["One", "Two", "Three"]])
            XCTAssertEqual(scene.collection.backgroundColor, .systemGroupedBackground, "the list colours its collection view")
            let cell = scene.cell(1)
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
            let x = 160, y = Int(cell.frame.midY)
            assertPixel(renderedImage(of: scene.window), x, y, Self.white)
            assertPixel(renderedImage(of: scene.window), 10, y, Self.groupedGray, "the inset grouped margin shows the list's gray")

            scene.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            scene.layout()
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
            assertPixel(renderedImage(of: scene.window), x, y, Self.gray4, "selected: gray")
            scene.collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
            scene.layout()
            assertPixel(renderedImage(of: scene.window), x, y, Self.white, "deselected: white again")
        }
    }

    func testInsetGroupedSectionsRoundTheirOuterCorners() {
        MainActor.assumeIsolated {
            let scene = ListScene(.insetGrouped)
            scene.show([["One", "Two"]])
            let first = scene.cell(0).frame, last = scene.cell(1).frame
            let image = renderedImage(of: scene.window)
            assertPixel(image, Int(first.minX), Int(first.minY), Self.groupedGray, "the top corner is rounded away")
            assertPixel(image, Int(first.minX), Int(first.maxY) - 1, Self.white, "the inner corner is square")
            assertPixel(image, Int(last.maxX) - 1, Int(last.maxY) - 1, Self.groupedGray, "the bottom corner is rounded away")
            assertPixel(image, Int(first.minX) + 12, Int(first.minY) + 1, Self.white)
        }
    }

    func testTheAppsConfigurationAndItsAutomaticUpdates() {
        MainActor.assumeIsolated {
            let scene = ListScene()
            var automatic = true
            scene.configure = { cell, _, _ in
                var background = UIBackgroundConfiguration.listPlainCell()
                background.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                background.cornerRadius = 8
                background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
                cell.backgroundConfiguration = background
                cell.automaticallyUpdatesBackgroundConfiguration = automatic
            }
            scene.show([["One", "Two"]])
            let cell = scene.cell(0)
            let y = Int(cell.frame.midY)
            var image = renderedImage(of: scene.window)
            assertPixel(image, 160, y, RGBA(255, 0, 0))
            assertPixel(image, 2, y, Self.white, "the background insets leave the edge")
            assertPixel(image, 4, Int(cell.frame.minY) + 2, Self.white, "the corner radius rounds the corner")
            scene.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            scene.layout()
            assertPixel(renderedImage(of: scene.window), 160, y, Self.gray4, "the list style still turns gray when selected")
            scene.collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
            scene.layout()
            assertPixel(renderedImage(of: scene.window), 160, y, RGBA(255, 0, 0), "and red again")

            automatic = false
            var snapshot = scene.dataSource.snapshot()
            snapshot.reloadItems(["One"])
            scene.dataSource.apply(snapshot)
            scene.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            scene.layout()
            image = renderedImage(of: scene.window)
            assertPixel(image, 160, Int(scene.cell(0).frame.midY), RGBA(255, 0, 0), "not updated when asked not to")
        }
    }

    func testBackgroundViewsAndColoursReplaceTheConfiguration() {
        MainActor.assumeIsolated {
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            XCTAssertNil(cell.backgroundConfiguration, "a plain collection cell has none")
            cell.backgroundView = UIView()
            cell.backgroundConfiguration = .listPlainCell()
            XCTAssertNil(cell.backgroundView, "a configuration removes the background view")
            cell.backgroundView = UIView()
            XCTAssertNil(cell.backgroundConfiguration, "a background view removes the configuration")
            cell.backgroundConfiguration = .clear()
            cell.backgroundColor = .systemRed
            XCTAssertNil(cell.backgroundConfiguration, "a background colour removes the configuration")

            let list = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            XCTAssertEqual(list.backgroundConfiguration, .listPlainCell(), "a list cell has the list style")
        }
    }

    func testTableCellsDrawTheirConfigurationAndItsSelection() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(sections: [["a", "b"]])
            let (window, table) = makeTableScene(source, cellClass: BlueBackgroundCell.self)
            window.layoutIfNeeded()
            let cell = try! XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            let y = Int(cell.frame.midY)
            assertPixel(renderedImage(of: window), 200, y, RGBA(0, 0, 255))
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            window.layoutIfNeeded()
            cell.layoutIfNeeded()
            assertPixel(renderedImage(of: window), 200, y, Self.gray4, "the configuration turns gray when selected")
            table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
            cell.layoutIfNeeded()
            assertPixel(renderedImage(of: window), 200, y, RGBA(0, 0, 255))

            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.backgroundView = UIView()
            var background = header.defaultBackgroundConfiguration()
            XCTAssertEqual(background, .listPlainHeaderFooter())
            background.backgroundColor = .systemTeal
            header.backgroundConfiguration = background
            XCTAssertNil(header.backgroundView)
            XCTAssertNil(header.backgroundColor, "the configuration draws the background")
        }
    }

    /// A selected sidebar cell: tinted background, white text and image; its own
    /// colours come back when it is deselected.
    func testSelectedSidebarCellsAreTintedWithWhiteText() {
        MainActor.assumeIsolated {
            var state = UICellConfigurationState(traitCollection: UITraitCollection())
            var content = UIListContentConfiguration.sidebarCell()
            content.textProperties.color = .systemPurple
            XCTAssertNotEqual(content, .cell())
            state.isSelected = true
            let selected = content.updated(for: state)
            XCTAssertEqual(selected.textProperties.color, .white)
            XCTAssertEqual(selected.imageProperties.tintColor, .white)
            state.isSelected = false
            XCTAssertEqual(selected.updated(for: state).textProperties.color, .systemPurple, "the app's colour comes back")
            XCTAssertEqual(UIListContentConfiguration.cell().updated(for: state), .cell(), "other styles do not change")

            let scene = ListScene(.sidebar)
            scene.show([["One", "Two"]])
            scene.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            scene.layout()
            let cell = scene.cell(0)
            XCTAssertNil(cell.backgroundConfiguration?.backgroundColor, "the tint colour")
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color, .white)
            let tint = RGBA(unit: 0, 122 / 255, 1)
            assertPixel(renderedImage(of: scene.window), 300, Int(cell.frame.midY), tint, tolerance: 4, "tinted")
        }
    }
}


/// A table cell whose background configuration is the table's default, in blue.
final class BlueBackgroundCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        var background = defaultBackgroundConfiguration()
        background.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        backgroundConfiguration = background
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

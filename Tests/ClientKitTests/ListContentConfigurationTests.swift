import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Content configurations (iOS 14): `UIListContentConfiguration`'s styles and defaults,
/// a cell's `defaultContentConfiguration()` and `contentConfiguration` (its content
/// view filling the cell's, replaced only for another kind), self-sizing rows, and
/// `updateConfiguration(using:)` after state changes.
final class ListContentConfigurationTests: XCTestCase {
    func testStylesAndDefaults() {
        MainActor.assumeIsolated {
            let cell = UIListContentConfiguration.cell()
            XCTAssertNil(cell.text)
            XCTAssertEqual(cell.textProperties.font.pointSize, 17)
            XCTAssertEqual(cell.textProperties.numberOfLines, 0)
            XCTAssertEqual(cell.secondaryTextProperties.color, .secondaryLabel)
            XCTAssertFalse(cell.prefersSideBySideTextAndSecondaryText)
            XCTAssertEqual(cell.directionalLayoutMargins.top, 11)
            XCTAssertTrue(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
            XCTAssertEqual(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize, 15)
            XCTAssertEqual(UIListContentConfiguration.groupedHeader().textProperties.transform, .uppercase)
            XCTAssertEqual(UIListContentConfiguration.plainFooter().textProperties.font.pointSize, 13)

            XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration(), .cell())
            XCTAssertEqual(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration(), .subtitleCell())
            XCTAssertEqual(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration(), .valueCell())
            var a = UIListContentConfiguration.cell()
            a.text = "x"
            XCTAssertNotEqual(a, .cell())
            XCTAssertEqual(a.updated(for: UICellConfigurationState(traitCollection: UITraitCollection())), a)
        }
    }

    func testACellShowsItsConfigurationAndReplacesTheViewOnlyForAnotherKind() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 320, height: 100)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            window.addSubview(cell)
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            let view = try! XCTUnwrap(cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView)
            window.layoutIfNeeded()
            XCTAssertEqual(view.frame, cell.contentView.bounds, "fills the content view")
            let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
            XCTAssertEqual(labels.map(\.text), ["Title", "Detail"])
            XCTAssertEqual(labels[0].frame.minX, 16, "at the cell's margin")
            XCTAssertLessThan(labels[0].frame.maxY, labels[1].frame.minY + 1, "secondary text below")
            XCTAssertEqual(labels[1].textColor, .secondaryLabel)

            content.text = "Changed"
            cell.contentConfiguration = content
            XCTAssertTrue(cell.contentView.subviews.first { $0 is UIListContentView } === view, "the same view, updated")
            XCTAssertTrue(view.subviews.contains { ($0 as? UILabel)?.text == "Changed" })

            var value = UIListContentConfiguration.valueCell()
            value.text = "Name"
            value.secondaryText = "Ada"
            cell.contentConfiguration = value
            window.layoutIfNeeded()
            let row = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
            XCTAssertEqual(row.count, 1, "one content view")
            let valueLabels = row[0].subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
            XCTAssertEqual(valueLabels[0].frame.midY, valueLabels[1].frame.midY, accuracy: 1, "side by side")
            XCTAssertEqual(valueLabels[1].frame.maxX, 320 - 16, accuracy: 1, "the value at the trailing margin")

            cell.contentConfiguration = nil
            XCTAssertFalse(cell.contentView.subviews.contains { $0 is UIListContentView })
        }
    }

    func testSelfSizingRowsFitTheConfiguredText() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "One line"
            cell.contentConfiguration = content
            let one = cell.sizeThatFits(CGSize(width: 320, height: 0)).height
            XCTAssertEqual(one, 44, accuracy: 1, "a one-line row is iOS's 44 points")
            content.text = String(repeating: "many words in a long text ", count: 8)
            cell.contentConfiguration = content
            XCTAssertGreaterThan(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 100, "wrapped lines make it taller")
        }
    }

    func testStateChangesUpdateTheConfigurationBeforeLayout() {
        MainActor.assumeIsolated {
            final class StatefulCell: UITableViewCell {
                var states: [String] = []
                override func updateConfiguration(using state: UICellConfigurationState) {
                    states.append("selected \(state.isSelected) highlighted \(state.isHighlighted)")
                    var content = defaultContentConfiguration()
                    content.text = state.isSelected ? "on" : "off"
                    contentConfiguration = content
                }
            }
            let cell = StatefulCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.states, ["selected false highlighted false"], "once before the first layout")
            cell.setSelected(true, animated: false)
            XCTAssertEqual(cell.states.count, 1, "waits for layout")
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.states.last, "selected true highlighted false")
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "on")
            var handled: [Bool] = []
            cell.configurationUpdateHandler = { _, state in handled.append(state.isHighlighted) }
            cell.setHighlighted(true, animated: false)
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.states.count, 3)
            XCTAssertEqual(handled, [], "an override that does not call super skips the handler")
        }
    }
}

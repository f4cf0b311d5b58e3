import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The standard cell styles laid out as iOS lays them out, accessories, selection looks
/// and reuse.
final class UITableViewCellTests: XCTestCase {
    /// A cell of `style` sized 320×44, laid out.
    @MainActor
    private static func makeCell(_ style: UITableViewCell.CellStyle, _ configure: (UITableViewCell) -> Void = { _ in }) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: "x")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        configure(cell)
        cell.layoutIfNeeded()
        return cell
    }

    @MainActor
    private static func line(_ size: CGFloat) -> CGFloat { UIFont.systemFont(ofSize: size).lineHeight.rounded(.up) }

    func testDefaults() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "id")
            XCTAssertEqual(cell.reuseIdentifier, "id")
            XCTAssertEqual(cell.frame.size, CGSize(width: 320, height: 44))
            XCTAssertEqual(cell.selectionStyle, .default)
            XCTAssertEqual(cell.accessoryType, .none)
            XCTAssertNil(cell.accessoryView)
            XCTAssertNil(cell.detailTextLabel, ".default has no detail label")
            XCTAssertEqual(cell.textLabel?.font, UIFont.systemFont(ofSize: 17))
            XCTAssertEqual(cell.textLabel?.textColor, .label)
            XCTAssertEqual(cell.backgroundColor, .systemBackground)
            XCTAssertEqual(cell.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
            XCTAssertEqual(cell.indentationWidth, 10)
            XCTAssertTrue(cell.textLabel?.superview === cell.contentView)
            XCTAssertNotNil(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            XCTAssertEqual(table.style, .plain)
            XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
            XCTAssertEqual(UITableView.automaticDimension, -1)
            XCTAssertEqual(table.estimatedRowHeight, UITableView.automaticDimension)
            XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
            XCTAssertEqual(table.separatorStyle, .singleLine)
            XCTAssertEqual(table.separatorColor, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
            XCTAssertEqual(table.separatorInset.left, 16)
            XCTAssertTrue(table.allowsSelection)
            XCTAssertFalse(table.allowsMultipleSelection)
            XCTAssertEqual(table.backgroundColor, .systemBackground)
        }
    }

    func testDefaultStyleLayout() {
        MainActor.assumeIsolated {
            let cell = Self.makeCell(.default) { $0.textLabel?.text = "Title" }
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: 288, height: 44))
            // With an image: the image at 16, centred; the text 16 points after it.
            let image = UIImage(cgImage: makeImage(width: 24, height: 20) { _, _ in .red })
            let withImage = Self.makeCell(.default) {
                $0.textLabel?.text = "Title"
                $0.imageView?.image = image
            }
            XCTAssertEqual(withImage.imageView?.frame, CGRect(x: 16, y: 12, width: 24, height: 20))
            XCTAssertEqual(withImage.textLabel?.frame, CGRect(x: 56, y: 0, width: 248, height: 44))
            // Indentation pushes both.
            let indented = Self.makeCell(.default) {
                $0.textLabel?.text = "Title"
                $0.indentationLevel = 2
            }
            XCTAssertEqual(indented.textLabel?.frame.minX, 36)
        }
    }

    func testSubtitleValue1AndValue2Layouts() {
        MainActor.assumeIsolated {
            let subtitle = Self.makeCell(.subtitle) {
                $0.textLabel?.text = "Title"
                $0.detailTextLabel?.text = "Detail"
            }
            let top = ((44 - (Self.line(17) + 2 + Self.line(12))) / 2).rounded(.down)
            XCTAssertEqual(subtitle.textLabel?.frame, CGRect(x: 16, y: top, width: 288, height: Self.line(17)))
            XCTAssertEqual(subtitle.detailTextLabel?.frame, CGRect(x: 16, y: top + Self.line(17) + 2, width: 288, height: Self.line(12)))
            XCTAssertEqual(subtitle.detailTextLabel?.font, UIFont.systemFont(ofSize: 12))
            XCTAssertEqual(subtitle.detailTextLabel?.textColor, .secondaryLabel)

            let value1 = Self.makeCell(.value1) {
                $0.textLabel?.text = "Wi-Fi"
                $0.detailTextLabel?.text = "Home"
            }
            let textWidth = value1.textLabel!.sizeThatFits(CGSize(width: 1000, height: 100)).width.rounded(.up)
            let detailWidth = value1.detailTextLabel!.sizeThatFits(CGSize(width: 1000, height: 100)).width.rounded(.up)
            XCTAssertEqual(value1.textLabel?.frame, CGRect(x: 16, y: 0, width: textWidth, height: 44))
            XCTAssertEqual(value1.detailTextLabel?.frame, CGRect(x: 304 - detailWidth, y: 0, width: detailWidth, height: 44),
                           "right-aligned at the trailing margin")
            XCTAssertEqual(value1.detailTextLabel?.textAlignment, .right)

            let value2 = Self.makeCell(.value2) {
                $0.textLabel?.text = "mobile"
                $0.detailTextLabel?.text = "555-0100"
            }
            // A column a quarter of the width after the margin: (320 − 16) / 4 = 76.
            XCTAssertEqual(value2.textLabel?.frame, CGRect(x: 16, y: 0, width: 76, height: 44))
            XCTAssertEqual(value2.textLabel?.textAlignment, .right)
            XCTAssertEqual(value2.textLabel?.textColor, .systemBlue)
            XCTAssertEqual(value2.detailTextLabel?.frame, CGRect(x: 98, y: 0, width: 304 - 98, height: 44))
        }
    }

    func testAccessoriesSitAtTheTrailingMargin() {
        MainActor.assumeIsolated {
            let cell = Self.makeCell(.value1) {
                $0.textLabel?.text = "General"
                $0.detailTextLabel?.text = "On"
                $0.accessoryType = .disclosureIndicator
            }
            let chevron = cell.subviews.first { $0 is _UITableViewCellAccessoryView }!
            // 8×13 at 320 − 16 − 8 = 296, centred: (44 − 13) / 2 = 15.5 → 16.
            XCTAssertEqual(chevron.frame, CGRect(x: 296, y: 16, width: 8, height: 13))
            XCTAssertFalse(chevron.isUserInteractionEnabled, "a tap on the chevron is the row's")
            // The content view ends 10 points before the accessory; the detail at its end.
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 286, height: 44))
            XCTAssertEqual(cell.detailTextLabel?.frame.maxX, 286)

            cell.accessoryType = .checkmark
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.subviews.filter { $0 is _UITableViewCellAccessoryView }.count, 1)
            XCTAssertEqual(cell.subviews.first { $0 is _UITableViewCellAccessoryView }?.frame,
                           CGRect(x: 290, y: 16, width: 14, height: 12))

            // A custom accessory view at its own size replaces the standard one.
            let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            cell.accessoryView = toggle
            cell.layoutIfNeeded()
            XCTAssertEqual(toggle.frame, CGRect(x: 253, y: 7, width: 51, height: 31))
            XCTAssertFalse(cell.subviews.contains { $0 is _UITableViewCellAccessoryView })
            XCTAssertEqual(cell.contentView.frame.width, 243)
            cell.accessoryView = nil
            cell.accessoryType = .none
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.contentView.frame.width, 320)
        }
    }

    func testSelectionAndHighlightShowTheSelectedBackground() {
        MainActor.assumeIsolated {
            let cell = Self.makeCell(.default) { $0.textLabel?.text = "Title" }
            cell.textLabel?.highlightedTextColor = .white
            XCTAssertFalse(cell.subviews.contains { $0 === cell._defaultSelectedBackground && !$0.isHidden })
            cell.setHighlighted(true, animated: false)
            cell.layoutIfNeeded()
            let background = cell._defaultSelectedBackground
            XCTAssertFalse(background.isHidden)
            XCTAssertEqual(background.frame, cell.bounds)
            XCTAssertEqual(background.backgroundColor, .systemGray4)
            XCTAssertTrue(cell.textLabel!.isHighlighted)
            XCTAssertLessThan(cell.subviews.firstIndex { $0 === background }!, cell.subviews.firstIndex { $0 === cell.contentView }!)
            cell.setHighlighted(false, animated: false)
            XCTAssertTrue(background.isHidden)
            XCTAssertFalse(cell.textLabel!.isHighlighted)
            cell.isSelected = true
            XCTAssertFalse(background.isHidden)
            // selectionStyle .none: selected but no look.
            cell.selectionStyle = .none
            XCTAssertTrue(background.isHidden)
            XCTAssertTrue(cell.isSelected)
            // A custom selected background replaces the gray one.
            cell.selectionStyle = .default
            let custom = UIView()
            cell.selectedBackgroundView = custom
            XCTAssertTrue(custom.superview === cell)
            XCTAssertFalse(custom.isHidden)
            XCTAssertNil(background.superview)
        }
    }

    func testRegisteredSubclassesAreMadeAndReused() {
        MainActor.assumeIsolated {
            final class Plain: UITableViewCell {}   // inherits every initializer
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            table.register(Plain.self, forCellReuseIdentifier: "plain")
            let cell = table.dequeueReusableCell(withIdentifier: "plain")
            XCTAssertTrue(cell is Plain)
            XCTAssertEqual(cell?.reuseIdentifier, "plain")
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
            table.register(nil, forCellReuseIdentifier: "plain")
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "plain"))
        }
    }
}

extension UITableViewCellTests {
    func testAReusedCellLaysOutItsNewText() {
        MainActor.assumeIsolated {
            final class Value1: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            // A middle row (its look does not change when reused for another middle row).
            let source = RecordingTableSource(sections: [["A", "B", "Battery"] + (3..<40).map { "Privacy & Security \($0)" }])
            let (_, table) = makeTableScene(source, cellClass: Value1.self) { $0.rowHeight = 44 }
            let short = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            let shortWidth = short.textLabel!.frame.width
            // Scroll far: the "Battery" cell is reused for a longer title, sized for it.
            scroll(table, toY: 1000)
            table.layoutIfNeeded()
            XCTAssertTrue(short.superview === table)
            let reused = table.visibleCells.first { $0 === short }
            XCTAssertNotNil(reused, "the cell came back for another row")
            let label = reused!.textLabel!
            XCTAssertGreaterThan(label.frame.width, shortWidth)
            XCTAssertEqual(label.frame.width, label.sizeThatFits(CGSize(width: 1000, height: 100)).width.rounded(.up))
        }
    }
}

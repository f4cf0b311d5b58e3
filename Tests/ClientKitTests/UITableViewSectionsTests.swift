import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Sections: header and footer titles and views (with reuse), their heights in each
/// style, pinned headers, and the geometry queries.
final class UITableViewSectionsTests: XCTestCase {
    /// Three sections of 10 rows titled "Section n", 44-point rows.
    @MainActor
    private static func makeSections(style: UITableView.Style, footers: Bool = false,
                              configure: (UITableView) -> Void = { _ in }) -> (UIWindow, UITableView, RecordingTableSource) {
        let source = RecordingTableSource(sections: (0..<3).map { s in (0..<10).map { "\(s).\($0)" } })
        source.headerTitles = ["Section 0", "Section 1", "Section 2"]
        if footers { source.footerTitles = ["Foot 0", nil, "Foot 2"] }
        let (window, table) = makeTableScene(source, style: style) {
            $0.rowHeight = 44
            configure($0)
        }
        return (window, table, source)
    }

    func testPlainSectionsHaveTitledHeadersWithTopPadding() {
        MainActor.assumeIsolated {
            let (_, table, source) = Self.makeSections(style: .plain)
            // Each section: 22 padding + 28 header + 10 × 44 rows = 490.
            XCTAssertEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 490))
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 22, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 50, width: 320, height: 44))
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 490 + 22, width: 320, height: 28))
            XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 980, width: 320, height: 0))
            XCTAssertEqual(table.contentSize.height, 3 * 490)
            let header = table.headerView(forSection: 0)
            XCTAssertEqual(header?.textLabel?.text, "Section 0")
            XCTAssertEqual(header?.frame, CGRect(x: 0, y: 22, width: 320, height: 28))
            XCTAssertEqual(header?.textLabel?.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
            XCTAssertNil(table.headerView(forSection: 1), "section 1's header (at 512) is below the 440 points shown")
            // Headers are above the cells.
            let headerIndex = table.subviews.firstIndex { $0 === header }!
            XCTAssertTrue(table.visibleCells.allSatisfy { cell in table.subviews.firstIndex { $0 === cell }! < headerIndex })
            withExtendedLifetime(source) {}
        }
    }

    func testPlainHeadersPinToTheTopWhileTheirSectionShows() {
        MainActor.assumeIsolated {
            let (_, table, source) = Self.makeSections(style: .plain)
            scroll(table, toY: 200)
            // Section 0 still shows (to 490): its header sits at the top of the visible area.
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 200)
            XCTAssertEqual(table.rectForHeader(inSection: 0).minY, 22, "the header's own place does not move")
            // Near the end of section 0 its header is pushed up by the section's end: 490 − 28.
            scroll(table, toY: 480)
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 462)
            XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 512)
            // A row under a pinned header is still found by its point.
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 700)), IndexPath(row: 3, section: 1)) // 540 + 3 × 44 = 672…716
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 520)), "on section 1's header")
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 495)), "in the padding above it")
            withExtendedLifetime(source) {}
        }
    }

    func testGroupedSectionsHaveSpacingsAndCapitalTitles() {
        MainActor.assumeIsolated {
            let (_, table, source) = Self.makeSections(style: .grouped, footers: true)
            XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
            // Headers with titles are 38 points, no padding; footers without a title 18.
            XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 38))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 38)
            XCTAssertEqual(table.rectForFooter(inSection: 1).height, 18)
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "SECTION 0")
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.font, UIFont.systemFont(ofSize: 13))
            // A footer with a title: its text's height with 6 above and 12 below (when it comes into view).
            scroll(table, toY: 300)
            let line = UIFont.systemFont(ofSize: 13).lineHeight.rounded(.up)
            XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 38 + 440, width: 320, height: 6 + line + 12))
            XCTAssertEqual(table.footerView(forSection: 0)?.textLabel?.text, "Foot 0", "footers keep their case")
            // Grouped headers scroll with their section.
            XCTAssertNil(table.headerView(forSection: 0))
            withExtendedLifetime(source) {}
        }
    }

    func testGroupedSectionsWithoutTitlesAreSpacedAsIOS() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(sections: [["a", "b"], ["c"], ["d"]])
            let (_, table) = makeTableScene(source, style: .grouped) { $0.rowHeight = 44 }
            // 35 points above the first section, then 18 (footer) + 17 (header) between sections.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 35)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 35 + 88 + 18 + 17)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY, 35 + 88 + 18 + 17 + 44 + 18 + 17)
            XCTAssertNil(table.headerView(forSection: 0), "no title, no view")
        }
    }

    func testInsetGroupedRowsAreInsetByTheMargin() {
        MainActor.assumeIsolated {
            let (_, table, source) = Self.makeSections(style: .insetGrouped)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 16, y: 38, width: 288, height: 44))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 16, y: 82, width: 288, height: 44))
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 8, y: 60)), "beside the inset section")
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 20, y: 60)), IndexPath(row: 0, section: 0))
            // A table 414 points wide or more uses 20-point margins.
            let (_, wide, wideSource) = Self.makeSections(style: .insetGrouped) { $0.frame.size.width = 430 }
            XCTAssertEqual(wide.rectForRow(at: IndexPath(row: 0, section: 0)).minX, 20)
            withExtendedLifetime(wideSource) {}
            withExtendedLifetime(source) {}
        }
    }

    func testHeaderViewsFromTheDelegateAreReused() {
        MainActor.assumeIsolated {
            final class Badge: UITableViewHeaderFooterView {
                nonisolated(unsafe) static var made = 0
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    Self.made += 1
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
                var asked: [Int] = []
                func numberOfSections(in tableView: UITableView) -> Int { 500 }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                }
                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    asked.append(section)
                    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "badge")
                    view?.textLabel?.text = "S\(section)"
                    return view
                }
            }
            resetApplication()
            Badge.made = 0
            let source = Source()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.rowHeight = 44
            table.sectionHeaderTopPadding = 0
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.register(Badge.self, forHeaderFooterViewReuseIdentifier: "badge")
            table.dataSource = source
            table.delegate = source
            table.layoutIfNeeded()
            // Sections are 30 + 3 × 44 = 162 tall: 440 points show sections 0–2.
            XCTAssertEqual(source.asked, [0, 1, 2])
            XCTAssertEqual(table.headerView(forSection: 1)?.frame, CGRect(x: 0, y: 162, width: 320, height: 30))
            var y: CGFloat = 0
            while y < 162 * 500 - 440 {
                y = min(162 * 500 - 440, y + 53)
                scroll(table, toY: y)
            }
            XCTAssertLessThanOrEqual(Badge.made, 4 + _ReusePool<UITableViewHeaderFooterView>.queueLimit)
            XCTAssertEqual(table.headerView(forSection: 499)?.textLabel?.text, "S499")
            XCTAssertEqual(Set(source.asked).count, 500, "every section's header was asked for as it came into view")
        }
    }

    func testTableHeaderAndFooterViews() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 3)
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
            let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 25))
            let (_, table) = makeTableScene(source) {
                $0.rowHeight = 44
                $0.tableHeaderView = header
                $0.tableFooterView = footer
            }
            XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60)
            XCTAssertEqual(footer.frame, CGRect(x: 0, y: 60 + 132, width: 320, height: 25))
            XCTAssertEqual(table.contentSize.height, 60 + 132 + 25)
        }
    }

    func testVisibleRowsAndGeometryQueries() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 100)
            let (window, table) = makeTableScene(source) { $0.rowHeight = 50 }
            scroll(table, toY: 125)
            // 125–565 shows rows 2 (100–150) to 11 (550–600).
            let rows = (2...11).map { IndexPath(row: $0, section: 0) }
            XCTAssertEqual(table.indexPathsForVisibleRows, rows)
            XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text ?? "" }, (2...11).map { "Row \($0)" })
            let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))!
            XCTAssertEqual(table.indexPath(for: cell), IndexPath(row: 5, section: 0))
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 20, section: 0)))
            XCTAssertNil(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)))
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 300, y: 4_999)), IndexPath(row: 99, section: 0))
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 300, y: 5_000)))
            XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 160, width: 10, height: 80)),
                           [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 7, section: 0)), CGRect(x: 0, y: 350, width: 320, height: 50))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 700, section: 0)), .zero)
            // The cell under a point of the window, found by hit-testing, is the row's.
            var view = window.hitTest(CGPoint(x: 100, y: 230), with: nil)
            while let v = view, !(v is UITableViewCell) { view = v.superview }
            XCTAssertTrue(view === table.cellForRow(at: IndexPath(row: 7, section: 0)), "y 125 + 230 = 355: row 7")
        }
    }

    func testScrollToRowPutsTheRowWhereAsked() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 100)
            let (_, table) = makeTableScene(source) { $0.rowHeight = 50 }
            let row = IndexPath(row: 40, section: 0) // 2000–2050
            table.scrollToRow(at: row, at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2000)
            table.scrollToRow(at: row, at: .middle, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2025 - 220)
            table.scrollToRow(at: row, at: .bottom, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2050 - 440)
            // .none: the least scrolling; a row already visible does not move.
            table.scrollToRow(at: IndexPath(row: 35, section: 0), at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2050 - 440)
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2550 - 440)
            // Clamped to the content: the last row at the top cannot be.
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 5000 - 440)
            table.layoutIfNeeded()
            XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 99, section: 0))
        }
    }

    func testScrollToARowWithEstimatedHeightsLandsExactly() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 5000)
            source.heights = { CGFloat(40 + $0.row % 5 * 10) }   // 40…80, estimated 44
            let (_, table) = makeTableScene(source)
            let row = IndexPath(row: 3000, section: 0)
            table.scrollToRow(at: row, at: .top, animated: false)
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: row).minY, table.contentOffset.y, "the row is at the top")
            XCTAssertEqual(table.cellForRow(at: row)?.frame.height, 40)
            XCTAssertEqual(table.indexPathsForVisibleRows?.first, row)
        }
    }
}

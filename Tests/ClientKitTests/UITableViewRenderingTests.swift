import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Table cells composited with real pixman, compared with images computed here from the
/// geometry (separators, selected background, grouped backgrounds), and structural
/// checks where the drawing is a glyph-like shape (the disclosure chevron).
final class UITableViewRenderingTests: XCTestCase {
    /// Rows without text, each with its accessory.
    @MainActor
    private final class Rows: UITableViewDataSource {
        var accessories: [[UITableViewCell.AccessoryType]]
        init(_ accessories: [[UITableViewCell.AccessoryType]]) { self.accessories = accessories }
        func numberOfSections(in tableView: UITableView) -> Int { accessories.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accessories[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.accessoryType = accessories[indexPath.section][indexPath.row]
            return cell
        }
    }

    @MainActor
    private static func render(_ rows: Rows, style: UITableView.Style, width: Int = 320, height: Int,
                        configure: (UITableView) -> Void = { _ in }) -> (PixmanImage, UITableView) {
        let window = makeRenderWindow(width: width, height: height, background: .black)
        let table = UITableView(frame: window.bounds, style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        configure(table)
        table.layoutIfNeeded()
        return (renderedImage(of: window), table)
    }

    /// `.separator` (rgba(60, 60, 67, 0.29)) over `below`.
    private static func separator(over below: RGBA) -> RGBA {
        RGBA(unit: 60 / 255, 60 / 255, 67 / 255, alpha: 0.29).over(below)
    }

    func testPlainRowsHaveInsetHairlineSeparatorsAndAGraySelection() {
        MainActor.assumeIsolated {
            let rows = Rows([[.none, .none, .none]])
            let (image, table) = Self.render(rows, style: .plain, height: 150) {
                $0.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            }
            XCTAssertEqual(table.visibleCells.count, 3)
            var expected = ReferenceCanvas(width: 320, height: 150, background: .white)
            // Row 1 selected: systemGray4 (209, 209, 214) over its whole 44 points.
            expected.fill(CGRect(x: 0, y: 44, width: 320, height: 44), RGBA(209, 209, 214))
            // A one-point separator at the bottom of every row, from x 16 to the edge.
            for row in 0..<3 {
                let y = CGFloat(row * 44 + 43)
                let below = row == 1 ? RGBA(209, 209, 214) : .white
                expected.fill(CGRect(x: 16, y: y, width: 304, height: 1), Self.separator(over: below))
            }
            assertImage(image, matches: expected, tolerance: 2, name: "table-plain-separators")
            // The separator's colour, for the record: about (198, 198, 200) on white.
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 100, y: 43)), Self.separator(over: .white))
        }
    }

    func testNoSeparatorsWhenTheStyleIsNone() {
        MainActor.assumeIsolated {
            let (image, _) = Self.render(Rows([[.none, .none]]), style: .plain, height: 88) { $0.separatorStyle = .none }
            assertImage(image, matches: ReferenceCanvas(width: 320, height: 88, background: .white), name: "table-no-separators")
        }
    }

    func testTheDisclosureIndicatorIsDrawnAtItsPlace() {
        MainActor.assumeIsolated {
            let (image, _) = Self.render(Rows([[.disclosureIndicator, .none]]), style: .plain, height: 88)
            // The chevron's box: 8×13 at (296, 16) (320 − 16 − 8; (43 − 13) / 2 rounded).
            let box = CGRect(x: 296, y: 15, width: 8, height: 13)
            var inked = 0
            for y in 0..<43 {
                for x in 200..<320 {
                    let pixel = RGBA(pixel: image.pixel(x: x, y: y))
                    let inBox = box.insetBy(dx: -1, dy: -1).contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    if pixel != .white {
                        XCTAssertTrue(inBox, "ink outside the chevron's box at (\(x), \(y)): \(pixel)")
                        // Gray ink (tertiaryLabel over white), never coloured.
                        XCTAssertEqual(pixel.r, pixel.g, accuracy: 2)
                        XCTAssertLessThan(pixel.r, 255)
                        inked += 1
                    }
                }
            }
            XCTAssertGreaterThan(inked, 15, "a chevron two points thick is drawn")
            // Its tip is on the right, at mid-height: the middle row has ink at the right of the box.
            XCTAssertNotEqual(RGBA(pixel: image.pixel(x: 302, y: 21)), .white)
            XCTAssertEqual(RGBA(pixel: image.pixel(x: 297, y: 22)), .white, "the chevron's inside is empty")
            // The row without an accessory has no ink there.
            for y in 44..<87 { for x in 280..<320 { XCTAssertEqual(RGBA(pixel: image.pixel(x: x, y: y)), .white) } }
        }
    }

    func testACheckmarkIsBlue() {
        MainActor.assumeIsolated {
            let (image, _) = Self.render(Rows([[.checkmark]]), style: .plain, height: 44)
            var blue = 0
            for y in 0..<43 { for x in 280..<320 {
                let p = RGBA(pixel: image.pixel(x: x, y: y))
                if p != .white { XCTAssertGreaterThan(p.b, p.r, "(\(x), \(y))"); blue += 1 }
            } }
            XCTAssertGreaterThan(blue, 15)
        }
    }

    func testGroupedSectionsAreWhiteOnGrayEdgedBySeparators() {
        MainActor.assumeIsolated {
            let (image, _) = Self.render(Rows([[.none, .none]]), style: .grouped, height: 150)
            let gray = RGBA(242, 242, 247)
            var expected = ReferenceCanvas(width: 320, height: 150, background: gray)
            // 35 points of header, two white rows, full-width lines at the section's top and bottom.
            expected.fill(CGRect(x: 0, y: 35, width: 320, height: 88), .white)
            expected.fill(CGRect(x: 0, y: 35, width: 320, height: 1), Self.separator(over: .white))
            expected.fill(CGRect(x: 16, y: 35 + 43, width: 304, height: 1), Self.separator(over: .white))
            expected.fill(CGRect(x: 0, y: 35 + 87, width: 320, height: 1), Self.separator(over: .white))
            assertImage(image, matches: expected, tolerance: 2, name: "table-grouped")
        }
    }

    func testInsetGroupedSectionsHaveRoundedCorners() {
        MainActor.assumeIsolated {
            let (image, _) = Self.render(Rows([[.none, .none]]), style: .insetGrouped, height: 150)
            let gray = RGBA(242, 242, 247)
            var expected = ReferenceCanvas(width: 320, height: 150, background: gray)
            // The section: 16 points from each side, from 35 to 35 + 88, corners of radius 10.
            let section = CGRect(x: 16, y: 35, width: 288, height: 88)
            expected.paint(.white, tolerance: 1.0) { x, y in
                Self.roundedRectDistance(x, y, section, radius: 10)
            }
            // The separator between the rows, inset 16 within the section.
            expected.fill(CGRect(x: 32, y: 35 + 43, width: 272, height: 1), Self.separator(over: .white))
            assertImage(image, matches: expected, tolerance: 3, name: "table-inset-grouped")
        }
    }

    /// Signed distance from (x, y) to a rounded rectangle (negative inside).
    private static func roundedRectDistance(_ x: Double, _ y: Double, _ r: CGRect, radius: Double) -> Double {
        let cx = Double(r.midX), cy = Double(r.midY)
        let hx = Double(r.width) / 2 - radius, hy = Double(r.height) / 2 - radius
        let qx = abs(x - cx) - hx, qy = abs(y - cy) - hy
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }
}

import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The tiling list of demo-list (`ListView.swift` is the demo's own file, linked here).
final class ListTilingTests: XCTestCase {
    @MainActor
    private static func makeList() -> (UIWindow, ListView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 520))
        let list = ListView(frame: window.bounds)
        window.addSubview(list)
        window.makeKeyAndVisible()
        list.layoutIfNeeded()
        return (window, list)
    }

    /// The row whose view is under `point` (window coordinates), found by hit-testing.
    @MainActor
    private static func rowView(at point: CGPoint, in window: UIWindow) -> ListRowView? {
        var view = window.hitTest(point, with: nil)
        while let current = view, !(current is ListRowView) { view = current.superview }
        return view as? ListRowView
    }

    /// Every shown row view sits at its row's place and shows its number.
    @MainActor
    private static func assertRowsConsistent(_ list: ListView, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(list.visibleRowViews.keys), Set(list.visibleRows), file: file, line: line)
        for (row, view) in list.visibleRowViews {
            XCTAssertEqual(view.row, row, file: file, line: line)
            XCTAssertEqual(view.text, "Row \(row)", file: file, line: line)
            XCTAssertEqual(view.frame.minY, CGFloat(row) * list.rowHeight, file: file, line: line)
            XCTAssertFalse(view.isHidden, file: file, line: line)
        }
    }

    func testContentIsAHundredThousandPointsTall() {
        MainActor.assumeIsolated {
            let (_, list) = Self.makeList()
            XCTAssertEqual(list.contentSize, CGSize(width: 360, height: 100_000))
            XCTAssertEqual(list.visibleRows, 0..<13)
            XCTAssertEqual(list.rowViewCount, 13)
            Self.assertRowsConsistent(list)
        }
    }

    func testScrollingFarKeepsTheRowViewsBoundedAndTheRowsRight() {
        MainActor.assumeIsolated {
            let (window, list) = Self.makeList()
            // At most 14 rows of 40 points intersect 520 points.
            let bound = 14
            var y: CGFloat = 0
            while y < 90_000 {
                y = min(90_000, y + 37)
                list.contentOffset = CGPoint(x: 0, y: y)
                list.layoutIfNeeded()
                XCTAssertLessThanOrEqual(list.rowViewCount, bound)
                XCTAssertLessThanOrEqual(list.subviews.count, bound)
                if list.rowViewCount > bound { break }
            }
            Self.assertRowsConsistent(list)
            XCTAssertEqual(list.visibleRows, 2250..<2263)
            // The row under a point shows the right number: y 90,000 + 200 → row 2255.
            let view = Self.rowView(at: CGPoint(x: 100, y: 200), in: window)
            XCTAssertEqual(view?.row, 2255)
            XCTAssertEqual(view?.text, "Row 2255")
            XCTAssertEqual(list.row(at: list.convert(CGPoint(x: 100, y: 200), from: window)), 2255)

            // Jumps in both directions reuse the same views.
            for target in [CGFloat(50_000), 1_000, 99_480, 0] {
                list.contentOffset = CGPoint(x: 0, y: target)
                list.layoutIfNeeded()
                Self.assertRowsConsistent(list)
                XCTAssertLessThanOrEqual(list.subviews.count, bound)
            }
            XCTAssertEqual(Self.rowView(at: CGPoint(x: 10, y: 45), in: window)?.row, 1)
        }
    }

    func testTheUpdateCycleTilesAfterADrag() {
        MainActor.assumeIsolated {
            let (window, list) = Self.makeList()
            let finger = Finger(window, at: CGPoint(x: 180, y: 480))
            finger.drag(by: 0, -400, steps: 20)
            finger.move(to: CGPoint(x: 180, y: 80), dt: 0.3)
            finger.lift()
            XCTAssertEqual(list.contentOffset.y, 400)
            spinMainRunLoop()   // the update cycle lays the list out
            Self.assertRowsConsistent(list)
            XCTAssertEqual(list.visibleRows, 10..<23)
            XCTAssertEqual(Self.rowView(at: CGPoint(x: 100, y: 10), in: window)?.row, 10)
            XCTAssertLessThanOrEqual(list.subviews.count, 14)
        }
    }
}

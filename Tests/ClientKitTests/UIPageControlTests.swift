import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIPageControl: pinned pages, its size, and a tap beside the current dot.
final class UIPageControlTests: XCTestCase {
    func testDefaultsPinningAndSize() {
        MainActor.assumeIsolated {
            let control = UIPageControl()
            XCTAssertEqual(control.numberOfPages, 0)
            XCTAssertEqual(control.currentPage, 0)
            XCTAssertFalse(control.hidesForSinglePage)
            XCTAssertNil(control.pageIndicatorTintColor)
            XCTAssertNil(control.currentPageIndicatorTintColor)
            let events = ControlEvents(control)
            control.numberOfPages = 5
            control.currentPage = 7
            XCTAssertEqual(control.currentPage, 4)
            control.currentPage = -1
            XCTAssertEqual(control.currentPage, 0)
            control.currentPage = 4
            control.numberOfPages = 3
            XCTAssertEqual(control.currentPage, 2, "fewer pages pin the current one")
            XCTAssertEqual(events.count, 0)
            // 7-point dots 16 apart: 16 × 5 − 9 = 71 wide.
            XCTAssertEqual(control.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
            XCTAssertEqual(control.size(forNumberOfPages: 0).width, 0)
            XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 39, height: 37))
        }
    }

    func testATapBesideTheCurrentDotTurnsThePage() {
        MainActor.assumeIsolated {
            let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
            control.numberOfPages = 3
            let window = showInWindow(control)
            let events = ControlEvents(control)
            // Dots at x 84, 100 and 116.
            XCTAssertEqual(control._dotCentre(0).x, 84)
            tap(window, CGPoint(x: 80, y: 18))
            XCTAssertEqual(control.currentPage, 0, "left of the first page: nowhere to go")
            XCTAssertEqual(events.count, 0)
            tap(window, CGPoint(x: 150, y: 18), time: 3)
            XCTAssertEqual(control.currentPage, 1)
            tap(window, CGPoint(x: 190, y: 18), time: 5)
            XCTAssertEqual(control.currentPage, 2)
            tap(window, CGPoint(x: 190, y: 18), time: 7)
            XCTAssertEqual(control.currentPage, 2)
            tap(window, CGPoint(x: 20, y: 18), time: 9)
            XCTAssertEqual(control.currentPage, 1, "left of the current dot: back")
            XCTAssertEqual(events.count, 3)

            control.numberOfPages = 1
            control.hidesForSinglePage = true
            let touch = ControlEvents(control, [(.touchDown, "down")])
            tap(window, CGPoint(x: 150, y: 18), time: 11)
            XCTAssertEqual(touch.count, 0, "a hidden single page takes no taps")
        }
    }
}

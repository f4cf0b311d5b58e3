import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Scroll indicators: shown while the user scrolls (or on `flashScrollIndicators()`),
/// sized by the visible share of the content and placed by the offset, kept out of the
/// insets, faded after the content rests; never for code that sets the offset.
final class UIScrollViewIndicatorTests: XCTestCase {
    @MainActor
    private static func make(content: CGSize = CGSize(width: 300, height: 1600)) -> (UIWindow, UIScrollView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = content
        scrollView.addSubview(UIView(frame: CGRect(origin: .zero, size: content)))
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, scrollView)
    }

    @MainActor
    private static func indicators(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { $0 is _UIScrollViewScrollIndicator }
    }

    @MainActor
    private static func visible(_ scrollView: UIScrollView) -> [UIView] {
        indicators(scrollView).filter { $0.alpha > 0 }
    }

    func testCodeThatSetsTheOffsetShowsNoIndicator() {
        MainActor.assumeIsolated {
            let (window, scrollView) = Self.make()
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(scrollView.showsVerticalScrollIndicator)
            XCTAssertTrue(scrollView.showsHorizontalScrollIndicator)
            XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, .zero)
            XCTAssertTrue(scrollView.automaticallyAdjustsScrollIndicatorInsets)
            scrollView.contentOffset = CGPoint(x: 0, y: 300)
            XCTAssertEqual(Self.indicators(scrollView).count, 0, "no indicator until the user scrolls")
            XCTAssertEqual(scrollView.subviews.count, 1)
        }
    }

    func testADragShowsTheVerticalIndicatorSizedAndPlacedThenItFades() {
        MainActor.assumeIsolated {
            let (window, scrollView) = Self.make()
            defer { withExtendedLifetime(window) {} }
            let finger = Finger(window, at: CGPoint(x: 150, y: 300))
            finger.drag(by: 0, -300, steps: 10)
            // Only the axis that scrolls; above the content.
            let shown = Self.visible(scrollView)
            XCTAssertEqual(shown.count, 1)
            let bar = shown[0]
            XCTAssertTrue(scrollView.subviews.last === bar)
            XCTAssertFalse(bar.isUserInteractionEnabled)
            // 400 of 1600 points show: a quarter of the track (400 − 2·3), at 300/1200 of the way.
            let track: CGFloat = 400 - 6
            let length = (track * 400 / 1600).rounded()
            let offset = scrollView.contentOffset.y
            XCTAssertEqual(bar.frame.size.width, 3)
            XCTAssertEqual(bar.frame.size.height, length)
            XCTAssertEqual(bar.frame.minX, 300 - 3 - 3, "3 points from the edge")
            XCTAssertEqual(bar.frame.minY, (offset + 3 + (track - length) * offset / 1200).rounded(), accuracy: 1,
                           "placed by the offset, in content coordinates")
            finger.move(to: finger.touch.location(in: nil), dt: 0.3)
            finger.lift()
            XCTAssertEqual(Self.visible(scrollView).count, 1, "still there just after the lift")
            let deadline = Date().addingTimeInterval(3)
            while !Self.visible(scrollView).isEmpty && Date() < deadline { spinMainRunLoop(0.05) }
            XCTAssertTrue(Self.visible(scrollView).isEmpty, "faded once the content rested")
            XCTAssertEqual(Self.indicators(scrollView).count, 1, "kept as a subview, as UIKit does")
        }
    }

    func testFlashingShowsBothAxesThatScrollKeepingTheCornerAndTheInsets() {
        MainActor.assumeIsolated {
            let (window, scrollView) = Self.make(content: CGSize(width: 900, height: 1600))
            defer { withExtendedLifetime(window) {} }
            scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)
            scrollView.flashScrollIndicators()
            let bars = Self.visible(scrollView)
            XCTAssertEqual(bars.count, 2)
            let vertical = try! XCTUnwrap(bars.first { $0.frame.width == 3 })
            let horizontal = try! XCTUnwrap(bars.first { $0.frame.height == 3 })
            XCTAssertEqual(vertical.frame.minX, 300 - 5 - 3 - 3)
            XCTAssertEqual(vertical.frame.minY, 20 + 3, "from the top inset")
            XCTAssertLessThanOrEqual(vertical.frame.maxY, 400 - 10 - 3 - 6, "clear of the bottom inset and the corner")
            XCTAssertEqual(horizontal.frame.minY, 400 - 3 - 3)
            XCTAssertEqual(horizontal.frame.minX, 3)
            XCTAssertLessThanOrEqual(horizontal.frame.maxX, 300 - 6 - 3)

            scrollView.showsVerticalScrollIndicator = false
            XCTAssertEqual(Self.visible(scrollView).count, 1, "hiding one leaves the other")
        }
    }

    func testPullingPastTheTopSquashesTheIndicator() {
        MainActor.assumeIsolated {
            let (window, scrollView) = Self.make()
            defer { withExtendedLifetime(window) {} }
            let finger = Finger(window, at: CGPoint(x: 150, y: 50))
            finger.drag(by: 0, 200, steps: 10)
            let bar = try! XCTUnwrap(Self.visible(scrollView).first)
            XCTAssertLessThan(scrollView.contentOffset.y, 0)
            let full = ((400 - 6) * 400 / 1600 as CGFloat).rounded()
            XCTAssertLessThan(bar.frame.height, full, "shorter while pulled past the edge")
            XCTAssertGreaterThanOrEqual(bar.frame.height, 7)
            XCTAssertEqual(bar.frame.minY, (scrollView.contentOffset.y + 3).rounded(), accuracy: 1, "at the top of the track")
            finger.lift()
        }
    }

    func testShortContentShowsNoIndicator() {
        MainActor.assumeIsolated {
            let (window, scrollView) = Self.make(content: CGSize(width: 300, height: 300))
            defer { withExtendedLifetime(window) {} }
            scrollView.alwaysBounceVertical = true
            let finger = Finger(window, at: CGPoint(x: 150, y: 100))
            finger.drag(by: 0, 100, steps: 10)
            XCTAssertTrue(Self.visible(scrollView).isEmpty, "nothing to show: all the content is in view")
            finger.lift()
        }
    }
}

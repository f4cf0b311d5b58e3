import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIProgressView's pinned progress and size; UIActivityIndicatorView's hiding, sizes,
/// colours, and a display link only while it animates in a window.
final class UIProgressAndActivityIndicatorTests: XCTestCase {
    func testProgressIsPinnedAndTheBarIsFourPointsHigh() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(progressViewStyle: .bar)
            XCTAssertEqual(bar.progressViewStyle, .bar)
            XCTAssertEqual(bar.frame.height, 4)
            let view = UIProgressView()
            XCTAssertEqual(view.progressViewStyle, .default)
            XCTAssertEqual(view.progress, 0)
            XCTAssertNil(view.progressTintColor)
            XCTAssertNil(view.trackTintColor)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
            view.progress = 1.5
            XCTAssertEqual(view.progress, 1)
            view.progress = -1
            XCTAssertEqual(view.progress, 0)
            view.setProgress(0.25, animated: true)
            XCTAssertEqual(view.progress, 0.25)
            view.progress = .nan
            XCTAssertEqual(view.progress, 0)
        }
    }

    func testTheIndicatorHidesWhenStoppedAndIsSizedByItsStyle() {
        MainActor.assumeIsolated {
            let medium = UIActivityIndicatorView()
            XCTAssertEqual(medium.style, .medium)
            XCTAssertTrue(medium.hidesWhenStopped)
            XCTAssertTrue(medium.isHidden, "hidden until it animates")
            XCTAssertFalse(medium.isAnimating)
            XCTAssertEqual(medium.intrinsicContentSize, CGSize(width: 20, height: 20))
            let large = UIActivityIndicatorView(style: .large)
            XCTAssertEqual(large.frame.size, CGSize(width: 37, height: 37))
            XCTAssertEqual(UIActivityIndicatorView.Style.medium.rawValue, 100)
            XCTAssertEqual(UIActivityIndicatorView.Style.whiteLarge.rawValue, 0)
            large.style = .medium
            XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 20, height: 20))

            medium.startAnimating()
            XCTAssertTrue(medium.isAnimating)
            XCTAssertFalse(medium.isHidden)
            medium.stopAnimating()
            XCTAssertTrue(medium.isHidden)
            medium.hidesWhenStopped = false
            XCTAssertFalse(medium.isHidden, "shown while stopped when it does not hide")
            medium.startAnimating()
            medium.stopAnimating()
            XCTAssertFalse(medium.isHidden)
        }
    }

    func testTheColourFollowsTheStyleUntilSet() {
        MainActor.assumeIsolated {
            let indicator = UIActivityIndicatorView(style: .medium)
            XCTAssertEqual(indicator.color, .systemGray)
            XCTAssertEqual(UIActivityIndicatorView(style: .white).color, .white)
            XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).color, .white)
            indicator.color = .red
            XCTAssertEqual(indicator.color, .red)
            indicator.color = nil
            XCTAssertEqual(indicator.color, .systemGray, "nil restores the style's colour")
        }
    }

    func testADisplayLinkRunsOnlyWhileAnimatingInAWindow() {
        MainActor.assumeIsolated {
            let indicator = UIActivityIndicatorView(style: .medium)
            indicator.startAnimating()
            XCTAssertFalse(indicator._isDrivenByDisplayLink, "no window: no link")
            let window = showInWindow(indicator)
            XCTAssertTrue(indicator._isDrivenByDisplayLink)
            XCTAssertTrue(DisplayLinkDriver.shared.isActive)
            indicator.removeFromSuperview()
            XCTAssertFalse(indicator._isDrivenByDisplayLink, "taken out of the window")
            window.addSubview(indicator)
            XCTAssertTrue(indicator._isDrivenByDisplayLink)
            indicator.stopAnimating()
            XCTAssertFalse(indicator._isDrivenByDisplayLink, "stopped")
        }
    }

    func testTheLeadingSpokeStepsEightTimesASecond() {
        MainActor.assumeIsolated {
            let indicator = UIActivityIndicatorView(style: .medium)
            indicator._tick(10.0)
            XCTAssertEqual(indicator._leadingSpoke, 0)
            indicator._tick(10.13)
            XCTAssertEqual(indicator._leadingSpoke, 1, "10.13 s × 8 = 81.04: step 81, spoke 81 mod 8")
            indicator._tick(10.9)
            XCTAssertEqual(indicator._leadingSpoke, 7, "87.2: spoke 7")
            indicator._tick(11.0)
            XCTAssertEqual(indicator._leadingSpoke, 0)
        }
    }
}

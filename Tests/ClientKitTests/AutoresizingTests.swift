import Foundation
import XCTest
@testable import ClientKit

private final class FrameRecordingView: UIView {
    var seenChildFrames: [CGRect] = []
    override func layoutSubviews() { seenChildFrames.append(subviews.first?.frame ?? .null) }
}

final class AutoresizingTests: XCTestCase {
    /// Resizes a superview from `from` to `to` and returns the subview's new frame.
    @MainActor
    private static func resize(_ frame: CGRect, mask: UIView.AutoresizingMask,
                        from: CGSize = CGSize(width: 100, height: 100), to: CGSize) -> CGRect {
        let superview = UIView(frame: CGRect(origin: .zero, size: from))
        let subview = UIView(frame: frame)
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame.size = to
        return subview.frame
    }

    // Horizontal: superview 100 → 200 wide; subview x 10, width 30, so the right margin is 60.
    func testEveryHorizontalCombinationGrowing() {
        MainActor.assumeIsolated {
            let frame = CGRect(x: 10, y: 0, width: 30, height: 10)
            let to = CGSize(width: 200, height: 100)
            @MainActor func x(_ mask: UIView.AutoresizingMask) -> [CGFloat] {
                let r = Self.resize(frame, mask: mask, to: to)
                return [r.minX, r.width]
            }
            XCTAssertEqual(x([]), [10, 30])
            XCTAssertEqual(x(.flexibleLeftMargin), [110, 30])
            XCTAssertEqual(x(.flexibleWidth), [10, 130])
            XCTAssertEqual(x(.flexibleRightMargin), [10, 30])
            // Left 10 and width 30 share 100: 25 and 75.
            XCTAssertEqual(x([.flexibleLeftMargin, .flexibleWidth]), [35, 105])
            // Left 10 and right 60 share 100: left grows by 14.29 → x 24.29, edges round to 24 and 54.
            XCTAssertEqual(x([.flexibleLeftMargin, .flexibleRightMargin]), [24, 30])
            // Width 30 and right 60 share 100: width grows by 33.33 → right edge 73.33 rounds to 73.
            XCTAssertEqual(x([.flexibleWidth, .flexibleRightMargin]), [10, 63])
            // All three (10, 30, 60) share 100: +10, +30, +60.
            XCTAssertEqual(x([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]), [20, 60])
        }
    }

    // Vertical: superview 100 → 80 tall; subview y 20, height 40, so the bottom margin is 40.
    func testEveryVerticalCombinationShrinking() {
        MainActor.assumeIsolated {
            let frame = CGRect(x: 0, y: 20, width: 10, height: 40)
            let to = CGSize(width: 100, height: 80)
            @MainActor func y(_ mask: UIView.AutoresizingMask) -> [CGFloat] {
                let r = Self.resize(frame, mask: mask, to: to)
                return [r.minY, r.height]
            }
            XCTAssertEqual(y([]), [20, 40])
            XCTAssertEqual(y(.flexibleTopMargin), [0, 40])
            XCTAssertEqual(y(.flexibleHeight), [20, 20])
            XCTAssertEqual(y(.flexibleBottomMargin), [20, 40])
            // Top 20 and height 40 share -20: -6.67 and -13.33 → y 13.33, bottom 40 → 13, 27.
            XCTAssertEqual(y([.flexibleTopMargin, .flexibleHeight]), [13, 27])
            // Top 20 and bottom 40 share -20: top -6.67 → edges 13.33 and 53.33 → 13, 40.
            XCTAssertEqual(y([.flexibleTopMargin, .flexibleBottomMargin]), [13, 40])
            // Height 40 and bottom 40 share -20 equally.
            XCTAssertEqual(y([.flexibleHeight, .flexibleBottomMargin]), [20, 30])
            // All three (20, 40, 40) share -20: -4, -8, -8.
            XCTAssertEqual(y([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]), [16, 32])
        }
    }

    func testAxesAreIndependent() {
        MainActor.assumeIsolated {
            let r = Self.resize(CGRect(x: 10, y: 20, width: 30, height: 40), mask: [.flexibleWidth, .flexibleTopMargin],
                           to: CGSize(width: 200, height: 80))
            XCTAssertEqual(r, CGRect(x: 10, y: 0, width: 130, height: 40))
        }
    }

    func testZeroSizedFlexiblePartsShareEqually() {
        MainActor.assumeIsolated {
            let r = Self.resize(CGRect(x: 0, y: 0, width: 0, height: 0), mask: [.flexibleLeftMargin, .flexibleWidth],
                           to: CGSize(width: 160, height: 100))
            XCTAssertEqual(r, CGRect(x: 30, y: 0, width: 30, height: 0))
        }
    }

    func testHalfPixelEdgesRoundAwayFromZero() {
        MainActor.assumeIsolated {
            // A centred view (margins 25 and 25) in a superview growing by 1: both margins
            // grow by 0.5; the edges 25.5 and 75.5 round to 26 and 76.
            let r = Self.resize(CGRect(x: 25, y: 0, width: 50, height: 10),
                           mask: [.flexibleLeftMargin, .flexibleRightMargin], to: CGSize(width: 101, height: 100))
            XCTAssertEqual(r, CGRect(x: 26, y: 0, width: 50, height: 10))
        }
    }

    func testRepeatedResizingUsesCurrentFrames() {
        MainActor.assumeIsolated {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let subview = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            superview.addSubview(subview)
            superview.bounds.size = CGSize(width: 200, height: 100)
            XCTAssertEqual(subview.frame, CGRect(x: 20, y: 10, width: 60, height: 30))
            superview.bounds.size = CGSize(width: 100, height: 100)
            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
            // Moving the bounds origin is not a size change.
            superview.bounds.origin = CGPoint(x: 5, y: 5)
            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
        }
    }

    func testAutoresizesSubviewsFalseLeavesSubviewsAlone() {
        MainActor.assumeIsolated {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            superview.autoresizesSubviews = false
            let subview = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            superview.addSubview(subview)
            superview.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
        }
    }

    func testResizingCascadesAndHappensBeforeLayout() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let parent = FrameRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            grandchild.autoresizingMask = [.flexibleWidth]
            window.addSubview(parent)
            parent.addSubview(child)
            child.addSubview(grandchild)
            spinMainRunLoop()
            parent.seenChildFrames = []
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
            // Synchronous: everything is in place before any layoutSubviews runs.
            XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 200, height: 150))
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 130))
            XCTAssertEqual(grandchild.frame, CGRect(x: 0, y: 0, width: 180, height: 80))
            XCTAssertTrue(parent._needsLayout)
            XCTAssertTrue(child._needsLayout)
            XCTAssertEqual(parent.seenChildFrames, [])
            spinMainRunLoop()
            XCTAssertEqual(parent.seenChildFrames, [CGRect(x: 10, y: 10, width: 180, height: 130)])
        }
    }
}

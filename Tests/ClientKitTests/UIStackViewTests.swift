import Foundation
import XCTest
@testable import ClientKit

/// A stack view with a fixed frame (its frame becomes constraints, as for any view made
/// in code), laid out now.
@MainActor
private func makeStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
                       size: CGSize = CGSize(width: 300, height: 100),
                       configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.frame = CGRect(origin: .zero, size: size)
    configure(stack)
    stack.layoutIfNeeded()
    return stack
}

@MainActor
private func assertFrame(_ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                         _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let frame = view.frame
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close = abs(frame.minX - x) < 0.01 && abs(frame.minY - y) < 0.01
        && abs(frame.width - width) < 0.01 && abs(frame.height - height) < 0.01
    XCTAssertTrue(close, "\(message) frame \(frame), expected \(expected)", file: file, line: line)
}

/// UIStackView: every distribution and alignment, spacing, hidden views, margins and the
/// arranged-subview list, each with frames computed by hand from UIKit's documented rules.
final class UIStackViewTests: XCTestCase {
    // MARK: Defaults and the arranged list

    func testDefaultsFollowUIKit() {
        MainActor.assumeIsolated {
            let stack = UIStackView()
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.distribution, .fill)
            XCTAssertEqual(stack.alignment, .fill)
            XCTAssertEqual(stack.spacing, 0)
            XCTAssertFalse(stack.isBaselineRelativeArrangement)
            XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
            XCTAssertEqual(stack.layoutMargins, .zero)
            XCTAssertTrue(UIStackView.requiresConstraintBasedLayout)
            XCTAssertEqual(UIStackView.Alignment.top, .leading)
            XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
            XCTAssertEqual(UIStackView.Distribution.equalCentering.rawValue, 4)
            XCTAssertEqual(UIStackView.Alignment.lastBaseline.rawValue, 5)
            XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
            XCTAssertEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
            let size = stack.intrinsicContentSize
            XCTAssertEqual(size.width, UIView.noIntrinsicMetric)
            XCTAssertEqual(size.height, UIView.noIntrinsicMetric)
        }
    }

    func testArrangedSubviewsAreSubviewsWithoutAutoresizingConstraints() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(10, 10), b = IntrinsicSizeView(10, 10), c = IntrinsicSizeView(10, 10)
            let stack = UIStackView(arrangedSubviews: [a, b])
            XCTAssertEqual(stack.arrangedSubviews, [a, b])
            XCTAssertEqual(stack.subviews, [a, b])
            XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
            stack.insertArrangedSubview(c, at: 1)
            XCTAssertEqual(stack.arrangedSubviews, [a, c, b])
            XCTAssertEqual(stack.subviews, [a, b, c], "a new subview goes last among the subviews")
            stack.addArrangedSubview(a)
            XCTAssertEqual(stack.arrangedSubviews, [c, b, a], "adding an arranged view moves it to the end")
            XCTAssertEqual(stack.subviews, [a, b, c], "the subviews' order does not change")
            stack.removeArrangedSubview(b)
            XCTAssertEqual(stack.arrangedSubviews, [c, a])
            XCTAssertTrue(b.superview === stack, "removeArrangedSubview leaves it a subview")
            c.removeFromSuperview()
            XCTAssertEqual(stack.arrangedSubviews, [a], "leaving the superview leaves the arranged list")
        }
    }

    func testCustomSpacingIsPerViewAndResets() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(10, 10), b = IntrinsicSizeView(10, 10)
            let stack = UIStackView(arrangedSubviews: [a, b])
            XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
            stack.setCustomSpacing(30, after: a)
            XCTAssertEqual(stack.customSpacing(after: a), 30)
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
            XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
            stack.setCustomSpacing(12, after: b)
            stack.removeArrangedSubview(b)
            stack.addArrangedSubview(b)
            XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault,
                           "custom spacing goes with the arranged view")
        }
    }

    // MARK: Distributions

    func testFillStretchesTheFirstOfEqualHuggingViews() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 30)
            let stack = makeStack([a, b]) { $0.spacing = 10 }
            // 300 − 50 − 60 − 10 = 180 extra, all to the first (equal hugging priorities).
            assertFrame(a, 0, 0, 230, 100)
            assertFrame(b, 240, 0, 60, 100)
            withExtendedLifetime(stack) {}
        }
    }

    func testFillStretchesTheLowestHuggingView() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 30)
            b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
            let stack = makeStack([a, b]) { $0.spacing = 10 }
            assertFrame(a, 0, 0, 50, 100)
            assertFrame(b, 60, 0, 240, 100)
            withExtendedLifetime(stack) {}
        }
    }

    func testFillShrinksTheLowestCompressionResistance() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(80, 20), b = IntrinsicSizeView(60, 20)
            b.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
            let stack = makeStack([a, b], size: CGSize(width: 100, height: 20))
            // 140 wanted in 100: the 40 comes out of `a` (750 < 760).
            assertFrame(a, 0, 0, 40, 20)
            assertFrame(b, 40, 0, 60, 20)
            withExtendedLifetime(stack) {}
        }
    }

    func testFillEquallyGivesEveryViewTheSameSize() {
        MainActor.assumeIsolated {
            let views = [IntrinsicSizeView(10, 10), IntrinsicSizeView(200, 10), UIView()]
            let stack = makeStack(views) {
                $0.distribution = .fillEqually
                $0.spacing = 15
            }
            // (300 − 2 × 15) / 3 = 90.
            assertFrame(views[0], 0, 0, 90, 100)
            assertFrame(views[1], 105, 0, 90, 100)
            assertFrame(views[2], 210, 0, 90, 100)
            withExtendedLifetime(stack) {}
        }
    }

    func testFillProportionallyFollowsIntrinsicSizes() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 10), b = IntrinsicSizeView(150, 10)
            let stack = makeStack([a, b], size: CGSize(width: 420, height: 40)) {
                $0.distribution = .fillProportionally
                $0.spacing = 20
            }
            // 400 to share 50 : 150 → 100 and 300.
            assertFrame(a, 0, 0, 100, 40)
            assertFrame(b, 120, 0, 300, 40)
            withExtendedLifetime(stack) {}
        }
    }

    func testEqualSpacingKeepsSizesAndSharesTheRoom() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 10), b = IntrinsicSizeView(60, 10), c = IntrinsicSizeView(70, 10)
            let stack = makeStack([a, b, c]) {
                $0.distribution = .equalSpacing
                $0.spacing = 10
            }
            // 300 − 180 = 120 of room: two gaps of 60.
            assertFrame(a, 0, 0, 50, 100)
            assertFrame(b, 110, 0, 60, 100)
            assertFrame(c, 230, 0, 70, 100)
            withExtendedLifetime(stack) {}
        }
    }

    func testEqualCenteringSpacesTheCentres() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(40, 10), b = IntrinsicSizeView(60, 10), c = IntrinsicSizeView(80, 10)
            let stack = makeStack([a, b, c]) { $0.distribution = .equalCentering }
            // Centres at 20 and 260 (first and last pinned to the edges): the middle one at 140.
            assertFrame(a, 0, 0, 40, 100)
            assertFrame(b, 110, 0, 60, 100)
            assertFrame(c, 220, 0, 80, 100)
            withExtendedLifetime(stack) {}
        }
    }

    // MARK: Alignments

    func testHorizontalAlignmentsAcrossTheAxis() {
        MainActor.assumeIsolated {
            let expectations: [(UIStackView.Alignment, CGFloat, CGFloat, CGFloat, CGFloat)] = [
                // alignment, a.y, a.height, b.y, b.height (a is 20 high, b 40, the stack 100)
                (.fill, 0, 100, 0, 100),
                (.top, 0, 20, 0, 40),
                (.center, 40, 20, 30, 40),
                (.bottom, 80, 20, 60, 40),
            ]
            for (alignment, ay, ah, by, bh) in expectations {
                let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 40)
                let stack = makeStack([a, b]) {
                    $0.alignment = alignment
                    $0.distribution = .fillEqually
                }
                assertFrame(a, 0, ay, 150, ah, "\(alignment)")
                assertFrame(b, 150, by, 150, bh, "\(alignment)")
                withExtendedLifetime(stack) {}
            }
        }
    }

    func testVerticalAlignmentsAcrossTheAxis() {
        MainActor.assumeIsolated {
            let expectations: [(UIStackView.Alignment, CGFloat, CGFloat, CGFloat, CGFloat)] = [
                // alignment, a.x, a.width, b.x, b.width (a is 50 wide, b 100, the stack 200)
                (.fill, 0, 200, 0, 200),
                (.leading, 0, 50, 0, 100),
                (.center, 75, 50, 50, 100),
                (.trailing, 150, 50, 100, 100),
                (.firstBaseline, 0, 200, 0, 200),   // a vertical stack treats baselines as fill
            ]
            for (alignment, ax, aw, bx, bw) in expectations {
                let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(100, 30)
                let stack = makeStack([a, b], axis: .vertical, size: CGSize(width: 200, height: 58)) {
                    $0.alignment = alignment
                    $0.spacing = 8
                }
                assertFrame(a, ax, 0, aw, 20, "\(alignment)")
                assertFrame(b, bx, 28, bw, 30, "\(alignment)")
                withExtendedLifetime(stack) {}
            }
        }
    }

    func testBaselineAlignmentOfViewsWithoutTextAlignsBottoms() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 40)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.alignment = .lastBaseline
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            ])
            container.layoutIfNeeded()
            // The stack hugs its content: 110 × 40; the baselines (bottoms) meet at 40.
            assertFrame(stack, 10, 10, 110, 40)
            assertFrame(a, 0, 20, 50, 20)
            assertFrame(b, 50, 0, 60, 40)
        }
    }

    func testFirstBaselineAlignmentOfLabels() {
        MainActor.assumeIsolated {
            let small = UILabel(), large = UILabel()
            small.text = "Name"
            small.font = .systemFont(ofSize: 14)
            large.text = "Ada"
            large.font = .systemFont(ofSize: 30)
            let stack = makeStack([small, large], size: CGSize(width: 300, height: 100)) {
                $0.alignment = .firstBaseline
                $0.spacing = 8
            }
            // The baselines meet: top + ascender is the same for both (within rounding).
            let smallBaseline = small.frame.minY + small.font.ascender
            let largeBaseline = large.frame.minY + large.font.ascender
            XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 1, "\(small.frame) \(large.frame)")
            XCTAssertGreaterThan(small.frame.minY, large.frame.minY, "the smaller text sits lower")
            XCTAssertGreaterThanOrEqual(large.frame.minY, 0)
            XCTAssertLessThanOrEqual(small.frame.maxY, 100.5)
            withExtendedLifetime(stack) {}
        }
    }

    func testBaselineRelativeArrangementSpacesBaselines() {
        MainActor.assumeIsolated {
            let first = UILabel(), second = UILabel()
            first.text = "Title"
            first.font = .boldSystemFont(ofSize: 24)
            second.text = "Subtitle"
            second.font = .systemFont(ofSize: 13)
            // An unsized column (it hugs its content), so the labels keep their natural heights.
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let column = UIStackView(arrangedSubviews: [first, second])
            column.axis = .vertical
            column.alignment = .leading
            column.isBaselineRelativeArrangement = true
            column.spacing = 30
            column.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(column)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                column.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            // 30 points from the first's last baseline to the second's first baseline.
            let gap = (second.frame.minY + second.font.ascender) - (first.frame.minY + first.font.ascender)
            XCTAssertEqual(gap, 30, accuracy: 1, "\(first.frame) \(second.frame)")
            XCTAssertEqual(first.frame.minY, 0)
        }
    }

    // MARK: Spacing, hidden views, margins

    func testCustomAndSystemSpacing() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(10, 10), b = IntrinsicSizeView(10, 10), c = IntrinsicSizeView(10, 10)
            let stack = makeStack([a, b, c], size: CGSize(width: 340, height: 10)) {
                $0.distribution = .fillEqually
                $0.spacing = 10
                $0.setCustomSpacing(30, after: a)
            }
            // (340 − 30 − 10) / 3 = 100.
            assertFrame(a, 0, 0, 100, 10)
            assertFrame(b, 130, 0, 100, 10)
            assertFrame(c, 240, 0, 100, 10)
            stack.spacing = UIStackView.spacingUseSystem
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
            stack.layoutIfNeeded()
            // System spacing 8: (340 − 16) / 3 = 108.
            assertFrame(b, 116, 0, 108, 10)
        }
    }

    func testHiddenViewsTakeNoSpaceAndTheirSpacingGoes() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(10, 10), b = IntrinsicSizeView(10, 10), c = IntrinsicSizeView(10, 10)
            let stack = makeStack([a, b, c]) {
                $0.distribution = .fillEqually
                $0.spacing = 10
                $0.setCustomSpacing(40, after: b)
            }
            // (300 − 50) / 3 = 83.3: frames are rounded to whole pixels (scale 1), as UIKit rounds.
            assertFrame(a, 0, 0, 83, 100)
            b.isHidden = true
            stack.layoutIfNeeded()
            // Two views, one gap of 10 (b's custom spacing went with it): 145 each.
            assertFrame(a, 0, 0, 145, 100)
            assertFrame(c, 155, 0, 145, 100)
            XCTAssertEqual(b.frame.width, 0, accuracy: 0.01, "a hidden arranged view is collapsed")
            XCTAssertEqual(stack.arrangedSubviews.count, 3, "and still arranged")
            b.isHidden = false
            stack.layoutIfNeeded()
            assertFrame(c, 217, 0, 83, 100)
        }
    }

    func testLayoutMarginsRelativeArrangement() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(10, 10), b = IntrinsicSizeView(10, 10)
            let stack = makeStack([a, b]) {
                $0.distribution = .fillEqually
                $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            }
            assertFrame(a, 0, 0, 150, 100, "margins are ignored by default")
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutIfNeeded()
            // Inside the margins: x 10…280, y 5…85.
            assertFrame(a, 10, 5, 135, 80)
            assertFrame(b, 145, 5, 135, 80)
        }
    }

    // MARK: The stack in a constrained layout

    func testAnUnsizedStackTakesTheSizeOfItsContent() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 30)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.spacing = 10
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            ])
            container.layoutIfNeeded()
            assertFrame(stack, 140, 20, 120, 30)
            assertFrame(a, 0, 5, 50, 20)
            assertFrame(b, 60, 0, 60, 30)
        }
    }

    func testChangingTheArrangementRelaysOut() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 20), b = IntrinsicSizeView(60, 40)
            let stack = makeStack([a, b])
            assertFrame(a, 0, 0, 240, 100)
            stack.distribution = .fillEqually
            stack.layoutIfNeeded()
            assertFrame(a, 0, 0, 150, 100)
            stack.axis = .vertical
            stack.layoutIfNeeded()
            assertFrame(a, 0, 0, 300, 50)
            assertFrame(b, 0, 50, 300, 50)
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            stack.layoutIfNeeded()
            assertFrame(b, 0, 100, 300, 100, "a resize re-lays out")
        }
    }

    func testIntrinsicSizeChangesReachTheArrangement() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 10), b = IntrinsicSizeView(150, 10)
            let stack = makeStack([a, b], size: CGSize(width: 400, height: 40)) { $0.distribution = .fillProportionally }
            assertFrame(a, 0, 0, 100, 40)
            a.size.width = 250   // invalidates its intrinsic size
            stack.layoutIfNeeded()
            // 250 : 150 of 400.
            assertFrame(a, 0, 0, 250, 40)
            assertFrame(b, 250, 0, 150, 40)
            // In `.fill`, the tie-break follows the new size: the first still stretches.
            stack.distribution = .fill
            stack.layoutIfNeeded()
            b.size.width = 100
            stack.layoutIfNeeded()
            assertFrame(b, 300, 0, 100, 40)
        }
    }

    func testNestedStacksForAForm() {
        MainActor.assumeIsolated {
            // A form: rows of [label, field] in a vertical stack.
            let rows = (0..<3).map { _ in UIStackView(arrangedSubviews: [IntrinsicSizeView(80, 20), IntrinsicSizeView(100, 30)]) }
            for row in rows { row.spacing = 8 }
            let form = makeStack(rows, axis: .vertical, size: CGSize(width: 300, height: 200)) {
                $0.spacing = 12
                $0.distribution = .equalSpacing
            }
            // Each row hugs its tallest view (30); gaps share 200 − 90 = 110 → 55.
            for (index, row) in rows.enumerated() {
                assertFrame(row, 0, CGFloat(index) * 85, 300, 30, "row \(index)")
                // The label stretches (first of equal hugging): 300 − 8 − 100 = 192.
                assertFrame(row.arrangedSubviews[0], 0, 0, 192, 30)
                assertFrame(row.arrangedSubviews[1], 200, 0, 100, 30)
            }
            withExtendedLifetime(form) {}
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// Anchors of every kind, with frames computed by hand.
final class AutoLayoutAnchorTests: XCTestCase {
    func testEdgesPinnedWithConstantsGiveTheFrame() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
            ])
            root.layoutIfNeeded()
            // x: 20 ... 400 − 30 = 370; y: 10 ... 300 − 40 = 260.
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 350, height: 250))
            XCTAssertEqual(child.bounds, CGRect(x: 0, y: 0, width: 350, height: 250))
            XCTAssertEqual(child.center, CGPoint(x: 195, y: 135))
            XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "a root translating its mask keeps its frame")
        }
    }

    func testLeftRightAndCentresWithConstantSizes() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(400, 300, a, b)
            NSLayoutConstraint.activate([
                a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                a.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -25),
                a.widthAnchor.constraint(equalToConstant: 100),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
                b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5),
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                b.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            // a: centre (200, 125) → x 150, y 100. b: from 250 + 5 to 390, below a (y 150).
            XCTAssertEqual(a.frame, CGRect(x: 150, y: 100, width: 100, height: 50))
            XCTAssertEqual(b.frame, CGRect(x: 255, y: 150, width: 135, height: 20))
        }
    }

    func testDimensionMultipliersAcrossViewsAndAxes() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(400, 300, a, b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
                a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.2),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                b.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25, constant: -5),
            ])
            root.layoutIfNeeded()
            // a: width 400 × 0.5 + 10 = 210, height 210 × 0.2 = 42.
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 210, height: 42))
            // b: x 218, y 50, width 105, height 300 × 0.25 − 5 = 70.
            XCTAssertEqual(b.frame, CGRect(x: 218, y: 50, width: 105, height: 70))
        }
    }

    func testInequalitiesBoundPreferences() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(400, 300, a, b)
            let wide = a.widthAnchor.constraint(equalToConstant: 500)
            wide.priority = .defaultHigh
            let narrow = b.widthAnchor.constraint(equalToConstant: 50)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
                a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -100), wide,
                b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
                b.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 310),
                b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
                b.topAnchor.constraint(lessThanOrEqualTo: a.bottomAnchor),
                b.heightAnchor.constraint(greaterThanOrEqualToConstant: 20), b.heightAnchor.constraint(lessThanOrEqualToConstant: 20),
                b.widthAnchor.constraint(greaterThanOrEqualToConstant: 120), narrow,
            ])
            root.layoutIfNeeded()
            // a wants 500 but may be at most 300. b starts between 310 and 310; it wants 50
            // but must be at least 120.
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 300, height: 10))
            XCTAssertEqual(b.frame, CGRect(x: 310, y: 10, width: 120, height: 20))
        }
    }

    func testTheHigherPriorityWinsAndPrioritiesCanChange() {
        MainActor.assumeIsolated {
            let a = UIView()
            let root = makeRoot(400, 300, a)
            let hundred = a.widthAnchor.constraint(equalToConstant: 100)
            hundred.priority = UILayoutPriority(750)
            let twoHundred = a.widthAnchor.constraint(equalToConstant: 200)
            twoHundred.priority = .defaultHigh - 250
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10), hundred, twoHundred,
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, 100)
            hundred.priority = .defaultLow - 1
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, 200, "500 now beats 249")
        }
    }

    func testSystemSpacingIsEightPointsTimesTheMultiplier() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView(), c = UIView()
            let root = makeRoot(400, 300, a, b, c)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
                b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 50),
                c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
                c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
                c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.topAnchor, multiplier: 0.5),
                c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.topAnchor, multiplier: 0.5)
            ] + sizeConstraints(c, 5, 5))
            root.layoutIfNeeded()
            XCTAssertEqual(b.frame, CGRect(x: 76, y: 68, width: 50, height: 50))   // 60 + 16, 60 + 8
            XCTAssertEqual(c.frame, CGRect(x: 134, y: 72, width: 5, height: 5))    // 126 + 8, 68 + 4
        }
    }

    func testBaselinesOfViewsWithoutTextAreTheirBottoms() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(50, 30), b = IntrinsicSizeView(40, 20)
            let root = makeRoot(400, 300, a, b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // a's bottom is at 40; b's bottom too, so b's top is 20.
            XCTAssertEqual(b.frame, CGRect(x: 50, y: 20, width: 40, height: 20))
        }
    }

    func testLabelBaselinesComeFromItsFontMetrics() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "First line\nSecond line"
            let first = UIView(), last = UIView()
            let root = makeRoot(400, 300, label, first, last)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor), first.widthAnchor.constraint(equalToConstant: 10),
                first.heightAnchor.constraint(equalToConstant: 10),
                first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
                last.leadingAnchor.constraint(equalTo: root.leadingAnchor), last.widthAnchor.constraint(equalToConstant: 10),
                last.heightAnchor.constraint(equalToConstant: 10),
                last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            let font = label.font!
            // Text at its intrinsic height fills the label: the first baseline is one ascent
            // down, the last one a line height further.
            XCTAssertEqual(first.frame.minY, font.ascender, accuracy: 1)
            XCTAssertEqual(last.frame.minY - first.frame.minY, font.lineHeight, accuracy: 1)
        }
    }

    func testConstraintsBetweenViewsInDifferentContainersUseTheirPositions() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            // Containers placed by frame (they translate their autoresizing masks).
            let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
            root.addSubview(left)
            root.addSubview(right)
            let a = constrained(UIView()), b = constrained(UIView())
            left.addSubview(a)
            right.addSubview(b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
                a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
                b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
                b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            ])
            // Each is held by the closest common ancestor of its items (a constant size by the view).
            XCTAssertEqual([root, left, right, a, b].map(\.constraints.count), [3, 2, 1, 2, 0])
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame, CGRect(x: 5, y: 5, width: 20, height: 20))
            // a's bottom is at 10 + 25 = 35 in the root; b's top at 45, that is −5 in `right`.
            XCTAssertEqual(b.frame, CGRect(x: 0, y: -5, width: 20, height: 20))
            XCTAssertEqual(left.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        }
    }

    func testConstraintsToAScrollViewRelateToItsContentWhateverTheOffset() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            let child = constrained(UIView())
            scrollView.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
                child.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 10)
            ] + sizeConstraints(child, 50, 50))
            scrollView.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        }
    }

    func testEdgesAreRoundedToWholePoints() {
        MainActor.assumeIsolated {
            let views = [UIView(), UIView(), UIView()]
            let root = makeRoot(100, 10, views[0], views[1], views[2])
            NSLayoutConstraint.activate([
                views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
                views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
                views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
                views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            ] + views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
            root.layoutIfNeeded()
            // Edges at 0, 33.33, 66.67, 100 → 0, 33, 67, 100: adjacent views stay adjacent.
            XCTAssertEqual(views.map(\.frame.minX), [0, 33, 67])
            XCTAssertEqual(views.map(\.frame.width), [33, 34, 33])
        }
    }
}

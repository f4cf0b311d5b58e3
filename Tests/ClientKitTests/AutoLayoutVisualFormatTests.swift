import Foundation
import XCTest
@testable import ClientKit

/// `constraints(withVisualFormat:options:metrics:views:)`.
final class AutoLayoutVisualFormatTests: XCTestCase {
    func testARowWithSpacingsSizesAndTheSuperview() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(300, 200, a, b)
            let views = ["a": a, "b": b]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-[b]-pad-|", metrics: ["pad": 20], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(30)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]-(>=0)-|", metrics: nil, views: views)
                + [b.topAnchor.constraint(equalTo: a.bottomAnchor)])
            root.layoutIfNeeded()
            // a at 10, 50 wide; b 8 after it (60 + 8) up to 300 − 20; a 20 from the top
            // (the standard spacing to the superview), b below it as tall.
            XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 50, height: 30))
            XCTAssertEqual(b.frame, CGRect(x: 68, y: 50, width: 212, height: 30))
        }
    }

    func testTheConstraintsMadeAreUIKits() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(300, 200, a, b)
            let made = NSLayoutConstraint.constraints(withVisualFormat: "|-5-[a][b(>=40@750)]-|", metrics: nil,
                                                      views: ["a": a, "b": b])
            XCTAssertEqual(made.count, 4)   // b's width, a's leading, the flush pair, b's trailing
            let size = made.first { $0.firstAttribute == .width }!
            XCTAssertTrue(size.firstItem === b && size.relation == .greaterThanOrEqual && size.constant == 40)
            XCTAssertEqual(size.priority, .defaultHigh)
            let leading = made.first { $0.secondItem === root && $0.firstAttribute == .leading }!
            XCTAssertTrue(leading.firstItem === a && leading.constant == 5)
            let flush = made.first { $0.firstItem === b && $0.secondItem === a }!
            XCTAssertEqual([flush.firstAttribute, flush.secondAttribute], [.leading, .trailing])
            XCTAssertEqual(flush.constant, 0)
            let trailing = made.first { $0.firstItem === root }!
            XCTAssertTrue(trailing.secondItem === b && trailing.firstAttribute == .trailing && trailing.constant == 20)
            XCTAssertFalse(made.contains { $0.isActive }, "inactive until activated")
        }
    }

    func testAlignmentOptionsAndDirections() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let root = makeRoot(300, 200, a, b)
            let views = ["a": a, "b": b]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(40)]-10-[b(60)]",
                                               options: [.alignAllCenterY, .directionRightToLeft], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[a(20)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(50)]", metrics: nil, views: views))
            root.layoutIfNeeded()
            // Right to left: a 10 from the right edge, b 10 left of a; centred on a's centre (50).
            XCTAssertEqual(a.frame, CGRect(x: 250, y: 40, width: 40, height: 20))
            XCTAssertEqual(b.frame, CGRect(x: 180, y: 25, width: 60, height: 50))
        }
    }
}

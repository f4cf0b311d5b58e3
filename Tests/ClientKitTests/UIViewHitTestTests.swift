import Foundation
import XCTest
@testable import ClientKit

/// A view whose inside test is a circle, to show hitTest defers to point(inside:with:).
private final class RoundView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
    }
}

final class UIViewHitTestTests: XCTestCase {
    /// root (0,0,200,200) with `a` (10,10,100,100) and, in front, `b` (50,50,100,100).
    @MainActor
    private static func makeTree() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    func testPointInsideUsesBoundsWithHalfOpenEdges() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 20))
            XCTAssertTrue(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
            XCTAssertTrue(view.point(inside: CGPoint(x: 9.99, y: 19.99), with: nil))
            XCTAssertFalse(view.point(inside: CGPoint(x: 10, y: 5), with: nil))
            XCTAssertFalse(view.point(inside: CGPoint(x: 5, y: 20), with: nil))
            XCTAssertFalse(view.point(inside: CGPoint(x: -0.01, y: 5), with: nil))
            view.bounds.origin = CGPoint(x: 50, y: 50)
            XCTAssertFalse(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
            XCTAssertTrue(view.point(inside: CGPoint(x: 55, y: 55), with: nil))
        }
    }

    func testReverseOrderFrontmostWins() {
        MainActor.assumeIsolated {
            let (root, a, b) = Self.makeTree()
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
            XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === a)
            XCTAssertTrue(root.hitTest(CGPoint(x: 180, y: 20), with: nil) === root)
            XCTAssertNil(root.hitTest(CGPoint(x: 200, y: 20), with: nil))
            XCTAssertNil(root.hitTest(CGPoint(x: -1, y: 20), with: nil))
            root.bringSubviewToFront(a)
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        }
    }

    func testDeepestViewWins() {
        MainActor.assumeIsolated {
            let (root, a, _) = Self.makeTree()
            let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            a.addSubview(inner)
            XCTAssertTrue(root.hitTest(CGPoint(x: 16, y: 16), with: nil) === inner)
            XCTAssertTrue(root.hitTest(CGPoint(x: 26, y: 26), with: nil) === a)
        }
    }

    func testHiddenViewsAreSkipped() {
        MainActor.assumeIsolated {
            let (root, a, b) = Self.makeTree()
            b.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
            root.isHidden = true
            XCTAssertNil(root.hitTest(CGPoint(x: 60, y: 60), with: nil))
        }
    }

    func testUserInteractionDisabledSkipsTheWholeSubtree() {
        MainActor.assumeIsolated {
            let (root, a, b) = Self.makeTree()
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            b.addSubview(inner)
            b.isUserInteractionEnabled = false
            // Neither b nor its subview: the point falls through to a.
            XCTAssertTrue(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === a)
            XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === root)
        }
    }

    func testAlphaBelowOnePercentIsSkipped() {
        MainActor.assumeIsolated {
            let (root, a, b) = Self.makeTree()
            b.alpha = 0.009
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
            b.alpha = 0
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
            // Exactly 0.01 is not "less than 0.01": still hit.
            b.alpha = 0.01
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
            b.alpha = 0.011
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
        }
    }

    func testSubviewsOutsideTheBoundsAreNotHit() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let sticking = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
            root.addSubview(small)
            small.addSubview(sticking)
            XCTAssertFalse(small.clipsToBounds)
            // Inside `sticking` but outside `small`: `small` rejects it, so does its subtree.
            XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
            XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === sticking)
            XCTAssertTrue(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === small)
        }
    }

    func testBoundsOriginIsRespected() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let row = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
            root.addSubview(row)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            root.bounds.origin = CGPoint(x: 0, y: 145)
            // The row now shows at y 5...25 of the root's frame.
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 150), with: nil) === row)
            XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 170), with: nil) === root)
            // The point is in bounds coordinates: outside the shifted bounds nothing is hit.
            XCTAssertNil(root.hitTest(CGPoint(x: 10, y: 10), with: nil))
        }
    }

    func testTransformsAreRespected() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            root.addSubview(scaled)
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            // The scaled view now covers 50..<250 on both axes.
            XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === scaled)
            XCTAssertTrue(root.hitTest(CGPoint(x: 240, y: 240), with: nil) === scaled)
            XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 60), with: nil) === root)
            XCTAssertTrue(root.hitTest(CGPoint(x: 255, y: 100), with: nil) === root)

            let bar = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 20))
            root.addSubview(bar)
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Turned about its centre (350, 10): now 20 wide (340..<360) and 100 tall (-40..<60).
            XCTAssertTrue(root.hitTest(CGPoint(x: 350, y: 50), with: nil) === bar)
            XCTAssertTrue(root.hitTest(CGPoint(x: 310, y: 10), with: nil) === root)

            scaled.transform = CGAffineTransform(scaleX: 0, y: 0)
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        }
    }

    func testHitTestDefersToPointInside() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let round = RoundView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(round)
            XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
            XCTAssertTrue(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === root)
        }
    }
}

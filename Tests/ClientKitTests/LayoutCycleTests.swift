import Foundation
import XCTest
@testable import ClientKit

private final class LayoutView: UIView {
    var name = ""
    var log: CallLog?
    var count = 0
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        count += 1
        log?.add(name)
        onLayout?()
    }
}

final class LayoutCycleTests: XCTestCase {
    /// A window with parent → child → grandchild, all laid out once already.
    @MainActor
    private static func makeTree(_ log: CallLog) -> (UIWindow, LayoutView, LayoutView, LayoutView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for (view, name) in [(parent, "parent"), (child, "child"), (grandchild, "grandchild")] {
            view.name = name
            view.log = log
        }
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        spinMainRunLoop()
        log.clear()
        return (window, parent, child, grandchild)
    }

    func testManyRequestsCoalesceIntoOnePassAndOneLayout() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, child, _) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            let scheduledBefore = _UIUpdateCycle.scheduleCount
            for _ in 0..<10 { child.setNeedsLayout() }
            XCTAssertEqual(_UIUpdateCycle.scheduleCount, scheduledBefore + 1, "one pass is enqueued")
            XCTAssertEqual(child.count, 1, "nothing runs synchronously")
            spinMainRunLoop()
            XCTAssertEqual(child.count, 2)
            XCTAssertEqual(log.entries, ["child"])
            // Nothing pending: another turn does nothing.
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["child"])
        }
    }

    /// Marking stops at the first ancestor already marked (a layout that moves 10,000
    /// views no longer walks to the window for each): requests made inside a pass, in a
    /// subtree laid out only partly, and in a subtree that is detached and then moved
    /// into another window are all still laid out.
    func testRequestsAreLaidOutWhereverTheMarkingStops() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, grandchild) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            // Inside a pass, from a view the pass has already laid out: another round.
            parent.onLayout = { if parent.count == 2 { grandchild.setNeedsLayout() } }
            parent.setNeedsLayout()
            window.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["parent", "grandchild"])
            parent.onLayout = nil
            log.clear()

            // A partial pass (child only) clears the marks below child; the ancestors
            // above stay marked. A later request below child still reaches the window.
            grandchild.setNeedsLayout()
            child.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["grandchild"])
            grandchild.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["grandchild", "grandchild"])
            log.clear()

            // Detached with a request pending, marked again while detached, then moved
            // into another window: laid out by that window's pass.
            grandchild.setNeedsLayout()
            child.removeFromSuperview()
            grandchild.setNeedsLayout()
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            defer { withExtendedLifetime(other) {} }
            let holder = LayoutView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
            holder.name = "holder"
            holder.log = log
            other.addSubview(holder)
            other.layoutIfNeeded()
            log.clear()
            holder.addSubview(child)
            other.layoutIfNeeded()
            XCTAssertEqual(Set(log.entries), ["holder", "child", "grandchild"])
            log.clear()
            grandchild.setNeedsLayout()
            other.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["grandchild"])
        }
    }

    func testNewViewsAreLaidOutOnce() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, grandchild) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            XCTAssertEqual([parent.count, child.count, grandchild.count], [1, 1, 1])
        }
    }

    func testSuperviewsBeforeSubviews() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, grandchild) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            grandchild.setNeedsLayout()
            child.setNeedsLayout()
            parent.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["parent", "child", "grandchild"])
        }
    }

    func testLayoutIfNeededStartsAtTheHighestAncestorNeedingLayout() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, grandchild) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            parent.setNeedsLayout()
            grandchild.setNeedsLayout()
            grandchild.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["parent", "grandchild"])
            log.clear()
            grandchild.layoutIfNeeded()
            child.layoutIfNeeded()
            XCTAssertEqual(log.entries, [], "nothing pending")
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [], "the update cycle finds nothing left")
            // layoutIfNeeded covers the receiver's subtree.
            grandchild.setNeedsLayout()
            child.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["grandchild"])
        }
    }

    func testLayoutIfNeededWorksOutsideAWindow() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let view = LayoutView()
            view.name = "loose"
            view.log = log
            view.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["loose"], "a new view needs layout")
            view.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["loose"], "the update cycle only lays out windows")
            view.layoutIfNeeded()
            XCTAssertEqual(log.entries, ["loose", "loose"])
        }
    }

    func testSizeChangesRequestLayoutPositionChangesDoNot() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, child, _) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            child.center = CGPoint(x: 70, y: 70)
            child.frame.origin = CGPoint(x: 3, y: 3)
            child.bounds.origin = CGPoint(x: 10, y: 10)
            child.transform = CGAffineTransform(scaleX: 2, y: 2)
            XCTAssertFalse(child._needsLayout)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, [])
            child.bounds.size = CGSize(width: 120, height: 100)
            XCTAssertTrue(child._needsLayout)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["child"])
            log.clear()
            child.frame.size = CGSize(width: 10, height: 10)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["child"])
        }
    }

    func testAddingAndRemovingSubviewsRequestsLayout() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _, child, _) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            let newcomer = LayoutView()
            newcomer.name = "newcomer"
            newcomer.log = log
            child.addSubview(newcomer)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["child", "newcomer"])
            log.clear()
            child.removeFromSuperview()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["parent"])
        }
    }

    func testRequestsDuringLayoutGetAnotherPass() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, _) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            var once = true
            child.onLayout = {
                if once {
                    once = false
                    parent.setNeedsLayout()
                }
            }
            let passesBefore = _UIUpdateCycle.passCount
            child.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["child", "parent"])
            XCTAssertEqual(_UIUpdateCycle.passCount, passesBefore + 2)
        }
    }

    func testSubviewLayoutChangesAreSeenInTheSamePass() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, parent, child, _) = Self.makeTree(log)
            defer { withExtendedLifetime(window) {} }
            // A parent that resizes its child in layoutSubviews: the child is laid out in
            // the same pass, after the parent.
            parent.onLayout = { child.frame.size = CGSize(width: 150, height: 150) }
            parent.setNeedsLayout()
            let passesBefore = _UIUpdateCycle.passCount
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["parent", "child"])
            XCTAssertEqual(_UIUpdateCycle.passCount, passesBefore + 2,
                           "the child's request during the pass scheduled a pass that finds nothing")
        }
    }
}

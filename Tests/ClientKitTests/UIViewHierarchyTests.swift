import Foundation
import XCTest
@testable import ClientKit

/// Records every hierarchy notification it gets, tagged with its name.
private final class HookView: UIView {
    var name = ""
    var log: CallLog?

    override func willMove(toSuperview newSuperview: UIView?) {
        log?.add("\(name).willMoveToSuperview(\((newSuperview as? HookView)?.name ?? (newSuperview == nil ? "nil" : "other")))")
    }
    override func didMoveToSuperview() { log?.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log?.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log?.add("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log?.add("\(name).didAddSubview(\((subview as? HookView)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) {
        log?.add("\(name).willRemoveSubview(\((subview as? HookView)?.name ?? "?"))")
    }
}

final class UIViewHierarchyTests: XCTestCase {
    private static func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
    private static func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    func testAddInsertAndOrder() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
            parent.addSubview(a)
            parent.addSubview(b)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([a, b]))
            XCTAssertTrue(a.superview === parent)
            parent.insertSubview(c, at: 0)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([c, a, b]))
            parent.insertSubview(d, aboveSubview: c)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([c, d, a, b]))
            parent.insertSubview(e, belowSubview: c)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([e, c, d, a, b]))
            // The layer tree mirrors the view tree.
            XCTAssertEqual(Self.ids(parent.layer.sublayers), Self.ids([e, c, d, a, b].map(\.layer)))
            XCTAssertTrue(a.layer.superlayer === parent.layer)
            // Moving within the same superview.
            parent.insertSubview(b, at: 1)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([e, b, c, d, a]))
            parent.insertSubview(e, aboveSubview: a)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([b, c, d, a, e]))
            parent.insertSubview(a, belowSubview: b)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([a, b, c, d, e]))
            parent.insertSubview(c, at: 99)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([a, b, d, e, c]))
            XCTAssertEqual(Self.ids(parent.layer.sublayers), Self.ids(parent.subviews.map(\.layer)))
        }
    }

    func testBringSendExchange() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = UIView(), b = UIView(), c = UIView()
            [a, b, c].forEach(parent.addSubview)
            parent.bringSubviewToFront(a)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([b, c, a]))
            parent.sendSubviewToBack(c)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([c, b, a]))
            parent.exchangeSubview(at: 0, withSubviewAt: 2)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([a, b, c]))
            parent.exchangeSubview(at: 1, withSubviewAt: 0)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([b, a, c]))
            XCTAssertEqual(Self.ids(parent.layer.sublayers), Self.ids([b, a, c].map(\.layer)))
            // Adding an existing subview again brings it to the front.
            parent.addSubview(b)
            XCTAssertEqual(Self.ids(parent.subviews), Self.ids([a, c, b]))
            XCTAssertEqual(Self.ids(parent.layer.sublayers), Self.ids([a, c, b].map(\.layer)))
        }
    }

    func testForeignSublayersKeepTheirPlace() {
        MainActor.assumeIsolated {
            let parent = UIView()
            let a = UIView(), b = UIView()
            parent.addSubview(a)
            let decoration = CALayer()
            parent.layer.addSublayer(decoration)
            parent.addSubview(b)
            parent.insertSubview(UIView(), at: 0)
            let order = parent.layer.sublayers ?? []
            XCTAssertEqual(order.count, 4)
            XCTAssertTrue(order[1] === a.layer)
            XCTAssertTrue(order[2] === decoration)
            XCTAssertTrue(order[3] === b.layer)
        }
    }

    func testRemoveAndReparent() {
        MainActor.assumeIsolated {
            let first = UIView(), second = UIView(), child = UIView()
            first.addSubview(child)
            second.addSubview(child)
            XCTAssertTrue(child.superview === second)
            XCTAssertTrue(first.subviews.isEmpty)
            XCTAssertNil(first.layer.sublayers)
            XCTAssertTrue(child.layer.superlayer === second.layer)
            child.removeFromSuperview()
            XCTAssertNil(child.superview)
            XCTAssertTrue(second.subviews.isEmpty)
            XCTAssertNil(child.layer.superlayer)
            child.removeFromSuperview()  // no-op
        }
    }

    func testDescendantsAndTags() {
        MainActor.assumeIsolated {
            let root = UIView(), a = UIView(), b = UIView(), c = UIView()
            root.addSubview(a)
            a.addSubview(b)
            root.addSubview(c)
            XCTAssertTrue(b.isDescendant(of: root))
            XCTAssertTrue(b.isDescendant(of: b))
            XCTAssertFalse(root.isDescendant(of: b))
            XCTAssertFalse(c.isDescendant(of: a))
            b.tag = 7
            c.tag = 7
            root.tag = 1
            XCTAssertTrue(root.viewWithTag(1) === root)
            // Depth first, back to front: b (under a) comes before c.
            XCTAssertTrue(root.viewWithTag(7) === b)
            XCTAssertNil(root.viewWithTag(99))
            XCTAssertTrue(c.viewWithTag(7) === c)
        }
    }

    func testWindowProperty() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = UIView(), b = UIView()
            a.addSubview(b)
            XCTAssertNil(b.window)
            window.addSubview(a)
            XCTAssertTrue(b.window === window)
            XCTAssertTrue(window.window === window)
            a.removeFromSuperview()
            XCTAssertNil(b.window)
        }
    }

    func testHookOrderWhenAddingToWindowAndRemoving() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let parent = HookView(), child = HookView(), grandchild = HookView()
            for (view, name) in [(parent, "parent"), (child, "child"), (grandchild, "grandchild")] {
                view.name = name
                view.log = log
            }
            window.addSubview(parent)
            log.clear()
            child.addSubview(grandchild)
            XCTAssertEqual(log.entries, [
                "grandchild.willMoveToSuperview(child)",
                "grandchild.didMoveToSuperview",
                "child.didAddSubview(grandchild)",
            ])
            log.clear()
            parent.addSubview(child)
            XCTAssertEqual(log.entries, [
                "child.willMoveToSuperview(parent)",
                "child.willMoveToWindow(window)",
                "grandchild.willMoveToWindow(window)",
                "child.didMoveToWindow(window)",
                "grandchild.didMoveToWindow(window)",
                "child.didMoveToSuperview",
                "parent.didAddSubview(child)",
            ])
            log.clear()
            child.removeFromSuperview()
            XCTAssertEqual(log.entries, [
                "parent.willRemoveSubview(child)",
                "child.willMoveToSuperview(nil)",
                "child.willMoveToWindow(nil)",
                "grandchild.willMoveToWindow(nil)",
                "child.didMoveToWindow(nil)",
                "grandchild.didMoveToWindow(nil)",
                "child.didMoveToSuperview",
            ])
        }
    }

    func testAddingAViewWithASuperviewRemovesItFirst() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let first = HookView(), second = HookView(), child = HookView()
            for (view, name) in [(first, "first"), (second, "second"), (child, "child")] {
                view.name = name
                view.log = log
            }
            first.addSubview(child)
            log.clear()
            second.addSubview(child)
            // UIKit: willRemoveSubview(_:) is called "when the subview's superview changes".
            XCTAssertEqual(log.entries, [
                "first.willRemoveSubview(child)",
                "child.willMoveToSuperview(second)",
                "child.didMoveToSuperview",
                "second.didAddSubview(child)",
            ])
            XCTAssertTrue(first.subviews.isEmpty)
            XCTAssertNil(first.layer.sublayers)
            // Reordering within the same superview sends no notifications.
            log.clear()
            second.addSubview(HookView())
            log.clear()
            second.addSubview(child)
            second.sendSubviewToBack(child)
            XCTAssertEqual(log.entries, [])
        }
    }

    func testMovingBetweenWindowsAndWithinAWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = HookView(), b = HookView(), c = HookView(), child = HookView()
            for (view, name) in [(a, "a"), (b, "b"), (c, "c"), (child, "child")] {
                view.name = name
                view.log = log
            }
            window.addSubview(a)
            window.addSubview(b)
            otherWindow.addSubview(c)
            a.addSubview(child)
            log.clear()
            b.addSubview(child)
            XCTAssertEqual(log.entries, [
                "a.willRemoveSubview(child)",
                "child.willMoveToSuperview(b)",
                "child.didMoveToSuperview",
                "b.didAddSubview(child)",
            ], "same window: no window notifications")
            log.clear()
            c.addSubview(child)
            XCTAssertEqual(log.entries, [
                "b.willRemoveSubview(child)",
                "child.willMoveToSuperview(c)",
                "child.willMoveToWindow(window)",
                "child.didMoveToWindow(window)",
                "child.didMoveToSuperview",
                "c.didAddSubview(child)",
            ])
            XCTAssertTrue(child.window === otherWindow)
        }
    }
}

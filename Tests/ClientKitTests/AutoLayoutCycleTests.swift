import Foundation
import XCTest
@testable import ClientKit

/// A view that records its update-constraints and layout calls.
private final class RecordingView: UIView {
    var name = ""
    var log: CallLog?
    var onUpdateConstraints: (() -> Void)?
    var onLayout: (() -> Void)?

    override func updateConstraints() {
        log?.add("update \(name)")
        onUpdateConstraints?()
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log?.add("layout \(name)")
        onLayout?()
        super.layoutSubviews()
    }
}

/// A view whose class asks for constraint-based layout and makes its constraints in
/// `updateConstraints()`.
private final class SelfConstrainingView: UIView {
    var made = false
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        if !made, let superview {
            made = true
            translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 7),
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 7),
                widthAnchor.constraint(equalToConstant: 70), heightAnchor.constraint(equalToConstant: 70),
            ])
        }
        super.updateConstraints()
    }
}

private final class ConstraintsController: UIViewController {
    var log: CallLog?
    override func updateViewConstraints() {
        log?.add("updateViewConstraints")
        super.updateViewConstraints()
    }
}

/// The layout cycle with Auto Layout: the update-constraints pass, the layout pass, and
/// what they cost.
final class AutoLayoutCycleTests: XCTestCase {

    func testLayoutIfNeededAppliesConstraintsSynchronously() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            ] + sizeConstraints(child, 30, 40))
            XCTAssertEqual(child.frame, .zero, "nothing happens before layout")
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 30, height: 40))
        }
    }

    func testTheEndOfTheTurnLaysOutAWindowsConstraints() {
        MainActor.assumeIsolated {
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let child = constrained(UIView())
            window.addSubview(child)
            NSLayoutConstraint.activate([
                child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
                child.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -10)
            ] + sizeConstraints(child, 30, 40))
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 360, y: 250, width: 30, height: 40))
        }
    }

    func testAChangedConstantReLaysOutIncrementally() {
        MainActor.assumeIsolated {
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let child = constrained(UIView())
            window.addSubview(child)
            let left = child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
            NSLayoutConstraint.activate([
                left, child.topAnchor.constraint(equalTo: window.topAnchor)
            ] + sizeConstraints(child, 30, 40))
            spinMainRunLoop()
            let engine = window._layoutStorage!.engine!
            let added = engine.constraintsAdded
            let solves = engine.solveCount
            left.constant = 55
            XCTAssertEqual(child.frame.minX, 10, "not before the end of the turn")
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 55, y: 0, width: 30, height: 40))
            XCTAssertEqual(engine.constraintsAdded, added, "the constant changed in place: nothing re-added")
            XCTAssertEqual(engine.solveCount, solves + 1)
        }
    }

    func testAWindowResizeReSolves() {
        MainActor.assumeIsolated {
            let (window, controller, child) = makeConstrainedControllerWindow()
            defer { window.isHidden = true }
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                child.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
                child.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
                child.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -20),
            ])
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 20, width: 360, height: 260))
            window.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
            spinMainRunLoop()
            // The root view follows the window by its autoresizing mask, the child by constraints.
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 600, height: 500))
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 20, width: 560, height: 460))
        }
    }

    func testLayoutSubviewsSeesTheFramesTheEngineSet() {
        MainActor.assumeIsolated {
            let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = constrained(UIView())
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5)
            ] + sizeConstraints(child, 50, 50))
            var seen: CGRect?
            parent.onLayout = { seen = child.frame }
            parent.layoutIfNeeded()
            XCTAssertEqual(seen, CGRect(x: 5, y: 5, width: 50, height: 50))
        }
    }

    func testUpdateConstraintsRunsBottomUpBeforeLayoutOnlyWhereFlagged() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let grandchild = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let sibling = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            for (view, name) in [(parent, "parent"), (child, "child"), (grandchild, "grandchild"), (sibling, "sibling")] {
                view.name = name
                view.log = log
            }
            window.addSubview(parent)
            parent.addSubview(child)
            child.addSubview(grandchild)
            parent.addSubview(sibling)
            // The window uses Auto Layout once a constraint is active in it.
            let width = grandchild.widthAnchor.constraint(equalToConstant: 50)
            width.isActive = true
            spinMainRunLoop()
            // Every new view gets updateConstraints() once, subviews first, all before layout.
            let first = log.entries
            XCTAssertEqual(Array(first.prefix(4)), ["update grandchild", "update child", "update sibling", "update parent"])
            XCTAssertTrue(first.dropFirst(4).allSatisfy { $0.hasPrefix("layout") }, "\(first)")
            XCTAssertFalse(parent.needsUpdateConstraints())
            log.clear()

            // Later only flagged views, still bottom up and before layout.
            parent.setNeedsUpdateConstraints()
            grandchild.setNeedsUpdateConstraints()
            XCTAssertTrue(grandchild.needsUpdateConstraints())
            parent.setNeedsLayout()
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["update grandchild", "update parent", "layout parent"])
        }
    }

    func testConstraintsMadeInUpdateConstraintsAreLaidOutInTheSamePass() {
        MainActor.assumeIsolated {
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let view = SelfConstrainingView()
            window.addSubview(view)
            XCTAssertNotNil(window._layoutStorage?.engine, "a class requiring constraint-based layout gives its window an engine")
            spinMainRunLoop()
            XCTAssertTrue(view.made)
            XCTAssertEqual(view.frame, CGRect(x: 7, y: 7, width: 70, height: 70))
        }
    }

    func testUpdateConstraintsIfNeededRunsThePassNow() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = RecordingView(frame: .zero)
            parent.name = "parent"; child.name = "child"
            parent.log = log; child.log = log
            parent.addSubview(child)
            child.setNeedsUpdateConstraints()
            parent.updateConstraintsIfNeeded()
            XCTAssertEqual(log.entries, ["update child", "update parent"])
            log.clear()
            parent.updateConstraintsIfNeeded()
            XCTAssertEqual(log.entries, [], "nothing flagged any more")
        }
    }

    func testAViewControllersUpdateViewConstraintsRunsForItsView() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let controller = ConstraintsController()
            controller.log = log
            let view = RecordingView(frame: .zero)
            view.name = "root"
            view.log = log
            controller.view = view
            window.rootViewController = controller
            controller.view.setNeedsUpdateConstraints()
            spinMainRunLoop()
            // (Showing the controller laid its view out at once, before any constraint
            // existed; the flagged update pass then runs the controller's method for its view.)
            let index = log.entries.firstIndex(of: "updateViewConstraints")
            XCTAssertNotNil(index, "\(log.entries)")
            if let index {
                XCTAssertEqual(Array(log.entries[index...].prefix(2)), ["updateViewConstraints", "update root"])
            }
        }
    }

    func testViewsWithoutConstraintsCostNothing() {
        MainActor.assumeIsolated {
            let enginesBefore = _LayoutEngine.createdCount
            let variablesBefore = _LayoutEngine.variableCount
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let controller = UIViewController()
            window.rootViewController = controller
            var views: [UIView] = [window, controller.view]
            for i in 0..<30 {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10))
                label.text = "Row \(i)"
                label.autoresizingMask = [.flexibleWidth]
                controller.view.addSubview(label)
                views.append(label)
            }
            spinMainRunLoop()
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
            views[5].removeFromSuperview()
            spinMainRunLoop()
            XCTAssertEqual(_LayoutEngine.createdCount, enginesBefore, "no engine")
            XCTAssertEqual(_LayoutEngine.variableCount, variablesBefore, "no variables")
            XCTAssertTrue(views.allSatisfy { $0._layoutStorage == nil }, "no Auto Layout state at all")
            XCTAssertEqual(views[6].frame, CGRect(x: 0, y: 40, width: 200, height: 10), "autoresizing as before (row 4)")
        }
    }

    func testOnlyViewsTakingPartGetVariables() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let bystanders = (0..<10).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            for view in bystanders { root.addSubview(view) }
            let child = constrained(UIView())
            root.addSubview(child)
            let before = _LayoutEngine.variableCount
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor)
            ] + sizeConstraints(child, 10, 10))
            root.layoutIfNeeded()
            XCTAssertEqual(_LayoutEngine.variableCount - before, 8, "four for the child, four for the root")
            XCTAssertTrue(bystanders.allSatisfy { $0._layoutStorage == nil })
        }
    }

    func testRemovingAViewDeactivatesTheConstraintsAboutItHeldOutsideIt() {
        MainActor.assumeIsolated {
            let container = constrained(UIView()), inner = constrained(UIView())
            let root = makeRoot(300, 300, container)
            container.addSubview(inner)
            let outside = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ]
            let inside = [
                inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                inner.widthAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 40),
                container.widthAnchor.constraint(equalTo: inner.widthAnchor, constant: 10),
                container.heightAnchor.constraint(equalTo: inner.heightAnchor, constant: 10),
            ]
            NSLayoutConstraint.activate(outside + inside)
            root.layoutIfNeeded()
            XCTAssertEqual(container.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
            container.removeFromSuperview()
            XCTAssertFalse(outside.contains { $0.isActive }, "held by the old superview: deactivated")
            XCTAssertTrue(inside.allSatisfy { $0.isActive }, "held inside the removed view: kept")
            // Put back elsewhere: its own constraints still work.
            let other = makeRoot(300, 300)
            other.addSubview(container)
            container.trailingAnchor.constraint(equalTo: other.trailingAnchor).isActive = true
            container.bottomAnchor.constraint(equalTo: other.bottomAnchor).isActive = true
            other.layoutIfNeeded()
            XCTAssertEqual(container.frame, CGRect(x: 250, y: 250, width: 50, height: 50))
            XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 40, height: 40))
        }
    }

    func testATreeWithItsOwnConstraintsJoinsAWindowsEngine() {
        MainActor.assumeIsolated {
            let card = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
            let badge = constrained(UIView())
            card.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor), badge.topAnchor.constraint(equalTo: card.topAnchor)
            ] + sizeConstraints(badge, 10, 10))
            card.layoutIfNeeded()
            XCTAssertNotNil(card._layoutStorage?.engine)
            let window = makeShownWindow()
            defer { window.isHidden = true }
            window.addSubview(card)
            XCTAssertNil(card._layoutStorage?.engine, "its engine merged into the window's")
            let title = constrained(UIView())
            window.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 2),
                title.centerYAnchor.constraint(equalTo: badge.centerYAnchor)
            ] + sizeConstraints(title, 20, 4))
            spinMainRunLoop()
            XCTAssertEqual(badge.frame, CGRect(x: 90, y: 0, width: 10, height: 10))
            // The badge is at (120, 40) in the window: the title starts at 132, centred at 45.
            XCTAssertEqual(title.frame, CGRect(x: 132, y: 43, width: 20, height: 4))
        }
    }

    func testADiscardedHierarchyReleasesItsEngineAndConstraints() {
        MainActor.assumeIsolated {
            weak var weakRoot: UIView?
            weak var weakEngine: _LayoutEngine?
            weak var weakConstraint: NSLayoutConstraint?
            do {
                let child = UIView()
                let root = makeRoot(100, 100, child)
                let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
                NSLayoutConstraint.activate([
                    width, child.heightAnchor.constraint(equalToConstant: 10),
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
                ])
                root.layoutIfNeeded()
                XCTAssertEqual(child.frame.width, 50)
                weakRoot = root
                weakEngine = root._layoutStorage?.engine
                weakConstraint = width
            }
            XCTAssertNil(weakRoot)
            XCTAssertNil(weakEngine)
            XCTAssertNil(weakConstraint)
        }
    }

    func testAConstantSetInLayoutSubviewsIsLaidOutInTheSamePass() {
        MainActor.assumeIsolated {
            let container = RecordingView(), follower = UIView()
            let root = makeRoot(400, 300, container, follower)
            let followerWidth = follower.widthAnchor.constraint(equalToConstant: 0)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                follower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                follower.topAnchor.constraint(equalTo: container.bottomAnchor), followerWidth,
                follower.heightAnchor.constraint(equalToConstant: 10),
            ] + sizeConstraints(container, 200, 50))
            // Half the container's width, once it has one (a sibling: laid out by the root).
            container.onLayout = { followerWidth.constant = container.bounds.width / 2 }
            root.layoutIfNeeded()
            XCTAssertEqual(follower.frame, CGRect(x: 0, y: 50, width: 100, height: 10))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// `translatesAutoresizingMaskIntoConstraints` both ways, and autoresizing masks mixed
/// with constraints.
final class AutoLayoutAutoresizingTests: XCTestCase {
    func testViewsMadeInCodeTranslateTheirMask() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIView().translatesAutoresizingMaskIntoConstraints)
            XCTAssertTrue(UILabel().translatesAutoresizingMaskIntoConstraints)
        }
    }

    func testAViewTranslatingItsMaskKeepsItsFrameAndOthersFollowIt() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let anchorView = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
            root.addSubview(anchorView)
            let follower = constrained(UIView())
            root.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: anchorView.trailingAnchor, constant: 10),
                follower.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: 5),
                follower.widthAnchor.constraint(equalTo: anchorView.widthAnchor),
                follower.heightAnchor.constraint(equalTo: anchorView.heightAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(anchorView.frame, CGRect(x: 30, y: 40, width: 100, height: 50))
            XCTAssertEqual(follower.frame, CGRect(x: 140, y: 95, width: 100, height: 25))
            // Moving and resizing it by frame moves the follower at the next layout.
            anchorView.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            root.layoutIfNeeded()
            XCTAssertEqual(follower.frame, CGRect(x: 70, y: 25, width: 60, height: 10))
        }
    }

    func testAViewPlacedByTheEngineIgnoresItsAutoresizingMask() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let child = constrained(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            ] + sizeConstraints(child, 100, 100))
            root.layoutIfNeeded()
            root.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 100, height: 100), "no autoresizing")
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 100, height: 100), "nor from the engine")
        }
    }

    func testMasksAreTranslatedAsTheyResize() {
        MainActor.assumeIsolated {
            // A container sized by constraints holds a view placed by frame and mask, and a
            // view constrained to that one: the mask's rule holds inside the engine.
            let container = UIView()
            let root = makeRoot(400, 300, container)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                container.heightAnchor.constraint(equalToConstant: 100),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(container.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
            let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
            stretchy.autoresizingMask = [.flexibleWidth]
            let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
            pinnedRight.autoresizingMask = [.flexibleLeftMargin]
            let proportional = UIView(frame: CGRect(x: 50, y: 70, width: 100, height: 20))
            proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            for view in [stretchy, pinnedRight, proportional] { container.addSubview(view) }
            let followers = [UIView(), UIView(), UIView()]
            for (view, target) in zip(followers, [stretchy, pinnedRight, proportional]) {
                container.addSubview(constrained(view))
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: target.trailingAnchor),
                    view.topAnchor.constraint(equalTo: target.topAnchor)
                ] + sizeConstraints(view, 5, 5))
            }
            root.layoutIfNeeded()
            XCTAssertEqual(followers.map(\.frame.minX), [90, 190, 150])
            // The container grows by 100 (root 600 wide).
            root.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
            root.layoutIfNeeded()
            XCTAssertEqual(container.frame.width, 300)
            XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
            XCTAssertEqual(pinnedRight.frame, CGRect(x: 250, y: 40, width: 40, height: 20))
            // Margins 50 and 50 share the 100: 100 each side.
            XCTAssertEqual(proportional.frame, CGRect(x: 100, y: 70, width: 100, height: 20))
            XCTAssertEqual(followers.map(\.frame.minX), [190, 290, 200], "the engine's view of the masks agrees")
        }
    }

    func testTurningTranslationOffHandsTheFrameToTheEngine() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            root.addSubview(child)
            let width = child.widthAnchor.constraint(equalToConstant: 120)
            width.priority = .defaultHigh
            NSLayoutConstraint.activate([
                width, child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                child.heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultHigh),
            ])
            let log = capturingAutoLayoutLog { root.layoutIfNeeded() }
            // Translating, the frame's constraints are required: the frame wins (the
            // position constraints conflict and are broken).
            XCTAssertEqual(child.frame, CGRect(x: 5, y: 5, width: 50, height: 50))
            XCTAssertFalse(log.isEmpty)
            XCTAssertTrue(log.joined().contains("NSAutoresizingMaskLayoutConstraint"))
            child.translatesAutoresizingMaskIntoConstraints = false
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 40, y: 40, width: 120, height: 10))
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority` set (for building lists).
    @MainActor
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

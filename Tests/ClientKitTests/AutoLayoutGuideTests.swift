import Foundation
import XCTest
@testable import ClientKit

/// Layout margins, the margins and safe area guides, and custom layout guides.
final class AutoLayoutGuideTests: XCTestCase {
    @MainActor
    private static func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    func testTheMarginsGuideInsetsTheBoundsByEightPointsByDefault() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            XCTAssertEqual(root.layoutMarginsGuide.identifier, "UIViewLayoutMarginsGuide")
            XCTAssertTrue(root.layoutMarginsGuide === root.layoutMarginsGuide)
            XCTAssertTrue(root.layoutMarginsGuide.owningView === root)
            XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 384, height: 284),
                           "before any layout, from the bounds")
            Self.pin(child, to: root.layoutMarginsGuide)
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 384, height: 284))
        }
    }

    func testChangingTheMarginsReLaysOutIncrementallyAndNotifies() {
        MainActor.assumeIsolated {
            final class MarginView: UIView {
                var changes = 0
                override func layoutMarginsDidChange() { changes += 1 }
            }
            let root = MarginView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let child = constrained(UIView())
            root.addSubview(child)
            Self.pin(child, to: root.layoutMarginsGuide)
            root.layoutIfNeeded()
            let engine = root._layoutStorage!.engine!
            let added = engine.constraintsAdded
            root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            XCTAssertEqual(root.changes, 1)
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 340, height: 260))
            XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 10, width: 340, height: 260))
            XCTAssertEqual(engine.constraintsAdded, added, "the guide's constants changed in place")
        }
    }

    func testMarginAttributesAreTheMarginsGuidesEdges() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            root.layoutMargins = UIEdgeInsets(top: 5, left: 15, bottom: 25, right: 35)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                                   attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
                                   attribute: .trailingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root,
                                   attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 10),
            ])
            let centred = UIView()
            root.addSubview(constrained(centred))
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: centred, attribute: .centerX, relatedBy: .equal, toItem: root,
                                   attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: centred, attribute: .bottom, relatedBy: .equal, toItem: root,
                                   attribute: .bottomMargin, multiplier: 1, constant: 0)
            ] + sizeConstraints(centred, 10, 10))
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 15, y: 5, width: 350, height: 10))
            // Margins' centre x: 15 + 350 / 2 = 190; bottom 300 − 25.
            XCTAssertEqual(centred.frame, CGRect(x: 185, y: 265, width: 10, height: 10))
        }
    }

    func testPreservingTheSuperviewsMarginsKeepsContentOutOfThem() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            root.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
            let container = UIView(frame: CGRect(x: 10, y: 100, width: 380, height: 100))
            root.addSubview(container)
            let child = constrained(UIView())
            container.addSubview(child)
            Self.pin(child, to: container.layoutMarginsGuide)
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 364, height: 84))
            container.preservesSuperviewLayoutMargins = true
            root.layoutIfNeeded()
            // The root's margins reach 20 points into the container on the left and right
            // (30 − 10), none at the top and bottom (the container is inside them there).
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 8, width: 340, height: 84))
        }
    }

    func testTheSafeAreaGuideFollowsTheSafeArea() {
        MainActor.assumeIsolated {
            let (window, controller, child) = makeConstrainedControllerWindow()
            defer { window.isHidden = true }
            XCTAssertEqual(controller.view.safeAreaLayoutGuide.identifier, "UIViewSafeAreaLayoutGuide")
            Self.pin(child, to: controller.view.safeAreaLayoutGuide)
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "no safe area insets on Linux")
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 10)
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 0, y: 44, width: 390, height: 236))
            XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 390, height: 236))
        }
    }

    func testMarginsAreMeasuredFromTheSafeAreaUnlessToldNot() {
        MainActor.assumeIsolated {
            let insetController = UIViewController()
            insetController.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
            let (window, controller, child) = makeConstrainedControllerWindow(insetController)
            defer { window.isHidden = true }
            Self.pin(child, to: controller.view.layoutMarginsGuide)
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 8, y: 48, width: 384, height: 244))
            controller.view.insetsLayoutMarginsFromSafeArea = false
            spinMainRunLoop()
            XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 384, height: 284))
        }
    }

    func testCustomGuidesSpaceViewsEqually() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(40, 10), b = IntrinsicSizeView(60, 10), c = IntrinsicSizeView(80, 10)
            let root = makeRoot(400, 100, a, b, c)
            let gap1 = UILayoutGuide(), gap2 = UILayoutGuide()
            gap1.identifier = "gap1"
            root.addLayoutGuide(gap1)
            root.addLayoutGuide(gap2)
            XCTAssertEqual(root.layoutGuides.map(\.identifier), ["gap1", ""])
            XCTAssertTrue(gap1.owningView === root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                gap1.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.leadingAnchor.constraint(equalTo: gap1.trailingAnchor),
                gap2.leadingAnchor.constraint(equalTo: b.trailingAnchor),
                c.leadingAnchor.constraint(equalTo: gap2.trailingAnchor),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                gap1.widthAnchor.constraint(equalTo: gap2.widthAnchor),
                gap1.topAnchor.constraint(equalTo: root.topAnchor), gap1.heightAnchor.constraint(equalToConstant: 1),
                gap2.topAnchor.constraint(equalTo: root.topAnchor), gap2.heightAnchor.constraint(equalToConstant: 1),
            ] + [a, b, c].map { $0.topAnchor.constraint(equalTo: root.topAnchor) })
            root.layoutIfNeeded()
            // 400 − 40 − 60 − 80 = 220 of gaps: 110 each.
            XCTAssertEqual([a, b, c].map(\.frame.minX), [0, 150, 320])
            XCTAssertEqual(gap1.layoutFrame, CGRect(x: 40, y: 0, width: 110, height: 1))
            XCTAssertEqual(gap2.layoutFrame, CGRect(x: 210, y: 0, width: 110, height: 1))
            root.removeLayoutGuide(gap2)
            XCTAssertNil(gap2.owningView)
            XCTAssertEqual(root.layoutGuides.count, 1)
            XCTAssertEqual(root.constraints.filter { $0.firstItem === gap2 || $0.secondItem === gap2 }.count, 0,
                           "its constraints are gone")
        }
    }

    func testAGuidesLayoutFrameIsInItsOwningViewsCoordinates() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
            root.addSubview(container)
            let guide = UILayoutGuide()
            container.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                guide.centerYAnchor.constraint(equalTo: container.centerYAnchor)
            ] + sizeConstraints(guide, 20, 10))
            root.layoutIfNeeded()
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 90, y: 45, width: 20, height: 10))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// `NSLayoutConstraint`'s and `UILayoutPriority`'s API.
final class AutoLayoutConstraintTests: XCTestCase {
    func testAConstraintKeepsWhatItWasMadeWith() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView()
            let constraint = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                                attribute: .height, multiplier: 0.5, constant: 3)
            XCTAssertTrue(constraint.firstItem === a)
            XCTAssertTrue(constraint.secondItem === b)
            XCTAssertEqual(constraint.firstAttribute, .width)
            XCTAssertEqual(constraint.secondAttribute, .height)
            XCTAssertEqual(constraint.relation, .greaterThanOrEqual)
            XCTAssertEqual(constraint.multiplier, 0.5)
            XCTAssertEqual(constraint.constant, 3)
            XCTAssertEqual(constraint.priority, .required)
            XCTAssertNil(constraint.identifier)
            XCTAssertFalse(constraint.isActive)
            XCTAssertTrue(constraint.firstAnchor.item === a)
            XCTAssertTrue(constraint.secondAnchor?.item === b)
            let constant = a.heightAnchor.constraint(equalToConstant: 44)
            XCTAssertNil(constant.secondItem)
            XCTAssertEqual(constant.secondAttribute, .notAnAttribute)
            XCTAssertNil(constant.secondAnchor)
        }
    }

    func testRawValuesAreUIKits() {
        XCTAssertEqual(NSLayoutConstraint.Attribute.left.rawValue, 1)
        XCTAssertEqual(NSLayoutConstraint.Attribute.leading.rawValue, 5)
        XCTAssertEqual(NSLayoutConstraint.Attribute.firstBaseline.rawValue, 12)
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue, 20)
        XCTAssertEqual(NSLayoutConstraint.Attribute.notAnAttribute.rawValue, 0)
        XCTAssertEqual(NSLayoutConstraint.Attribute.baseline, .lastBaseline)
        XCTAssertEqual(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
        XCTAssertEqual(NSLayoutConstraint.Axis.vertical.rawValue, 1)
        XCTAssertEqual(UISemanticContentAttribute.forceRightToLeft.rawValue, 4)
    }

    func testPriorities() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.sceneSizeStayPut.rawValue, 500)
        XCTAssertEqual(UILayoutPriority.dragThatCannotResizeScene.rawValue, 490)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual(UILayoutPriority(rawValue: 300), UILayoutPriority(300))
        let literal: UILayoutPriority = 999
        XCTAssertEqual(literal, UILayoutPriority(999))
        XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
    }

    func testActivatingAddsToTheClosestCommonAncestorAndDeactivatingRemoves() {
        MainActor.assumeIsolated {
            let root = UIView(), container = UIView(), a = UIView(), b = UIView()
            root.addSubview(container)
            container.addSubview(a)
            root.addSubview(b)
            let across = a.topAnchor.constraint(equalTo: b.bottomAnchor)
            let inside = a.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            let own = a.widthAnchor.constraint(equalToConstant: 3)
            NSLayoutConstraint.activate([across, inside, own])
            XCTAssertTrue(across.isActive && inside.isActive && own.isActive)
            XCTAssertEqual(root.constraints, [across])
            XCTAssertEqual(container.constraints, [inside])
            XCTAssertEqual(a.constraints, [own])
            NSLayoutConstraint.deactivate([across, own])
            XCTAssertFalse(across.isActive)
            XCTAssertEqual(root.constraints, [])
            XCTAssertEqual(a.constraints, [])
            inside.isActive = false
            XCTAssertEqual(container.constraints, [])
        }
    }

    func testAddingAndRemovingConstraintsOnAView() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = constrained(UIView())
            root.addSubview(child)
            let constraints = [
                NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                                   multiplier: 1, constant: 4),
                NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                   multiplier: 1, constant: 6),
                NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 8),
                NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height,
                                   multiplier: 0.1, constant: 0),
            ]
            root.addConstraints(constraints)
            XCTAssertEqual(root.constraints, constraints)
            XCTAssertTrue(constraints.allSatisfy(\.isActive))
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 4, y: 6, width: 8, height: 10))
            root.removeConstraint(constraints[0])
            XCTAssertFalse(constraints[0].isActive)
            root.removeConstraints(Array(constraints[1...]))
            XCTAssertEqual(root.constraints, [])
        }
    }

    func testTheDescriptionIsUIKits() {
        MainActor.assumeIsolated {
            let label = UILabel(), view = UIView()
            label.text = "Name"
            let root = makeRoot(100, 100, label, view)
            let constraint = label.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 20)
            let labelName = "UILabel:0x" + String(UInt(bitPattern: Unmanaged.passUnretained(label).toOpaque()), radix: 16)
            let viewName = "UIView:0x" + String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
            let own = "NSLayoutConstraint:0x" + String(UInt(bitPattern: Unmanaged.passUnretained(constraint).toOpaque()), radix: 16)
            XCTAssertEqual(constraint.description, "<\(own) \(labelName)'Name'.leading == \(viewName).trailing + 20   (inactive)>")
            constraint.isActive = true
            constraint.identifier = "gap"
            XCTAssertEqual(constraint.description, "<\(own) 'gap' \(labelName)'Name'.leading == \(viewName).trailing + 20   (active)>")
            let ratio = view.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5, constant: -2.5)
            ratio.priority = .defaultHigh
            XCTAssertTrue(ratio.description.hasSuffix(
                " \(viewName).height <= 0.5*UIView:0x\(String(UInt(bitPattern: Unmanaged.passUnretained(root).toOpaque()), radix: 16)).height - 2.5 @750   (inactive)>"),
                ratio.description)
            XCTAssertTrue(view.widthAnchor.constraint(equalToConstant: 44).description.hasSuffix(" \(viewName).width == 44   (inactive)>"))
            XCTAssertEqual(label.leadingAnchor.name, "\(labelName)'Name'.leading")
        }
    }

    func testAnchorsOfAllKinds() {
        MainActor.assumeIsolated {
            let view = UIView(), guide = UILayoutGuide()
            let x: [(NSLayoutXAxisAnchor, NSLayoutConstraint.Attribute)] = [
                (view.leadingAnchor, .leading), (view.trailingAnchor, .trailing), (view.leftAnchor, .left),
                (view.rightAnchor, .right), (view.centerXAnchor, .centerX), (guide.leadingAnchor, .leading),
                (guide.trailingAnchor, .trailing), (guide.leftAnchor, .left), (guide.rightAnchor, .right),
                (guide.centerXAnchor, .centerX),
            ]
            let y: [(NSLayoutYAxisAnchor, NSLayoutConstraint.Attribute)] = [
                (view.topAnchor, .top), (view.bottomAnchor, .bottom), (view.centerYAnchor, .centerY),
                (view.firstBaselineAnchor, .firstBaseline), (view.lastBaselineAnchor, .lastBaseline),
                (guide.topAnchor, .top), (guide.bottomAnchor, .bottom), (guide.centerYAnchor, .centerY),
            ]
            let sizes: [(NSLayoutDimension, NSLayoutConstraint.Attribute)] = [
                (view.widthAnchor, .width), (view.heightAnchor, .height), (guide.widthAnchor, .width), (guide.heightAnchor, .height),
            ]
            for (anchor, attribute) in x { XCTAssertEqual(anchor.constraint(equalTo: anchor).firstAttribute, attribute) }
            for (anchor, attribute) in y { XCTAssertEqual(anchor.constraint(equalTo: anchor).firstAttribute, attribute) }
            for (anchor, attribute) in sizes {
                XCTAssertEqual(anchor.constraint(equalToConstant: 1).firstAttribute, attribute)
                XCTAssertEqual(anchor.constraint(greaterThanOrEqualTo: anchor, multiplier: 2, constant: 1).multiplier, 2)
                XCTAssertEqual(anchor.constraint(lessThanOrEqualToConstant: 1).relation, .lessThanOrEqual)
                XCTAssertEqual(anchor.constraint(greaterThanOrEqualToConstant: 1).relation, .greaterThanOrEqual)
                XCTAssertEqual(anchor.constraint(lessThanOrEqualTo: anchor, multiplier: 3).multiplier, 3)
                XCTAssertEqual(anchor.constraint(equalTo: anchor, multiplier: 3, constant: 2).constant, 2)
                XCTAssertEqual(anchor.constraint(greaterThanOrEqualTo: anchor, multiplier: 4).relation, .greaterThanOrEqual)
                XCTAssertEqual(anchor.constraint(lessThanOrEqualTo: anchor, multiplier: 4, constant: 1).relation, .lessThanOrEqual)
            }
            let c = view.topAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: 5)
            XCTAssertEqual(c.relation, .lessThanOrEqual)
            XCTAssertEqual(c.constant, 5)
            XCTAssertEqual(view.topAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor, constant: 5).relation, .greaterThanOrEqual)
            XCTAssertEqual(view.topAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor).constant, 0)
            XCTAssertEqual(view.topAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor).relation, .lessThanOrEqual)
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

/// Required constraints that cannot all hold: UIKit's message, one constraint broken,
/// and layout goes on.
final class AutoLayoutUnsatisfiableTests: XCTestCase {
    func testConflictingRequiredConstraintsAreLoggedAndOneIsBroken() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            let hundred = child.widthAnchor.constraint(equalToConstant: 100)
            let twoHundred = child.widthAnchor.constraint(equalToConstant: 200)
            twoHundred.identifier = "too wide"
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10), hundred, twoHundred,
            ])
            let log = capturingAutoLayoutLog { root.layoutIfNeeded() }
            XCTAssertEqual(log.count, 1)
            let message = log.first ?? ""
            XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
            XCTAssertTrue(message.contains(hundred.description), "the conflicting constraints are listed")
            XCTAssertTrue(message.contains(twoHundred.description))
            XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint\n\(twoHundred.description)"), message)
            // The broken one is kept just below required: the other holds.
            XCTAssertEqual(child.frame.width, 100)
            XCTAssertTrue(twoHundred.isActive)
            XCTAssertEqual(twoHundred.priority, .required, "its priority reads as set")
            // Once the conflict is gone, the broken constraint holds.
            let quiet = capturingAutoLayoutLog {
                hundred.isActive = false
                root.layoutIfNeeded()
            }
            XCTAssertEqual(quiet, [])
            XCTAssertEqual(child.frame.width, 200)
        }
    }

    func testAConstantChangeThatConflictsIsLoggedAndBroken() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let right = child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
            let width = child.widthAnchor.constraint(equalToConstant: 380)
            NSLayoutConstraint.activate([
                left, right, width, child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            XCTAssertEqual(capturingAutoLayoutLog { root.layoutIfNeeded() }, [])
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 380, height: 10))
            let log = capturingAutoLayoutLog {
                width.constant = 300
                root.layoutIfNeeded()
            }
            XCTAssertEqual(log.count, 1)
            XCTAssertTrue(log.first?.contains("Will attempt to recover by breaking constraint\n\(width.description)") == true,
                          log.first ?? "")
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 380, height: 10), "the edges hold")
        }
    }

    func testForgettingToTurnOffTheMaskNamesTheAutoresizingConstraints() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(child)
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            let log = capturingAutoLayoutLog { root.layoutIfNeeded() }
            XCTAssertEqual(log.count, 1)
            XCTAssertTrue(log.first?.contains("<NSAutoresizingMaskLayoutConstraint:") == true, log.first ?? "")
            XCTAssertTrue(log.first?.contains("h=--& v=--&") == true, log.first ?? "")
            XCTAssertEqual(child.frame.minX, 0, "the frame holds")
        }
    }

    func testAmbiguityIsNotAnError() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            let log = capturingAutoLayoutLog { root.layoutIfNeeded() }
            XCTAssertEqual(log, [])
            XCTAssertEqual(child.frame.minX, 20)
            XCTAssertTrue(child.hasAmbiguousLayout)
            XCTAssertTrue(child.topAnchor.hasAmbiguousLayout)
            child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            child.widthAnchor.constraint(equalToConstant: 10).isActive = true
            XCTAssertFalse(child.leadingAnchor.hasAmbiguousLayout, "x is fully determined now")
            XCTAssertTrue(child.hasAmbiguousLayout, "the height still is not")
            child.heightAnchor.constraint(equalToConstant: 10).isActive = true
            XCTAssertFalse(child.hasAmbiguousLayout)
            XCTAssertFalse(root.hasAmbiguousLayout)
            XCTAssertFalse(UIView().hasAmbiguousLayout, "not in an engine")
        }
    }

    func testExercisingAmbiguityMovesAnAmbiguousView() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
                child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            let before = child.frame
            child.exerciseAmbiguityInLayout()
            root.layoutIfNeeded()
            XCTAssertNotEqual(child.frame.minX, before.minX)
            XCTAssertTrue((0...300).contains(child.frame.minX), "still within the constraints")
        }
    }
}

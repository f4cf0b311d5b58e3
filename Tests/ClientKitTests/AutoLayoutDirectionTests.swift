import Foundation
import XCTest
@testable import ClientKit

/// Leading and trailing in both layout directions.
final class AutoLayoutDirectionTests: XCTestCase {
    @MainActor
    private static func layOut(_ direction: UISemanticContentAttribute) -> (UIView, UIView, UIView) {
        let a = UIView(), b = UIView()
        let root = makeRoot(400, 100, a, b)
        a.semanticContentAttribute = direction
        b.semanticContentAttribute = direction
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        root.layoutIfNeeded()
        return (root, a, b)
    }

    func testLeadingIsLeftByDefault() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIView().effectiveUserInterfaceLayoutDirection, .leftToRight)
            XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
            let (_, a, b) = Self.layOut(.unspecified)
            XCTAssertEqual(a.frame, CGRect(x: 20, y: 0, width: 100, height: 10))
            XCTAssertEqual(b.frame, CGRect(x: 130, y: 0, width: 240, height: 10))
        }
    }

    func testForcingRightToLeftMirrorsLeadingAndTrailing() {
        MainActor.assumeIsolated {
            let (_, a, b) = Self.layOut(.forceRightToLeft)
            XCTAssertEqual(a.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            // a's leading (right) edge 20 from the root's right: 280...380; b from a's
            // left edge − 10 = 270 down to 30.
            XCTAssertEqual(a.frame, CGRect(x: 280, y: 0, width: 100, height: 10))
            XCTAssertEqual(b.frame, CGRect(x: 30, y: 0, width: 240, height: 10))
        }
    }

    func testChangingTheDirectionLaysOutAgain() {
        MainActor.assumeIsolated {
            let (root, a, b) = Self.layOut(.forceLeftToRight)
            XCTAssertEqual(a.frame.minX, 20)
            a.semanticContentAttribute = .forceRightToLeft
            b.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.minX, 280)
            XCTAssertEqual(b.frame.minX, 30)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
            XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        }
    }

    func testDirectionalMarginsFollowTheDirection() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10)
            XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
            root.semanticContentAttribute = .forceRightToLeft
            XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
            let child = constrained(UIView())
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
                child.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.rightAnchor),
                child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 1, width: 360, height: 5))
            // Margins set by edge stay on their edges whatever the direction.
            root.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
            root.semanticContentAttribute = .forceLeftToRight
            XCTAssertEqual(root.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6))
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 5, y: 0, width: 389, height: 5))
        }
    }
}

import Foundation
import XCTest
@testable import ClientKit

final class AutoLayoutAnchorTests: XCTestCase {
    func testEdgesPinnedWithConstantsGiveTheFrame() {
        MainActor.assumeIsolated {
            let child = UIView()
            let root = makeRoot(400, 300, child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
            ])
            root.layoutIfNeeded()
            // x: 20 ... 400 − 30 = 370; y: 10 ... 300 − 40 = 260.
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 350, height: 250))
            XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 400, height: 300), "a root translating its mask keeps its frame")
        }
    }
}

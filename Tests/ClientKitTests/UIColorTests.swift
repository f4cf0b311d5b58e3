import Foundation
import XCTest
import ClientKit

final class UIColorTests: XCTestCase {
    func testRGBComponents() {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.25, 0.5, 0.75, 0.5])
        var w: CGFloat = -1
        XCTAssertFalse(color.getWhite(&w, alpha: &a))
        XCTAssertEqual(color.cgColor.components, [0.25, 0.5, 0.75, 0.5])
        XCTAssertEqual(color.cgColor.alpha, 0.5)
    }

    func testWhiteComponents() {
        let color = UIColor(white: 0.3, alpha: 0.8)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.3, 0.3, 0.3, 0.8])
        var w: CGFloat = -1
        XCTAssertTrue(color.getWhite(&w, alpha: &a))
        XCTAssertEqual(w, 0.3)
        XCTAssertEqual(color.cgColor.numberOfComponents, 2)
    }

    func testClassColours() {
        func rgba(_ c: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        XCTAssertEqual(rgba(.red), [1, 0, 0, 1])
        XCTAssertEqual(rgba(.green), [0, 1, 0, 1])
        XCTAssertEqual(rgba(.blue), [0, 0, 1, 1])
        XCTAssertEqual(rgba(.white), [1, 1, 1, 1])
        XCTAssertEqual(rgba(.black), [0, 0, 0, 1])
        XCTAssertEqual(rgba(.clear), [0, 0, 0, 0])
        XCTAssertEqual(rgba(.gray), [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(rgba(.cyan), [0, 1, 1, 1])
        XCTAssertEqual(rgba(.yellow), [1, 1, 0, 1])
        XCTAssertEqual(rgba(.magenta), [1, 0, 1, 1])
        XCTAssertEqual(rgba(.orange), [1, 0.5, 0, 1])
        XCTAssertEqual(rgba(.purple), [0.5, 0, 0.5, 1])
        XCTAssertEqual(rgba(.brown), [0.6, 0.4, 0.2, 1])
        XCTAssertEqual(rgba(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1])
        XCTAssertEqual(rgba(.lightGray), [2.0 / 3, 2.0 / 3, 2.0 / 3, 1])
    }

    func testEqualityAndAlpha() {
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(UIColor(cgColor: UIColor.green.cgColor), .green)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
    }
}

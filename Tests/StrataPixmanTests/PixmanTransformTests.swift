import StrataPixman
import XCTest

/// The transform arithmetic, checked on points (no pixman involved).
final class PixmanTransformTests: XCTestCase {
    private func assertPoint(_ point: (x: Double, y: Double), _ x: Double, _ y: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(point.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(point.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testBasicTransformsMapPoints() {
        assertPoint(PixmanTransform.identity.apply(x: 3, y: -2), 3, -2)
        assertPoint(PixmanTransform.scale(2, 0.5).apply(x: 3, y: 4), 6, 2)
        assertPoint(PixmanTransform.translate(10, -1).apply(x: 3, y: 4), 13, 3)
        // A quarter turn takes the x axis to the y axis.
        assertPoint(PixmanTransform.rotate(.pi / 2).apply(x: 1, y: 0), 0, 1)
        assertPoint(PixmanTransform.rotate(.pi / 2).apply(x: 0, y: 1), -1, 0)
    }

    func testProductAppliesRightOperandFirst() {
        let scale = PixmanTransform.scale(2, 3), move = PixmanTransform.translate(5, 7)
        // move * scale: scale first, then move.
        assertPoint((move * scale).apply(x: 1, y: 1), 2 + 5, 3 + 7)
        // scale * move: move first, then scale.
        assertPoint((scale * move).apply(x: 1, y: 1), (1 + 5) * 2, (1 + 7) * 3)
        XCTAssertEqual(scale.concatenating(move), move * scale)
    }

    func testInverseUndoesTheTransform() throws {
        let transform = PixmanTransform.translate(3, -4) * .rotate(0.7) * .scale(2, 0.25)
        let inverse = try XCTUnwrap(transform.inverted())
        let point = transform.apply(x: 1.5, y: -8)
        assertPoint(inverse.apply(x: point.x, y: point.y), 1.5, -8)
        let product = inverse * transform
        for (value, expected) in [(product.xx, 1.0), (product.xy, 0), (product.x0, 0),
                                  (product.yx, 0), (product.yy, 1), (product.y0, 0)] {
            XCTAssertEqual(value, expected, accuracy: 1e-12)
        }
        XCTAssertNil(PixmanTransform.scale(0, 1).inverted())
    }
}

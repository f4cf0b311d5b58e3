import Foundation
import XCTest
import ClientKit

final class CATransform3DTests: XCTestCase {
    func testIdentity() {
        let t = CATransform3DIdentity
        XCTAssertEqual([t.m11, t.m22, t.m33, t.m44], [1, 1, 1, 1])
        XCTAssertEqual([t.m12, t.m13, t.m14, t.m21, t.m23, t.m24, t.m31, t.m32, t.m34, t.m41, t.m42, t.m43],
                       [CGFloat](repeating: 0, count: 12))
        XCTAssertTrue(CATransform3DIsIdentity(t))
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), .identity)
    }

    func testAffineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44], [1, 2, 3, 4, 5, 6, 1, 1])
        XCTAssertEqual([t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43], [0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
    }

    func testNonAffine() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 5)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        XCTAssertEqual(CATransform3DGetAffineTransform(perspective), .identity)
    }

    func testConcatMatchesAffineConcatenation() {
        let a = CGAffineTransform(scaleX: 2, y: 3)
        let b = CGAffineTransform(translationX: 10, y: 20)
        XCTAssertEqual(CATransform3DConcat(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b)),
                       CATransform3DMakeAffineTransform(a.concatenating(b)))
        XCTAssertEqual(CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1),
                       CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)))
        let rotation = CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.5, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: 0.5)
        XCTAssertEqual(rotation.a, expected.a, accuracy: 1e-12)
        XCTAssertEqual(rotation.b, expected.b, accuracy: 1e-12)
        XCTAssertEqual(rotation.c, expected.c, accuracy: 1e-12)
        XCTAssertEqual(rotation.d, expected.d, accuracy: 1e-12)
    }
}

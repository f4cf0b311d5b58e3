import Foundation
import XCTest
import ClientKit

final class CGAffineTransformTests: XCTestCase {
    func testIdentityAndZeroInit() {
        let identity = CGAffineTransform.identity
        XCTAssertEqual([identity.a, identity.b, identity.c, identity.d, identity.tx, identity.ty], [1, 0, 0, 1, 0, 0])
        XCTAssertTrue(identity.isIdentity)
        // Like the imported C struct, init() is all zeros, not the identity.
        let zero = CGAffineTransform()
        XCTAssertEqual([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty], [0, 0, 0, 0, 0, 0])
        XCTAssertFalse(zero.isIdentity)
    }

    func testMakers() {
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 3), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        XCTAssertEqual(CGAffineTransform(translationX: 5, y: -7), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        XCTAssertEqual(r.a, cos(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.b, sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.c, -sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.d, cos(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(r.tx, 0)
        XCTAssertEqual(r.ty, 0)
        XCTAssertFalse(CGAffineTransform(scaleX: 2, y: 2).isIdentity)
    }

    func testPointApplyingUsesRowVectorConvention() {
        // x' = a*x + c*y + tx, y' = b*x + d*y + ty
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CGPoint(x: 10, y: 20).applying(t), CGPoint(x: 1 * 10 + 3 * 20 + 5, y: 2 * 10 + 4 * 20 + 6))
        // In the y-down space a quarter turn takes (1, 0) to (0, 1): clockwise on screen.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p, CGPoint(x: 0, y: 1), accuracy: 1e-12)
    }

    func testConcatenatingAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale then move: (1, 1) -> (2, 2) -> (12, 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        // Move then scale: (1, 1) -> (11, 1) -> (22, 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
        XCTAssertEqual(scale.concatenating(move), CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        XCTAssertEqual(move.concatenating(scale), CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        let general = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            .concatenating(CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12))
        // Row-vector product [1 2; 3 4; 5 6 1] × [7 8; 9 10; 11 12 1]
        XCTAssertEqual(general, CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    func testScaledRotatedTranslatedPrependTheirOperation() {
        let base = CGAffineTransform(translationX: 10, y: 20)
        // CGAffineTransformScale(t, sx, sy): the point is scaled first, then t applies.
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 3, y: 4)), CGPoint(x: 13, y: 24))
        XCTAssertEqual(base.scaledBy(x: 3, y: 4), CGAffineTransform(a: 3, b: 0, c: 0, d: 4, tx: 10, ty: 20))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 5, y: 6)), CGPoint(x: 16, y: 27))
        let scaled = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        // The translation happens in the scaled space: (0, 0) -> (5, 0) -> (10, 0)
        XCTAssertEqual(CGPoint.zero.applying(scaled), CGPoint(x: 10, y: 0))
        let rotated = base.rotated(by: .pi / 2)
        // (1, 0) rotates to (0, 1), then moves to (10, 21).
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 21), accuracy: 1e-12)
    }

    func testInverted() {
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        XCTAssertEqual(t.concatenating(t.inverted()), .identity)
        let r = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2)
        let p = CGPoint(x: 12.5, y: -4)
        XCTAssertEqual(p.applying(r).applying(r.inverted()), p, accuracy: 1e-12)
        // A singular matrix is returned unchanged, as CGAffineTransformInvert does.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testSizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 100, ty: 100)
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(t), CGSize(width: 10 + 60, height: 20 + 80))
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGSize(width: -10, height: 20))
    }

    func testRectApplyingIsBoundingBoxOfCorners() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(rect.applying(CGAffineTransform(translationX: 5, y: 5)), CGRect(x: 15, y: 25, width: 30, height: 40))
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: -1, y: 2)), CGRect(x: -40, y: 40, width: 30, height: 80))
        // A quarter turn: corners (10,20) (40,20) (10,60) (40,60) -> (-20,10) (-20,40) (-60,10) (-60,40)
        XCTAssertEqual(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)),
                       CGRect(x: -60, y: 10, width: 40, height: 30), accuracy: 1e-12)
        // An eighth turn of a 10×10 square at the origin: corners at x ∈ {0, 7.07, -7.07, 0}.
        let half = 10 * sin(CGFloat.pi / 4)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4)),
                       CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half), accuracy: 1e-12)
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}

import Foundation

/// A 4×4 homogeneous transform as Core Animation uses it, with row-vector
/// conventions like ``CGAffineTransform`` (`m41`, `m42`, `m43` are the translation).
///
/// ClientKit composites in two dimensions: where a layer's transform is not affine
/// (see ``CATransform3DIsAffine(_:)``), geometry and rendering use its affine part
/// (``CATransform3DGetAffineTransform(_:)``) and ignore perspective.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1 (the image of the x axis).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2 (the image of the y axis).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3 (the image of the z axis).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41`, `m42`, `m43`) and the homogeneous `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix, as the imported C struct's `init()` is; use
    /// ``CATransform3DIdentity`` for the identity.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A transform with the given entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform translating by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform scaling by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform rotating by `angle` radians about the vector `(x, y, z)`; a zero
/// vector gives the identity, as in Core Animation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length != 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b` (the matrix product `a × b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let l = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24],
             [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let r = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24],
             [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var p = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            p[i][j] = l[i][0] * r[0][j] + l[i][1] * r[1][j] + l[i][2] * r[2][j] + l[i][3] * r[3][j]
        }
    }
    return CATransform3D(m11: p[0][0], m12: p[0][1], m13: p[0][2], m14: p[0][3],
                         m21: p[1][0], m22: p[1][1], m23: p[1][2], m24: p[1][3],
                         m31: p[2][0], m32: p[2][1], m33: p[2][2], m34: p[2][3],
                         m41: p[3][0], m42: p[3][1], m43: p[3][2], m44: p[3][3])
}

/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D transform equivalent to the affine transform `m`:
/// `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty`, `m33 = m44 = 1`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42`);
/// exact when ``CATransform3DIsAffine(_:)`` is true.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

import Foundation

/// A transform taken apart into the fields Core Animation's transform key paths name
/// (`transform.scale.x`, `transform.rotation.y`, `transform.translation`, …; the Core
/// Animation Programming Guide's "transform field value key paths"), and put together
/// again after one field changes.
///
/// The upper 3×3 is read as a scale of each row times a rotation made of a turn about x,
/// then y, then z (`CATransform3DMakeRotation`'s sense of each); the bottom row is the
/// translation; the perspective column is kept as it is. A transform that shears loses
/// the shear when a field is set (it has no field for it). With one turn only, setting
/// `transform.rotation.y` to θ on an identity transform gives exactly
/// `CATransform3DMakeRotation(θ, 0, 1, 0)`, and likewise for x and z.
struct _CATransformFields {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    private let perspective: (m14: CGFloat, m24: CGFloat, m34: CGFloat, m44: CGFloat)

    init(_ t: CATransform3D) {
        func length(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CGFloat { (x * x + y * y + z * z).squareRoot() }
        var sx = length(t.m11, t.m12, t.m13)
        let sy = length(t.m21, t.m22, t.m23), sz = length(t.m31, t.m32, t.m33)
        // A mirror image: the x scale takes the sign.
        let determinant = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
            + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
        if determinant < 0 { sx = -sx }
        scale = (sx, sy, sz)
        translation = (t.m41, t.m42, t.m43)
        perspective = (t.m14, t.m24, t.m34, t.m44)
        guard sx != 0, sy != 0, sz != 0 else {
            rotation = (0, 0, 0)
            return
        }
        // Each row divided by its scale is a row of Rx(α)·Ry(β)·Rz(γ): row 1 is
        // (cβcγ, cβsγ, −sβ), row 2's z is sαcβ, row 3's cαcβ.
        let beta = asin(max(-1, min(1, -t.m13 / sx)))
        if abs(cos(beta)) > 1e-9 {
            rotation = (atan2(t.m23 / sy, t.m33 / sz), beta, atan2(t.m12 / sx, t.m11 / sx))
        } else {
            // Gimbal lock: the x and z turns are about the same axis; all of it goes to x.
            rotation = (atan2(-t.m32 / sz, t.m22 / sy), beta, 0)
        }
    }

    /// The transform the fields make.
    var transform: CATransform3D {
        let (cx, sx) = (cos(rotation.x), sin(rotation.x))
        let (cy, sy) = (cos(rotation.y), sin(rotation.y))
        let (cz, sz) = (cos(rotation.z), sin(rotation.z))
        return CATransform3D(
            m11: scale.x * cy * cz, m12: scale.x * cy * sz, m13: scale.x * -sy, m14: perspective.m14,
            m21: scale.y * (sx * sy * cz - cx * sz), m22: scale.y * (sx * sy * sz + cx * cz), m23: scale.y * sx * cy,
            m24: perspective.m24,
            m31: scale.z * (cx * sy * cz + sx * sz), m32: scale.z * (cx * sy * sz - sx * cz), m33: scale.z * cx * cy,
            m34: perspective.m34,
            m41: translation.x, m42: translation.y, m43: translation.z, m44: perspective.m44)
    }

    /// The value of a field by its key path below `transform.` (`nil` for an unknown one).
    func value(forField field: String) -> Any? {
        switch field {
        case "rotation.x": rotation.x
        case "rotation.y": rotation.y
        case "rotation.z", "rotation": rotation.z
        case "scale.x": scale.x
        case "scale.y": scale.y
        case "scale.z": scale.z
        case "scale": (scale.x + scale.y + scale.z) / 3
        case "translation.x": translation.x
        case "translation.y": translation.y
        case "translation.z": translation.z
        case "translation": CGSize(width: translation.x, height: translation.y)
        default: nil
        }
    }

    /// Sets a field by its key path below `transform.`; returns false for an unknown field
    /// or a value of the wrong type (nothing changes then).
    mutating func setValue(_ value: Any?, forField field: String) -> Bool {
        if field == "translation" {
            guard let size = value as? CGSize else { return false }
            translation.x = size.width
            translation.y = size.height
            return true
        }
        guard let v = _CAValues.number(value) else { return false }
        switch field {
        case "rotation.x": rotation.x = v
        case "rotation.y": rotation.y = v
        case "rotation.z", "rotation": rotation.z = v
        case "scale.x": scale.x = v
        case "scale.y": scale.y = v
        case "scale.z": scale.z = v
        case "scale": scale = (v, v, v)
        case "translation.x": translation.x = v
        case "translation.y": translation.y = v
        case "translation.z": translation.z = v
        default: return false
        }
        return true
    }
}

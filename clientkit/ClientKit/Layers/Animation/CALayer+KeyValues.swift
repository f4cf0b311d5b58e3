import Foundation

/// Layer properties by key, as Core Animation's key-value coding reaches them for
/// animations: the animatable keys and a few sub-paths.
extension CALayer {
    /// The animatable keys (`value(forKey:)` / `setValue(_:forKey:)` know them).
    static let _animatableKeys: [String] = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "opacity", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowColor", "shadowOffset", "shadowRadius",
    ]

    /// The value of an animatable key or key path (`nil` for others, and for an unset colour).
    public func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "position.x": position.x
        case "position.y": position.y
        case "bounds.origin": bounds.origin
        case "bounds.size": bounds.size
        case "bounds.size.width": bounds.width
        case "bounds.size.height": bounds.height
        case _ where keyPath.hasPrefix("transform."):
            _CATransformFields(transform).value(forField: String(keyPath.dropFirst("transform.".count)))
        default: value(forKey: keyPath)
        }
    }

    /// The value of an animatable key (`nil` for others, and for an unset colour).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "position": position
        case "bounds": bounds
        case "anchorPoint": anchorPoint
        case "zPosition": zPosition
        case "transform": transform
        case "opacity": opacity
        case "backgroundColor": backgroundColor
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "shadowOpacity": shadowOpacity
        case "shadowColor": shadowColor
        case "shadowOffset": shadowOffset
        case "shadowRadius": shadowRadius
        default: _classValue(forKey: key)
        }
    }

    /// Sets an animatable key or key path; a value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        func number() -> CGFloat? { _CAValues.number(value) }
        switch keyPath {
        case "position.x": if let v = number() { position.x = v }
        case "position.y": if let v = number() { position.y = v }
        case "bounds.origin": if let v = value as? CGPoint { bounds.origin = v }
        case "bounds.size": if let v = value as? CGSize { bounds.size = v }
        case "bounds.size.width": if let v = number() { bounds.size.width = v }
        case "bounds.size.height": if let v = number() { bounds.size.height = v }
        case _ where keyPath.hasPrefix("transform."):
            var fields = _CATransformFields(transform)
            if fields.setValue(value, forField: String(keyPath.dropFirst("transform.".count))) { transform = fields.transform }
        default: setValue(value, forKey: keyPath)
        }
    }

    /// Sets an animatable key; a value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        let number = _CAValues.number(value)
        switch key {
        case "position": if let v = value as? CGPoint { position = v }
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "zPosition": if let v = number { zPosition = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "opacity": if let v = number { opacity = Float(v) }
        case "backgroundColor": backgroundColor = value as? CGColor
        case "cornerRadius": if let v = number { cornerRadius = v }
        case "borderWidth": if let v = number { borderWidth = v }
        case "borderColor": borderColor = value as? CGColor
        case "shadowOpacity": if let v = number { shadowOpacity = Float(v) }
        case "shadowColor": shadowColor = value as? CGColor
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowRadius": if let v = number { shadowRadius = v }
        default: _setClassValue(value, forKey: key)
        }
    }

}

/// Arithmetic on animation values: numbers, points, sizes, rectangles, transforms
/// (element by element) and colours (component by component).
enum _CAValues {
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// `from + (to − from) · f`, in `to`'s type (`nil` when the types do not match).
    static func interpolate(_ from: Any, _ to: Any, _ f: Double) -> Any? {
        let t = CGFloat(f)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (from, to) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
        case let (a as CGSize, b as CGSize): return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (a as CGRect, b as CGRect):
            return CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                          width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (a as CATransform3D, b as CATransform3D):
            var r = a
            r.m11 = mix(a.m11, b.m11); r.m12 = mix(a.m12, b.m12); r.m13 = mix(a.m13, b.m13); r.m14 = mix(a.m14, b.m14)
            r.m21 = mix(a.m21, b.m21); r.m22 = mix(a.m22, b.m22); r.m23 = mix(a.m23, b.m23); r.m24 = mix(a.m24, b.m24)
            r.m31 = mix(a.m31, b.m31); r.m32 = mix(a.m32, b.m32); r.m33 = mix(a.m33, b.m33); r.m34 = mix(a.m34, b.m34)
            r.m41 = mix(a.m41, b.m41); r.m42 = mix(a.m42, b.m42); r.m43 = mix(a.m43, b.m43); r.m44 = mix(a.m44, b.m44)
            return r
        case let (a as CGColor, b as CGColor):
            let (ca, cb) = (rgba(a), rgba(b))
            return CGColor(red: mix(ca[0], cb[0]), green: mix(ca[1], cb[1]), blue: mix(ca[2], cb[2]), alpha: mix(ca[3], cb[3]))
        case let (a as Float, b as Float): return Float(mix(CGFloat(a), CGFloat(b)))
        case let (a as CGPath, b as CGPath):
            return CGPath._interpolate(a, b, t) ?? (f < 1 ? a : b)
        default:
            guard let a = number(from), let b = number(to) else { return f < 1 ? from : to }
            return to is Float ? Float(mix(a, b)) : mix(a, b)
        }
    }

    /// A colour's red, green, blue and alpha (grays spread over the three).
    static func rgba(_ color: CGColor) -> [CGFloat] {
        let c = color.components ?? [0, 0]
        return c.count >= 4 ? Array(c.prefix(4)) : [c[0], c[0], c[0], c.count > 1 ? c[1] : 1]
    }

    /// `a + b` (for `byValue`).
    static func add(_ a: Any, _ b: Any) -> Any? {
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x + b.x, y: a.y + b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width + b.width, height: a.height + b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height)
        case let (a as CATransform3D, b as CATransform3D): return CATransform3DConcat(a, b)
        case let (a as Float, b): return number(b).map { Float(CGFloat(a) + $0) }
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return x + y
        }
    }

    /// `value + n · step` (a cumulative animation's `n`th cycle; `nil` when the type has
    /// no subtraction, so no step).
    static func accumulate(_ value: Any, step: Any, times n: Int) -> Any? {
        var result = value
        for _ in 0..<n {
            guard let next = add(result, step) else { return nil }
            result = next
        }
        return result
    }

    /// The distance between two values (for paced keyframes): numbers, points, sizes and
    /// rectangles (Euclidean over their components); `nil` for other types.
    static func distance(_ a: Any, _ b: Any) -> Double? {
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): return Double(hypot(b.x - a.x, b.y - a.y))
        case let (a as CGSize, b as CGSize): return Double(hypot(b.width - a.width, b.height - a.height))
        case let (a as CGRect, b as CGRect):
            let d = [b.minX - a.minX, b.minY - a.minY, b.width - a.width, b.height - a.height]
            return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return Double(abs(y - x))
        }
    }

    /// `a − b` (for `byValue`).
    static func subtract(_ a: Any, _ b: Any) -> Any? {
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x - b.x, y: a.y - b.y)
        case let (a as CGSize, b as CGSize): return CGSize(width: a.width - b.width, height: a.height - b.height)
        case let (a as CGRect, b as CGRect):
            return CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height)
        case let (a as Float, b): return number(b).map { Float(CGFloat(a) - $0) }
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return x - y
        }
    }
}

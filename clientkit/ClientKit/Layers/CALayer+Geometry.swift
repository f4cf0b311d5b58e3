import Foundation

extension CALayer {
    /// Converts `p` from the receiver's coordinate space to `l`'s.
    ///
    /// Works between any two layers through their closest common ancestor; layers in
    /// unrelated trees meet in the space their root layers' positions are expressed in
    /// (for windows, the screen). `nil` means that outermost space.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(_transform(to: l))
    }

    /// Converts `p` from `l`'s coordinate space to the receiver's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        p.applying(_transform(from: l))
    }

    /// Converts `r` from the receiver's coordinate space to `l`'s: the bounding box of
    /// the converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(_transform(to: l))
    }

    /// Converts `r` from `l`'s coordinate space to the receiver's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.applying(_transform(from: l))
    }

    /// The transform from this layer's bounds space to its superlayer's:
    /// move the anchor to the origin, apply ``transform``, move to ``position``.
    func _transformToSuperlayer() -> CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width,
                             y: bounds.minY + anchorPoint.y * bounds.height)
        if _transformIsIdentity {
            return CGAffineTransform(translationX: position.x - anchor.x, y: position.y - anchor.y)
        }
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The transform from this layer's space up to `ancestor`'s (nil: past the root).
    func _transform(upTo ancestor: CALayer?) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            t = t.concatenating(layer._transformToSuperlayer())
            current = layer.superlayer
        }
        return t
    }

    /// The closest layer that is an ancestor of (or is) both `self` and `other`.
    func _commonAncestor(with other: CALayer) -> CALayer? {
        var ancestors = Set<ObjectIdentifier>()
        var current: CALayer? = other
        while let layer = current {
            ancestors.insert(ObjectIdentifier(layer))
            current = layer.superlayer
        }
        current = self
        while let layer = current {
            if ancestors.contains(ObjectIdentifier(layer)) { return layer }
            current = layer.superlayer
        }
        return nil
    }

    func _transform(to l: CALayer?) -> CGAffineTransform {
        guard let l else { return _transform(upTo: nil) }
        if l === self { return .identity }
        let common = _commonAncestor(with: l)
        return _transform(upTo: common).concatenating(l._transform(upTo: common).inverted())
    }

    func _transform(from l: CALayer?) -> CGAffineTransform {
        guard let l else { return _transform(upTo: nil).inverted() }
        return l._transform(to: self)
    }
}

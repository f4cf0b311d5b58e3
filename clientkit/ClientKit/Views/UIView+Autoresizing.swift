import Foundation

extension UIView {
    /// The receiver's layer changed its bounds size: mark it as needing layout and
    /// autoresize the subviews now, so that `layoutSubviews()` sees the new frames.
    func _layerBoundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in _subviews {
            subview._resize(withOldSuperviewSize: oldSize)
        }
    }

    /// Applies ``autoresizingMask`` after the superview's bounds size changed from
    /// `oldSize` to its current size.
    ///
    /// Per axis, the size change is shared among the flexible parts (leading margin,
    /// length, trailing margin) in proportion to their current sizes, or equally when the
    /// flexible parts add up to zero; then both edges are rounded to whole pixels
    /// (ClientKit's scale is 1). A view with a non-identity transform keeps its transform
    /// and has its centre and bounds size changed by the same amounts.
    /// A view the Auto Layout engine places (not translating its mask) is left alone.
    func _resize(withOldSuperviewSize oldSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty, _isAutoresizedByFrame, let newSize = _superview?.bounds.size else { return }
        let old = frame
        let (x, width) = Self._autoresize(
            origin: old.minX, length: old.width, oldSuperLength: oldSize.width, newSuperLength: newSize.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = Self._autoresize(
            origin: old.minY, length: old.height, oldSuperLength: oldSize.height, newSuperLength: newSize.height,
            flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let new = CGRect(x: x, y: y, width: width, height: height)
        guard new != old else { return }
        if transform.isIdentity {
            frame = new
        } else {
            center = CGPoint(x: center.x + new.midX - old.midX, y: center.y + new.midY - old.midY)
            bounds.size = CGSize(width: bounds.width + new.width - old.width,
                                 height: bounds.height + new.height - old.height)
        }
    }

    /// One axis of autoresizing: the new origin and length.
    static func _autoresize(origin: CGFloat, length: CGFloat, oldSuperLength: CGFloat, newSuperLength: CGFloat,
                            flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        let delta = newSuperLength - oldSuperLength
        // Only a flexible trailing margin (or nothing) leaves the frame alone.
        guard delta != 0, flexibleLeading || flexibleLength else { return (origin, length) }
        let shares = _autoresizeShares(origin: origin, length: length, superLength: oldSuperLength,
                                       flexibleLeading: flexibleLeading, flexibleLength: flexibleLength,
                                       flexibleTrailing: flexibleTrailing)
        let newLeading = origin + delta * shares.leading
        let newLength = length + delta * shares.length
        let minEdge = newLeading.rounded()
        let maxEdge = (newLeading + newLength).rounded()
        return (minEdge, maxEdge - minEdge)
    }

    /// The fractions of a superview size change (on one axis) that go to the leading
    /// margin and to the length: the flexible parts share it in proportion to their
    /// current sizes, or equally when those add up to zero. Auto Layout's autoresizing
    /// constraints use the same shares.
    static func _autoresizeShares(origin: CGFloat, length: CGFloat, superLength: CGFloat, flexibleLeading: Bool,
                                  flexibleLength: Bool, flexibleTrailing: Bool) -> (leading: CGFloat, length: CGFloat) {
        guard flexibleLeading || flexibleLength else { return (0, 0) }
        let leading = origin
        let trailing = superLength - origin - length
        var flexibleSum: CGFloat = 0
        var flexibleCount: CGFloat = 0
        if flexibleLeading { flexibleSum += leading; flexibleCount += 1 }
        if flexibleLength { flexibleSum += length; flexibleCount += 1 }
        if flexibleTrailing { flexibleSum += trailing; flexibleCount += 1 }
        func share(of part: CGFloat) -> CGFloat {
            flexibleSum != 0 ? part / flexibleSum : 1 / flexibleCount
        }
        return (flexibleLeading ? share(of: leading) : 0, flexibleLength ? share(of: length) : 0)
    }
}

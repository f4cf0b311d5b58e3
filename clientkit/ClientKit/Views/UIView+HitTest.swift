import Foundation

extension UIView {
    /// Views more transparent than this are invisible to hit-testing (UIKit: "alpha
    /// level less than 0.01"). Compared as a `Float`, the layer's type, so that an alpha
    /// set to exactly 0.01 is still hit.
    static let _minimumHitTestOpacity: Float = 0.01

    /// The default `hitTest(_:with:)` (documented there).
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, layer.opacity >= Self._minimumHitTestOpacity,
              _touchRefusingAnimations == 0 else {
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in _subviews.reversed() {
            let toSubview = subview.layer._transformToSuperlayer()
            // A view scaled to nothing covers no point.
            guard toSubview.a * toSubview.d - toSubview.b * toSubview.c != 0 else { continue }
            let local = point.applying(toSubview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The default `point(inside:with:)`: `CGRectContainsPoint(bounds, point)`.
    func _boundsContain(_ point: CGPoint) -> Bool {
        let b = bounds.standardized
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }
}

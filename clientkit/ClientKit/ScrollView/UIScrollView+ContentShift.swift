import Foundation

extension UIScrollView {
    /// Moves the content offset by `dy` and everything in motion along with it (a drag's
    /// origin, a deceleration's position, an animation's ends), for content that changed
    /// size above what is on screen — a table's rows measured late — so that what the
    /// user sees does not jump and no motion snaps back.
    func _shiftContent(byY dy: CGFloat) {
        guard dy != 0 else { return }
        _dragOrigin.y += dy
        if var motion = _deceleration {
            motion.y.position += dy
            _deceleration = motion
        }
        if var animation = _animation {
            animation.from.y += dy
            animation.to.y += dy
            _animation = animation
        }
        contentOffset.y += dy
    }
}

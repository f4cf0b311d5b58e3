import Foundation

extension UIScrollView {
    /// Whether the content moves by itself (deceleration, an animated offset or zoom).
    var _isMoving: Bool { _deceleration != nil || _animation != nil || _zoomAnimation != nil }

    /// Stops deceleration and animation where they are, without delegate calls; a zoom
    /// animation jumps to its end (and reports it), so no scale is left past a limit.
    func _stopMotion() {
        _deceleration = nil
        _animation = nil
        isDecelerating = false
        if _zoomAnimation != nil { _zoomAnimationFrame(now: nil, finish: true) }
        _stopDisplayLink()
    }

    func _startDisplayLink() {
        guard _displayLink == nil else { return }
        _lastFrameTime = nil
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self._frame(link)
        }
        _displayLink = link
        link.add(to: .main, forMode: .common)
    }

    func _stopDisplayLink() {
        _displayLink?.invalidate()
        _displayLink = nil
        _lastFrameTime = nil
    }

    /// One display frame: advance the animation or the deceleration.
    private func _frame(_ link: CADisplayLink) {
        let now = link.timestamp
        let elapsed = _lastFrameTime.map { now - $0 } ?? link.duration
        _lastFrameTime = now
        if _zoomAnimation != nil {
            _zoomAnimationFrame(now: now)
            if !_isMoving { _stopDisplayLink() }
        } else if let animation = _animation {
            _animationFrame(animation, now: now)
        } else if _deceleration != nil {
            // Long stalls advance at most 50 ms, so a hiccup never teleports the content.
            _decelerationFrame(ms: CGFloat(min(max(elapsed, 0.001), 0.05) * 1000))
        } else {
            _stopDisplayLink()
        }
    }

    private func _animationFrame(_ animation: (from: CGPoint, to: CGPoint, start: CFTimeInterval?, duration: CFTimeInterval),
                                 now: CFTimeInterval) {
        let start = animation.start ?? now
        if animation.start == nil { _animation?.start = now }
        let t = CGFloat(min(1, max(0, (now - start) / animation.duration)))
        // Ease in-out (cubic).
        let eased = t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        if t >= 1 {
            _animation = nil
            _stopDisplayLink()
            contentOffset = animation.to
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        contentOffset = CGPoint(x: (animation.from.x + (animation.to.x - animation.from.x) * eased).rounded(),
                                y: (animation.from.y + (animation.to.y - animation.from.y) * eased).rounded())
    }

    private func _decelerationFrame(ms: CGFloat) {
        guard var motion = _deceleration else { return }
        let rate = motion.rate
        motion.x.step(ms: ms, range: _offsetRange(horizontal: true), rate: rate, bounces: bounces)
        motion.y.step(ms: ms, range: _offsetRange(horizontal: false), rate: rate, bounces: bounces)
        let resting = motion.x.isResting && motion.y.isResting
        _deceleration = resting ? nil : motion
        // Whole points while moving, the exact end at rest.
        contentOffset = resting ? CGPoint(x: motion.x.position, y: motion.y.position)
            : CGPoint(x: motion.x.position.rounded(), y: motion.y.position.rounded())
        guard resting else { return }
        isDecelerating = false
        _stopDisplayLink()
        delegate?.scrollViewDidEndDecelerating(self)
    }
}

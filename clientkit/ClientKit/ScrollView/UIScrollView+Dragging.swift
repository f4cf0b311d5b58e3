import Foundation

extension UIScrollView {
    /// The pan's action: drag the content 1:1 with the finger, then hand over to
    /// deceleration.
    func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _stopMotion()
            let x = _offsetRange(horizontal: true), y = _offsetRange(horizontal: false)
            _dragOrigin = CGPoint(
                x: _ScrollPhysics.undragged(contentOffset.x, range: x, dimension: bounds.width),
                y: _ScrollPhysics.undragged(contentOffset.y, range: y, dimension: bounds.height))
            // The translation so far counts from the touch-down, where the content was.
            _lockedHorizontal = nil
            isDragging = true
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
                _ = window?.endEditing(true)
            }
            delegate?.scrollViewWillBeginDragging(self)
            _drag(by: pan.translation(in: self))
        case .changed:
            _drag(by: pan.translation(in: self))
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            // A refresh the pull started now holds the content open (the insets change
            // before the release's motion is computed).
            refreshControl?._dragEnded()
            let v = pan.state == .ended ? pan.velocity(in: self) : .zero
            _endDrag(velocity: _locked(CGPoint(x: -v.x, y: -v.y)))
        default:
            break
        }
    }

    /// The translation with the axes the view cannot scroll (or the directional lock
    /// excludes) zeroed.
    private func _locked(_ vector: CGPoint) -> CGPoint {
        var result = vector
        if !_canScroll(horizontal: true) || _lockedHorizontal == false { result.x = 0 }
        if !_canScroll(horizontal: false) || _lockedHorizontal == true { result.y = 0 }
        return result
    }

    /// Makes the drag go on from the current offset (after a pinch moved the content).
    func _rebaseDrag() {
        guard isDragging else { return }
        let t = _locked(panGestureRecognizer.translation(in: self))
        _dragOrigin = CGPoint(x: contentOffset.x + t.x, y: contentOffset.y + t.y)
    }

    private func _drag(by translation: CGPoint) {
        // While zooming the pinch places the content (following the fingers' centre).
        if isZooming || _zoomAnimation != nil { return _rebaseDrag() }
        if isDirectionalLockEnabled && _lockedHorizontal == nil {
            // Lock when the drag is clearly along one axis; diagonal drags stay free.
            if abs(translation.x) > 2 * abs(translation.y) { _lockedHorizontal = true }
            if abs(translation.y) > 2 * abs(translation.x) { _lockedHorizontal = false }
        }
        let t = _locked(translation)
        var offset = contentOffset
        if _canScroll(horizontal: true) {
            offset.x = _ScrollPhysics.dragged(_dragOrigin.x - t.x, range: _offsetRange(horizontal: true),
                                              dimension: bounds.width, bounces: bounces)
        }
        if _canScroll(horizontal: false) {
            offset.y = _ScrollPhysics.dragged(_dragOrigin.y - t.y, range: _offsetRange(horizontal: false),
                                              dimension: bounds.height, bounces: bounces)
        }
        contentOffset = offset
    }

    /// The finger lifted with `velocity` (points per second, offset direction).
    private func _endDrag(velocity: CGPoint) {
        let rate = isPagingEnabled ? Self.pagingDecelerationRate.rawValue : decelerationRate.rawValue
        var perMs = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        let x = _offsetRange(horizontal: true), y = _offsetRange(horizontal: false)
        let offset = contentOffset
        let projected = CGPoint(
            x: offset.x + _ScrollPhysics.projectedDistance(velocity: perMs.x, rate: rate),
            y: offset.y + _ScrollPhysics.projectedDistance(velocity: perMs.y, rate: rate))
        var target = isPagingEnabled ? _pageTarget(releasedAt: offset, velocity: perMs)
            : CGPoint(x: min(max(projected.x, x.lowerBound), x.upperBound),
                      y: min(max(projected.y, y.lowerBound), y.upperBound))
        // Paging's target is always reached by choosing the velocity; a free target is
        // the clamped projection, reached (overshooting, bouncing) by the finger's velocity.
        let proposed = isPagingEnabled ? projected : target
        withUnsafeMutablePointer(to: &target) {
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMs, targetContentOffset: $0)
        }
        // A target other than where free motion ends (a page, or the delegate's): choose
        // the velocity whose free deceleration ends there.
        let k = _ScrollPhysics.decay(rate)
        if target.x != proposed.x && x.contains(offset.x) { perMs.x = (target.x - offset.x) * k }
        if target.y != proposed.y && y.contains(offset.y) { perMs.y = (target.y - offset.y) * k }

        let moving = abs(perMs.x) / k >= _ScrollPhysics.restDistance || abs(perMs.y) / k >= _ScrollPhysics.restDistance
        let outside = !x.contains(offset.x) || !y.contains(offset.y)
        let willDecelerate = moving || outside
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        _deceleration = (_ScrollPhysics.Axis(position: offset.x, velocity: perMs.x),
                         _ScrollPhysics.Axis(position: offset.y, velocity: perMs.y), rate)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        _startDisplayLink()
    }
}

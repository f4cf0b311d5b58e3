import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` view is scaled by its `transform`
/// (a scale of ``UIScrollView/zoomScale``) with its frame's origin kept, and
/// ``UIScrollView/contentSize`` becomes its frame's size, as in UIKit; the content
/// offset moves so that the point being zoomed about stays put, within the content.
///
/// A pinch (``UIScrollView/pinchGestureRecognizer``) zooms about the fingers' centre and
/// follows it, so the content under each finger stays under it. Past a limit, with
/// ``UIScrollView/bouncesZoom``, the scale goes on with resistance (the square root of
/// the excess ratio, ClientKit's curve) and springs back to the limit when the pinch
/// ends; without it, it stops at the limit. While pinching the offset stays within the
/// content (UIKit lets it rubber-band too).
///
/// Animated zooms (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, the spring back)
/// run on the display link like `setContentOffset(_:animated:)`, changing the scale and
/// the offset every frame (`scrollViewDidZoom(_:)` each time).
extension UIScrollView {
    /// Resistance past a zoom limit: the exponent applied to the excess ratio.
    static let zoomBounceResistance: CGFloat = 0.5
    /// How long animated zooms take, in seconds.
    static let zoomAnimationDuration: CFTimeInterval = 0.3

    /// The view zooming scales, as the delegate says.
    var _zoomView: UIView? { delegate?.viewForZooming(in: self) }

    /// Creates or removes ``pinchGestureRecognizer`` as zooming becomes possible or not.
    func _updatePinchGestureRecognizer() {
        let possible = maximumZoomScale > minimumZoomScale && _zoomView != nil
        if possible, pinchGestureRecognizer == nil {
            let pinch = _UIScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTarget(self, action: UIScrollView._handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !possible, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    func _clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    // MARK: From code

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = _zoomView else { return }
        let target = _clampedZoomScale(scale)
        guard target != _zoomScale || _zoomAnimation != nil else { return }
        // About the centre of the visible area.
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let point = view.convert(CGPoint(x: contentOffset.x + centre.x, y: contentOffset.y + centre.y), from: self)
        _zoom(view, to: target, offset: _offset(keeping: point, of: view, at: centre, scale: target),
              animated: animated)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard let view = _zoomView else { return }
        let fitX = rect.width > 0 ? bounds.width / rect.width : .infinity
        let fitY = rect.height > 0 ? bounds.height / rect.height : .infinity
        let target = _clampedZoomScale(min(fitX, fitY))
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        _zoom(view, to: target, offset: _offset(keeping: CGPoint(x: rect.midX, y: rect.midY), of: view,
                                                at: centre, scale: target),
              animated: animated)
    }

    /// Zooms `view` to `scale` with the content offset `offset`.
    private func _zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        _stopMotion()
        guard animated else {
            _setZoomTransform(scale, of: view)
            contentOffset = offset
            delegate?.scrollViewDidZoom(self)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        _startZoomAnimation(to: scale, offset: offset, bounce: false)
    }

    // MARK: Geometry

    /// Scales `view` to `scale` about its frame's origin, and sizes the content to it.
    func _setZoomTransform(_ scale: CGFloat, of view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let anchor = view.layer.anchorPoint
        view.center = CGPoint(x: origin.x + view.bounds.width * scale * anchor.x,
                              y: origin.y + view.bounds.height * scale * anchor.y)
        _zoomScale = scale
        contentSize = view.frame.size
    }

    /// The content offset, within the content at `scale`, that shows `point` (in
    /// `view`'s coordinates) at `position` of the visible area when `view` is at `scale`.
    func _offset(keeping point: CGPoint, of view: UIView, at position: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let x = _offsetRange(horizontal: true, contentSize: size)
        let y = _offsetRange(horizontal: false, contentSize: size)
        let wanted = CGPoint(x: origin.x + (point.x - view.bounds.minX) * scale - position.x,
                             y: origin.y + (point.y - view.bounds.minY) * scale - position.y)
        return CGPoint(x: min(max(wanted.x, x.lowerBound), x.upperBound),
                       y: min(max(wanted.y, y.lowerBound), y.upperBound))
    }

    // MARK: Pinching

    /// The pinch's action: scale about the fingers' centre, then spring back to a limit.
    func _handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = _zoomView else { return }
        let centre = pinch.location(in: self)
        switch pinch.state {
        case .began:
            _stopMotion()
            isZooming = true
            let start = (pinch as? _UIScrollViewPinchGestureRecognizer)?.startPoint
            _pinchAnchor = (start ?? view.convert(centre, from: self), _zoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            _pinchChanged(pinch, view, centre: centre)
        case .changed:
            _pinchChanged(pinch, view, centre: centre)
        case .ended, .cancelled:
            guard isZooming else { return }
            isZooming = false
            _pinchAnchor = nil
            // A drag going on from here starts where the pinch left the content.
            _rebaseDrag()
            let limit = _clampedZoomScale(_zoomScale)
            guard limit != _zoomScale else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: _zoomScale)
                return
            }
            let position = CGPoint(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
            let offset = _offset(keeping: view.convert(centre, from: self), of: view, at: position, scale: limit)
            isZoomBouncing = true
            _startZoomAnimation(to: limit, offset: offset, bounce: true)
        default:
            break
        }
    }

    private func _pinchChanged(_ pinch: UIPinchGestureRecognizer, _ view: UIView, centre: CGPoint) {
        guard let anchor = _pinchAnchor else { return }
        let raw = anchor.scale * pinch.scale
        var scale = _clampedZoomScale(raw)
        if bouncesZoom && raw != scale && scale > 0 {
            scale *= pow(raw / scale, Self.zoomBounceResistance)
        }
        // Where the centre is in the visible area, before the content moves under it.
        let position = CGPoint(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
        _setZoomTransform(scale, of: view)
        contentOffset = _offset(keeping: anchor.point, of: view, at: position, scale: scale)
        delegate?.scrollViewDidZoom(self)
    }
}

/// An animated change of zoom: the scale and the content offset, from and to.
struct _ZoomAnimation {
    var fromScale: CGFloat, toScale: CGFloat
    var fromOffset: CGPoint, toOffset: CGPoint
    var start: CFTimeInterval?
    /// A spring back to a limit after a pinch (``UIScrollView/isZoomBouncing``).
    var isBounce: Bool
}

extension UIScrollView {
    func _startZoomAnimation(to scale: CGFloat, offset: CGPoint, bounce: Bool) {
        _zoomAnimation = _ZoomAnimation(fromScale: _zoomScale, toScale: scale, fromOffset: contentOffset,
                                        toOffset: offset, start: nil, isBounce: bounce)
        _startDisplayLink()
    }

    /// One frame of the zoom animation; `finish` jumps to its end.
    func _zoomAnimationFrame(now: CFTimeInterval?, finish: Bool = false) {
        guard var animation = _zoomAnimation, let view = _zoomView else {
            _zoomAnimation = nil
            isZoomBouncing = false
            return
        }
        let start = animation.start ?? now ?? 0
        animation.start = start
        _zoomAnimation = animation
        let t = finish ? 1 : CGFloat(min(1, max(0, ((now ?? start) - start) / Self.zoomAnimationDuration)))
        if t >= 1 {
            _zoomAnimation = nil
            _setZoomTransform(animation.toScale, of: view)
            contentOffset = animation.toOffset
            isZoomBouncing = false
            delegate?.scrollViewDidZoom(self)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: animation.toScale)
            return
        }
        // Ease out (cubic): quick at first, as a spring back is.
        let eased = 1 - pow(1 - t, 3)
        _setZoomTransform(animation.fromScale + (animation.toScale - animation.fromScale) * eased, of: view)
        contentOffset = CGPoint(x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * eased,
                                y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * eased)
        delegate?.scrollViewDidZoom(self)
    }
}

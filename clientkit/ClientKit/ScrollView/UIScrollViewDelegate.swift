import Foundation

/// Hears about a scroll view's scrolling, as UIKit's `UIScrollViewDelegate`. Every
/// method is optional (the defaults do nothing).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by dragging, deceleration, animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag. `velocity` is in points per millisecond (as
    /// UIKit) in content-offset direction; `targetContentOffset` is where deceleration
    /// will stop, and the delegate may change it (the deceleration then lands there).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving (momentum or
    /// bouncing back).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to decelerate after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating (not called when a touch caught it).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// The view that zooming scales (see `UIScrollView+Zooming`), or `nil` (the default)
    /// for no zooming. It should be a subview of the scroll view.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch, or an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`),
    /// is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// ``UIScrollView/zoomScale`` changed (on every step of a pinch or animation).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch, its bounce back to a limit, or an animated zoom finished at `scale`
    /// (within the limits).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

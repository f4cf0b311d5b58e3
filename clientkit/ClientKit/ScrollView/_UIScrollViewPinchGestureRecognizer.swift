import Foundation

/// The scroll view's own pinch (UIKit has the same private subclass): it recognizes
/// together with the scroll view's pan, so two fingers can zoom and scroll at once, and
/// remembers the point of the zoomed view between the fingers when the second went down,
/// where ``scale`` counts from (so zooming about it keeps the content under the fingers).
@MainActor
final class _UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The point of the view for zooming at the fingers' centre when the second touched.
    private(set) var startPoint: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard startPoint == nil, numberOfTouches >= 2, let scrollView, let view = scrollView._zoomView else { return }
        startPoint = view.convert(location(in: scrollView), from: scrollView)
    }

    override func reset() {
        super.reset()
        startPoint = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.panGestureRecognizer && super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.panGestureRecognizer
            && super.canBePrevented(by: preventingGestureRecognizer)
    }
}

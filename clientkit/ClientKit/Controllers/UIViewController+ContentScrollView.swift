import Foundation

/// A scroll view held weakly (a controller does not keep its content scroll views alive).
struct _WeakScrollView {
    weak var view: UIScrollView?
}

/// Which scroll view the bars follow (iOS 15's `setContentScrollView(_:for:)`): a
/// navigation bar's large title and scroll-edge appearance follow its top controller's
/// content scroll view for the top edge.
extension UIViewController {
    /// Names the scroll view whose position the bars at `edge` follow (`nil` forgets it).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for bit in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(bit) {
            _contentScrollViews.removeAll { $0.edge == bit.rawValue }
            if let scrollView { _contentScrollViews.append((bit.rawValue, _WeakScrollView(view: scrollView))) }
        }
        navigationController?._view?.setNeedsLayout()
    }

    /// Names the scroll view the bars at every edge follow.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view set for `edge` (one of them when `edge` names several), or `nil`.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        _contentScrollViews.first { edge.contains(NSDirectionalRectEdge(rawValue: $0.edge)) }?.view.view
    }

    /// The scroll view the navigation bar follows: the one set for the top edge, else the
    /// controller's view if it is a scroll view, else the view's first subview if it is
    /// one (UIKit's rule for controllers that set none).
    var _contentScrollViewForBars: UIScrollView? {
        if let set = contentScrollView(for: .top) { return set }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

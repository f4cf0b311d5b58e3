import Foundation

/// Paging (``UIScrollView/isPagingEnabled``): where a drag ends.
///
/// A page is the scroll view's bounds size on each axis that scrolls, and pages sit at
/// multiples of it from offset 0, the last one clamped to the end of the content (a
/// partial last page stops where the content ends). When the finger lifts the target is
/// - after a flick (faster than ``pagingFlickVelocity``), the next page boundary in the
///   flick's direction;
/// - otherwise the nearest page, so a drag past half a page turns it and a shorter one
///   returns;
///
/// and never more than one page from the page the drag began on. The delegate is offered
/// the target in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, and the
/// content settles there by the usual deceleration, at ``pagingDecelerationRate``.
extension UIScrollView {
    /// ClientKit's threshold for a flick, in points per millisecond (UIKit does not
    /// document its own): 0.3, a quick swipe rather than a drag released at rest.
    static let pagingFlickVelocity: CGFloat = 0.3

    /// How quickly a page settles, whatever ``decelerationRate`` is: `.fast`, which
    /// lands a page in about half a second, as UIKit's paging does.
    static let pagingDecelerationRate = DecelerationRate.fast

    /// The page a drag released at `offset` with `velocity` (points per millisecond,
    /// offset direction) settles on; an axis that cannot scroll keeps its offset.
    func _pageTarget(releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint {
        var target = offset
        if _canScroll(horizontal: true) {
            target.x = _pageTarget(offset.x, velocity: velocity.x, origin: _dragOrigin.x,
                                   page: bounds.width, range: _offsetRange(horizontal: true))
        }
        if _canScroll(horizontal: false) {
            target.y = _pageTarget(offset.y, velocity: velocity.y, origin: _dragOrigin.y,
                                   page: bounds.height, range: _offsetRange(horizontal: false))
        }
        return target
    }

    /// One axis of ``_pageTarget(releasedAt:velocity:)``: `origin` is where the drag
    /// began, `page` the page size.
    private func _pageTarget(_ offset: CGFloat, velocity: CGFloat, origin: CGFloat, page: CGFloat,
                             range: ClosedRange<CGFloat>) -> CGFloat {
        guard page > 0 else { return offset }
        let position = offset / page
        var index: CGFloat
        if velocity > Self.pagingFlickVelocity {
            index = position.rounded(.down) + 1
        } else if velocity < -Self.pagingFlickVelocity {
            index = position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        // The drag may have started between pages (caught mid-settle): count from the
        // nearest page.
        let start = (origin / page).rounded()
        index = min(max(index, start - 1), start + 1)
        return min(max(index * page, range.lowerBound), range.upperBound)
    }
}

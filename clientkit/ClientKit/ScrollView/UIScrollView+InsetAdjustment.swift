import Foundation

extension UIScrollView {
    /// How a scroll view adds its safe area to its content insets (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, same raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, but the top and bottom are always adjusted (UIKit does so
        /// for a scroll view in a navigation controller, the case that matters here).
        case automatic = 0
        /// Only the axes the content scrolls along (content larger than the view, or
        /// `alwaysBounce…` set).
        case scrollableAxes = 1
        /// Never: ``UIScrollView/adjustedContentInset`` is ``UIScrollView/contentInset``.
        case never = 2
        /// Every edge.
        case always = 3
    }

    /// ``contentInset`` plus the safe-area edges the behaviour selects.
    func _adjustedContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        if let refreshControl, refreshControl._holdsInset { inset.top += UIRefreshControl.height }
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (_scrollsVertically, _scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, _scrollsHorizontally)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    private var _scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
    private var _scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

    /// Reports a change of ``adjustedContentInset``. When the safe area changed it, a
    /// scroll view resting at its top (or leading) edge stays there, as in UIKit, so the
    /// content starts below a bar that appeared; a change of ``contentInset`` itself
    /// leaves the offset alone (UIKit's rule too).
    func _adjustedContentInsetMayHaveChanged(keepingRestingOffset: Bool = true) {
        let old = _lastAdjustedContentInset
        let new = adjustedContentInset
        guard new != old else { return }
        _lastAdjustedContentInset = new
        if keepingRestingOffset {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        setNeedsLayout()
    }
}

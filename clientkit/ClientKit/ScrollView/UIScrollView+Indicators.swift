import Foundation

/// One scroll indicator: a thin rounded bar, a subview of its scroll view as in UIKit
/// (added when first shown), never touched.
final class _UIScrollViewScrollIndicator: UIView {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = UIScrollView._indicatorThickness / 2
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension UIScrollView {
    /// The bar's thickness, its distance from the view's edge, and its shortest length
    /// (in points; UIKit does not publish its own, these are iOS's look).
    static let _indicatorThickness: CGFloat = 3
    static let _indicatorMargin: CGFloat = 3
    static let _indicatorMinimumLength: CGFloat = 36
    /// The shortest an indicator gets while the content is pulled past an edge.
    static let _indicatorSquashedLength: CGFloat = 7
    /// How long indicators stay after the content stops, and how long they take to fade.
    static let _indicatorLinger: TimeInterval = 0.5
    static let _indicatorFade: TimeInterval = 0.25

    /// The content moved by a drag, deceleration or animation: the indicators of the
    /// axes that scroll appear (and fade once it rests).
    func _showScrollIndicators() {
        var shown = false
        for vertical in [true, false] {
            let allowed = vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator
            guard allowed, _contentExceedsView(vertical: vertical) else {
                _indicator(vertical: vertical, create: false)?.alpha = 0
                continue
            }
            let indicator = _indicator(vertical: vertical, create: true)!
            indicator.backgroundColor = _indicatorColor
            indicator.alpha = 1
            shown = true
        }
        guard shown else { return }
        _layoutScrollIndicators()
        _scheduleIndicatorFade()
    }

    private var _indicatorColor: UIColor {
        switch indicatorStyle {
        case .white: UIColor(white: 1, alpha: 0.35)
        case .default, .black: UIColor(white: 0, alpha: 0.35)
        }
    }

    private func _contentExceedsView(vertical: Bool) -> Bool {
        let range = _offsetRange(horizontal: !vertical)
        return range.upperBound > range.lowerBound
    }

    private func _indicator(vertical: Bool, create: Bool) -> _UIScrollViewScrollIndicator? {
        if let existing = vertical ? _verticalIndicator : _horizontalIndicator { return existing }
        guard create else { return nil }
        let indicator = _UIScrollViewScrollIndicator(vertical: vertical)
        if vertical { _verticalIndicator = indicator } else { _horizontalIndicator = indicator }
        addSubview(indicator)
        return indicator
    }

    /// Fades the indicators once the content has rested for ``_indicatorLinger``. Called
    /// on every frame of a scroll: it notes the time, and one timer (not one per frame)
    /// waits until that long after the last call.
    private func _scheduleIndicatorFade() {
        _indicatorsShownAt = CACurrentMediaTime()
        guard _indicatorFadeTimer == nil else { return }
        _armIndicatorFade(after: Self._indicatorLinger)
    }

    private func _armIndicatorFade(after delay: TimeInterval) {
        _indicatorFadeTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self._indicatorFadeTimer = nil
                let rested = CACurrentMediaTime() - self._indicatorsShownAt
                if self.isDragging || self.isDecelerating || self._isMoving || self.isZooming {
                    return self._armIndicatorFade(after: Self._indicatorLinger)
                }
                if rested < Self._indicatorLinger { return self._armIndicatorFade(after: Self._indicatorLinger - rested) }
                let indicators = [self._verticalIndicator, self._horizontalIndicator].compactMap { $0 }
                UIView.animate(withDuration: Self._indicatorFade) {
                    for indicator in indicators { indicator.alpha = 0 }
                }
            }
        }
    }

    /// The indicators' insets: ``verticalScrollIndicatorInsets`` (or the horizontal
    /// ones), plus the safe-area part of ``adjustedContentInset`` when
    /// ``automaticallyAdjustsScrollIndicatorInsets``.
    private func _indicatorInsets(vertical: Bool) -> UIEdgeInsets {
        var insets = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        if automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = adjustedContentInset
            insets.top += max(0, adjusted.top - contentInset.top - (refreshControl?._holdsInset == true ? UIRefreshControl.height : 0))
            insets.bottom += max(0, adjusted.bottom - contentInset.bottom)
            insets.left += max(0, adjusted.left - contentInset.left)
            insets.right += max(0, adjusted.right - contentInset.right)
        }
        return insets
    }

    /// Places the visible indicators along the edges, sized by how much of the content
    /// shows and placed by how far it has scrolled; past an edge they shrink.
    func _layoutScrollIndicators() {
        let both = (_verticalIndicator?.alpha ?? 0) > 0 && (_horizontalIndicator?.alpha ?? 0) > 0
        for indicator in [_verticalIndicator, _horizontalIndicator].compactMap({ $0 }) where indicator.alpha > 0 {
            let vertical = indicator.isVertical
            let insets = _indicatorInsets(vertical: vertical)
            let margin = Self._indicatorMargin, thickness = Self._indicatorThickness
            // The track runs along the view, leaving the corner to the other bar.
            let corner = both ? thickness + margin : 0
            let start = (vertical ? bounds.minY + insets.top : bounds.minX + insets.left) + margin
            let end = (vertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right) - margin - corner
            let track = max(0, end - start)
            let adjusted = adjustedContentInset
            let extent = vertical ? contentSize.height + adjusted.top + adjusted.bottom
                : contentSize.width + adjusted.left + adjusted.right
            let visible = vertical ? bounds.height : bounds.width
            var length = min(track, max(Self._indicatorMinimumLength, track * visible / max(extent, 1)))
            let range = _offsetRange(horizontal: !vertical)
            let offset = vertical ? contentOffset.y : contentOffset.x
            let fraction = range.upperBound > range.lowerBound
                ? min(1, max(0, (offset - range.lowerBound) / (range.upperBound - range.lowerBound))) : 0
            let overscroll = max(range.lowerBound - offset, offset - range.upperBound, 0)
            length = max(min(length, Self._indicatorSquashedLength), length - overscroll)
            let position = (start + (track - length) * fraction).rounded()
            indicator.frame = vertical
                ? CGRect(x: bounds.maxX - insets.right - margin - thickness, y: position, width: thickness, height: length.rounded())
                : CGRect(x: position, y: bounds.maxY - insets.bottom - margin - thickness, width: length.rounded(), height: thickness)
            // Above the content, whatever was added since.
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
        }
    }
}

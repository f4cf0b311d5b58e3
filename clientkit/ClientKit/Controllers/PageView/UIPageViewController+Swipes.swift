import Foundation

/// A swipe of a page view controller in progress.
struct _PageSwipe {
    /// How far the pages moved along the axis (negative: toward the following pages).
    var offset: CGFloat = 0
    /// The direction of the neighbour being revealed, and that neighbour (`nil`: none).
    var direction: UIPageViewController.NavigationDirection = .forward
    var pending: [UIViewController]?
    /// The neighbours the data source gave in this swipe, by direction (asked once each).
    var asked: [UIPageViewController.NavigationDirection: [UIViewController]?] = [:]
}

/// Turning pages with a pan (see `UIPageViewController`).
extension UIPageViewController {
    /// The flick speed that turns a page whatever the distance, in points per second
    /// (the paging scroll view's threshold).
    static let _flickVelocity: CGFloat = UIScrollView.pagingFlickVelocity * 1000

    func _handlePan() {
        let pan = _panRecognizer
        switch pan.state {
        case .began:
            if _swipe != nil { _endSwipe(turning: false) }
            _swipe = _PageSwipe()
            _panMoved(pan)
        case .changed:
            _panMoved(pan)
        case .ended:
            guard let swipe = _swipe, swipe.pending != nil else {
                _endSwipe(turning: false)
                return
            }
            let velocity = _along(pan.velocity(in: _view))
            // Positive: toward the neighbour.
            let toward = swipe.direction == .forward ? -velocity : velocity
            let progress = abs(swipe.offset) / Swift.max(_pageExtent, 1)
            let turns = toward > Self._flickVelocity || (toward >= -Self._flickVelocity && progress > 0.5)
            _endSwipe(turning: turns)
        default:
            _endSwipe(turning: false)
        }
    }

    /// A tap on a `.pageCurl` book: in the outer fifth of the content along the axis,
    /// the page turns to that side at once, with a swipe's callbacks.
    func _handleTap() {
        guard _swipe == nil, !_pages.isEmpty, _tapRecognizer.state == .ended, let view = _view else { return }
        let content = _contentRect
        let point = _tapRecognizer.location(in: view)
        let position = navigationOrientation == .horizontal
            ? (point.x - content.minX) / Swift.max(content.width, 1)
            : (point.y - content.minY) / Swift.max(content.height, 1)
        let direction: NavigationDirection
        if position >= 0.8 { direction = .forward } else if position <= 0.2 { direction = .reverse } else { return }
        _swipe = _PageSwipe()
        guard let neighbour = _neighbour(direction) else {
            _swipe = nil
            return
        }
        _reveal(neighbour, direction: direction)
        _endSwipe(turning: true)
    }

    private func _along(_ point: CGPoint) -> CGFloat {
        navigationOrientation == .horizontal ? point.x : point.y
    }

    /// The finger moved: reveal the neighbour it heads to (asking for it once) and move
    /// the pages with it, rubber-banding where there is none.
    private func _panMoved(_ pan: UIPanGestureRecognizer) {
        guard _swipe != nil, !_pages.isEmpty else { return }
        let raw = _along(pan.translation(in: _view))
        let extent = _pageExtent
        if raw != 0 {
            let direction: NavigationDirection = raw < 0 ? .forward : .reverse
            if _swipe!.pending == nil || _swipe!.direction != direction {
                _withdrawPending()
                let neighbour = _neighbour(direction)
                if let neighbour { _reveal(neighbour, direction: direction) }
            }
        }
        let step = extent + _interPageSpacing
        if _swipe!.pending != nil {
            _swipe!.offset = Swift.min(Swift.max(raw, -step), step)
        } else {
            _swipe!.offset = _ScrollPhysics.rubberBand(raw, dimension: extent)
        }
        _layoutPages()
    }

    /// The spread next to the current one in `direction`, asked of the data source once
    /// per swipe.
    private func _neighbour(_ direction: NavigationDirection) -> [UIViewController]? {
        if let asked = _swipe?.asked[direction] { return asked }
        var result: [UIViewController]?
        if let dataSource {
            var spread: [UIViewController] = []
            var edge = direction == .forward ? _pages.last! : _pages.first!
            for _ in 0..<_pagesPerSpread {
                let next = direction == .forward
                    ? dataSource.pageViewController(self, viewControllerAfter: edge)
                    : dataSource.pageViewController(self, viewControllerBefore: edge)
                guard let next else { break }
                spread.append(next)
                edge = next
            }
            if spread.count == _pagesPerSpread { result = direction == .forward ? spread : spread.reversed() }
        }
        _swipe?.asked[direction] = .some(result)
        return result
    }

    /// Begins showing `pending`: the delegate hears `willTransitionTo`, the pages become
    /// children and their views join, the current pages begin to disappear and these to
    /// appear.
    private func _reveal(_ pending: [UIViewController], direction: NavigationDirection) {
        guard let view = _view else { return }
        delegate?.pageViewController(self, willTransitionTo: pending)
        for page in pending { addChild(page) }
        _swipe!.direction = direction
        _swipe!.pending = pending
        let visible = _appearance.isShown
        let current = _visiblePages(_pages), coming = _visiblePages(pending)
        for page in coming {
            page._frameForLoading = _pageFrame(page)
            page.loadViewIfNeeded()
        }
        if visible {
            for page in current { page._beginAppearance(false, animated: true) }
            for page in coming { page._beginAppearance(true, animated: true) }
        }
        for page in coming { view.insertSubview(page.view, belowSubview: _pageControl) }
        _layoutPages()
        if visible { for page in coming { page._viewIsAppearingIfNeeded() } }
    }

    /// The swipe turned back from the neighbour it revealed: the neighbour disappears and
    /// leaves, the current pages appear again.
    private func _withdrawPending() {
        guard let pending = _swipe?.pending else { return }
        let visible = _appearance.isShown
        let current = _visiblePages(_pages), going = _visiblePages(pending)
        if visible {
            for page in going { page._beginAppearance(false, animated: true) }
            for page in current { page._beginAppearance(true, animated: true) }
        }
        for page in pending { page.willMove(toParent: nil) }
        for page in pending where page.viewIfLoaded?.superview === _view { page.view.removeFromSuperview() }
        _swipe!.pending = nil
        if visible {
            for page in current { page._viewIsAppearingIfNeeded() }
            for page in going { page._endAppearance() }
            for page in current { page._endAppearance() }
        }
        for page in pending { page.removeFromParent() }
    }

    /// Ends the swipe: turns to the neighbour (`turning`) or settles back, and tells the
    /// delegate if a neighbour had been revealed.
    func _endSwipe(turning: Bool) {
        guard let swipe = _swipe else { return }
        let previous = _pages
        guard let pending = swipe.pending else {
            _swipe = nil
            _layoutPages()
            return
        }
        if !turning {
            _withdrawPending()
            _swipe = nil
            _layoutPages()
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                         transitionCompleted: false)
            return
        }
        let visible = _appearance.isShown
        for page in previous { page.willMove(toParent: nil) }
        for page in previous where page.viewIfLoaded?.superview === _view { page.view.removeFromSuperview() }
        _pages = pending
        _swipe = nil
        _layoutPages()
        if visible {
            for page in _visiblePages(previous) { page._endAppearance() }
            for page in _visiblePages(pending) { page._endAppearance() }
        }
        for page in previous { page.removeFromParent() }
        for page in pending { page.didMove(toParent: self) }
        if _showsPageControl {
            let step = swipe.direction == .forward ? 1 : -1
            _pageControl.currentPage = Swift.min(Swift.max(_pageControl.currentPage + step, 0), _pageControl.numberOfPages - 1)
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                     transitionCompleted: true)
    }
}

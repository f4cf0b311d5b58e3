import Foundation

/// Sections that scroll across the collection view (`orthogonalScrollingBehavior`): each
/// is a horizontal scroll view of ClientKit's own, placed over the section's band, that
/// holds the section's cells; the layout reports the items where they appear, moved by
/// the strip's offset, so hit testing, selection and `layoutAttributesForItem(at:)`
/// agree with the screen.
extension UICollectionView {
    /// The horizontal offset of section `section`'s strip (0 when it does not scroll across).
    func _orthogonalOffset(_ section: Int) -> CGFloat {
        _orthogonalScrollViews[section]?.contentOffset.x ?? 0
    }

    /// Makes, places and removes the strips for the layout's orthogonal sections.
    func _syncOrthogonalScrollViews() {
        let sections = collectionViewLayout._orthogonalSections
        for (section, strip) in _orthogonalScrollViews where sections[section] == nil {
            for cell in strip.subviews { if let cell = cell as? UICollectionViewCell { addSubview(cell) } }
            strip.removeFromSuperview()
            _orthogonalScrollViews[section] = nil
        }
        for (section, info) in sections {
            let strip = _orthogonalScrollViews[section] ?? {
                let made = _UICollectionViewOrthogonalScrollView()
                made.collectionView = self
                insertSubview(made, at: backgroundView?.superview === self ? 1 : 0)
                _orthogonalScrollViews[section] = made
                return made
            }()
            if strip.frame != info.band { strip.frame = info.band }
            let size = CGSize(width: Swift.max(info.contentWidth, info.band.width), height: info.band.height)
            if strip.contentSize != size { strip.contentSize = size }
            strip.isPagingEnabled = info.behavior == .paging
            strip.section = info
            let maxX = Swift.max(0, size.width - info.band.width)
            if strip.contentOffset.x > maxX { strip.contentOffset.x = maxX }
        }
    }

    /// Where a cell of `attributes` goes: the strip of its section when that section
    /// scrolls across (its frame then in the strip's content), else the collection view.
    func _host(for attributes: UICollectionViewLayoutAttributes) -> (UIView, CGPoint) {
        guard attributes.representedElementCategory == .cell,
              let strip = _orthogonalScrollViews[attributes.indexPath.section] else { return (self, .zero) }
        // Layout frames are where the items appear; the strip's content is unscrolled.
        return (strip, CGPoint(x: strip.contentOffset.x - strip.frame.minX, y: -strip.frame.minY))
    }
}

/// The horizontal scroll view of a section that scrolls across the collection view. It
/// draws nothing itself; when it scrolls, the collection view shows the items that come
/// into view. `.paging` pages by its width; the group behaviours choose where a drag
/// comes to rest (see `UICollectionViewCompositionalLayout`).
@MainActor
final class _UICollectionViewOrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    var section: _OrthogonalSection?
    /// The offset where the current drag began.
    private var dragStart: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = false
        backgroundColor = nil
        isOpaque = false
        clipsToBounds = true
        contentInsetAdjustmentBehavior = .never
        delegate = self
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = contentOffset.x
    }

    /// Where a drag comes to rest, for the group behaviours.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let section, !section.groups.isEmpty else { return }
        let maxX = Swift.max(0, contentSize.width - bounds.width)
        let centred = section.behavior == .groupPagingCentered
        let rests = section.groups.map { group -> CGFloat in
            let x = centred ? group.x + group.width / 2 - bounds.width / 2 : group.x - section.leadingInset
            return Swift.min(Swift.max(0, x), maxX)
        }
        func nearest(to x: CGFloat) -> Int {
            rests.indices.min { abs(rests[$0] - x) < abs(rests[$1] - x) } ?? 0
        }
        switch section.behavior {
        case .continuousGroupLeadingBoundary:
            targetContentOffset.pointee.x = rests[nearest(to: targetContentOffset.pointee.x)]
        case .groupPaging, .groupPagingCentered:
            let from = nearest(to: dragStart)
            let moved = contentOffset.x - dragStart
            var step = 0
            if velocity.x > 0.1 || (abs(velocity.x) <= 0.1 && moved > (section.groups[from].width / 2)) { step = 1 }
            if velocity.x < -0.1 || (abs(velocity.x) <= 0.1 && moved < -(section.groups[from].width / 2)) { step = -1 }
            let index = Swift.min(Swift.max(0, from + step), rests.count - 1)
            targetContentOffset.pointee.x = rests[index]
        case .none, .continuous, .paging:
            break
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let collectionView, !collectionView._isTiling else { return }
        if _lastTiledOffset != contentOffset.x {
            _lastTiledOffset = contentOffset.x
            collectionView._tile()
        }
    }
    private var _lastTiledOffset: CGFloat = .nan
}

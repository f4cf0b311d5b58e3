import Foundation

/// The standard collection view layout, as UIKit's `UICollectionViewFlowLayout`: items
/// flow in lines across the scroll direction, sections one after the other, each with
/// an optional header and footer (supplementary views of kinds
/// `UICollectionView.elementKindSectionHeader` and `…Footer`).
///
/// Items fill a line while they fit, at least ``minimumInteritemSpacing`` apart; a full
/// line spreads its leftover space evenly between its items (a line with one item
/// centres it), the section's last line keeps the minimum spacing from the leading
/// edge; items of different sizes are centred across their line; lines are at least
/// ``minimumLineSpacing`` apart. Each section: the header (``headerReferenceSize``: its
/// height when scrolling vertically, its width horizontally; the full breadth), the
/// ``sectionInset``, the lines, the inset, the footer. The collection view's delegate,
/// when it is a ``UICollectionViewDelegateFlowLayout``, can give each item and section
/// its own values. The breadth is the collection view's width (vertical) or height
/// (horizontal) less its content insets.
///
/// With an ``estimatedItemSize`` items size themselves: they start at the estimate and
/// take the size their cell's `preferredLayoutAttributesFitting(_:)` gives when they
/// appear (see `UICollectionReusableView`).
///
/// Differences from UIKit: `sectionHeadersPinToVisibleBounds`, `sectionInsetReference`
/// and `invalidationContext` are absent; item frames are not rounded to pixels.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// An `estimatedItemSize` that asks items to size themselves from ``itemSize``
    /// (UIKit's `automaticSize`).
    nonisolated public static let automaticSize = CGSize(width: -1, height: -1)

    /// The scroll direction. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if oldValue != scrollDirection { invalidateLayout() } }
    }
    /// Every item's size unless the delegate says otherwise. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if oldValue != itemSize { invalidateLayout() } }
    }
    /// When not zero, items size themselves, starting at this size (or at ``itemSize``
    /// for ``automaticSize``). Default `.zero`.
    open var estimatedItemSize = CGSize.zero {
        didSet { if oldValue != estimatedItemSize { _measured = [:]; invalidateLayout() } }
    }
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if oldValue != minimumLineSpacing { invalidateLayout() } }
    }
    /// The least space between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } }
    }
    /// Margins around each section's items. Default zero.
    open var sectionInset = UIEdgeInsets.zero {
        didSet { if oldValue != sectionInset { invalidateLayout() } }
    }
    /// Each section header's size (height when vertical, width when horizontal); zero
    /// for none. Default zero.
    open var headerReferenceSize = CGSize.zero {
        didSet { if oldValue != headerReferenceSize { invalidateLayout() } }
    }
    /// Each section footer's size; zero for none. Default zero.
    open var footerReferenceSize = CGSize.zero {
        didSet { if oldValue != footerReferenceSize { invalidateLayout() } }
    }

    /// The sections as last prepared, in flow space.
    private var _sections: [_FlowLayoutSection] = []
    private var _items: [[UICollectionViewLayoutAttributes]] = []
    private var _headers: [UICollectionViewLayoutAttributes?] = []
    private var _footers: [UICollectionViewLayoutAttributes?] = []
    private var _contentSize = CGSize.zero
    /// The bounds size the layout was prepared for.
    private var _preparedSize = CGSize.zero
    /// Sizes self-sizing items asked for.
    private var _measured: [IndexPath: CGSize] = [:]

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize { _contentSize }

    private var _vertical: Bool { scrollDirection == .vertical }

    /// Flow space ↔ the collection view's: the same when vertical, axes swapped when horizontal.
    private func _toView(_ r: CGRect) -> CGRect {
        _vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }

    private func _toFlow(_ s: CGSize) -> CGSize {
        _vertical ? s : CGSize(width: s.height, height: s.width)
    }

    open override func prepare() {
        super.prepare()
        _sections = []
        _items = []
        _headers = []
        _footers = []
        guard let collectionView else {
            _contentSize = .zero
            return
        }
        _preparedSize = collectionView.bounds.size
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let breadth = _vertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let path = IndexPath(item: item, section: section)
                return _toFlow(_size(of: path, delegate, collectionView))
            }
            let i = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let flow = _FlowLayoutSection(
                y: y, breadth: breadth, sizes: sizes,
                inset: _vertical ? (i.left, i.right, i.top, i.bottom) : (i.top, i.bottom, i.left, i.right),
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self,
                                                           minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                headerHeight: _vertical ? headerSize.height : headerSize.width,
                footerHeight: _vertical ? footerSize.height : footerSize.width)
            y = flow.maxY
            _sections.append(flow)
            _items.append(flow.items.enumerated().map { item, frame in
                let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = _toView(frame)
                return attributes
            })
            func supplementary(_ kind: String, _ frame: CGRect?) -> UICollectionViewLayoutAttributes? {
                guard let frame else { return nil }
                let attributes = attributesClass.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                attributes.frame = _toView(frame)
                return attributes
            }
            _headers.append(supplementary(UICollectionView.elementKindSectionHeader, flow.header))
            _footers.append(supplementary(UICollectionView.elementKindSectionFooter, flow.footer))
        }
        _contentSize = _toView(CGRect(x: 0, y: 0, width: breadth, height: y)).size
    }

    /// An item's size: measured (self-sizing), estimated, or the delegate's / ``itemSize``.
    private func _size(of path: IndexPath, _ delegate: UICollectionViewDelegateFlowLayout?,
                       _ collectionView: UICollectionView) -> CGSize {
        if _sizesCellsBySelf {
            if let measured = _measured[path] { return measured }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let flowRect = _toView(rect) // swapping is its own inverse
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in _sections.enumerated() where section.maxY > flowRect.minY && section.minY < flowRect.maxY {
            if let header = _headers[s], header.frame._overlaps(rect) { result.append(header) }
            for item in section.items(crossing: flowRect.minY, flowRect.maxY) where _items[s][item].frame._overlaps(rect) {
                result.append(_items[s][item])
            }
            if let footer = _footers[s], footer.frame._overlaps(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < _items.count, indexPath.item < _items[indexPath.section].count else { return nil }
        return _items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < _headers.count else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return _headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return _footers[indexPath.section]
        default: return nil
        }
    }

    /// A resize changes the breadth: prepare again. Scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _preparedSize
    }

    /// A self-sizing item whose cell prefers another size: remember it and prepare again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard _sizesCellsBySelf, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        _measured[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    override var _sizesCellsBySelf: Bool { estimatedItemSize != .zero }

    override func _dataChanged(_ map: _ListUpdateMap?) {
        guard let map else {
            _measured = [:]
            return
        }
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in _measured {
            if let target = map.newIndexPath(for: path) { moved[target] = size }
        }
        _measured = moved
    }
}

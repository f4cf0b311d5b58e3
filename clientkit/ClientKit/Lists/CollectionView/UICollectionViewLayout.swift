import Foundation

/// Where a collection view's items and supplementary views go, as UIKit's abstract
/// `UICollectionViewLayout`. Subclass it and override:
/// - ``prepare()``: compute what the layout needs (called before the first layout and
///   after every ``invalidateLayout()``);
/// - ``collectionViewContentSize``: the scrollable size;
/// - ``layoutAttributesForElements(in:)``: the attributes of every element in a
///   rectangle of the content (the collection view asks for its visible area);
/// - ``layoutAttributesForItem(at:)`` and
///   ``layoutAttributesForSupplementaryView(ofKind:at:)``: one element's attributes;
/// - ``shouldInvalidateLayout(forBoundsChange:)``: whether scrolling or resizing makes
///   the layout prepare again.
///
/// The collection view asks the layout again whenever it lays out, so
/// ``invalidateLayout()`` is how a layout that depends on something else (its own
/// properties, the collection view's size) asks to be prepared again.
/// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout`` are the
/// standard ones; decoration views, invalidation contexts and layout transitions are
/// not available in ClientKit.
@MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout (set when the layout is assigned).
    public internal(set) weak var collectionView: UICollectionView?

    /// Set by ``invalidateLayout()``; cleared when the collection view prepares the layout.
    var _needsPrepare = true

    /// The sections that scroll across the layout's axis (compositional
    /// `orthogonalScrollingBehavior`), by section: the band they occupy in the
    /// collection view's content, the width of what scrolls, and how it scrolls.
    var _orthogonalSections: [Int: _OrthogonalSection] { [:] }

    /// The swipe actions of the item at `indexPath` on its leading or trailing side (a
    /// list section's providers); `nil`: none.
    func _swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? { nil }

    public init() {}

    /// Archives do not exist in ClientKit: a layout like `init()`.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes (subclasses with custom attributes
    /// override it). Default `UICollectionViewLayoutAttributes.self`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes the layout; the collection view calls it before asking for attributes
    /// whenever the layout was invalidated. The default does nothing.
    open func prepare() {}

    /// The size of all the content. Default `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every cell and supplementary view whose frame intersects
    /// `rect`. Default `nil` (nothing).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an interactively moving item at `previousIndexPath` would go with the finger
    /// at `position` (collection view coordinates). The default: the item under
    /// `position`, or `previousIndexPath` between items.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the interactively moving item at `indexPath`: the item's own,
    /// centred on `position`, above every other item (`zIndex` `Int.max`).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes
        if let own = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes {
            attributes = own
        } else {
            // A layout without per-item attributes: the cell keeps its size.
            attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.size = collectionView?.cellForItem(at: indexPath)?.bounds.size ?? .zero
        }
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as needing ``prepare()`` and the collection view as needing
    /// layout. Overrides must call `super`.
    open func invalidateLayout() {
        _needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether the collection view's new bounds (a scroll or a resize) need the layout
    /// prepared again. Default `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes need the layout prepared again.
    /// Default `false`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead. Default:
    /// where it would.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether cells ask for their preferred attributes when they appear (a flow
    /// layout with an estimated item size). Default `false`.
    var _sizesCellsBySelf: Bool { false }

    /// The data changed (reload or update): forget what depends on items.
    /// `map` tells where surviving items went (`nil`: a reload).
    func _dataChanged(_ map: _ListUpdateMap?) {}
}

/// A section that scrolls across the layout (see `UICollectionViewLayout._orthogonalSections`).
struct _OrthogonalSection: Equatable {
    /// Where the section's scrolling strip sits in the collection view's content.
    var band: CGRect
    /// The width of the strip's content (its items and insets).
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where each group starts and how wide it is, in the strip's content.
    var groups: [(x: CGFloat, width: CGFloat)] = []
    /// The section's leading content inset (groups settle there).
    var leadingInset: CGFloat = 0

    static func == (a: _OrthogonalSection, b: _OrthogonalSection) -> Bool {
        a.band == b.band && a.contentWidth == b.contentWidth && a.behavior == b.behavior && a.leadingInset == b.leadingInset
            && a.groups.map(\.x) == b.groups.map(\.x) && a.groups.map(\.width) == b.groups.map(\.width)
    }
}

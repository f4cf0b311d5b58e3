import Foundation

/// The configuration of a list section (`UICollectionLayoutListConfiguration`, iOS 14):
/// its appearance, separators, headers and footers, and swipe actions.
///
/// The appearance gives the section's insets (grouped: 17 points above and below;
/// inset grouped: 20 points at the sides as well, the section's outer corners rounded),
/// the cells' default backgrounds (see `UIBackgroundConfiguration`) and, for a whole
/// `.list(using:)` layout, the collection view's background colour (``backgroundColor``,
/// by default `systemBackground` for `.plain` and `.sidebarPlain`,
/// `systemGroupedBackground` for the others) unless the app set one.
///
/// Separators are drawn by the cells, below every item but the last of a section (see
/// ``separatorConfiguration`` and ``itemSeparatorHandler``). The swipe action providers
/// give the actions a horizontal swipe on an item reveals, as a table's do (see
/// `UICollectionView+SwipeActions`).
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    /// The list's look (`Appearance`).
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Where a section's header comes from (`HeaderMode`): none, a supplementary view of
    /// kind `elementKindSectionHeader`, or the section's first item (styled as a header).
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }
    /// Where a section's footer comes from (`FooterMode`).
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// Gives the separator configuration of the item at an index path, from the
    /// list's (`ItemSeparatorHandler`).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Gives the swipe actions of the item at an index path (`SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public var appearance: Appearance
    /// Whether the list draws separators between its items. Default `true` (the
    /// sidebar appearances draw none where visibility is `.automatic`, as iOS's sidebars).
    public var showsSeparators = true
    /// The separators' visibility, insets and colour. Default: the appearance's.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single items. Default `nil`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; `nil`: the appearance's.
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Kept.
    public var headerTopPadding: CGFloat?
    /// The actions a rightward swipe on an item reveals. Default `nil`.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a leftward swipe on an item reveals. Default `nil`.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The collection view's background for this list.
    var _resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The list facts of item `item` of `count` at `path` (see `_ListItemInfo`).
    func _info(item: Int, count: Int, path: IndexPath) -> _ListItemInfo {
        let hasHeaderItem = headerMode == .firstItemInSection
        let isHeader = hasHeaderItem && item == 0
        var separator = separatorConfiguration
        if let itemSeparatorHandler { separator = itemSeparatorHandler(path, separator) }
        let isLast = item == count - 1
        let top: Bool, bottom: Bool
        switch separator.topSeparatorVisibility {
        case .visible: top = showsSeparators
        case .hidden, .automatic: top = false
        }
        switch separator.bottomSeparatorVisibility {
        case .visible: bottom = showsSeparators
        case .hidden: bottom = false
        case .automatic: bottom = showsSeparators && !isLast && !isHeader && appearance != .sidebar && appearance != .sidebarPlain
        }
        return _ListItemInfo(appearance: appearance, isFirst: item == (hasHeaderItem ? 1 : 0), isLast: isLast,
                             isHeader: isHeader, showsTopSeparator: top, showsBottomSeparator: bottom, separator: separator)
    }

    /// One full-width row per item, 44 points estimated (each sized by its cell), with
    /// the appearance's insets; headers and footers as supplementary views when asked for.
    @MainActor
    func _section() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section._listConfiguration = self
        switch appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 17, leading: 20, bottom: 17, trailing: 20)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 17, trailing: 0)
        default: break
        }
        let titled = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: titled, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: titled, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// How a compositional layout as a whole is set up (`UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// Kept: ClientKit lays out vertically.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections. Default 0.
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}

/// A layout made of sections of repeated groups of items (`UICollectionViewCompositionalLayout`,
/// iOS 13): sizes as fractions of the container, absolute, or estimated (the cell's own
/// size then wins: self-sizing), nested horizontal and vertical groups, content insets,
/// spacing, headers and footers; `.list(using:)` for lists.
///
/// A section with an `orthogonalScrollingBehavior` lays its groups out side by side in
/// one row that scrolls horizontally (a scroll view over the section's band holds its
/// cells); `layoutAttributesForItem(at:)` reports its items where they appear, moved by
/// that scrolling. Headers and footers with `pinToVisibleBounds` stay in view while
/// their section is.
///
/// `.paging` pages by the strip's width; `.continuousGroupLeadingBoundary` comes to
/// rest with a group at the section's leading inset; `.groupPaging` moves one group a
/// swipe (to its leading inset) and `.groupPagingCentered` one group a swipe, centred.
///
/// Differences from UIKit: vertical scrolling only (`scrollDirection` is kept); no
/// decoration items or `visibleItemsInvalidationHandler`;
/// flexible spacing is laid out as fixed; an estimated width is taken as it is
/// (heights self-size).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    public let configuration: UICollectionViewCompositionalLayoutConfiguration

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaries: [String: [Int: UICollectionViewLayoutAttributes]] = [:]
    /// Headers and footers that pin to the visible bounds, with their section's extent.
    /// The list configurations of the sections, as last prepared.
    private var listSections: [Int: UICollectionLayoutListConfiguration] = [:]

    override func _swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listSections[indexPath.section] else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// Sections that scroll across, by section (see `_OrthogonalSection`).
    private var orthogonal: [Int: _OrthogonalSection] = [:]
    override var _orthogonalSections: [Int: _OrthogonalSection] { orthogonal }
    private var pinned: [UICollectionView._SupplementaryKey: (alignment: NSRectAlignment, section: ClosedRange<CGFloat>)] = [:]
    private var contentSize = CGSize.zero
    private var preparedSize = CGSize.zero
    private var measured: [IndexPath: CGFloat] = [:]
    private var selfSizing = false

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Each section as `sectionProvider` gives it (`nil`: the section is left empty).
    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A list layout: every section a list as `configuration` describes.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration._section() })
        layout._listConfiguration = configuration
        return layout
    }

    /// The configuration of a `.list(using:)` layout.
    var _listConfiguration: UICollectionLayoutListConfiguration?
    /// A list layout colours its collection view's background, unless the app set one.
    private func _colourBackground(of collectionView: UICollectionView) {
        guard let list = _listConfiguration else { return }
        collectionView._setListBackgroundColor(list._resolvedBackgroundColor)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        items = []
        supplementaries = [:]
        pinned = [:]
        orthogonal = [:]
        listSections = [:]
        selfSizing = false
        guard let collectionView else {
            contentSize = .zero
            return
        }
        preparedSize = collectionView.bounds.size
        _colourBackground(of: collectionView)
        let inset = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - inset.left - inset.right
        let height = collectionView.bounds.height - inset.top - inset.bottom
        let environment = NSCollectionLayoutEnvironment(size: CGSize(width: width, height: height))
        var y: CGFloat = 0
        for s in 0..<collectionView.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: s)
            guard let section = provider(s, environment) else {
                items.append([])
                continue
            }
            let sectionTop = y
            let insets = section.contentInsets
            let sectionWidth = Swift.max(0, width - insets.leading - insets.trailing)
            let container = CGSize(width: sectionWidth, height: height)
            let x0 = insets.leading
            for boundary in section.boundarySupplementaryItems where boundary.alignment != .bottom {
                y = place(boundary, section: s, x: x0, y: y, container: container)
            }
            y += insets.top
            var frames: [CGRect] = []
            var first = true
            if section.orthogonalScrollingBehavior != .none {
                // One row of groups side by side, scrolling across in a strip the width
                // of the collection view.
                var x = x0
                var rowHeight: CGFloat = 0
                var groups: [(x: CGFloat, width: CGFloat)] = []
                while frames.count < count {
                    if !first { x += section.interGroupSpacing }
                    first = false
                    let placed = layOut(section.group, origin: CGPoint(x: x, y: y), container: container,
                                        section: s, firstItem: frames.count, remaining: count - frames.count)
                    guard !placed.frames.isEmpty else { break }
                    frames += placed.frames
                    groups.append((x, placed.size.width))
                    x += placed.size.width
                    rowHeight = Swift.max(rowHeight, placed.size.height)
                }
                if count > 0 {
                    orthogonal[s] = _OrthogonalSection(band: CGRect(x: 0, y: y, width: width, height: rowHeight),
                                                       contentWidth: x + insets.trailing,
                                                       behavior: section.orthogonalScrollingBehavior,
                                                       groups: groups, leadingInset: insets.leading)
                }
                y += rowHeight
            }
            while frames.count < count {
                if !first { y += section.interGroupSpacing }
                first = false
                let placed = layOut(section.group, origin: CGPoint(x: x0, y: y), container: container,
                                    section: s, firstItem: frames.count, remaining: count - frames.count)
                guard !placed.frames.isEmpty else { break }
                frames += placed.frames
                y += placed.size.height
            }
            y += insets.bottom
            for boundary in section.boundarySupplementaryItems where boundary.alignment == .bottom {
                y = place(boundary, section: s, x: x0, y: y, container: container)
            }
            for boundary in section.boundarySupplementaryItems where boundary.pinToVisibleBounds {
                pinned[UICollectionView._SupplementaryKey(kind: boundary.elementKind, indexPath: IndexPath(item: 0, section: s))] =
                    (boundary.alignment, sectionTop...Swift.max(sectionTop, y))
            }
            let list = section._listConfiguration
            if let list { listSections[s] = list }
            items.append(frames.enumerated().map { item, frame in
                let path = IndexPath(item: item, section: s)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = frame
                attributes._listInfo = list?._info(item: item, count: frames.count, path: path)
                return attributes
            })
            if let list {
                for (kind, bySection) in supplementaries {
                    guard let attributes = bySection[s] else { continue }
                    var info = list._info(item: 0, count: 1, path: attributes.indexPath)
                    info.isSupplementary = true
                    info.isHeader = kind == UICollectionView.elementKindSectionHeader
                    info.showsTopSeparator = false
                    info.showsBottomSeparator = false
                    attributes._listInfo = info
                }
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Places a header or footer at `y`; returns where the next element starts.
    private func place(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat,
                       container: CGSize) -> CGFloat {
        let size = boundary.layoutSize.resolved(in: container)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.elementKind,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        supplementaries[boundary.elementKind, default: [:]][section] = attributes
        return y + size.height
    }

    /// Lays out `element` (an item or a group) at `origin` in `container`, taking item
    /// numbers from `firstItem` (at most `remaining` of them); returns the frames of the
    /// cells it placed, in order, and the size it took.
    private func layOut(_ element: NSCollectionLayoutItem, origin: CGPoint, container: CGSize, section: Int,
                        firstItem: Int, remaining: Int) -> (frames: [CGRect], size: CGSize) {
        guard remaining > 0 else { return ([], .zero) }
        var size = element.layoutSize.resolved(in: container)
        guard let group = element as? NSCollectionLayoutGroup else {
            return placeLeaf(element, at: origin, size: size, measured: element.layoutSize.heightDimension.isEstimated,
                             item: IndexPath(item: firstItem, section: section))
        }
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing?.spacing ?? 0
        let length = horizontal ? size.width : size.height
        var frames: [CGRect] = []
        var offset: CGFloat = 0
        var across: CGFloat = 0
        var index = 0
        let copies = group.count
        while frames.count < remaining {
            let subitem = group.subitems[index % group.subitems.count]
            var subContainer = size
            if let copies {
                if index >= copies { break }
                let share = (length - spacing * CGFloat(copies - 1)) / CGFloat(copies)
                if horizontal { subContainer.width = share } else { subContainer.height = share }
            }
            let probe = subitem.layoutSize.resolved(in: size)
            let extent = copies != nil ? (horizontal ? subContainer.width : subContainer.height) : (horizontal ? probe.width : probe.height)
            if index > 0, copies == nil, offset + extent > length + 0.5 { break }
            let at = horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            var placed: (frames: [CGRect], size: CGSize)
            if copies != nil, !(subitem is NSCollectionLayoutGroup) {
                // A counted subitem takes its share along the group whatever its own size
                // there (a vertical share is exact: it is not measured).
                let own = subitem.layoutSize.resolved(in: size)
                let cell = CGSize(width: horizontal ? subContainer.width : own.width, height: horizontal ? own.height : subContainer.height)
                placed = placeLeaf(subitem, at: at, size: cell, measured: horizontal && subitem.layoutSize.heightDimension.isEstimated,
                                   item: IndexPath(item: firstItem + frames.count, section: section))
            } else {
                placed = layOut(subitem, origin: at, container: subContainer, section: section,
                                firstItem: firstItem + frames.count, remaining: remaining - frames.count)
            }
            if placed.frames.isEmpty { break }
            frames += placed.frames
            offset += (horizontal ? (copies != nil ? subContainer.width : placed.size.width)
                       : (copies != nil ? subContainer.height : placed.size.height)) + spacing
            across = Swift.max(across, horizontal ? placed.size.height : placed.size.width)
            index += 1
        }
        // An estimated height follows its tallest row (self-sizing); a vertical group
        // with an estimated height is as tall as its contents.
        if group.layoutSize.heightDimension.isEstimated {
            size.height = horizontal ? Swift.max(across, 0) : Swift.max(offset - spacing, 0)
        }
        return (frames, size)
    }

    /// One cell: `size` (its height the cell's measured one plus the item's insets, when
    /// `measured` and the cell has been measured), the cell's frame inset by the item's
    /// content insets.
    private func placeLeaf(_ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize, measured isMeasured: Bool,
                           item path: IndexPath) -> (frames: [CGRect], size: CGSize) {
        var size = size
        let i = item.contentInsets
        if isMeasured {
            selfSizing = true
            if let height = measured[path] { size.height = height + i.top + i.bottom }
        }
        let frame = CGRect(x: origin.x + i.leading, y: origin.y + i.top,
                           width: Swift.max(0, size.width - i.leading - i.trailing),
                           height: Swift.max(0, size.height - i.top - i.bottom))
        return ([frame], size)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in items.enumerated() {
            if orthogonal[s] != nil {
                for attributes in section {
                    let shown = _scrolled(attributes)
                    if shown.frame.intersects(rect) { result.append(shown) }
                }
            } else {
                for attributes in section where attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        for (kind, bySection) in supplementaries {
            for (section, attributes) in bySection {
                let shown = _pinned(attributes, UICollectionView._SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: section)))
                if shown.frame.intersects(rect) { result.append(shown) }
            }
        }
        return result
    }

    /// An item of a section that scrolls across, where it appears: moved by the
    /// section's horizontal offset.
    private func _scrolled(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard orthogonal[attributes.indexPath.section] != nil, let collectionView else { return attributes }
        let offset = collectionView._orthogonalOffset(attributes.indexPath.section)
        guard offset != 0 else { return attributes }
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        moved.frame.origin.x -= offset
        return moved
    }

    /// A pinned header where the visible bounds put it: at the top of the visible area
    /// (a footer: at its bottom) while its section is there, pushed along by the
    /// section's end (start), above the cells; others as laid out.
    private func _pinned(_ attributes: UICollectionViewLayoutAttributes, _ key: UICollectionView._SupplementaryKey) -> UICollectionViewLayoutAttributes {
        guard let pin = pinned[key], let collectionView else { return attributes }
        let inset = collectionView.adjustedContentInset
        let visibleTop = collectionView.bounds.minY + inset.top
        let visibleBottom = collectionView.bounds.maxY - inset.bottom
        let frame = attributes.frame
        var y = frame.minY
        if pin.alignment == .bottom || pin.alignment == .bottomLeading || pin.alignment == .bottomTrailing {
            y = Swift.max(pin.section.lowerBound, Swift.min(frame.minY, visibleBottom - frame.height))
        } else {
            y = Swift.min(Swift.max(frame.minY, visibleTop), pin.section.upperBound - frame.height)
        }
        guard y != frame.minY else { return attributes }
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        moved.frame.origin.y = y
        moved.zIndex = Swift.max(attributes.zIndex, 1)
        return moved
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < items.count, indexPath.item < items[indexPath.section].count else { return nil }
        return _scrolled(items[indexPath.section][indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries[elementKind]?[indexPath.section].map {
            _pinned($0, UICollectionView._SupplementaryKey(kind: elementKind, indexPath: IndexPath(item: 0, section: indexPath.section)))
        }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// An item with an estimated height whose cell prefers another: remember it and
    /// prepare again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard selfSizing, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size.height != originalAttributes.size.height,
              measured[preferredAttributes.indexPath] != preferredAttributes.size.height else { return false }
        measured[preferredAttributes.indexPath] = preferredAttributes.size.height
        return true
    }

    override var _sizesCellsBySelf: Bool { selfSizing }

    override func _dataChanged(_ map: _ListUpdateMap?) {
        guard let map else {
            measured = [:]
            return
        }
        var moved: [IndexPath: CGFloat] = [:]
        for (path, height) in measured { if let target = map.newIndexPath(for: path) { moved[target] = height } }
        measured = moved
    }
}

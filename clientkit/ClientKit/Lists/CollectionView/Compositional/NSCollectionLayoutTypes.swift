import Foundation

/// One dimension of a compositional layout element (`NSCollectionLayoutDimension`):
/// a fraction of its container's width or height, an absolute size, or an estimate the
/// element's view refines (self-sizing).
@MainActor
public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    public static func absolute(_ value: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, value) }
    public static func estimated(_ value: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, value) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The size in a container of `container` (an estimate before measuring).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height (`NSCollectionLayoutSize`).
@MainActor
public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Space between the items of a group (`NSCollectionLayoutSpacing`): fixed or at
/// least (`flexible`, laid out as fixed here).
@MainActor
public final class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }
    public static func fixed(_ value: CGFloat) -> NSCollectionLayoutSpacing { .init(value, flexible: false) }
    public static func flexible(_ value: CGFloat) -> NSCollectionLayoutSpacing { .init(value, flexible: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The smallest element of a compositional layout: one cell (`NSCollectionLayoutItem`).
@MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's frame around its cell. Default zero.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items (or groups) laid out in a row, a column, or side by side (`NSCollectionLayoutGroup`).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of copies of one subitem sharing the group's length, or `nil`.
    let count: Int?
    /// Space between the subitems along the group. Default none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right, repeated while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: Swift.max(1, count))
    }
    /// Subitems top to bottom, repeated while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: Swift.max(1, count))
    }
}

/// Where a boundary supplementary item sits (`NSRectAlignment`; top and bottom are laid out).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (`NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// Whether it stays in view while its section scrolls: a header at the top of the
    /// visible area, a footer at its bottom, pushed away by the section's end. Default `false`.
    public var pinToVisibleBounds = false
    /// Its order among the cells (higher: in front). Default 0; a pinned header moved
    /// by scrolling is in front of the cells whatever this says.
    public var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section scrolls across the layout's axis (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: one group repeated for its items
/// (`NSCollectionLayoutSection`).
@MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between the repeated groups. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls across the layout: its groups side by side in one
    /// horizontal row (see `UICollectionViewCompositionalLayout`). Default `.none`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The list configuration of a list section (`list(using:layoutEnvironment:)`).
    var _listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration._section()
    }
}

/// The space a section is laid out in (`NSCollectionLayoutContainer`).
@MainActor
public final class NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public let effectiveContentSize: CGSize
    public let contentInsets: NSDirectionalEdgeInsets
    public let effectiveContentInsets: NSDirectionalEdgeInsets
    init(size: CGSize) {
        contentSize = size
        effectiveContentSize = size
        contentInsets = .zero
        effectiveContentInsets = .zero
    }
}

/// What a section provider is told (`NSCollectionLayoutEnvironment`).
@MainActor
public final class NSCollectionLayoutEnvironment {
    public let container: NSCollectionLayoutContainer
    public let traitCollection: UITraitCollection
    init(size: CGSize) {
        container = NSCollectionLayoutContainer(size: size)
        traitCollection = .current
    }
}

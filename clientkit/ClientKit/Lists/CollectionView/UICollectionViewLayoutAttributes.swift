import Foundation

/// Where and how one item or supplementary view of a collection view is shown, as
/// UIKit's `UICollectionViewLayoutAttributes`: a layout makes them, the collection view
/// applies them to the views (`apply(_:)`).
///
/// Subclasses adding properties override ``copy(with:)`` and ``isEqual(_:)``, as in
/// UIKit. Not tied to the main actor (layouts may build them anywhere); UIKit's is.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// What kind of element the attributes describe (`UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The element's frame in the collection view's content coordinates. Setting it sets
    /// ``center`` and ``size``.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's transform. Default identity.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// Which elements are in front: higher values above lower ones. Default 0.
    open var zIndex = 0
    /// Whether the element is hidden (its view is not shown). Default `false`.
    open var isHidden = false
    /// What a list layout tells the cell or header (see `_ListItemInfo`); `nil` outside lists.
    var _listInfo: _ListItemInfo?
    /// The element's index path.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary view's kind (`nil` for cells).
    public let representedElementKind: String?

    /// Attributes of the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy with the same values (subclasses copy their own too).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        if let kind = representedElementKind {
            copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = Self(forCellWith: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy._listInfo = _listInfo
        return copy
    }

    /// Equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    open override var hash: Int { indexPath.hashValue }

    open override var description: String {
        "<\(type(of: self)) \(representedElementKind ?? "cell") \(indexPath) frame \(frame)>"
    }
}

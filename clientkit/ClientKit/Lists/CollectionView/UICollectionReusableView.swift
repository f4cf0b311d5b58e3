import Foundation

/// A view a collection view queues for reuse: the base of cells and supplementary
/// views (headers, footers), as UIKit's `UICollectionReusableView`.
///
/// Registering a class (`register(_:forCellWithReuseIdentifier:)`,
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`) makes views with
/// `init(frame:)` through a required convenience initializer, so a subclass must either
/// keep its inherited initializers or override both `init(frame:)` and `init?(coder:)`
/// — what UIKit subclasses do.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is queued under (set by the collection view that made
    /// it; `nil` for views made otherwise).
    public internal(set) var reuseIdentifier: String?

    /// What the list layout placing the view tells it (appearance, position, separators);
    /// `nil` outside a list. Set by the collection view before `apply(_:)`.
    var _listInfo: _ListItemInfo? {
        didSet { if oldValue != _listInfo { _listInfoDidChange() } }
    }

    /// The collection view showing the view (its superview, or the superview of the
    /// strip of a section that scrolls across).
    var _owningCollectionView: UICollectionView? {
        superview as? UICollectionView ?? (superview as? _UICollectionViewOrthogonalScrollView)?.collectionView
    }

    /// Called when ``_listInfo`` changes (cells update their background and separators).
    func _listInfoDidChange() {}

    /// A view of the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist in ClientKit: a view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Used by the collection view's `register` methods to make views of a registered
    /// class: `init(frame: .zero)`. Not for app code.
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called when the collection view hands the view out again from its reuse queue,
    /// before the dequeue method returns it. The default does nothing; override to reset
    /// content. Call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes. The collection view has already set the frame,
    /// alpha, transform and hidden state; override to use custom attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's (self-sizing, when the
    /// layout estimates sizes). Default: the layout's attributes with the size Auto Layout
    /// gives (`systemLayoutSizeFitting` at the fitting level, from the layout's size) when
    /// the view — a cell's content view — holds constraints, as in UIKit; otherwise the
    /// size `sizeThatFits(_:)` gives (the default keeps the current size).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let measured = (self as? UICollectionViewCell)?.contentView ?? self
        let fitted = measured._subtreeHoldsConstraints
            ? measured.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                               verticalFittingPriority: .fittingSizeLevel)
            : sizeThatFits(layoutAttributes.size)
        if fitted.width > 0 && fitted.height > 0 { preferred.size = fitted }
        return preferred
    }
}

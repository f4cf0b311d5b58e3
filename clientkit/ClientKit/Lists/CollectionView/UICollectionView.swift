import Foundation

/// A scrolling collection of items placed by a layout, as UIKit's `UICollectionView`.
///
/// In each layout pass (after every scroll) the collection view prepares its layout if
/// it was invalidated (or if `shouldInvalidateLayout(forBoundsChange:)` says the new
/// bounds need it), asks it for the attributes of the elements in the visible area
/// (`layoutAttributesForElements(in:)`), and shows exactly those: a cell from the data
/// source for each item entering (`cellForItemAt`, then `willDisplay`) and a
/// supplementary view for each header or footer (`viewForSupplementaryElementOfKind`);
/// views leaving go back to their reuse queues, from which the dequeue methods hand
/// them out again (after `prepareForReuse()`). Each queue keeps at most a few views, so
/// scrolling through any number of items keeps about a screenful alive. With a
/// self-sizing layout (a flow layout's `estimatedItemSize`) each cell entering is asked
/// for `preferredLayoutAttributesFitting(_:)`, and the layout prepared again if it
/// changes.
///
/// Updates (``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)``,
/// ``reloadItems(at:)``, their section forms, batched in
/// ``performBatchUpdates(_:completion:)``) are checked against the data source's new
/// counts as UIKit checks them (a mismatch stops with UIKit's
/// `NSInternalInconsistencyException` reason); surviving items keep their cells and
/// selection. They are applied at once: nothing animates yet, and completion handlers
/// run before the call returns.
///
/// A tap on an item (not a drag that scrolls) highlights it on touch-down and selects
/// it on lift (`shouldSelectItemAt`, `didSelectItemAt`), deselecting the others unless
/// ``allowsMultipleSelection`` (then a tap on a selected item deselects it).
///
/// Differences from UIKit: no compositional layout, diffable data sources, cell
/// registrations, prefetching, drag and drop, reordering, decoration views or layout
/// transitions; the delegate is the scroll view's `delegate` property, used as a
/// `UICollectionViewDelegate` when it is one.
@MainActor
open class UICollectionView: UIScrollView {
    /// Which way a flow layout scrolls (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item, on each axis
    /// (`UICollectionView.ScrollPosition`); an axis with no option scrolls the least
    /// that shows the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout._needsPrepare = true
            setNeedsLayout()
        }
    }

    /// The object that supplies sections, items, cells and supplementary views (held weakly).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            _defaultMoveAnswers = []
            _setNeedsReload()
        }
    }

    /// The delegate (held weakly); a `UICollectionViewDelegate` also hears about display
    /// and selection, a `UICollectionViewDelegateFlowLayout` sizes a flow layout's items.
    /// A new delegate makes the layout prepare again.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { if oldValue !== delegate { collectionViewLayout.invalidateLayout() } }
    }

    /// The delegate as a collection delegate (the scroll view's `delegate`, when it conforms).
    var _collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// The interaction showing items' context menus (see `UICollectionView+ContextMenu`).
    var _contextMenuInteraction: UIContextMenuInteraction?
    /// The item whose context menu is shown.
    var _contextMenuIndexPath: IndexPath?

    /// A view behind the content, filling the visible area. Default `nil`.
    open var backgroundView: UIView? {
        didSet { _replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Whether the user can select items by tapping. Default `true`.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap then toggles). Default `false`.
    open var allowsMultipleSelection = false

    // MARK: State (see the UICollectionView+… extensions)

    /// A supplementary view's place.
    struct _SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    var _counts: [Int] = []
    var _isLoaded = false
    var _needsReload = true
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _visibleSupplementary: [_SupplementaryKey: UICollectionReusableView] = [:]
    /// Views fetched but not yet announced with `willDisplay…`.
    var _unannounced = Set<IndexPath>()
    var _unannouncedSupplementary = Set<_SupplementaryKey>()
    var _cellPool = _ReusePool<UICollectionViewCell>()
    /// Supplementary views, queued under "kind identifier".
    var _supplementaryPool = _ReusePool<UICollectionReusableView>()
    var _selectedItems = Set<IndexPath>()
    var _isEditing = false
    /// The strips of the sections that scroll across, by section.
    var _orthogonalScrollViews: [Int: _UICollectionViewOrthogonalScrollView] = [:]
    /// Whether the app set the background colour (a list layout then leaves it).
    var _appSetBackgroundColor = false

    /// The background colour. Default `systemBackground`; a list layout
    /// (`UICollectionViewCompositionalLayout.list(using:)`) gives its appearance's
    /// until the app sets one.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            _appSetBackgroundColor = true
            super.backgroundColor = newValue
        }
    }

    /// Sets the background colour for a list layout, unless the app set one.
    func _setListBackgroundColor(_ color: UIColor) {
        guard !_appSetBackgroundColor, super.backgroundColor != color else { return }
        super.backgroundColor = color
    }
    var _trackedPath: IndexPath?
    weak var _trackedTouch: UITouch?
    /// The horizontal pan that reveals a list's swipe actions (see UICollectionView+SwipeActions).
    let _swipeRecognizer = _UISwipeActionsGestureRecognizer<UICollectionView>()
    /// The cell whose swipe actions show, and the swipe.
    let _swipeTracker = _UISwipeActionsTracker<UICollectionViewCell>()
    /// The bounds of the last layout pass (a change asks the layout whether to prepare again).
    var _lastLayoutBounds = CGRect.null
    var _isTiling = false
    var _isBatching = false
    /// The interactive movement under way (see `UICollectionView+InteractiveMovement`).
    var _interactiveMove: _UICollectionViewInteractiveMove?
    /// Whether the data source answered a move method with its default (learned when
    /// asked; see `UICollectionView+InteractiveMovement`).
    var _defaultMoveAnswers: _UICollectionViewDefaultMoveAnswers = []
    var _pendingUpdates = _ListUpdates()
    /// Items to reconfigure when the batch ends (positions before it).
    var _pendingReconfigure: [IndexPath] = []
    /// The cells being reconfigured: the dequeue call for their items returns them.
    var _reconfiguring: [IndexPath: UICollectionViewCell] = [:]

    // MARK: Creating collection views

    /// A collection view with the given frame, placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        _UIAppearanceRegistry.untracked { super.backgroundColor = .systemBackground }
        _installContextMenuInteraction()
        _setUpSwipeActions()
    }

    /// Archives do not exist in ClientKit: a collection view with a zero frame and a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        _UIAppearanceRegistry.untracked { super.backgroundColor = .systemBackground }
        _installContextMenuInteraction()
        _setUpSwipeActions()
    }

    // MARK: Reuse

    /// The reuse identifiers of cell and supplementary registrations already registered
    /// (see `UICollectionView+Registration`).
    var _registeredRegistrations: Set<String> = []

    /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes cells of it when the queue is empty. `nil` unregisters.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        _cellPool.register(cellClass.map { type in { type.init(_registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// Registers `viewClass` for supplementary views of `elementKind` queued under `identifier`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = Self._supplementaryQueue(elementKind, identifier)
        _supplementaryPool.register(viewClass.map { type in { _ in type.init(_registeredReuseIdentifier: identifier) } },
                                    for: key)
    }

    static func _supplementaryQueue(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// A queued cell for `identifier` (after `prepareForReuse()`) or a new one of the
    /// registered class. The identifier must be registered (a programmer error otherwise).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _reconfiguring.removeValue(forKey: indexPath) {
            precondition(cell.reuseIdentifier == identifier,
                         "attempted to dequeue a cell with identifier \(identifier) for item \(indexPath), which is being "
                         + "reconfigured and has a cell with identifier \(cell.reuseIdentifier ?? "nil"); reconfiguring "
                         + "keeps the existing cell (use reloadItems(at:) to replace it)")
            return cell
        }
        guard let (cell, reused) = _cellPool.dequeue(identifier, for: self) else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if reused { cell.prepareForReuse() }
        // As UIKit, the cell knows its place in a list before it is configured (so a
        // list cell's default configurations match its list).
        cell._listInfo = collectionViewLayout.layoutAttributesForItem(at: indexPath)?._listInfo
        return cell
    }

    /// A queued or new supplementary view of `elementKind` for `identifier`, which must be
    /// registered for that kind.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self._supplementaryQueue(elementKind, identifier)
        guard let (view, reused) = _supplementaryPool.dequeue(key, for: self) else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
                                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if reused { view.prepareForReuse() }
        view._listInfo = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?._listInfo
        return view
    }

    // MARK: Counts

    /// The number of sections (as last loaded from the data source).
    open var numberOfSections: Int {
        _loadIfNeeded()
        return _counts.count
    }

    /// The number of items in `section` (as last loaded).
    open func numberOfItems(inSection section: Int) -> Int {
        _loadIfNeeded()
        precondition(section >= 0 && section < _counts.count,
                     "numberOfItems(inSection:): section \(section) out of bounds (\(_counts.count) sections)")
        return _counts[section]
    }

    // MARK: Layout

    /// Shows the visible items and supplementary views (see `UICollectionView+Tiling`).
    /// Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if isDragging && _swipeTracker.cell != nil { _closeSwipe() }
        _tile()
    }

    // MARK: Touches (see UICollectionView+Selection)

    /// Highlights the item under a new touch (when it may be selected).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch elsewhere closes revealed swipe actions (and selects nothing).
        if _swipeTracker.cell != nil {
            _closeSwipe()
            return
        }
        _trackTouchesBegan(touches)
    }

    /// A touch that slides off its item lets go of it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackTouchesMoved(touches)
    }

    /// A touch lifted on the item it began on selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackTouchesEnded(touches)
    }

    /// A cancelled touch (a drag began) unhighlights its item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackTouchesCancelled(touches)
    }

    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }
}

import Foundation

/// A vertical list of rows in sections, as UIKit's `UITableView`: a scroll view that
/// asks its data source for a cell only for the rows about to be visible and reuses
/// the cells of rows that scrolled away.
///
/// **The call pattern.** At the first layout (and after ``reloadData()``) the table asks
/// the data source for the number of sections and of rows in each, the delegate for
/// each row's estimated height (`estimatedHeightForRowAt`, which defaults to
/// ``estimatedRowHeight``) and each section's header and footer height and title. Then,
/// in each layout pass — after every scroll — only rows entering the visible area are
/// asked for: `heightForRowAt` (default ``rowHeight``), `cellForRowAt`, then
/// `willDisplay`; rows leaving get `didEndDisplaying` and their cells go to the reuse
/// queue, from which `dequeueReusableCell(withIdentifier:for:)` hands them out again
/// (after `prepareForReuse()`). Each queue keeps at most as many cells as are visible,
/// so scrolling through 100,000 rows keeps about a screenful of cells alive. With
/// ``estimatedRowHeight`` set to 0 estimation is off: every row's `heightForRowAt` is
/// asked when data loads, as in UIKit.
///
/// **Heights.** A row's height is `heightForRowAt`, or ``rowHeight`` (default
/// ``automaticDimension``): an automatic row sizes itself by its cell when it first
/// comes into view — with Auto Layout (`systemLayoutSizeFitting` of the content view at
/// the row's width) when the content view holds constraints, as in UIKit, otherwise by
/// the cell's `sizeThatFits(_:)` (the standard styles size themselves, 44 points for one
/// line of text; custom cells without constraints get 44 or override it). Until then
/// the row counts with its estimate;
/// when a row above the visible area turns out taller or shorter, the content offset
/// moves by the difference so that what is on screen stays put.
///
/// **Looks** (iOS 17, light, see `_UITableViewMetrics`): `.plain` tables are white,
/// their section headers pin to the top while their section is visible (footers to the
/// bottom), with 22 points of ``sectionHeaderTopPadding`` above each header; separators
/// run under every row, inset by ``separatorInset`` (16 points) in ``separatorColor``
/// (`.separator`, rgba(60, 60, 67, 0.29)), one point thick. `.grouped` tables are gray
/// (`systemGroupedBackground`) with white sections edged by full-width separators;
/// `.insetGrouped` sections are inset by the margin with rounded corners (10 points).
///
/// **Updates.** ``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``moveRow(at:to:)``,
/// ``reloadRows(at:with:)`` and their section forms, alone or batched in
/// ``performBatchUpdates(_:completion:)`` or ``beginUpdates()``/``endUpdates()``, check
/// the data source's new counts against the old ones as UIKit does; where UIKit raises
/// `NSInternalInconsistencyException`, ClientKit stops with the same message
/// (`preconditionFailure`). Cells of rows that survive are kept, selection follows its
/// rows. Updates are applied at once: the row animations are accepted but not animated
/// yet (no animation system), and completion handlers run before the call returns.
///
/// **Selection.** A tap on a row (not a drag that scrolls: the scroll view delays the
/// touch 0.15 s, as UIKit) highlights it on touch-down, then on lift unhighlights it and
/// selects it through `willSelectRowAt`/`didSelectRowAt`, deselecting the previous row
/// (or toggling, with ``allowsMultipleSelection``).
///
/// **Editing.** ``setEditing(_:animated:)`` shows the editable rows' delete and insert
/// controls and reorder controls; the delete control asks for confirmation, which
/// commits the deletion through the data source (see `UITableView+Editing`); dragging
/// a reorder control moves the row (see `UITableView+Reordering`). A
/// horizontal swipe on a row reveals the delegate's swipe actions (see
/// `UITableView+SwipeActions`); scrolling closes them.
///
/// Differences from UIKit, besides those above: no section index, drag and drop, prefetching or diffable data sources (the
/// safe area joins the insets through `contentInsetAdjustmentBehavior`, as for every
/// scroll view, so a table under a navigation bar starts below it); no "empty row" separators below
/// the last row of a plain table; the delegate is the scroll view's `delegate` property
/// (Swift cannot narrow a stored property's type in a subclass), used as a
/// `UITableViewDelegate` when it is one.
@MainActor
open class UITableView: UIScrollView {
    /// "Use the default" for heights (`UITableView.automaticDimension`): a row sizes
    /// itself by its cell, a header by its title or view.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The style chosen at creation.
    public let style: Style

    /// The object that supplies sections, rows and cells (held weakly).
    open weak var dataSource: UITableViewDataSource? {
        didSet { _setNeedsReload() }
    }

    /// The delegate (held weakly); a `UITableViewDelegate` also sizes rows and hears
    /// about display and selection. A new delegate's heights are asked at the next layout.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { if _isLoaded && oldValue !== delegate { _setNeedsGeometry() } }
    }

    /// The delegate as a table delegate (the scroll view's `delegate`, when it conforms).
    var _tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    /// The interaction showing rows' context menus (see `UITableView+ContextMenu`).
    var _contextMenuInteraction: UIContextMenuInteraction?
    /// The row whose context menu is shown.
    var _contextMenuIndexPath: IndexPath?

    // MARK: Heights

    /// The height of rows whose height the delegate does not give. Default
    /// ``automaticDimension`` (rows size themselves by their cells).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != rowHeight { _setNeedsGeometry() } }
    }
    /// The height assumed for rows not yet on screen, or 0 to ask every row's height
    /// when data loads. Default ``automaticDimension``: ``rowHeight`` when it is fixed,
    /// else 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != estimatedRowHeight { _setNeedsGeometry() } }
    }
    /// The height of section headers the delegate does not size. Default
    /// ``automaticDimension``: the title's height, or the custom view's, or nothing
    /// (a spacing in grouped tables).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderHeight { _setNeedsGeometry() } }
    }
    /// The height of section footers the delegate does not size. Default
    /// ``automaticDimension``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionFooterHeight { _setNeedsGeometry() } }
    }
    /// Accepted for UIKit compatibility: section headers are sized as described at
    /// ``sectionHeaderHeight``. Default ``automaticDimension``.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Accepted for UIKit compatibility. Default ``automaticDimension``.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header that has a height. Default ``automaticDimension``:
    /// 22 points in `.plain` tables, none in grouped ones.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if oldValue != sectionHeaderTopPadding { _setNeedsGeometry() } }
    }

    // MARK: Separators

    /// Whether rows have separators. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { _noteAppearance(\UITableView.separatorStyle); setNeedsLayout() }
    }
    /// The separators' colour. Default `.separator` (rgba(60, 60, 67, 0.29)).
    open var separatorColor: UIColor? = .separator {
        didSet { _noteAppearance(\UITableView.separatorColor); setNeedsLayout() }
    }
    /// The default insets of the cells' separators (only left and right count).
    /// Default 16 points on the left (20 on tables 414 points wide or more, as the margin).
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? UIEdgeInsets(top: 0, left: _UITableViewMetrics.margin(forWidth: bounds.width), bottom: 0, right: 0) }
        set {
            defer { _noteAppearance(\UITableView.separatorInset) }
            _separatorInset = newValue
            setNeedsLayout()
        }
    }
    private var _separatorInset: UIEdgeInsets?

    // MARK: Accessory views

    /// A view above the first section, at its own height and the table's width. Default `nil`.
    open var tableHeaderView: UIView? {
        didSet {
            guard oldValue !== tableHeaderView else { return }
            oldValue?.removeFromSuperview()
            if let view = tableHeaderView { addSubview(view) }
            _setNeedsGeometry()
        }
    }
    /// A view below the last section, at its own height and the table's width. Default `nil`.
    open var tableFooterView: UIView? {
        didSet {
            guard oldValue !== tableFooterView else { return }
            oldValue?.removeFromSuperview()
            if let view = tableFooterView { addSubview(view) }
            _setNeedsGeometry()
        }
    }
    /// A view behind the content, filling the table's visible area. Default `nil`.
    open var backgroundView: UIView? {
        didSet { _replaceBackgroundView(oldValue, with: backgroundView) }
    }

    // MARK: Selection settings

    /// Whether the user can select rows by tapping. Default `true`.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap then toggles a row). Default `false`.
    open var allowsMultipleSelection = false

    // MARK: Editing (see UITableView+Editing and UITableView+SwipeActions)

    /// Whether the table is in editing mode. Setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false

    /// Enters or leaves editing mode: the rows the data source lets edit
    /// (`canEditRowAt`) show their editing control, indented content and reorder
    /// control (see `UITableView+Editing`). Revealed swipe actions close. `animated`
    /// changes nothing yet (no animations).
    open func setEditing(_ editing: Bool, animated: Bool) {
        _setEditing(editing, animated: animated)
    }

    /// Whether a tap selects a row in editing mode. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode (a tap toggles a row).
    /// Default `false`.
    open var allowsMultipleSelectionDuringEditing = false

    /// Changes when what the rows' editing state depends on changes (editing mode,
    /// reloads, updates): cells configured for an older one are configured again.
    var _editingGeneration = 0
    /// The editing questions answered by the protocols' default implementations since
    /// the table last asked (how ClientKit tells that a method is not implemented).
    var _defaultAnswers: _UITableViewDefaultAnswers = []
    /// The row whose actions are revealed (or being swiped), and the swipe (see
    /// `UITableView+SwipeActions`).
    let _swipeTracker = _UISwipeActionsTracker<UITableViewCell>()
    /// A touch that closed revealed actions: it does nothing else.
    weak var _swallowedTouch: UITouch?
    /// The row being dragged by its reorder control (see `UITableView+Reordering`).
    var _reorder: _Reorder?
    /// The horizontal pan that reveals swipe actions.
    let _swipeRecognizer = _UISwipeActionsGestureRecognizer<UITableView>()

    // MARK: State (see the UITableView+… extensions)

    /// The layout of the content (valid once loaded).
    var _geometry = _UITableViewGeometry()
    /// Whether counts and heights have been loaded from the data source.
    var _isLoaded = false
    /// Counts, heights and cells are to be asked again (`reloadData`).
    var _needsReload = true
    /// Heights are to be asked again; cells stay.
    var _needsGeometry = false
    /// The width the heights were measured at (a change measures again).
    var _geometryWidth: CGFloat = -1
    /// The cells on screen, by row.
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section.
    var _visibleHeaders: [Int: UIView] = [:]
    var _visibleFooters: [Int: UIView] = [:]
    /// Rows, headers and footers whose views were fetched (while measuring) but not yet
    /// announced with `willDisplay…`.
    var _unannounced = Set<IndexPath>()
    var _unannouncedHeaders = Set<Int>()
    var _unannouncedFooters = Set<Int>()
    /// Visible sections whose header or footer has a height but no view (asked once
    /// while visible).
    var _absentHeaders = Set<Int>()
    var _absentFooters = Set<Int>()
    var _cellPool = _ReusePool<UITableViewCell>()
    var _headerFooterPool = _ReusePool<UITableViewHeaderFooterView>()
    /// The selected rows.
    var _selectedRows = Set<IndexPath>()
    /// The row a touch is on (highlighted if it may be), and the touch.
    var _trackedPath: IndexPath?
    weak var _trackedTouch: UITouch?
    /// Open `beginUpdates` calls, and what the batch recorded.
    var _updateDepth = 0
    var _pendingUpdates = _ListUpdates()
    /// Rows to reconfigure when the batch ends (positions before it).
    var _pendingReconfigure: [IndexPath] = []
    /// The cells being reconfigured: the dequeue call for their rows returns them.
    var _reconfiguring: [IndexPath: UITableViewCell] = [:]
    /// Whether the layout pass is running (guards against re-entering it).
    var _isTiling = false

    /// The identifier of the header and footer views made for titles.
    static let _titleHeaderFooterIdentifier = "_UITableViewTitleHeaderFooter"

    // MARK: Creating table views

    /// A table view of `style` with the given frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        _setUp()
    }

    /// A `.plain` table view with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives do not exist in ClientKit: a `.plain` table view with a zero frame.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        _UIAppearanceRegistry.untracked { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        alwaysBounceVertical = true
        _swipeRecognizer.list = self
        _swipeRecognizer.addTarget(self, action: UITableView._handleSwipe)
        addGestureRecognizer(_swipeRecognizer)
        _installContextMenuInteraction()
        _headerFooterPool.register({ UITableViewHeaderFooterView(reuseIdentifier: $0) },
                                   for: Self._titleHeaderFooterIdentifier)
    }

    // MARK: Reuse

    /// Registers `cellClass` for `identifier`: `dequeueReusableCell(withIdentifier:for:)`
    /// then makes cells of it when the queue is empty. `nil` unregisters.
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        _cellPool.register(cellClass.map { type in { type.init(_registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// Registers `aClass` for header and footer views queued under `identifier`; `nil`
    /// unregisters.
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _headerFooterPool.register(aClass.map { type in { type.init(_registeredReuseIdentifier: $0) } }, for: identifier)
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), a new one of the
    /// registered class, or `nil` when neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = _cellPool.dequeue(identifier, for: self) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A cell for `identifier`, queued or new, sized for the row at `indexPath`. The
    /// identifier must be registered (a programmer error otherwise, as in UIKit).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = _reconfiguring.removeValue(forKey: indexPath) {
            precondition(cell.reuseIdentifier == identifier,
                         "attempted to dequeue a cell with identifier \(identifier) for row \(indexPath), which is being "
                         + "reconfigured and has a cell with identifier \(cell.reuseIdentifier ?? "nil"); reconfiguring "
                         + "keeps the existing cell (use reloadRows(at:with:) to replace it)")
            return cell
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                                + "for the identifier or connect a prototype cell in a storyboard")
        }
        if _geometry.contains(indexPath) {
            cell.frame = _cellFrame(forRow: indexPath)
        }
        return cell
    }

    /// A queued header or footer view for `identifier`, a new one of the registered
    /// class, or `nil` when the identifier is not registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = _headerFooterPool.dequeue(identifier, for: self) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: Counts

    /// The number of sections (as last loaded from the data source).
    open var numberOfSections: Int {
        _loadIfNeeded()
        return _geometry.sectionCount
    }

    /// The number of rows in `section` (as last loaded).
    open func numberOfRows(inSection section: Int) -> Int {
        _loadIfNeeded()
        precondition(section >= 0 && section < _geometry.sectionCount,
                     "numberOfRows(inSection:): section \(section) out of bounds (\(_geometry.sectionCount) sections)")
        return _geometry.rowCounts[section]
    }

    // MARK: Layout

    /// Tiles the visible rows, headers and footers (see `UITableView+Tiling`). Overrides
    /// must call `super`. A drag that scrolls closes a row's revealed actions, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if isDragging && _swipeTracker.cell != nil { _closeSwipe() }
        _tile()
    }

    /// The inset of `.insetGrouped` sections from the table's edges (the margin).
    var _insetGroupedInset: CGFloat {
        style == .insetGrouped ? _UITableViewMetrics.margin(forWidth: bounds.width) : 0
    }

    // MARK: Touches (see UITableView+Selection)

    /// Highlights the row under a new touch (when it may be selected). A touch while a
    /// row's actions or delete confirmation show closes them and does nothing else.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _closeRevealedActions(for: touches) { return }
        _trackTouchesBegan(touches)
    }

    /// A touch that slides off its row lets go of it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _trackTouchesMoved(touches)
    }

    /// A touch lifted on the row it began on selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let swallowed = _swallowedTouch, touches.contains(where: { $0 === swallowed }) { _swallowedTouch = nil }
        _trackTouchesEnded(touches)
    }

    /// A cancelled touch (a drag began) unhighlights its row.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let swallowed = _swallowedTouch, touches.contains(where: { $0 === swallowed }) { _swallowedTouch = nil }
        _trackTouchesCancelled(touches)
    }

    func _setNeedsReload() {
        _editingGeneration &+= 1
        _needsReload = true
        setNeedsLayout()
    }

    func _setNeedsGeometry() {
        _needsGeometry = true
        setNeedsLayout()
    }
}

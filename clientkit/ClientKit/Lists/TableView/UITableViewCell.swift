import Foundation

/// One row of a ``UITableView``, as UIKit's `UITableViewCell`.
///
/// Put custom content in ``contentView`` (it leaves room for the accessory and the
/// separator), or use a standard ``CellStyle`` and fill ``textLabel``,
/// ``detailTextLabel`` and ``imageView``, which the cell creates when first asked for
/// and lays out as iOS does: 16-point margins, 17-point text, the image at the leading
/// margin and the text 16 points after it, the row 44 points tall (see
/// `UITableViewCell+StyleLayout`). The accessory (``accessoryType`` or
/// ``accessoryView``) sits at the trailing margin.
///
/// Selection and highlight show ``selectedBackgroundView`` (by default iOS's gray,
/// `systemGray4`, unless ``selectionStyle`` is `.none`) and highlight the labels and
/// image views of the content. The table view sets ``isSelected`` and
/// ``isHighlighted``; a cell's separator (a hairline along its bottom edge, of the
/// table's `separatorColor`, inset by ``separatorInset``) is drawn by the cell.
///
/// Registering a class for reuse (`register(_:forCellReuseIdentifier:)`) makes cells
/// with ``init(style:reuseIdentifier:)`` through a required convenience initializer, so
/// a subclass must either keep its inherited initializers or override both
/// ``init(style:reuseIdentifier:)`` and `init?(coder:)` — what UIKit subclasses do.
///
/// **Editing** (see `UITableViewCell+Editing`): in editing mode the cell shows its
/// editing control at the leading edge, moves its content right, swaps its accessory for
/// the editing accessory or the reorder control; the table view sets all of it.
///
/// **Configurations** (iOS 14, see `UITableViewCell+Configuration`):
/// ``contentConfiguration`` with ``defaultContentConfiguration()`` shows a
/// `UIListContentConfiguration`; ``updateConfiguration(using:)`` runs before layout after
/// a state change.
///
/// Differences from UIKit: no `backgroundConfiguration`, no focus;
/// `multipleSelectionBackgroundView` is shown like ``selectedBackgroundView``.
@MainActor
open class UITableViewCell: UIView {
    // MARK: Identity and content

    /// The identifier the cell is queued under for reuse (`nil`: never reused).
    public let reuseIdentifier: String?

    /// The standard layout chosen at creation.
    let _style: CellStyle

    /// The view custom content goes into. The cell sizes it to its bounds less the
    /// accessory and the separator.
    public let contentView: UIView

    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?

    /// The main label (created on first access), laid out by the cell style.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: _style == .value2 ? 15 : 17,
                                 weight: _style == .value2 ? .semibold : .regular)
        label.textColor = _style == .value2 ? .systemBlue : .label
        label.textAlignment = _style == .value2 ? .right : .natural
        label.backgroundColor = nil
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label (created on first access); `nil` for the `.default` style.
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel()
        switch _style {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        }
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (created on first access; takes no room without
    /// an image).
    open var imageView: UIImageView? {
        if let view = _imageView { return view }
        let view = UIImageView()
        contentView.addSubview(view)
        _imageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Backgrounds

    /// A view behind everything else, sized to the cell. Default `nil` (the cell's
    /// ``backgroundColor`` shows).
    open var backgroundView: UIView? {
        didSet {
            _replaceBackgroundView(oldValue, with: backgroundView)
            if backgroundView != nil { _clearBackgroundConfiguration() }
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted.
    /// Default `nil`: a gray (`systemGray4`) background, unless ``selectionStyle`` is `.none`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { _clearBackgroundConfiguration() }
            _updateSelectionLook()
        }
    }

    /// The selected background in a table that allows multiple selection; shown as
    /// ``selectedBackgroundView`` is. Default `nil` (the selected background shows).
    open var multipleSelectionBackgroundView: UIView?

    /// The cell's fill (UIKit's `systemBackground`, white, by default). In an
    /// `.insetGrouped` table the first and last rows of a section show it with rounded
    /// outer corners.
    open override var backgroundColor: UIColor? {
        get { _fill }
        set {
            _fill = newValue
            _applyFill()
            if newValue != nil { _clearBackgroundConfiguration() }
        }
    }
    var _fill: UIColor? = .systemBackground

    /// How the cell's background is drawn (iOS 14). Default `nil`: ``backgroundColor``
    /// and the selected background view. Setting one removes ``backgroundView``,
    /// ``selectedBackgroundView`` and the background colour (the configuration draws the
    /// background, the gray selection included — see `UIBackgroundConfiguration`);
    /// setting any of those removes the configuration. An `.insetGrouped` section rounds
    /// its outer corners.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            _setBackgroundConfiguration(newValue)
            if newValue != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
                _fill = nil
                _applyFill()
            }
            _updateSelectionLook()
        }
    }
    var _backgroundConfiguration: UIBackgroundConfiguration?
    var _backgroundConfigurationView: _UIBackgroundConfigurationView?
    /// Whether state changes update the background configuration. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A background configuration in the style of the cell's table (iOS 16):
    /// `listPlainCell()` in a plain table, `listGroupedCell()` in a grouped one.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        _backgroundConfiguration = configuration
        _BackgroundConfigurationHost.install(configuration, in: self, current: &_backgroundConfigurationView)
        _backgroundConfigurationView?.sectionCorners = _roundedCorners
    }

    private func _clearBackgroundConfiguration() {
        guard _backgroundConfiguration != nil else { return }
        _setBackgroundConfiguration(nil)
        if _fill == nil { _fill = .systemBackground; _applyFill() }
    }

    // MARK: Selection and highlight

    /// How the cell shows selection. Default `.default` (gray).
    open var selectionStyle: SelectionStyle = .default {
        didSet { _noteAppearance(\UITableViewCell.selectionStyle); _updateSelectionLook() }
    }

    /// Whether the cell is selected (the table view sets it). Shows the selected look.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    var _isSelected = false

    /// Whether the cell is highlighted (while a finger is on it).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    var _isHighlighted = false

    /// Selects or deselects the cell; `animated` changes nothing yet (no animations).
    /// Overrides must call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        _updateSelectionLook()
        setNeedsUpdateConfiguration()
    }

    /// Highlights or unhighlights the cell; `animated` changes nothing yet. Overrides
    /// must call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        _updateSelectionLook()
        setNeedsUpdateConfiguration()
    }

    // MARK: Accessory

    /// A standard accessory at the trailing edge. Default `.none`. Ignored while
    /// ``accessoryView`` is set.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard oldValue != accessoryType else { return }
            _updateAccessory()
        }
    }

    /// A custom accessory, shown instead of ``accessoryType``'s, at its own size.
    /// Default `nil`.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            _updateAccessory()
        }
    }

    /// The accessory on screen: ``accessoryView``, or the standard one.
    var _shownAccessory: UIView?

    // MARK: Separator and indentation

    /// The separator's insets from the cell's edges (only left and right count). Default:
    /// the table view's `separatorInset`; with an image in a standard style, the
    /// separator starts where the text does, as in iOS.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? _tableSeparatorInset }
        set {
            defer { _noteAppearance(\UITableViewCell.separatorInset) }
            _separatorInset = newValue
            setNeedsLayout()
        }
    }
    private var _separatorInset: UIEdgeInsets?
    /// The table's `separatorInset`, set by the table view.
    var _tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if oldValue != _tableSeparatorInset && _separatorInset == nil { setNeedsLayout() } }
    }

    /// How many steps the content is indented. Default 0.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation step, in points. Default 10.
    open var indentationWidth: CGFloat = _UITableViewMetrics.indentationWidth {
        didSet { setNeedsLayout() }
    }

    // MARK: Editing (see UITableViewCell+Editing)

    /// Whether the cell is in editing mode (the table view sets it for editable rows in
    /// an editing table). Setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false

    /// Enters or leaves editing mode: the editing control of ``editingStyle`` shows, the
    /// content is indented, the editing accessory or reorder control replaces the
    /// accessory; ``willTransition(to:)`` and ``didTransition(to:)`` bracket the change.
    /// `animated` changes nothing yet. Overrides must call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _changeEditingState(editing: editing, confirming: editing ? _showingDeleteConfirmation : false)
        setNeedsUpdateConfiguration()
    }

    /// The cell's editing control in editing mode, as the table's delegate gives it
    /// (`tableView(_:editingStyleForRowAt:)`). `.none` for a cell outside an editing table.
    open var editingStyle: EditingStyle { _editingStyle }
    var _editingStyle = EditingStyle.none {
        didSet { if oldValue != _editingStyle { _updateEditingParts() } }
    }

    /// Whether the cell shows the reorder control (three gray bars at the trailing edge,
    /// in place of the accessory) in editing mode. Default `false`. The data source's
    /// `tableView(_:canMoveRowAt:)`, when implemented, decides instead (see there).
    open var showsReorderControl = false {
        didSet { if oldValue != showsReorderControl { _updateEditingParts() } }
    }

    /// Whether the content moves right to make room for the editing control in editing
    /// mode (the delegate's `shouldIndentWhileEditingRowAt` must agree). Default `true`.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// The standard accessory shown in editing mode instead of ``accessoryType``.
    /// Default `.none` (no accessory while editing, as in UIKit).
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if oldValue != editingAccessoryType { _updateAccessory() } }
    }

    /// A custom accessory shown in editing mode instead of ``accessoryView``. Default `nil`.
    open var editingAccessoryView: UIView? {
        didSet {
            guard oldValue !== editingAccessoryView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            _updateAccessory()
        }
    }

    /// Whether the cell shows its delete confirmation button, or its trailing swipe
    /// actions.
    public var showingDeleteConfirmation: Bool { _showingDeleteConfirmation }
    var _showingDeleteConfirmation = false

    /// The cell is about to move to `state` (entering or leaving editing mode, showing or
    /// hiding the delete confirmation). Default: nothing. Overrides must call `super`.
    open func willTransition(to state: StateMask) {}

    /// The cell moved to `state`. Default: nothing. Overrides must call `super`.
    open func didTransition(to state: StateMask) {}

    /// The data source's `canMoveRowAt` answer, or `nil` when it does not implement it.
    var _movable: Bool? {
        didSet { if oldValue != _movable { _updateEditingParts() } }
    }
    /// The delegate's `shouldIndentWhileEditingRowAt` answer.
    var _delegateIndents = true {
        didSet { if oldValue != _delegateIndents { setNeedsLayout() } }
    }
    /// The row and editing generation the table last configured editing for.
    var _editingConfiguration: (path: IndexPath, generation: Int)?
    var _editingControl: _UITableViewCellEditingControl?
    var _reorderControl: _UITableViewCellReorderControl?
    /// The revealed actions (a swipe, or the delete confirmation) and how far the
    /// content moved for them: negative to the left (trailing actions), positive to the
    /// right (leading ones).
    var _swipeActionsView: _UITableViewCellSwipeActionsView?
    var _swipeOffset: CGFloat = 0 {
        didSet { if oldValue != _swipeOffset { setNeedsLayout() } }
    }
    /// `clipsToBounds` before actions were revealed (the moved content is clipped meanwhile).
    var _clipsBeforeSwipe: Bool?

    // MARK: State the table view sets

    /// Where the cell is in its section, for the grouped looks.
    enum _GroupPosition { case single, first, middle, last }
    var _groupPosition = _GroupPosition.middle {
        didSet { if oldValue != _groupPosition { _applyFill(); _updateSelectionLook(); setNeedsLayout() } }
    }
    /// The table's style (for rounded corners and edge separators).
    var _tableStyle = UITableView.Style.plain {
        didSet { if oldValue != _tableStyle { _applyFill(); _updateSelectionLook(); setNeedsLayout() } }
    }
    /// Whether the cell draws its bottom separator, and in which colour.
    var _separatorColor: UIColor? {
        didSet { if oldValue != _separatorColor { _bottomSeparator.backgroundColor = _separatorColor } }
    }
    var _showsSeparator = false {
        didSet { if oldValue != _showsSeparator { setNeedsLayout() } }
    }
    /// A full-width separator along the top edge (the first row of a `.grouped` section)
    /// and the bottom (its last row).
    var _showsGroupEdges = false {
        didSet { if oldValue != _showsGroupEdges { setNeedsLayout() } }
    }

    let _bottomSeparator = UIView()
    let _topSeparator = UIView()
    /// Paints ``backgroundColor`` with rounded corners where the group needs them.
    let _fillView = _UITableViewCellFillView()
    /// The default selected background.
    let _defaultSelectedBackground = _UITableViewCellFillView()

    // MARK: Creating cells

    /// A cell of `style`, queued under `reuseIdentifier` when it scrolls away. Its frame
    /// starts 320×44.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: _UITableViewMetrics.rowHeight))
        _setUp()
    }

    /// A `.default` cell without a reuse identifier, at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Used by `register(_:forCellReuseIdentifier:)` to make cells of a registered
    /// class: `init(style: .default, reuseIdentifier:)`. Not for app code.
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Archives do not exist in ClientKit: a `.default` cell without reuse identifier.
    public required init?(coder: NSCoder) {
        _style = .default
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: _UITableViewMetrics.rowHeight)
        _setUp()
    }

    private func _setUp() {
        _fillView.isHidden = true
        addSubview(_fillView)
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        _bottomSeparator.isHidden = true
        _topSeparator.isHidden = true
        addSubview(_bottomSeparator)
        addSubview(_topSeparator)
        _defaultSelectedBackground.color = .systemGray4
        _applyFill()
    }

    // MARK: Reuse

    /// Called when the table view hands the cell out again from its reuse queue, before
    /// `dequeueReusableCell` returns it. The default does nothing visible (UIKit resets
    /// selection, highlight and editing state, which the table view sets again anyway);
    /// override to reset content that does not depend on the row. Call `super`.
    open func prepareForReuse() {}

    /// The table view calls it as the cell goes back to the reuse queue: no revealed
    /// actions, and the editing state asked again when it is used next.
    func _resetForReuseQueue() {
        _hideSwipeActions()
        _editingConfiguration = nil
    }

    // MARK: Content configuration (see UITableViewCell+Configuration)

    /// What the cell shows, as a configuration (iOS 14): its content view fills
    /// ``contentView`` and replaces the standard labels and image; setting one of
    /// another kind replaces the content view. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { _ContentConfigurationHost.install(contentConfiguration, in: contentView, current: &_configurationContentView) }
    }
    var _configurationContentView: (UIView & UIContentView)?
    /// Whether state changes (selection, highlight, editing) update the content
    /// configuration (`updated(for:)`). Default `true`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Called with the cell and its new state whenever its configuration is updated (iOS 15).
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?
    /// A configuration update waits for the next layout.
    var _needsConfigurationUpdate = true

    /// The cell's state for configurations: selection, highlight, editing, swipe.
    /// Override to add custom states (`UIConfigurationStateCustomKey`), calling `super`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// Updates the cell's configurations for `state`; called before layout after the
    /// state changed (or ``setNeedsUpdateConfiguration()``). The default updates the
    /// content configuration (when ``automaticallyUpdatesContentConfiguration``) and
    /// calls ``configurationUpdateHandler``. Override to restyle for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = _backgroundConfiguration {
            _setBackgroundConfiguration(background.updated(for: state))
        }
        configurationUpdateHandler?(self, state)
    }

    // MARK: Layout

    /// Lays out the accessory, the content view, the backgrounds, the standard labels
    /// and image, and the separators (see `UITableViewCell+StyleLayout`). Overrides
    /// must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if _needsConfigurationUpdate {
            _needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        _layoutParts()
    }

    /// The height a standard cell needs for `size.width` (the table view asks this of
    /// self-sizing rows, `UITableView.automaticDimension`, whose content view holds no
    /// constraints): its text and image with 11 points above and below, at least 44
    /// points with the separator. A cell whose standard labels and image are unused
    /// (custom content) answers 44; constrain the content or override this to size it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _standardSizeThatFits(size)
    }
}

import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: a reusable view
/// with a ``contentView`` for the content, a ``backgroundView`` behind it and a
/// ``selectedBackgroundView`` shown while the cell is selected or highlighted.
///
/// A ``backgroundConfiguration`` (iOS 14) replaces the background and selected
/// background views: it is drawn behind the content and, while
/// ``automaticallyUpdatesBackgroundConfiguration`` is `true`, updated for the cell's
/// state by ``updateConfiguration(using:)``.
///
/// In a list layout the cell also draws the list's separators (a hairline along its
/// bottom, from the content's leading edge — see `UIListSeparatorConfiguration`).
///
/// Differences from UIKit: no drag states.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes into; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content, sized to the cell. Default `nil`.
    open var backgroundView: UIView? {
        didSet {
            _replaceBackgroundView(oldValue, with: backgroundView)
            if backgroundView != nil { _clearBackgroundConfiguration() }
        }
    }

    /// A view shown between the background and the content while the cell is selected
    /// or highlighted. Default `nil` (no selection look, as in UIKit).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { _clearBackgroundConfiguration() }
            _updateSelectionLook()
        }
    }

    /// Whether the cell is selected (the collection view sets it).
    open var isSelected = false {
        didSet { if oldValue != isSelected { _updateSelectionLook(); setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted (while a finger is on it).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { _updateSelectionLook(); setNeedsUpdateConfiguration() } }
    }

    /// What the cell shows, as a configuration (iOS 14): its content view fills
    /// ``contentView``. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { _ContentConfigurationHost.install(contentConfiguration, in: contentView, current: &_configurationContentView) }
    }
    var _configurationContentView: (UIView & UIContentView)?
    /// Whether state changes update the content configuration. Default `true`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Called with the cell and its new state whenever its configuration is updated.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    var _needsConfigurationUpdate = true

    /// How the cell's background is drawn (iOS 14). Default `nil` (a list cell has its
    /// list's). Setting one removes ``backgroundView`` and ``selectedBackgroundView`` and
    /// the background colour, as in UIKit; setting any of those removes the configuration.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            _backgroundConfigurationIsDefault = false
            _setBackgroundConfiguration(newValue)
            if newValue != nil {
                if backgroundView != nil { backgroundView = nil }
                if selectedBackgroundView != nil { selectedBackgroundView = nil }
                if super.backgroundColor != nil { super.backgroundColor = nil }
            }
        }
    }
    var _backgroundConfiguration: UIBackgroundConfiguration?
    var _backgroundConfigurationView: _UIBackgroundConfigurationView?
    /// Whether the background configuration is the list's default (list cells).
    var _backgroundConfigurationIsDefault = false
    /// Whether state changes update the background configuration. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's background colour; setting one removes the background configuration.
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            if newValue != nil { _clearBackgroundConfiguration() }
        }
    }

    /// A background configuration in the style of the list the cell is in (iOS 16):
    /// `listPlainCell()` outside a list.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _listInfo?.defaultBackground ?? .listPlainCell()
    }

    func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        _backgroundConfiguration = configuration
        _BackgroundConfigurationHost.install(configuration, in: self, current: &_backgroundConfigurationView)
        _backgroundConfigurationView?.sectionCorners = _listInfo?.roundedCorners ?? []
    }

    private func _clearBackgroundConfiguration() {
        guard _backgroundConfiguration != nil else { return }
        _backgroundConfigurationIsDefault = false
        _setBackgroundConfiguration(nil)
    }

    /// How far swipe actions have moved the cell's content (negative: trailing actions
    /// show), and the view of those actions.
    var _swipeOffset: CGFloat = 0
    var _swipeActionsView: _UITableViewCellSwipeActionsView?
    private var _clipsBeforeSwipe: Bool?

    /// Shows `view` beside the content moved by `offset`.
    func _showSwipeActions(_ view: _UITableViewCellSwipeActionsView, offset: CGFloat) {
        if _swipeActionsView !== view {
            _swipeActionsView?.removeFromSuperview()
            _swipeActionsView = view
            addSubview(view)
        }
        if _clipsBeforeSwipe == nil {
            _clipsBeforeSwipe = clipsToBounds
            clipsToBounds = true
        }
        _swipeOffset = offset
        setNeedsLayout()
        layoutIfNeeded()
    }

    func _hideSwipeActions() {
        _swipeActionsView?.removeFromSuperview()
        _swipeActionsView = nil
        _swipeOffset = 0
        if let clips = _clipsBeforeSwipe {
            clipsToBounds = clips
            _clipsBeforeSwipe = nil
        }
        setNeedsLayout()
    }

    /// The views a swipe moves (each laid out again on every layout pass).
    var _swipeMovedViews: [UIView] {
        [contentView, backgroundView, selectedBackgroundView, _backgroundConfigurationView, _separatorViews.top,
         _separatorViews.bottom].compactMap { $0 }
    }

    /// Moves the content, backgrounds and separators by the swipe offset, and places the actions.
    private func _layOutSwipeActions() {
        guard let actions = _swipeActionsView else { return }
        let offset = _swipeOffset
        for view in _swipeMovedViews where view.superview === self { view.frame.origin.x += offset }
        switch actions.side {
        case .trailing:
            actions.frame = CGRect(x: bounds.width + Swift.min(0, offset), y: 0, width: Swift.max(0, -offset), height: bounds.height)
        case .leading:
            actions.frame = CGRect(x: 0, y: 0, width: Swift.max(0, offset), height: bounds.height)
        }
        bringSubviewToFront(actions)
    }

    /// The list's separators, when a list layout asks for them.
    var _separatorViews: (top: UIView?, bottom: UIView?) = (nil, nil)

    /// Whether the cell's item is expanded in its section snapshot (set by the diffable
    /// data source); part of ``configurationState``.
    var _isExpanded = false {
        didSet { if oldValue != _isExpanded { setNeedsUpdateConfiguration() } }
    }

    override func _listInfoDidChange() {
        if _backgroundConfigurationIsDefault, let info = _listInfo {
            var background = info.defaultBackground
            if automaticallyUpdatesBackgroundConfiguration { background = background.updated(for: configurationState) }
            _setBackgroundConfiguration(background)
            _backgroundConfigurationIsDefault = true
        }
        _backgroundConfigurationView?.sectionCorners = _listInfo?.roundedCorners ?? []
        setNeedsUpdateConfiguration()
        setNeedsLayout()
    }

    /// The cell's state for configurations: selection, highlight, editing and (in an
    /// outline) expansion. Override to add custom states (`UIConfigurationStateCustomKey`),
    /// calling `super`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = _isExpanded
        state.isEditing = _isEditingForState
        return state
    }

    /// Called when the collection view enters or leaves editing mode.
    func _editingDidChange() {}

    /// Whether the cell's collection view is editing (list cells show editing accessories).
    var _isEditingForState: Bool { _owningCollectionView?.isEditing ?? false }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state` (see `UITableViewCell`'s): the content
    /// and background configurations (each while its `automaticallyUpdates…` is
    /// `true`), then ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = _backgroundConfiguration {
            let isDefault = _backgroundConfigurationIsDefault
            _setBackgroundConfiguration(background.updated(for: state))
            _backgroundConfigurationIsDefault = isDefault
        }
        configurationUpdateHandler?(self, state)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// With a content configuration, the width given and the height its view needs —
    /// at least 44 points for a list cell's, as iOS's list rows (self-sizing layouts ask
    /// this); otherwise `UIView`'s answer.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let view = _configurationContentView else { return super.sizeThatFits(size) }
        let width = size.width > 0 ? size.width : bounds.width
        var height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        if let list = contentConfiguration as? UIListContentConfiguration, list._isCellStyle { height = Swift.max(height, 44) }
        return CGSize(width: width, height: height)
    }

    /// Lays out the content and background views. Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if _needsConfigurationUpdate {
            _needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        _layOutContentView()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let background = _backgroundConfigurationView { _BackgroundConfigurationHost.layOut(background, in: self) }
        _layOutSeparators()
        _layOutSwipeActions()
    }

    /// Places the content view (a list cell leaves room for its accessories).
    func _layOutContentView() {
        contentView.frame = bounds
    }

    /// Where the separators start, in the cell's coordinates, when their inset is
    /// automatic: the content's leading edge (a list cell's `separatorLayoutGuide`).
    func _automaticSeparatorLeading() -> CGFloat {
        contentView.frame.minX + _UITableViewMetrics.margin(forWidth: superview?.bounds.width ?? bounds.width)
    }

    /// Shows the list's separators along the top and bottom edges.
    private func _layOutSeparators() {
        let info = _listInfo
        let top = info?.showsTopSeparator ?? false, bottom = info?.showsBottomSeparator ?? false
        _separatorViews.top = _separator(top, _separatorViews.top, info?.separator.topSeparatorInsets, atTop: true)
        _separatorViews.bottom = _separator(bottom, _separatorViews.bottom, info?.separator.bottomSeparatorInsets, atTop: false)
    }

    private func _separator(_ shown: Bool, _ existing: UIView?, _ insets: NSDirectionalEdgeInsets?, atTop: Bool) -> UIView? {
        guard shown, let info = _listInfo, let insets else {
            existing?.removeFromSuperview()
            return nil
        }
        let line = existing ?? UIView()
        line.isUserInteractionEnabled = false
        line.backgroundColor = info.separator.color
        let automatic = UIListSeparatorConfiguration._automatic
        let leading = insets.leading == automatic ? _automaticSeparatorLeading() : insets.leading
        let trailing = insets.trailing == automatic ? 0 : insets.trailing
        let h = _UITableViewMetrics.separatorHeight
        line.frame = CGRect(x: leading, y: atTop ? 0 : bounds.height - h, width: Swift.max(0, bounds.width - leading - trailing),
                            height: h)
        if line.superview !== self || subviews.last !== line { addSubview(line) }
        return line
    }

    private func _updateSelectionLook() {
        guard let selected = selectedBackgroundView else { return }
        let lit = isSelected || isHighlighted
        if lit && selected.superview !== self {
            insertSubview(selected, belowSubview: contentView)
            selected.frame = bounds
        }
        selected.isHidden = !lit
    }
}

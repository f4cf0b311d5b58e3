import Foundation

/// A collection view cell with list features (`UICollectionViewListCell`, iOS 14):
/// accessories beside the content view, indentation, a separator layout guide, and the
/// list's default content and background configurations.
///
/// Layout, as iOS lays out list rows: leading accessories start at the cell's leading
/// layout margin (16 points, 20 from 414 points wide) and trailing ones end at the
/// trailing margin, each centred vertically, 10 points apart; the content view spans the
/// space between them (the whole width without accessories), moved right by
/// `indentationLevel × indentationWidth` (with the leading accessories when
/// ``indentsAccessories``). The list's separators start at ``separatorLayoutGuide``'s
/// leading edge: the start of the content's text unless constraints place the guide.
///
/// In a list layout, the cell's ``backgroundConfiguration`` is the list's
/// (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`, or a header's for a
/// `.firstItemInSection` header) until the app sets one, and
/// ``defaultContentConfiguration()`` matches the list too.
///
/// Differences from UIKit: ``indentationWidth`` defaults to 10 points (UIKit's table
/// value; UIKit does not document the list cell's). Dragging the reorder accessory moves
/// the item (the collection view's interactive movement; with a diffable data source,
/// its `reorderingHandlers` decide). Swipe actions come from the list configuration's
/// providers (see `UICollectionView+SwipeActions`); a delete accessory without an action
/// handler reveals the trailing ones, as in UIKit.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories (see ``UICellAccessory`` for their sides and order). Default none.
    /// At most one of each system accessory (a programmer error otherwise: UIKit raises,
    /// ClientKit stops with a message); any number of custom views.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            var seen = Set<UICellAccessory.AccessoryType>()
            for accessory in accessories where accessory.accessoryType != .customView {
                precondition(seen.insert(accessory.accessoryType).inserted,
                             "UICollectionViewListCell.accessories: more than one \(accessory.accessoryType) accessory "
                             + "(each system accessory may appear once)")
            }
            setNeedsLayout()
        }
    }

    /// How many levels the content is indented. Set by a diffable data source from the
    /// item's level in its section snapshot. Default 0.
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { setNeedsLayout() } }
    }

    /// The width of one indentation level. Default 10.
    open var indentationWidth: CGFloat = _UITableViewMetrics.indentationWidth {
        didSet { if oldValue != indentationWidth { setNeedsLayout() } }
    }

    /// Whether leading accessories move with the indented content. Default `true`.
    open var indentsAccessories = true {
        didSet { if oldValue != indentsAccessories { setNeedsLayout() } }
    }

    /// The guide whose leading edge the list's separators start at. By default it
    /// follows the content's text (the text of a list content configuration, else the
    /// content view's leading margin); constrain its `leadingAnchor` to move the
    /// separators, as in UIKit.
    public let separatorLayoutGuide = UILayoutGuide()

    private var _accessoryViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpListCell()
    }

    private func _setUpListCell() {
        separatorLayoutGuide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(separatorLayoutGuide)
        _setBackgroundConfiguration(UIBackgroundConfiguration.listPlainCell())
        _backgroundConfigurationIsDefault = true
    }

    /// A content configuration for the list the cell is in: `.cell()` (`.sidebarCell()`
    /// in a sidebar; a header style for a `.firstItemInSection` header).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        _listInfo?.defaultContent ?? .cell()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    override var _swipeMovedViews: [UIView] { super._swipeMovedViews + _accessoryViews }

    override func _editingDidChange() {
        setNeedsLayout()
    }

    // MARK: Layout

    /// The accessories on screen for the current editing state, each side from its edge inward.
    private var _shownAccessories: (leading: [UICellAccessory], trailing: [UICellAccessory]) {
        let editing = _isEditingForState
        let shown = accessories.filter { $0._isDisplayed(editing: editing) }
        return (UICellAccessory._ordered(shown, leading: true), UICellAccessory._ordered(shown, leading: false))
    }

    /// The width an accessory takes: its reserved width, else its own.
    private func _width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        let own = _size(of: accessory, view: view).width
        switch accessory._reservedWidth {
        case .custom(let width): return width
        case .standard: return Swift.max(own, _standardWidth(accessory))
        case .actual, nil: return own
        }
    }

    private func _standardWidth(_ accessory: UICellAccessory) -> CGFloat {
        switch accessory.accessoryType {
        case .delete, .insert, .multiselect, .detail: 22
        case .checkmark: 14
        case .outlineDisclosure: 13
        case .disclosureIndicator: 8
        default: 0
        }
    }

    private func _size(of accessory: UICellAccessory, view: UIView) -> CGSize {
        if case .customView(let c) = accessory._kind {
            if c.maintainsFixedSize == true || view.bounds.size != .zero && c.maintainsFixedSize == nil && view.frame.size != .zero {
                return view.bounds.size
            }
            let intrinsic = view.intrinsicContentSize
            if intrinsic.width > 0 && intrinsic.height > 0 { return intrinsic }
            return view.sizeThatFits(.zero)
        }
        return view.sizeThatFits(.zero)
    }

    /// The views for the shown accessories, reusing the ones already made.
    private func _views(for shown: [UICellAccessory]) -> [UIView] {
        var old = _accessoryViews
        var views: [UIView] = []
        for accessory in shown {
            if case .customView(let c) = accessory._kind {
                views.append(c.customView)
                c.customView.isHidden = accessory._isHidden
                if let tint = accessory._tintColor { c.customView.tintColor = tint }
                continue
            }
            if let i = old.firstIndex(where: { ($0 as? _UICellAccessoryView)?.canShow(accessory) == true }) {
                let view = old.remove(at: i) as! _UICellAccessoryView
                view.update(accessory)
                views.append(view)
            } else {
                views.append(_UICellAccessoryView(accessory: accessory, cell: self))
            }
        }
        for view in old where !views.contains(where: { $0 === view }) && view.superview === self { view.removeFromSuperview() }
        for view in views where view.superview !== self { addSubview(view) }
        _accessoryViews = views
        return views
    }

    /// Frames of the accessories (leading then trailing) and the content view's span,
    /// for a cell `width` wide and `height` high.
    private func _arrange(width: CGFloat, height: CGFloat, leading: [(UICellAccessory, UIView)],
                          trailing: [(UICellAccessory, UIView)]) -> (frames: [CGRect], contentMinX: CGFloat, contentMaxX: CGFloat) {
        let margin = _UITableViewMetrics.margin(forWidth: superview?.bounds.width ?? width)
        let spacing = _UITableViewMetrics.accessorySpacing
        let indent = CGFloat(Swift.max(0, indentationLevel)) * indentationWidth
        var frames: [CGRect] = []
        var x = margin + (indentsAccessories ? indent : 0)
        var leadingEnd: CGFloat?
        for (accessory, view) in leading {
            let size = _size(of: accessory, view: view)
            let slot = _width(of: accessory, view: view)
            frames.append(CGRect(x: x + (slot - size.width) / 2, y: ((height - size.height) / 2).rounded(),
                                 width: size.width, height: size.height))
            leadingEnd = x + slot
            x += slot + spacing
        }
        // The content starts after the leading accessories (indented with them, or by
        // itself when they stay), or at the indentation.
        let contentMinX = leadingEnd.map { indentsAccessories ? $0 : $0 + indent } ?? indent
        var right = width - margin
        var contentMaxX = width
        for (accessory, view) in trailing {
            let size = _size(of: accessory, view: view)
            let slot = _width(of: accessory, view: view)
            frames.append(CGRect(x: right - slot + (slot - size.width) / 2, y: ((height - size.height) / 2).rounded(),
                                 width: size.width, height: size.height))
            right -= slot
            contentMaxX = right
            right -= spacing
        }
        return (frames, contentMinX, Swift.max(contentMinX, contentMaxX))
    }

    override func _layOutContentView() {
        let shown = _shownAccessories
        let views = _views(for: shown.leading + shown.trailing)
        let leading = Array(zip(shown.leading, views.prefix(shown.leading.count)))
        let trailing = Array(zip(shown.trailing, views.suffix(shown.trailing.count)))
        let b = bounds
        let arranged = _arrange(width: b.width, height: b.height, leading: leading, trailing: trailing)
        for (view, frame) in zip(views, arranged.frames) where view.frame != frame { view.frame = frame }
        contentView.frame = CGRect(x: arranged.contentMinX, y: 0, width: arranged.contentMaxX - arranged.contentMinX,
                                   height: b.height)
        for view in views {
            guard let accessoryView = view as? _UICellAccessoryView else { continue }
            accessoryView.isExpanded = _isExpanded
            accessoryView.isChecked = isSelected
        }
        separatorLayoutGuide._defaultFrame = CGRect(x: _automaticSeparatorLeading(), y: 0,
                                                    width: Swift.max(0, b.width - _automaticSeparatorLeading()), height: b.height)
    }

    override func _automaticSeparatorLeading() -> CGFloat {
        if let guide = separatorLayoutGuide._item, let engine = guide.engine, engine.hasSolved(guide) {
            return separatorLayoutGuide.layoutFrame.minX
        }
        if let list = _configurationContentView as? UIListContentView {
            return contentView.frame.minX + list.frame.minX + list._textStartX
        }
        return super._automaticSeparatorLeading()
    }

    /// The height the content needs at the width the accessories leave it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let view = _configurationContentView else { return super.sizeThatFits(size) }
        let width = size.width > 0 ? size.width : bounds.width
        let shown = _shownAccessories
        let views = _views(for: shown.leading + shown.trailing)
        let arranged = _arrange(width: width, height: 44, leading: Array(zip(shown.leading, views.prefix(shown.leading.count))),
                                trailing: Array(zip(shown.trailing, views.suffix(shown.trailing.count))))
        var height = view.sizeThatFits(CGSize(width: arranged.contentMaxX - arranged.contentMinX, height: 0)).height
        if let list = contentConfiguration as? UIListContentConfiguration, list._isCellStyle { height = Swift.max(height, 44) }
        return CGSize(width: width, height: height)
    }

    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { setNeedsLayout() } }
    }

    // MARK: Outline

    /// The outline disclosure shown in the header style (`.header`, or `.automatic` on a
    /// cell configured as a section header): a tap anywhere on the cell toggles it, and
    /// the cell is not selectable.
    var _outlineHeaderAccessory: UICellAccessory? {
        let editing = _isEditingForState
        return accessories.first { accessory in
            guard accessory._isDisplayed(editing: editing), case .outlineDisclosure(let style) = accessory._kind else { return false }
            switch style {
            case .header: return true
            case .cell: return false
            case .automatic:
                if _listInfo?.isHeader == true || _listInfo?.isSupplementary == true { return true }
                return (contentConfiguration as? UIListContentConfiguration)?._style == .header
            }
        }
    }

    /// A tap on a header-style outline cell: the accessory's action, or expansion.
    func _outlineHeaderTapped() {
        if let handler = _outlineHeaderAccessory?._actionHandler { handler() } else { _toggleExpansion() }
    }

    /// The outline disclosure's default action: expand or collapse the cell's item in
    /// its section snapshot.
    func _toggleExpansion() {
        guard let collection = _owningCollectionView, let path = collection.indexPath(for: self),
              let source = collection.dataSource as? _OutlineDataSource else { return }
        source._toggleExpansion(at: path, in: collection)
    }
}

/// A data source that knows the outline of its sections (a diffable data source with
/// section snapshots).
@MainActor
protocol _OutlineDataSource: AnyObject {
    func _toggleExpansion(at indexPath: IndexPath, in collectionView: UICollectionView)
}

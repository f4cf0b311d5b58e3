import Foundation

/// A container that shows a list beside its detail, in columns (UIKit's `UISplitViewController`).
///
/// **Two APIs.** The iOS 14 column API (``init(style:)`` with `.doubleColumn` or
/// `.tripleColumn`): ``setViewController(_:for:)`` puts a controller in the `.primary`,
/// `.supplementary` or `.secondary` column, wrapped in a navigation controller unless it
/// is one (as UIKit does; ``viewController(for:)`` returns what you set, its
/// `navigationController` the wrapper), and `.compact` names what is shown instead when
/// collapsed. Setting a plain controller for a `.secondary` column that already has one
/// pushes it onto the column's stack, as UIKit does; ``showDetailViewController(_:sender:)``
/// replaces the secondary instead. The classic API (`.unspecified`, `init()`):
/// ``viewControllers`` = [primary, secondary], shown as they are.
///
/// **Expanded** (the view at least ``regularWidthThreshold`` wide): the columns lie
/// side by side, the primary at the ``primaryEdge`` (leading: left), each followed by a
/// one-point separator. The primary is ``primaryColumnWidth`` wide: the preferred width
/// in points, else the preferred fraction of the view's width, else 320 points, kept
/// within the minimum (0 when automatic) and maximum (320 when automatic, unless a
/// width in points is preferred) — UIKit's defaults. The supplementary column follows
/// the same rules with its own properties. Which columns show is ``displayMode``: the
/// ``preferredDisplayMode``, where `.automatic` is `.oneBesideSecondary` for two columns
/// and `.twoBesideSecondary` for three (`.oneBesideSecondary` when the secondary would be
/// narrower than 320 points) — a desktop screen is wide, as an iPad in landscape — or
/// `.secondaryOnly` with the `.overlay` ``preferredSplitBehavior``. ``show(_:)`` and
/// ``hide(_:)`` change it. Over-secondary modes lay the side columns over the secondary
/// (undimmed); a tap on the secondary hides them, as in UIKit.
///
/// **Collapsed** (narrower than ``regularWidthThreshold``; UIKit collapses in a compact
/// horizontal size class): one stack fills the view. Column API: the `.compact` column's
/// controller if set; else the primary's navigation controller, onto which the
/// supplementary's and secondary's controllers are moved, up to the column the delegate
/// chooses from the proposed `.secondary` (`topColumnForCollapsingToProposedTopColumn`);
/// they go back when it expands. Classic API: the primary, after the delegate's
/// `collapseSecondary` (return `true` to drop the secondary) or the primary's
/// `collapseSecondaryViewController(_:for:)` (a navigation controller pushes it);
/// expanding asks `separateSecondaryFrom` or the primary's
/// `separateSecondaryViewController(for:)`. The trait collection stays regular (ClientKit
/// has no size classes).
///
/// **Showing.** `showDetailViewController(_:sender:)` from any child puts the controller
/// in the secondary column, or pushes it onto the primary stack when collapsed;
/// `show(_:sender:)` from a child in a navigation controller pushes there, as in UIKit.
///
/// **Transitions** are instant; appearance callbacks reach the columns that enter or
/// leave the view while the split view controller is visible, in UIKit's order (those
/// leaving `viewWillDisappear`, those coming `viewWillAppear`, `viewIsAppearing`, layout,
/// `viewDidDisappear`, `viewDidAppear`). ``presentsWithGesture`` is stored: there is no
/// swipe to reveal a hidden primary: the ``displayModeButtonItem`` (which the column API
/// puts at the leading edge of the first shown column's bar) shows and hides it.
@MainActor
open class UISplitViewController: UIViewController {
    /// The width below which the split view controller collapses: UIKit's narrowest
    /// regular-width window (an iPad's half of a 12.9-inch screen in landscape is 678
    /// points wide and regular; its widest compact window, two thirds of the screen in
    /// portrait, is 639).
    public static let regularWidthThreshold: CGFloat = 678
    /// UIKit's default column width (and automatic maximum), in points.
    static let _defaultColumnWidth: CGFloat = 320
    /// The width of the separator after each side column.
    static let _separatorWidth: CGFloat = 1

    /// Which API the split view controller uses.
    public let style: Style
    /// Told about collapsing, expanding, display modes and `show` requests. Not retained.
    open weak var delegate: UISplitViewControllerDelegate?

    /// Column API: what was set for each column, and the navigation controller shown there.
    var _set: [Column: UIViewController] = [:]
    var _navigations: [Column: UINavigationController] = [:]
    /// Classic API: [primary, secondary].
    var _classic: [UIViewController] = []
    /// Classic API: the secondary dropped when collapsing, for expanding if nobody gives one.
    var _droppedSecondary: UIViewController?
    /// Column API: how the columns were folded onto the primary's stack.
    var _collapse: (primaryCount: Int, moved: [(column: Column, controllers: [UIViewController])])?
    var _isCollapsed = false
    /// The display mode set by `show(_:)`/`hide(_:)`, until the preferred one changes.
    var _displayModeOverride: DisplayMode?
    /// The controllers whose views are in the view, bottom first.
    var _shown: [UIViewController] = []
    let _separators: [UIView] = (0..<2).map { _ in
        let view = UIView()
        view.backgroundColor = .opaqueSeparator
        view.isHidden = true
        return view
    }
    var _displayModeButtonItem: UIBarButtonItem?
    /// Over the secondary while side columns overlay it: a tap there hides them.
    let _overlayCatcher = UIView()

    /// A split view controller using the column API (`.doubleColumn`, `.tripleColumn`)
    /// or the classic one (`.unspecified`).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic (`.unspecified`) split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives do not exist in ClientKit: a classic split view controller.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Configuration

    /// The display mode you prefer (see the type's documentation). Default `.automatic`.
    open var preferredDisplayMode: DisplayMode {
        get { _preferredDisplayMode }
        set {
            let old = displayMode
            _preferredDisplayMode = newValue
            _displayModeOverride = nil
            _displayModeChanged(from: old)
        }
    }
    var _preferredDisplayMode = DisplayMode.automatic
    /// How side columns share the width with the secondary. Default `.automatic` (`.tile`).
    /// Setting it chooses the display mode again (from ``preferredDisplayMode``).
    open var preferredSplitBehavior: SplitBehavior {
        get { _preferredSplitBehavior }
        set {
            let old = displayMode
            _preferredSplitBehavior = newValue
            _displayModeOverride = nil
            _displayModeChanged(from: old)
        }
    }
    var _preferredSplitBehavior = SplitBehavior.automatic
    /// The behaviour in effect: `.tile` for `.automatic`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// The side of the primary column. Default `.leading`.
    open var primaryEdge: PrimaryEdge = .leading { didSet { _view?.setNeedsLayout() } }
    /// Whether a swipe reveals a hidden primary. Stored only (see the type's documentation). Default `true`.
    open var presentsWithGesture = true
    /// Whether the display mode button offers to show the secondary alone. Stored. Default `false`.
    open var showsSecondaryOnlyButton = false
    /// When the column API shows the ``displayModeButtonItem`` at the leading edge of the
    /// first shown column's navigation bar: `.automatic` and `.always` whenever expanded,
    /// `.never` not at all. Default `.automatic`.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { _placeDisplayModeButton() }
    }
    /// The primary column's background. Stored. Default `.none`.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's width in points (`automaticDimension`: see
    /// ``preferredPrimaryColumnWidthFraction``). Default `automaticDimension`.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The primary column's width as a fraction of the view's (`automaticDimension`: 320
    /// points). Default `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The narrowest primary column (`automaticDimension`: 0). Default `automaticDimension`.
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The widest primary column (`automaticDimension`: 320, unless a width in points is
    /// preferred). Default `automaticDimension`.
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The supplementary column's width in points. Default `automaticDimension`.
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The supplementary column's width as a fraction of the view's. Default `automaticDimension`.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The narrowest supplementary column. Default `automaticDimension` (0).
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }
    /// The widest supplementary column. Default `automaticDimension` (320).
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { _view?.setNeedsLayout() } }

    /// The primary column's width (whether or not it is shown).
    open var primaryColumnWidth: CGFloat {
        _columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                     minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width (whether or not it is shown).
    open var supplementaryColumnWidth: CGFloat {
        _columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                     minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    // MARK: State

    /// Whether one stack is shown instead of columns (see the type's documentation).
    open var isCollapsed: Bool {
        if _view == nil { return _width(of: _frameForLoading ?? UIScreen.main.bounds) < Self.regularWidthThreshold }
        return _isCollapsed
    }

    /// The arrangement in effect: `.secondaryOnly` when collapsed.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : _expandedDisplayMode }

    // MARK: Classic API

    /// Classic API: [primary, secondary] (just [primary] when collapsed). Column API: the
    /// navigation controllers of the columns (the shown one when collapsed). Setting it
    /// on a column-style split view controller sets the columns in order.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return _classic }
            if isCollapsed { return [_set[.compact] ?? _navigations[.primary]].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { _navigations[$0] }
        }
        set {
            if style == .unspecified {
                _setClassic(newValue)
            } else {
                let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
            }
        }
    }

    // MARK: Column API

    /// The controller set for `column` (`nil` if none; for a classic split view
    /// controller, the primary or secondary).
    open func viewController(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return _classic.first
            case .secondary: return _classic.count > 1 ? _classic[1] : nil
            default: return nil
            }
        }
        return _set[column]
    }

    /// Column API: puts `vc` in `column` (`nil` empties it), wrapped in a navigation
    /// controller unless it is one; a plain controller set for a `.secondary` column that
    /// has a stack is pushed onto it, as UIKit does. The `.compact` controller is not
    /// wrapped. `.supplementary` is ignored for `.doubleColumn`, as UIKit ignores it.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        _setViewController(vc, for: column)
    }

    /// Shows `column`: a hidden side column joins the secondary (beside it with the
    /// `.tile` behaviour, over it with `.overlay`); `.secondary` hides overlaid columns.
    /// Collapsed, `.primary` pops the stack back to the primary's controllers, and
    /// `.secondary` (or `.supplementary`) pushes that column's controllers onto it.
    open func show(_ column: Column) { _showColumn(column) }

    /// Hides `column`: `.primary` leaves the secondary alone (with three columns, beside
    /// the supplementary); `.supplementary` leaves the secondary alone.
    open func hide(_ column: Column) { _hideColumn(column) }

    /// A bar button item (`sidebar.left`) that shows or hides the primary column (the
    /// delegate's `targetDisplayModeForAction(in:)` may choose the mode). Made on first
    /// use; the column API shows it itself (see ``displayModeButtonVisibility``); put it
    /// in a bar yourself with the classic API.
    open var displayModeButtonItem: UIBarButtonItem { _makeDisplayModeButtonItem }

    // MARK: The view

    open override func loadView() { _loadSplitView() }

    override func _viewDidLoadInternally() { _updateShown() }

    override var _forwardsAppearanceThroughHierarchy: Bool { false }

    override func _show(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        _splitShow(vc, sender: sender, detail: detail)
    }
}

import Foundation

/// How a cell, header or footer draws its background, as a value
/// (`UIBackgroundConfiguration`, iOS 14): a colour (or the view's tint colour when
/// `nil`), optionally transformed, a corner radius, a stroke, insets, and a custom view
/// on top of the colour. Set it as a cell's `backgroundConfiguration`; while the cell's
/// `automaticallyUpdatesBackgroundConfiguration` is `true` (the default) the cell asks
/// for ``updated(for:)`` whenever its state changes, so a list style turns gray while
/// highlighted or selected and back afterwards.
///
/// The list styles reproduce iOS in the light appearance: `listPlainCell()` white
/// (`systemBackground`), `listGroupedCell()` white on the grouped gray
/// (`secondarySystemGroupedBackground`), `listSidebarCell()` clear, headers and footers
/// as their list's; highlighted or selected cells `systemGray4`, a selected sidebar cell
/// the tint colour (`backgroundColor` `nil`).
///
/// Differences: `visualEffect` is kept and not drawn (ClientKit blurs nothing); the
/// `image` of iOS 18 is drawn scaled to fill.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    enum _Style: Hashable, Sendable {
        case custom, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter,
             sidebarHeader
    }

    var _style: _Style
    /// The colour the configuration was given (by its style or by `backgroundColor`).
    private var _baseColor: UIColor?
    /// The colour the last ``updated(for:)`` chose for the state, if the state changes it.
    private var _stateColor: UIColor??

    /// A view drawn above the colour, filling the background (rounded with it). Default `nil`.
    public var customView: UIView?
    /// The radius of the background's corners (and of `customView`'s). Default 0.
    public var cornerRadius: CGFloat = 0
    /// Space between the view's edges and the background. Default zero.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Edges whose inset also takes the view's layout margins. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// Transforms the resolved colour (``resolvedBackgroundColor(for:)``). Default `nil`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// Kept; not drawn (ClientKit draws no blurs behind backgrounds).
    public var visualEffect: UIVisualEffect?
    /// The outline's colour; `nil` uses the tint colour (when `strokeWidth` > 0). Default `nil`.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width. Default 0 (no outline).
    public var strokeWidth: CGFloat = 0
    /// How far the outline reaches outside the background. Default 0.
    public var strokeOutset: CGFloat = 0
    /// An image drawn above the colour, scaled to fill (iOS 18). Default `nil`.
    public var image: UIImage?

    init(style: _Style, color: UIColor?) {
        _style = style
        _baseColor = color
    }

    /// A configuration with no colour (`backgroundColor` `nil`, which draws the tint
    /// colour: set one), as UIKit's `init()`. Prefer ``clear()`` or a list style.
    public init() {
        self.init(style: .custom, color: nil)
    }

    /// The fill colour. `nil` fills with the view's tint colour.
    public var backgroundColor: UIColor? {
        get { _stateColor ?? _baseColor }
        set {
            _baseColor = newValue
            _stateColor = nil
        }
    }

    /// A clear background (the list styles' base with nothing drawn).
    public static func clear() -> UIBackgroundConfiguration { .init(style: .custom, color: .clear) }
    /// A plain list's cell: `systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .plainCell, color: .systemBackground) }
    /// A grouped or inset grouped list's cell: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .groupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A cell in its list's appearance (iOS 18): as ``listPlainCell()``.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A sidebar's cell: clear; the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .sidebarCell, color: .clear) }
    /// A sidebar cell beside other content: as ``listSidebarCell()``.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        .init(style: .accompaniedSidebarCell, color: .clear)
    }
    /// A plain list's header or footer: `systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .plainHeaderFooter, color: .systemBackground)
    }
    /// A grouped list's header or footer: clear (the list's gray shows).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .groupedHeaderFooter, color: .clear) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .sidebarHeader, color: .clear) }
    /// A header in its list's appearance (iOS 18): as ``listPlainHeaderFooter()``.
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A footer in its list's appearance (iOS 18): as ``listPlainHeaderFooter()``.
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The colour drawn: ``backgroundColor`` (or `tintColor` when it is `nil`) through
    /// ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline's colour: ``strokeColor`` (or `tintColor`) through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The configuration styled for `state`: a list cell style is `systemGray4` while
    /// highlighted or selected (a sidebar cell: the tint colour when selected,
    /// `systemGray5` while only highlighted), and its own colour otherwise. Other
    /// configurations, and headers and footers, do not change.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        let highlighted: Bool, selected: Bool
        if let cell = state as? UICellConfigurationState {
            (highlighted, selected) = (cell.isHighlighted, cell.isSelected)
        } else if let view = state as? UIViewConfigurationState {
            (highlighted, selected) = (view.isHighlighted, view.isSelected)
        } else {
            (highlighted, selected) = (false, false)
        }
        switch _style {
        case .plainCell, .groupedCell:
            copy._stateColor = highlighted || selected ? .some(.systemGray4) : nil
        case .sidebarCell, .accompaniedSidebarCell:
            copy._stateColor = selected ? .some(nil) : highlighted ? .some(.systemGray5) : nil
        case .custom, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            break
        }
        return copy
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor == b.backgroundColor && a.customView === b.customView && a.cornerRadius == b.cornerRadius
            && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.image === b.image && a._style == b._style
            && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
            && (a.strokeColorTransformer == nil) == (b.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(_style)
    }
}

import Foundation

/// A reusable section header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// The table view shows one for every section with a title
/// (`tableView(_:titleForHeaderInSection:)`), or returns one from
/// `dequeueReusableHeaderFooterView(withIdentifier:)` for the delegate's
/// `tableView(_:viewForHeaderInSection:)`. Put custom content in ``contentView``, or set
/// the ``textLabel``'s text, which is styled as iOS styles section titles:
/// - `.plain` tables: 17-point semibold text at the leading margin, centred vertically,
///   on the system background (so a pinned header hides the rows under it);
/// - grouped tables: 13-point `secondaryLabel` text at the leading margin — headers show it
///   in capitals, 7 points above the section; footers below the section, wrapping.
///
/// A ``backgroundConfiguration`` (iOS 14) draws the background instead of
/// ``backgroundView`` and the background colour.
///
/// Differences from UIKit: `detailTextLabel` (deprecated in UIKit) is absent.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is queued under for reuse (`nil`: never reused).
    public let reuseIdentifier: String?

    /// The view custom content goes into; it fills the header.
    public let contentView = UIView()

    /// What the header or footer shows, as a configuration (iOS 14): its content view
    /// fills ``contentView``. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { _ContentConfigurationHost.install(contentConfiguration, in: contentView, current: &_configurationContentView) }
    }
    var _configurationContentView: (UIView & UIContentView)?
    /// Whether state changes update the content configuration. Default `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// A list content configuration for a header (`.groupedHeader()`, or `.plainHeader()`
    /// in a plain table) or a footer, as this view is used. Fill it and set it as
    /// ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableStyle, _isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    var _textLabel: UILabel?
    /// The title label (created on first access), styled for the table's style.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        _textLabel = label
        _applyTitleStyle()
        return label
    }

    /// A view behind the content, sized to the header. Default `nil`.
    open var backgroundView: UIView? {
        didSet {
            _replaceBackgroundView(oldValue, with: backgroundView)
            if backgroundView != nil, _backgroundConfiguration != nil { backgroundConfiguration = nil }
        }
    }

    /// How the background is drawn (iOS 14). Default `nil`. Setting one removes
    /// ``backgroundView`` and the background colour.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            _backgroundConfiguration = newValue
            if newValue != nil {
                if backgroundView != nil { backgroundView = nil }
                super.backgroundColor = nil
            } else {
                _applyTitleStyle()
            }
            _BackgroundConfigurationHost.install(newValue, in: self, current: &_backgroundConfigurationView)
        }
    }
    private var _backgroundConfiguration: UIBackgroundConfiguration?
    private var _backgroundConfigurationView: _UIBackgroundConfigurationView?
    /// Whether state changes update the background configuration. Default `true`
    /// (headers and footers have no state that changes it).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A background configuration for the table's style (iOS 16):
    /// `listPlainHeaderFooter()` or `listGroupedHeaderFooter()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        _tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }

    /// The table's style and which end of the section this view is at (set by the
    /// table view before it shows the view).
    var _tableStyle = UITableView.Style.plain {
        didSet { if oldValue != _tableStyle { _applyTitleStyle() } }
    }
    var _isFooter = false {
        didSet { if oldValue != _isFooter { _applyTitleStyle() } }
    }
    /// The title as the data source gave it (headers of grouped tables show it in capitals).
    var _title: String? {
        didSet { textLabel?.text = _displayedTitle }
    }
    private var _displayedTitle: String? {
        _tableStyle != .plain && !_isFooter ? _title?.uppercased() : _title
    }

    /// A header or footer queued under `reuseIdentifier` for reuse.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        _setUp()
    }

    /// A header without a reuse identifier, at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Used by `register(_:forHeaderFooterViewReuseIdentifier:)` to make views of a
    /// registered class: `init(reuseIdentifier:)`. Not for app code.
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Archives do not exist in ClientKit: a header without reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        contentView.isOpaque = false
        addSubview(contentView)
        _applyTitleStyle()
    }

    /// Called when the table view hands the view out again from its reuse queue. The
    /// default does nothing; override to reset content. Call `super`.
    open func prepareForReuse() {}

    private func _applyTitleStyle() {
        let plain = _tableStyle == .plain
        // A plain header pins over the rows, so it hides what is under it.
        if _backgroundConfiguration == nil { super.backgroundColor = plain ? .systemBackground : nil }
        isOpaque = plain
        guard let label = _textLabel else { return }
        if plain {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            label.numberOfLines = 1
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.numberOfLines = _isFooter ? 0 : 1
        }
        label.text = _displayedTitle ?? label.text
        setNeedsLayout()
    }

    /// Lays out the content view, the background view and the title. Overrides must
    /// call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        contentView.frame = b
        backgroundView?.frame = b
        if let background = _backgroundConfigurationView { _BackgroundConfigurationHost.layOut(background, in: self) }
        guard let label = _textLabel else { return }
        let table = superview as? UITableView
        let margin = _UITableViewMetrics.margin(forWidth: table?.bounds.width ?? b.width)
        let inset = table?.style == .insetGrouped ? table!._insetGroupedInset : 0
        let x = margin + inset
        let width = Swift.max(0, b.width - 2 * x)
        switch (_tableStyle, _isFooter) {
        case (.plain, _):
            label.frame = CGRect(x: x, y: 0, width: width, height: b.height)
        case (_, false):
            let h = UITableViewCell._lineHeight(label, width)
            label.frame = CGRect(x: x, y: b.height - _UITableViewMetrics.groupedHeaderTitleBottom - h, width: width, height: h)
        case (_, true):
            let h = UITableViewCell._lineHeight(label, width)
            label.frame = CGRect(x: x, y: _UITableViewMetrics.groupedFooterTitlePadding.top, width: width, height: h)
        }
    }

    /// The height a header or footer with a title needs for `size.width` (the table
    /// view asks this when the height is `UITableView.automaticDimension`): 28 points in
    /// plain tables; in grouped ones 38 for a header, and the wrapped title with 6 points
    /// above and 12 below for a footer. Without a title: the current height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = _UITableViewMetrics.self
        guard let label = _textLabel, !(label.text ?? "").isEmpty else { return bounds.size }
        let width = size.width > 0 ? size.width : bounds.width
        switch (_tableStyle, _isFooter) {
        case (.plain, _): return CGSize(width: width, height: m.plainTitleHeight)
        case (_, false): return CGSize(width: width, height: m.groupedHeaderTitleHeight)
        case (_, true):
            let textWidth = Swift.max(1, width - 2 * m.margin(forWidth: width))
            let h = UITableViewCell._lineHeight(label, textWidth)
            return CGSize(width: width, height: m.groupedFooterTitlePadding.top + h + m.groupedFooterTitlePadding.bottom)
        }
    }
}

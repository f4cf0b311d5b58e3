import Foundation

/// A control that runs an action when tapped, showing a title, an image and a
/// background image per control state, as UIKit's `UIButton` (the classic,
/// state-table API, and iOS 15's configurations).
///
/// **State tables.** ``setTitle(_:for:)``, ``setTitleColor(_:for:)``,
/// ``setImage(_:for:)`` and ``setBackgroundImage(_:for:)`` store values per
/// ``UIControl/State``. The value shown for the current ``UIControl/state`` is the one
/// set for exactly that state, else the one set for `.normal` (UIKit's fallback: a
/// selected and highlighted button does not fall back to `.selected`).
///
/// **Subviews.** The background image fills the bounds in an image view behind
/// everything (resizable images stretch their middle); the image (``imageView``) and
/// the title (``titleLabel``, a `UILabel`) sit side by side, image first, inside
/// ``contentEdgeInsets``, placed by `contentHorizontalAlignment` and
/// `contentVerticalAlignment` (centred by default) and shifted by ``imageEdgeInsets`` /
/// ``titleEdgeInsets``. Override ``backgroundRect(forBounds:)``,
/// ``contentRect(forBounds:)``, ``titleRect(forContentRect:)`` and
/// ``imageRect(forContentRect:)`` to place them yourself.
///
/// **Looks by type** (UIKit's, where no value was set for the state):
/// - `.system`: the title is the ``UIView/tintColor`` (by default the system blue,
///   0, 122, 255), 15-point system font;
///   while highlighted, the title and image fade to 20% opacity (UIKit's system
///   highlight); while disabled, the title is gray (142, 142, 147).
/// - `.custom`: the title is white, 15-point system font; while highlighted the image
///   and background image are darkened (``adjustsImageWhenHighlighted``: the colour
///   scaled to two thirds, alpha kept); while disabled they are drawn at half opacity
///   (``adjustsImageWhenDisabled``). An image set explicitly for the state is shown
///   as is.
///
/// A tap (`.touchUpInside`) also sends `.primaryActionTriggered`.
///
/// **Size** (``sizeThatFits(_:)``, ``intrinsicContentSize``), as iOS measures buttons:
/// a title alone takes its text size plus 6 points above and below (a 15-point title
/// makes a 30-point-high button); an image alone, its size; both, side by side, the
/// taller of the two; a button with neither is 30 × 34 points. ``contentEdgeInsets`` are
/// added; a background image makes it at least that image's size.
///
/// **Title shadows.** ``setTitleShadowColor(_:for:)`` sets the shadow colour per state
/// (none by default); the title label draws it moved by its `shadowOffset` (set it on
/// ``titleLabel``; UIKit's default is (0, −1)), mirrored while highlighted when
/// ``reversesTitleShadowWhenHighlighted``.
///
/// **Configurations** (iOS 15): see ``configuration`` and `UIButton.Configuration`.
///
/// Differences from UIKit: images set in the state tables are not tinted (they show as
/// drawn), no attributed titles per state, no animation of the highlight.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button (`UIButton.ButtonType`). The info and detail-disclosure kinds
    /// show the `info.circle` symbol, contact-add `plus.circle` and close `xmark.circle`
    /// as their `.normal` image (drawn by ClientKit, in the tint colour), as UIKit gives
    /// them their system images.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The old rounded-rectangle kind, now `.system` (as UIKit).
        public static var roundedRect: ButtonType { .system }
    }

    /// The gray of disabled `.system` titles.
    static let _systemDisabledTitleColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// The opacity of a `.system` button's title and image while highlighted.
    static let _systemHighlightedAlpha: CGFloat = 0.2

    /// The button's kind, fixed at creation.
    public let buttonType: ButtonType

    var _titles: [UInt: String] = [:]
    var _titleColors: [UInt: UIColor] = [:]
    private var _titleShadowColors: [UInt: UIColor] = [:]
    var _images: [UInt: UIImage] = [:]
    private var _backgroundImages: [UInt: UIImage] = [:]
    private let _titleLabel = UILabel()
    private let _imageView = UIImageView()
    private let _backgroundView = UIImageView()
    /// Darkened and faded versions of images, made once per source image.
    private var _adjustedImages = _AdjustedImageCache()

    // MARK: Configuration (iOS 15; see UIButton+Configuration.swift)

    /// The button's look as a configuration (iOS 15): set, it replaces the state tables'
    /// title, colours and image and the content insets (see `UIButton.Configuration`).
    /// Default `nil`.
    open var configuration: Configuration? {
        didSet { _configurationChanged() }
    }

    /// Called whenever the button's state changes while it has a configuration (and when
    /// ``setNeedsUpdateConfiguration()`` asks): change `button.configuration` there.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// What the button does, for its look (UIKit's `UIButton.Role`, iOS 14).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }

    /// The button's role (kept: ClientKit's looks do not change with it). Default `.normal`.
    open var role: Role = .normal

    /// Whether a state change derives the shown look from the configuration for the new
    /// state (`updated(for:)`: highlighted and disabled looks). Default `true`.
    open var automaticallyUpdatesConfiguration = true

    /// The configuration handler is running (its changes do not ask for another update).
    var _isUpdatingConfiguration = false
    /// The space between a configuration's image and title.
    var _imageTitleSpacing: CGFloat = 0
    /// A configuration sets the metrics: no extra vertical padding around a lone title.
    var _usesConfigurationMetrics = false

    /// A button of `buttonType` with a zero frame.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        _setUp()
    }

    /// A `.custom` button with the given frame (as UIKit's `init(frame:)`).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        _setUp()
    }

    /// A button of `buttonType` whose title and image are `primaryAction`'s, and which
    /// runs it when tapped (`.primaryActionTriggered`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Archives do not exist in ClientKit: a `.custom` button with a zero frame.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        isOpaque = false
        _backgroundView.contentMode = .scaleToFill
        _imageView.contentMode = .center
        _titleLabel.font = .systemFont(ofSize: 15)
        _titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(_backgroundView)
        addSubview(_imageView)
        addSubview(_titleLabel)
        if let symbol = Self._systemImageName(for: buttonType) {
            _images[State.normal.rawValue] = UIImage(systemName: symbol)?.withRenderingMode(.alwaysTemplate)
        }
        _updateAppearance()
    }

    /// The system image of the button kinds that come with one.
    static func _systemImageName(for type: ButtonType) -> String? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: return "info.circle"
        case .contactAdd: return "plus.circle"
        case .close: return "xmark.circle"
        default: return nil
        }
    }

    // MARK: State

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { _stateChanged() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _stateChanged() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { _stateChanged() } }
    }

    /// The state changed: the configuration is updated (if any), and the look follows.
    private func _stateChanged() {
        if configuration != nil || configurationUpdateHandler != nil { updateConfiguration() }
        _updateAppearance()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil { _configurationChanged() } else { _updateAppearance() }
    }

    override var _sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Menus

    /// The menu the button shows (iOS 14): on a long press, or at once when
    /// ``UIControl/showsMenuAsPrimaryAction`` (see `UIControl+Menu`). Setting it sets
    /// ``UIControl/isContextMenuInteractionEnabled`` to whether there is a menu.
    /// Default `nil`.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            _applyMenuSelection()
        }
    }

    /// Whether the button keeps a selection (iOS 15). With a ``menu`` it is a pop-up
    /// button: one action of the menu is `.on` at a time (the first one when none is),
    /// the button's title and image are that action's, and choosing another action moves
    /// the selection to it before its handler runs. Without a menu a tap toggles
    /// ``UIControl/isSelected``. Default `false`.
    open var changesSelectionAsPrimaryAction = false {
        didSet { _applyMenuSelection() }
    }

    /// A pop-up button: makes exactly one action `.on` and shows it.
    private func _applyMenuSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu._allActions
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        _select(selected, among: actions)
    }

    private func _select(_ selected: UIAction, among actions: [UIAction]) {
        for action in actions { action.state = action === selected ? .on : .off }
        setTitle(selected.title, for: .normal)
        if selected.image != nil { setImage(selected.image, for: .normal) }
    }

    /// An action of the button's menu was chosen.
    func _menuSelectionChanged(to action: UIAction) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu._allActions
        guard actions.contains(where: { $0 === action }) else { return }
        _select(action, among: actions)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction, menu == nil, let touch, _isInsideTrackingArea(touch.location(in: self), with: event) {
            isSelected.toggle()
        }
    }

    // MARK: Content per state

    /// Sets the title shown in `state` (`nil` removes it, so the state falls back to `.normal`).
    open func setTitle(_ title: String?, for state: State) {
        _titles[state.rawValue] = title
        _contentChanged()
    }

    /// The title shown in `state`: the one set for it, else the `.normal` one.
    open func title(for state: State) -> String? {
        _titles[state.rawValue] ?? _titles[State.normal.rawValue]
    }

    /// Sets the title colour used in `state` (`nil` removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        _titleColors[state.rawValue] = color
        _noteAppearanceCall("UIButton.setTitleColor.\(state.rawValue)") { (b: UIButton) in b.setTitleColor(color, for: state) }
        _updateAppearance()
    }

    /// The title colour in `state`: the one set for it, else the `.normal` one, else the
    /// type's default (see the type's documentation; for `.system` buttons, the
    /// ``UIView/tintColor``).
    open func titleColor(for state: State) -> UIColor? {
        if let color = _titleColors[state.rawValue] ?? _titleColors[State.normal.rawValue] { return color }
        switch buttonType {
        case .custom: return .white
        default: return state.contains(.disabled) ? Self._systemDisabledTitleColor : tintColor
        }
    }

    /// Sets the colour of the title's shadow in `state` (`nil` removes it). The shadow is
    /// drawn at the title label's `shadowOffset`.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        _titleShadowColors[state.rawValue] = color
        _noteAppearanceCall("UIButton.setTitleShadowColor.\(state.rawValue)") { (b: UIButton) in b.setTitleShadowColor(color, for: state) }
        _updateAppearance()
    }

    /// The title shadow colour in `state`: the one set for it, else the `.normal` one,
    /// else `nil` (no shadow).
    open func titleShadowColor(for state: State) -> UIColor? {
        _titleShadowColors[state.rawValue] ?? _titleShadowColors[State.normal.rawValue]
    }

    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Whether the title's shadow is mirrored (its offset negated) while the button is
    /// highlighted. Default `false`.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { _updateAppearance() }
    }

    /// The title's shadow offset as the app set it on the label (kept while mirrored).
    private var _titleShadowOffset: CGSize?

    /// Sets the image shown in `state` (`nil` removes it).
    open func setImage(_ image: UIImage?, for state: State) {
        _images[state.rawValue] = image
        _noteAppearanceCall("UIButton.setImage.\(state.rawValue)") { (b: UIButton) in b.setImage(image, for: state) }
        _contentChanged()
    }

    /// The image shown in `state`: the one set for it, else the `.normal` one.
    open func image(for state: State) -> UIImage? {
        _images[state.rawValue] ?? _images[State.normal.rawValue]
    }

    /// Sets the background image for `state` (`nil` removes it); it fills the bounds,
    /// so make it resizable to keep its corners.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        _backgroundImages[state.rawValue] = image
        _noteAppearanceCall("UIButton.setBackgroundImage.\(state.rawValue)") { (b: UIButton) in b.setBackgroundImage(image, for: state) }
        _contentChanged()
    }

    /// The background image in `state`: the one set for it, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        _backgroundImages[state.rawValue] ?? _backgroundImages[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title. Set its font or line break mode to style the
    /// title (then call `setNeedsLayout()` and `invalidateIntrinsicContentSize()` on the
    /// button: the button cannot observe the label); its text and colour are set by the
    /// button from the state tables.
    open var titleLabel: UILabel? { _titleLabel }

    /// The image view showing ``currentImage``.
    open var imageView: UIImageView? { _imageView }

    /// Whether a `.custom` button darkens its images while highlighted (when no image
    /// was set for the highlighted state). Default `true`.
    open var adjustsImageWhenHighlighted = true {
        didSet { _updateAppearance() }
    }

    /// Whether the images are drawn faded while disabled (when no image was set for the
    /// disabled state). Default `true`.
    open var adjustsImageWhenDisabled = true {
        didSet { _updateAppearance() }
    }

    // MARK: Geometry

    /// Space around the content (image and title) inside the bounds. Default `.zero`.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { _contentChanged() }
    }

    /// Shifts the title: its rectangle is computed as usual, then moved by half the
    /// difference of opposite insets (UIKit's effect for centred content). Default `.zero`.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Shifts the image, as ``titleEdgeInsets`` does the title. Default `.zero`.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the content goes: the bounds inside ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the pair placed by the
    /// content alignments, shifted by ``titleEdgeInsets``; `.zero` without a title.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        _contentLayout(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: before the title, the pair placed by the
    /// content alignments, shifted by ``imageEdgeInsets``; `.zero` without an image.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        _contentLayout(in: contentRect).image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _backgroundView.frame = backgroundRect(forBounds: bounds)
        if let configuration, layer.cornerRadius > 0 || configuration.cornerStyle == .capsule {
            // Capsules (and every corner style) follow the height.
            let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
            if shown._colors(tint: tintColor).background != nil || shown.background.strokeWidth > 0 {
                layer.cornerRadius = shown._cornerRadius(height: bounds.height)
            }
        }
        let content = contentRect(forBounds: bounds)
        _imageView.frame = imageRect(forContentRect: content)
        _titleLabel.frame = titleRect(forContentRect: content)
    }

    /// The size of a button with neither title nor image, as iOS's.
    static let _emptyContentSize = CGSize(width: 30, height: 34)
    /// The space above and below a title shown without an image, as iOS leaves it.
    static let _titleVerticalPadding: CGFloat = 6

    /// The content's size (see the type's documentation) plus ``contentEdgeInsets``, at
    /// least the background image's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let image = _imageSize, title = _titleSize(maxWidth: nil)
        var content: CGSize
        switch (image == .zero, title == .zero) {
        case (true, true): content = Self._emptyContentSize
        case (true, false):
            content = CGSize(width: title.width,
                             height: title.height + (_usesConfigurationMetrics ? 0 : 2 * Self._titleVerticalPadding))
        case (false, true): content = image
        default: content = CGSize(width: image.width + _imageTitleSpacing + title.width, height: Swift.max(image.height, title.height))
        }
        var width = content.width + contentEdgeInsets.left + contentEdgeInsets.right
        var height = content.height + contentEdgeInsets.top + contentEdgeInsets.bottom
        if let background = currentBackgroundImage?.size {
            width = Swift.max(width, background.width)
            height = Swift.max(height, background.height)
        }
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The button's natural size: ``sizeThatFits(_:)``. It changes with the title, image,
    /// background image and ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    // MARK: Internals

    private var _imageSize: CGSize { currentImage?.size ?? .zero }

    private func _titleSize(maxWidth: CGFloat?) -> CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        if _titleLabel.text != title { _titleLabel.text = title }
        var size = _titleLabel.sizeThatFits(CGSize(width: maxWidth ?? 0, height: 0))
        if let maxWidth { size.width = Swift.min(size.width, Swift.max(0, maxWidth)) }
        return size
    }

    /// The image and title rectangles in `content`. A title without an image keeps
    /// 6 points from the content's top and bottom, as iOS's.
    private func _contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = _imageSize
        var content = content
        if imageSize == .zero && !_usesConfigurationMetrics {
            let padding = Swift.min(Self._titleVerticalPadding, Swift.max(0, content.height / 2))
            content = content.insetBy(dx: 0, dy: padding)
        }
        let spacing = imageSize != .zero && currentTitle?.isEmpty == false ? _imageTitleSpacing : 0
        let titleSize = _titleSize(maxWidth: content.width - imageSize.width - spacing)
        let total = imageSize.width + spacing + titleSize.width
        var x: CGFloat
        var titleWidth = titleSize.width
        switch contentHorizontalAlignment {
        case .center: x = content.midX - total / 2
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .fill:
            x = content.minX
            if titleSize.width > 0 { titleWidth = Swift.max(0, content.width - imageSize.width) }
        }
        func place(_ size: CGSize) -> (y: CGFloat, height: CGFloat) {
            switch contentVerticalAlignment {
            case .center: (content.midY - size.height / 2, size.height)
            case .top: (content.minY, size.height)
            case .bottom: (content.maxY - size.height, size.height)
            case .fill: (content.minY, content.height)
            }
        }
        func shifted(_ r: CGRect, _ insets: UIEdgeInsets) -> CGRect {
            r.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
        }
        var image = CGRect.zero, title = CGRect.zero
        if imageSize != .zero {
            let v = place(imageSize)
            image = shifted(CGRect(x: x.rounded(), y: v.y.rounded(), width: imageSize.width, height: v.height),
                            imageEdgeInsets)
            x += imageSize.width + spacing
        }
        if titleSize != .zero {
            let v = place(titleSize)
            title = shifted(CGRect(x: x.rounded(), y: v.y.rounded(), width: titleWidth, height: v.height),
                            titleEdgeInsets)
        }
        return (image, title)
    }

    /// Something that changes sizes changed: the look, the layout and the intrinsic size.
    func _contentChanged() {
        _updateAppearance()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Gives the title label the state's shadow colour, its offset mirrored while
    /// highlighted when ``reversesTitleShadowWhenHighlighted``.
    private func _updateTitleShadow(_ state: State) {
        _titleLabel.shadowColor = titleShadowColor(for: state)
        let mirrored = reversesTitleShadowWhenHighlighted && isHighlighted
        if mirrored {
            let offset = _titleShadowOffset ?? _titleLabel.shadowOffset
            _titleShadowOffset = offset
            _titleLabel.shadowOffset = CGSize(width: -offset.width, height: -offset.height)
        } else if let offset = _titleShadowOffset {
            _titleLabel.shadowOffset = offset
            _titleShadowOffset = nil
        }
    }

    /// Shows the current state's title, colour, image and background image.
    func _updateAppearance() {
        let state = self.state
        let title = title(for: state)
        let sizeBefore = (_titleLabel.text, _imageView.image?.size, _backgroundView.image?.size)
        defer {
            // A state with another title or image has another intrinsic size.
            if sizeBefore != (_titleLabel.text, _imageView.image?.size, _backgroundView.image?.size) {
                invalidateIntrinsicContentSize()
            }
        }
        if _titleLabel.text != title { _titleLabel.text = title }
        _titleLabel.isHidden = title?.isEmpty ?? true
        _titleLabel.textColor = titleColor(for: state)
        _updateTitleShadow(state)

        let custom = buttonType == .custom
        let darken = custom && isHighlighted && adjustsImageWhenHighlighted
        let fade = !isEnabled && adjustsImageWhenDisabled
        let image = self.image(for: state)
        let imageIsExplicit = _images[state.rawValue] != nil
        _imageView.image = darken && !imageIsExplicit ? image.map { _adjustedImages.darkened($0) } : image
        _imageView.isHidden = image == nil
        let background = backgroundImage(for: state)
        let backgroundIsExplicit = _backgroundImages[state.rawValue] != nil
        _backgroundView.image = darken && !backgroundIsExplicit ? background.map { _adjustedImages.darkened($0) } : background
        _backgroundView.isHidden = background == nil

        let systemHighlight = !custom && isHighlighted && configuration == nil
        let contentAlpha: CGFloat = systemHighlight ? Self._systemHighlightedAlpha : 1
        _titleLabel.alpha = contentAlpha
        _imageView.alpha = contentAlpha * (fade && !imageIsExplicit ? 0.5 : 1)
        _backgroundView.alpha = fade && !backgroundIsExplicit ? 0.5 : 1
    }
}

/// The darkened versions of a button's images, made when first needed and kept while
/// their source image is the one shown.
@MainActor
struct _AdjustedImageCache {
    private var entries: [(source: UIImage, darkened: UIImage)] = []

    /// `image` with its colour scaled to two thirds and its alpha kept (resizable
    /// images stay resizable with the same insets).
    mutating func darkened(_ image: UIImage) -> UIImage {
        if let entry = entries.first(where: { $0.source === image }) { return entry.darkened }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let renderer = UIGraphicsImageRenderer(size: image.size, format: format)
        var result = renderer.image { context in
            let plain = image.cgImage.map { UIImage(cgImage: $0, scale: image.scale) } ?? image
            plain.draw(at: .zero)
            context.cgContext.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
            context.fill(CGRect(origin: .zero, size: image.size), blendMode: .sourceAtop)
        }
        if image._isResizable {
            result = result.resizableImage(withCapInsets: image.capInsets, resizingMode: image.resizingMode)
        }
        // Only the images of the current state matter; keep a few.
        if entries.count >= 4 { entries.removeFirst() }
        entries.append((image, result))
        return result
    }
}

import Foundation

extension UIButton {
    /// A button's look as a value (UIKit's `UIButton.Configuration`, iOS 15): a style
    /// (``plain()``, ``gray()``, ``tinted()``, ``filled()`` and the bordered ones), the title,
    /// image and their arrangement, colours, corner style, size and insets. Set it as the
    /// button's `configuration`; the button shows it and, while
    /// `automaticallyUpdatesConfiguration`, its highlighted and disabled looks.
    ///
    /// **Looks** (iOS's light appearance): `plain` has no background and the tint colour
    /// for its content; `gray` a light gray fill (`tertiarySystemFill`); `tinted` the tint
    /// at 15 % behind content in the tint; `filled` the tint behind white content. Corners
    /// follow ``cornerStyle`` (`.dynamic`: 4, 6, 8 or 10 points by ``buttonSize``;
    /// `.capsule`: half the height). Sizes set the font (11, 15, 17, 17 points) and the
    /// default ``contentInsets`` (5/8, 5/10, 7/12, 14/20 points vertically/horizontally).
    /// Highlighted, the content fades (plain) or the fill darkens; disabled, the content
    /// is `tertiaryLabel` and fills `tertiarySystemFill`.
    ///
    /// Differences from UIKit: the image sits before the title (``imagePlacement`` other
    /// than `.leading` is kept, not honoured); ``subtitle`` and ``showsActivityIndicator``
    /// are kept but not drawn; ``titleAlignment`` is kept; an attributed title is shown in
    /// its first run's font and colour.
    public struct Configuration: @unchecked Sendable {
        /// The size class of a button (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// How the background's corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            case fixed = -1, dynamic, small, medium, large, capsule
        }

        /// How a title and subtitle align (`UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        /// A pop-up or pull-down indicator (`UIButton.Configuration.Indicator`; kept).
        public enum Indicator: Int, Sendable {
            case automatic, none, popup
        }

        enum _Style { case plain, gray, tinted, filled }
        var _style: _Style

        /// The title. Default `nil`.
        public var title: String?
        /// A styled title; its characters are shown (see the type). Default `nil`.
        public var attributedTitle: AttributedString?
        /// A second line (kept, not drawn). Default `nil`.
        public var subtitle: String?
        /// The image, tinted with the foreground colour unless it is `.alwaysOriginal`. Default `nil`.
        public var image: UIImage?
        /// Where the image goes relative to the title (only `.leading` is honoured). Default `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title. Default 0.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (kept). Default 0.
        public var titlePadding: CGFloat = 0
        /// The space around the content; defaults by ``buttonSize``.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The content's colour; `nil`: the style's (the tint, or white on `filled`).
        public var baseForegroundColor: UIColor?
        /// The fill's colour; `nil`: the style's.
        public var baseBackgroundColor: UIColor?
        /// The background (its colour, when set, wins over the style's; its corner radius
        /// is used with `.fixed` corners; its stroke is drawn).
        public var background: UIBackgroundConfiguration = .clear()
        /// How the corners are rounded. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class. Default `.medium`.
        public var buttonSize: Size = .medium {
            didSet { if !_customInsets { contentInsets = Self._insets(for: buttonSize) } }
        }
        /// How the title lines align (kept). Default `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a spinner replaces the image (kept, not drawn). Default `false`.
        public var showsActivityIndicator = false
        /// The pop-up indicator (kept). Default `.automatic`.
        public var indicator: Indicator = .automatic
        /// The symbol configuration for the image (kept). Default `nil`.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Turns the title's attributes (font, foreground colour) into the ones shown. Default `nil`.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Turns the subtitle's attributes (kept: the subtitle is not drawn). Default `nil`.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Turns the resolved foreground colour into the one shown. Default `nil`.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether a selected button shows the selected look (kept). Default `true`.
        public var automaticallyUpdateForSelection = true

        var _customInsets = false
        var _isHighlighted = false
        var _isDisabled = false
        var _isSelected = false

        init(_style: _Style) {
            self._style = _style
            contentInsets = Self._insets(for: .medium)
        }

        /// No background; the content in the tint colour.
        public static func plain() -> Configuration { Configuration(_style: .plain) }
        /// A light gray background; the content in the tint colour.
        public static func gray() -> Configuration { Configuration(_style: .gray) }
        /// The tint at 15 % behind content in the tint colour.
        public static func tinted() -> Configuration { Configuration(_style: .tinted) }
        /// The tint behind white content.
        public static func filled() -> Configuration { Configuration(_style: .filled) }
        /// As ``plain()`` (iOS 15's borderless style).
        public static func borderless() -> Configuration { plain() }
        /// As ``gray()`` (iOS 15's bordered style).
        public static func bordered() -> Configuration { gray() }
        /// As ``tinted()``.
        public static func borderedTinted() -> Configuration { tinted() }
        /// As ``filled()``.
        public static func borderedProminent() -> Configuration { filled() }

        /// This configuration for `button`'s state (highlighted, disabled, selected).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy._isHighlighted = button.isHighlighted
            copy._isDisabled = !button.isEnabled
            copy._isSelected = button.isSelected
            return copy
        }

        static func _insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var _font: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 11)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        var _shownTitle: String? {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title
        }

        /// The content's and the fill's colours for this state, given the button's tint.
        func _colors(tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            var foreground = baseForegroundColor ?? (_style == .filled ? .white : tint)
            var fill: UIColor?
            switch _style {
            case .plain: fill = nil
            case .gray: fill = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: fill = baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .filled: fill = baseBackgroundColor ?? tint
            }
            if let own = background.backgroundColor, own != .clear { fill = own }
            if _isDisabled {
                foreground = .tertiaryLabel
                if fill != nil { fill = .tertiarySystemFill }
            } else if _isHighlighted {
                if fill == nil || _style == .gray || _style == .tinted {
                    foreground = foreground.withAlphaComponent(0.3)
                } else {
                    fill = fill.map { Self._darkened($0) }
                }
            }
            if let imageColorTransformer { foreground = imageColorTransformer(foreground) }
            return (foreground, fill)
        }

        static func _darkened(_ color: UIColor) -> UIColor {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
            return UIColor(red: r * 0.75, green: g * 0.75, blue: b * 0.75, alpha: a)
        }

        /// The corner radius for a button of `height`.
        func _cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic: [CGFloat(4), 6, 8, 10][buttonSize.rawValue]
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }

    /// A button showing `configuration`, running `primaryAction` when tapped (its title and
    /// image fill the configuration's when it has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && configuration.attributedTitle == nil && !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        // Observers do not run for a class's own properties in its initialisers.
        _configurationChanged()
    }

    /// Asks for the configuration to be updated: the handler runs and the look follows.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs ``configurationUpdateHandler`` and shows the configuration for the current state.
    public func updateConfiguration() {
        guard !_isUpdatingConfiguration else { return }
        _isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        _isUpdatingConfiguration = false
        _configurationChanged()
    }

    /// Shows the configuration: the title, colour, image and font in the state tables'
    /// `.normal` slots, the insets, and the background on the layer.
    func _configurationChanged() {
        guard let configuration else {
            if _usesConfigurationMetrics {
                _usesConfigurationMetrics = false
                _imageTitleSpacing = 0
                backgroundColor = nil
                layer.cornerRadius = 0
                layer.borderWidth = 0
                _contentChanged()
            }
            return
        }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        let colors = shown._colors(tint: tintColor)
        _usesConfigurationMetrics = true
        _titles = shown._shownTitle.map { [State.normal.rawValue: $0] } ?? [:]
        _titleColors = [State.normal.rawValue: colors.foreground]
        if let image = shown.image {
            let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(colors.foreground)
            _images = [State.normal.rawValue: tinted]
        } else {
            _images = [:]
        }
        // The title's attributes: the size's font and the foreground colour, then the
        // attributed title's own, then the transformer's.
        var attributes = AttributeContainer()
        attributes.font = shown._font
        attributes.foregroundColor = colors.foreground
        if let run = shown.attributedTitle?.runs.first {
            if let font = run.font { attributes.font = font }
            if let color = run.foregroundColor { attributes.foregroundColor = color }
        }
        if let transformer = shown.titleTextAttributesTransformer { attributes = transformer(attributes) }
        titleLabel?.font = attributes.font ?? shown._font
        if let color = attributes.foregroundColor { _titleColors = [State.normal.rawValue: color] }
        _imageTitleSpacing = shown.imagePadding
        let insets = shown.contentInsets
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        _UIAppearanceRegistry.untracked { backgroundColor = colors.background }
        layer.cornerRadius = colors.background == nil && shown.background.strokeWidth == 0 ? 0
            : shown._cornerRadius(height: bounds.height)
        layer.borderWidth = shown.background.strokeWidth
        layer.borderColor = shown.background.strokeColor?.cgColor
        _contentChanged()
    }
}

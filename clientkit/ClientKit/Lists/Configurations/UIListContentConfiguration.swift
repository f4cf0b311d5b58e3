import Foundation

/// The content of a list cell, header or footer — text, secondary text and an image —
/// in the standard styles (`UIListContentConfiguration`, iOS 14): ask a cell for its
/// `defaultContentConfiguration()`, fill it, and set it as the cell's
/// `contentConfiguration`.
///
/// The styles reproduce iOS's default text size in the light appearance: `cell()` (body
/// text, secondary text below it in the secondary colour), `subtitleCell()` (the
/// secondary text smaller, below), `valueCell()` (the secondary text trailing on the same
/// line), `plainHeader()`/`plainFooter()`, `groupedHeader()`/`groupedFooter()`
/// (footnote, secondary colour) and the sidebar styles (as `cell()`; a selected sidebar
/// cell's text and image turn white over its tinted background, as on an iPad). Differences:
/// `colorTransformer`s, symbol configurations and `reservedLayoutSize` are kept but
/// not used; `updated(for:)` returns the configuration unchanged except for the sidebar
/// cell styles' selection colours (as in iOS).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// How text is shown.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// A change of case applied to the text (`TextTransform`).
        public enum TextTransform: Int, Sendable {
            case none, capitalized, lowercase, uppercase
        }
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs. Default 0.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth
                && a.minimumScaleFactor == b.minimumScaleFactor && a.transform == b.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font.pointSize)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }

    /// How the image is shown.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// A colour template images are drawn in (`nil`: the cell's tint colour).
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image whatever its size (zero: its own size). Kept.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = true

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }

    enum _Style: Hashable, Sendable {
        case cell, subtitle, value, header, footer
    }

    /// The main text; `attributedText` wins when both are set.
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The space around the content. Horizontal margins follow the cell's (see
    /// ``axesPreservingSuperviewLayoutMargins``); these are the vertical ones.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side when they fit (the value style).
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The axes whose margins come from the cell's layout margins. Default horizontal.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal

    var _style: _Style
    /// Whether this is a sidebar cell style (its selection colours change).
    var _isSidebarCell = false
    /// The colours replaced by white while a sidebar cell is selected, to restore after.
    var _colorsBeforeSelection: (text: UIColor, secondary: UIColor, image: UIColor?)?
    /// Whether the style is a cell's (not a header's or footer's).
    var _isCellStyle: Bool { _style == .cell || _style == .subtitle || _style == .value }

    init(style: _Style) {
        _style = style
        let body = UIFont.preferredFont(forTextStyle: .body)
        switch style {
        case .cell:
            textProperties = TextProperties(font: body, color: .label)
            secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            prefersSideBySideTextAndSecondaryText = false
        case .subtitle:
            textProperties = TextProperties(font: body, color: .label)
            secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            prefersSideBySideTextAndSecondaryText = false
        case .value:
            textProperties = TextProperties(font: body, color: .label)
            secondaryTextProperties = TextProperties(font: body, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            prefersSideBySideTextAndSecondaryText = true
        case .header, .footer:
            let footnote = UIFont.preferredFont(forTextStyle: .footnote)
            textProperties = TextProperties(font: footnote, color: .secondaryLabel)
            if style == .header { textProperties.transform = .uppercase }
            secondaryTextProperties = TextProperties(font: footnote, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: style == .header ? 16 : 8, leading: 16,
                                                               bottom: style == .header ? 7 : 8, trailing: 16)
            prefersSideBySideTextAndSecondaryText = false
        }
    }

    /// A cell's default: body text, secondary text below.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// Text with a smaller line of secondary text below.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
    /// Text with secondary text trailing on the same line, in the secondary colour.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .value) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = UIListContentConfiguration(style: .header)
        header.textProperties.font = .preferredFont(forTextStyle: .title3)
        header.textProperties.color = .label
        header.textProperties.transform = .none
        return header
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = prominentInsetGroupedHeader()
        header.textProperties.font = .preferredFont(forTextStyle: .title2)
        return header
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell)._sidebar() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitle)._sidebar() }

    private func _sidebar() -> UIListContentConfiguration {
        var copy = self
        copy._isSidebarCell = true
        return copy
    }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell)._sidebar() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitle)._sidebar()
    }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .header) }

    @MainActor public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: the same, except that a sidebar cell style's text
    /// and image are white while selected (and their own colours otherwise).
    @MainActor public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard _isSidebarCell else { return self }
        let selected = (state as? UICellConfigurationState)?.isSelected ?? (state as? UIViewConfigurationState)?.isSelected ?? false
        var copy = self
        if selected, _colorsBeforeSelection == nil {
            copy._colorsBeforeSelection = (textProperties.color, secondaryTextProperties.color, imageProperties.tintColor)
            copy.textProperties.color = .white
            copy.secondaryTextProperties.color = .white
            copy.imageProperties.tintColor = .white
        } else if !selected, let colors = _colorsBeforeSelection {
            copy._colorsBeforeSelection = nil
            copy.textProperties.color = colors.text
            copy.secondaryTextProperties.color = colors.secondary
            copy.imageProperties.tintColor = colors.image
        }
        return copy
    }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.text == b.text && a.attributedText == b.attributedText && a.secondaryText == b.secondaryText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.image === b.image
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
            && a.imageProperties == b.imageProperties && a.directionalLayoutMargins == b.directionalLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText
            && a.imageToTextPadding == b.imageToTextPadding && a._style == b._style && a._isSidebarCell == b._isSidebarCell
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(_style)
    }
}

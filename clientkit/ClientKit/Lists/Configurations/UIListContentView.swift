import Foundation

/// The view that shows a ``UIListContentConfiguration`` (`UIListContentView`): an
/// image at the leading margin, the text after it, and the secondary text below it or
/// trailing on the same line, laid out as the standard table cells are.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let imageView = UIImageView()
    private var listConfiguration: UIListContentConfiguration

    /// A content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The configuration shown. Setting another kind of configuration is ignored (UIKit
    /// raises); cells replace the content view instead (``supports(_:)``).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let c = listConfiguration
        configure(textLabel, c.attributedText, c.text, c.textProperties)
        configure(secondaryLabel, c.secondaryAttributedText, c.secondaryText, c.secondaryTextProperties)
        secondaryLabel.textAlignment = c.prefersSideBySideTextAndSecondaryText ? .right : secondaryLabel.textAlignment
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(_ label: UILabel, _ attributed: NSAttributedString?, _ text: String?,
                           _ properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { Self.transformed($0, properties.transform) }
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    private static func transformed(_ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch transform {
        case .none: text
        case .capitalized: text.capitalized
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        }
    }

    // MARK: Layout

    /// The horizontal margin: the cell's (16, or 20 from 414 points wide), unless the
    /// configuration does not take the superview's horizontal margins.
    private func horizontalMargins(width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let c = listConfiguration
        if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            let margin = _UITableViewMetrics.margin(forWidth: superview?.superview?.bounds.width ?? width)
            return (Swift.max(margin, c.directionalLayoutMargins.leading), Swift.max(margin, c.directionalLayoutMargins.trailing))
        }
        return (c.directionalLayoutMargins.leading, c.directionalLayoutMargins.trailing)
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var size = image.size
        if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
        return size
    }

    /// Where the texts start and how wide they may be, for `width`.
    private func textColumn(width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let margins = horizontalMargins(width: width)
        let image = imageSize
        let x = margins.leading + (image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0)
        return (x, Swift.max(1, width - margins.trailing - x))
    }

    /// Where the text starts, in the view's coordinates (a list cell's separators start there).
    var _textStartX: CGFloat { textColumn(width: bounds.width).x }

    private func sideBySide(width: CGFloat) -> Bool {
        listConfiguration.prefersSideBySideTextAndSecondaryText && !secondaryLabel.isHidden && !textLabel.isHidden
    }

    private func height(of label: UILabel, width: CGFloat) -> CGFloat {
        guard !label.isHidden else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let margins = horizontalMargins(width: b.width)
        let image = imageSize
        imageView.frame = CGRect(x: margins.leading, y: ((b.height - image.height) / 2).rounded(),
                                 width: image.width, height: image.height)
        let column = textColumn(width: b.width)
        if sideBySide(width: b.width) {
            let gap = listConfiguration.textToSecondaryTextHorizontalPadding
            let secondaryWidth = Swift.min(secondaryLabel.sizeThatFits(.zero).width.rounded(.up), column.width / 2)
            let textWidth = Swift.max(0, column.width - secondaryWidth - gap)
            let h1 = height(of: textLabel, width: textWidth), h2 = height(of: secondaryLabel, width: secondaryWidth)
            textLabel.frame = CGRect(x: column.x, y: ((b.height - h1) / 2).rounded(.down), width: textWidth, height: h1)
            secondaryLabel.frame = CGRect(x: column.x + column.width - secondaryWidth, y: ((b.height - h2) / 2).rounded(.down),
                                          width: secondaryWidth, height: h2)
        } else {
            let h1 = height(of: textLabel, width: column.width), h2 = height(of: secondaryLabel, width: column.width)
            let gap = h1 > 0 && h2 > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            let top = ((b.height - (h1 + gap + h2)) / 2).rounded(.down)
            textLabel.frame = CGRect(x: column.x, y: top, width: column.width, height: h1)
            secondaryLabel.frame = CGRect(x: column.x, y: top + h1 + gap, width: column.width, height: h2)
        }
    }

    /// The height the content needs at `size.width`: the texts (stacked, or the taller
    /// of the two side by side) or the image, whichever is taller, with the
    /// configuration's top and bottom margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let column = textColumn(width: width)
        let texts: CGFloat
        if sideBySide(width: width) {
            texts = Swift.max(height(of: textLabel, width: column.width / 2), height(of: secondaryLabel, width: column.width / 2))
        } else {
            let h1 = height(of: textLabel, width: column.width), h2 = height(of: secondaryLabel, width: column.width)
            texts = h1 + h2 + (h1 > 0 && h2 > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0)
        }
        let margins = listConfiguration.directionalLayoutMargins
        return CGSize(width: width, height: (Swift.max(texts, imageSize.height) + margins.top + margins.bottom).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }
}

import Foundation

/// What a view controller shows when it has no content to show (UIKit's
/// `UIContentUnavailableConfiguration`, iOS 17): an image, a title, secondary text and up
/// to two buttons, centred. Set it as a controller's `contentUnavailableConfiguration`.
///
/// Looks (iOS's): the image 48 points in the secondary label colour, the text in bold 22
/// points, the secondary text in 17 points secondary label colour, then the buttons, each
/// 10 points below what precedes it; `.loading()` shows a spinner and "Loading…";
/// `.search()` a magnifying glass and "No Results". Differences from UIKit: `button` and
/// `secondaryButton` take their title and image from their configuration and act through
/// their properties' `primaryAction`; text and image properties other than colour and
/// font are kept.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// How the image is drawn (`UIContentUnavailableConfiguration.ImageProperties`).
    public struct ImageProperties: @unchecked Sendable {
        public var tintColor: UIColor? = .secondaryLabel
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
    }
    /// How a text is drawn (`UIContentUnavailableConfiguration.TextProperties`).
    public struct TextProperties: @unchecked Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .center
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }
    /// What a button does (`UIContentUnavailableConfiguration.ButtonProperties`).
    public struct ButtonProperties: @unchecked Sendable {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal
    }
    /// Where the content sits (`UIContentUnavailableConfiguration.Alignment`).
    public enum Alignment: Int, Sendable { case center, natural }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 10
    public var buttonToSecondaryButtonPadding: CGFloat = 5
    public var background: UIBackgroundConfiguration = .clear()
    var _showsSpinner = false

    /// Nothing shown yet: fill in the image and text.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A spinner and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.text = "Loading…"
        configuration.textProperties.font = .systemFont(ofSize: 17)
        configuration.textProperties.color = .secondaryLabel
        configuration._showsSpinner = true
        return configuration
    }

    /// A magnifying glass and "No Results" (for an empty search).
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    public init() {}

    public func makeContentView() -> UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// The state a content-unavailable configuration is updated for (iOS 17).
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// The search controller's text, when the controller has one.
    public var searchText: String?
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// The view that shows a `UIContentUnavailableConfiguration` (UIKit's
/// `UIContentUnavailableView`).
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var _configuration: UIContentUnavailableConfiguration
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let buttons = [UIButton(type: .system), UIButton(type: .system)]
    private var actions: [UIAction?] = [nil, nil]

    public init(configuration: UIContentUnavailableConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for view in [imageView, spinner, textLabel, secondaryLabel] + buttons as [UIView] { addSubview(view) }
        for (index, button) in buttons.enumerated() {
            button.addAction(UIAction { [unowned self] _ in
                self.actions[index]?._perform(sender: button)
            }, for: .touchUpInside)
        }
        _apply()
    }

    public required init?(coder: NSCoder) { fatalError("a content-unavailable view is made from its configuration") }

    /// The configuration shown.
    open var configuration: UIContentConfiguration {
        get { _configuration }
        set {
            guard let new = newValue as? UIContentUnavailableConfiguration else { return }
            _configuration = new
            _apply()
        }
    }

    private func _apply() {
        let c = _configuration
        backgroundColor = c.background.backgroundColor
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil || c._showsSpinner
        spinner.isHidden = !c._showsSpinner
        if c._showsSpinner { spinner.startAnimating() } else { spinner.stopAnimating() }
        for (label, text, attributed, properties) in [(textLabel, c.text, c.attributedText, c.textProperties),
                                                      (secondaryLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)] {
            if let attributed { label.attributedText = attributed } else { label.text = text }
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = c.alignment == .center ? .center : properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.isHidden = (text ?? attributed?.string ?? "").isEmpty
        }
        for (index, (configuration, properties)) in [(c.button, c.buttonProperties),
                                                     (c.secondaryButton, c.secondaryButtonProperties)].enumerated() {
            var configuration = configuration
            if configuration.title == nil, let title = properties.primaryAction?.title, !title.isEmpty { configuration.title = title }
            buttons[index].configuration = configuration
            buttons[index].isEnabled = properties.isEnabled
            buttons[index].menu = properties.menu
            actions[index] = properties.primaryAction
            buttons[index].isHidden = configuration.title == nil && configuration.image == nil
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = _configuration
        let margins = c.directionalLayoutMargins
        let width = Swift.max(0, bounds.width - margins.leading - margins.trailing)
        var items: [(UIView, CGSize, CGFloat)] = []
        let leading = [(imageView as UIView, c.imageToTextPadding), (spinner, c.imageToTextPadding)]
        for (view, padding) in leading where !view.isHidden {
            items.append((view, view.sizeThatFits(CGSize(width: width, height: 0)), padding))
        }
        if !textLabel.isHidden {
            items.append((textLabel, textLabel.sizeThatFits(CGSize(width: width, height: 0)), c.textToSecondaryTextPadding))
        }
        if !secondaryLabel.isHidden {
            items.append((secondaryLabel, secondaryLabel.sizeThatFits(CGSize(width: width, height: 0)), c.textToButtonPadding))
        }
        for button in buttons where !button.isHidden {
            items.append((button, button.intrinsicContentSize, c.buttonToSecondaryButtonPadding))
        }
        let total = items.enumerated().reduce(CGFloat(0)) { sum, entry in
            sum + entry.element.1.height + (entry.offset < items.count - 1 ? entry.element.2 : 0)
        }
        var y = (bounds.midY - total / 2).rounded()
        for (view, size, padding) in items {
            let itemWidth = Swift.min(size.width, width)
            let x = c.alignment == .center ? (bounds.midX - itemWidth / 2).rounded() : margins.leading
            view.frame = CGRect(x: x, y: y, width: itemWidth, height: size.height)
            y += size.height + padding
        }
    }
}

extension UIViewController {
    /// What the controller shows over its view while it has no content (iOS 17): set a
    /// `UIContentUnavailableConfiguration` to show it (its view fills the controller's
    /// view, on top), `nil` to remove it.
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { _contentUnavailable?.configuration }
        set {
            guard let newValue else {
                _contentUnavailable?.view.removeFromSuperview()
                _contentUnavailable = nil
                return
            }
            if let current = _contentUnavailable, current.view.supports(newValue) {
                current.view.configuration = newValue
                _contentUnavailable = (newValue, current.view)
                return
            }
            _contentUnavailable?.view.removeFromSuperview()
            let contentView = newValue.makeContentView()
            contentView.frame = view.bounds
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(contentView)
            _contentUnavailable = (newValue, contentView)
        }
    }

    /// The state for the content-unavailable configuration.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` (run at once here).
    public func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
}

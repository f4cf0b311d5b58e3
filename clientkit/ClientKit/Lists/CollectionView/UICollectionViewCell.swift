import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: a reusable view
/// with a ``contentView`` for the content, a ``backgroundView`` behind it and a
/// ``selectedBackgroundView`` shown while the cell is selected or highlighted.
///
/// Differences from UIKit: no `backgroundConfiguration`, no
/// drag states.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes into; it fills the cell.
    public let contentView = UIView()

    /// A view behind the content, sized to the cell. Default `nil`.
    open var backgroundView: UIView? {
        didSet { _replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// A view shown between the background and the content while the cell is selected
    /// or highlighted. Default `nil` (no selection look, as in UIKit).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
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

    /// The cell's state for configurations.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state` (see `UITableViewCell`'s).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
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
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
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

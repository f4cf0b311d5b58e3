import Foundation

/// The control a tab bar shows for one item: the image (a tinted template) centred
/// above the title, and the badge.
final class _UITabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()
    private var tinted = _UITintedImageCache()
    /// The colour of a selected tab's image and title (the bar's tint).
    var selectedColor: UIColor = .systemBlue { didSet { update() } }
    /// The colour of the other tabs.
    var unselectedColor: UIColor = .systemGray { didSet { update() } }
    /// The tab bar appearance's look for tabs (`stackedLayoutAppearance`), if one is set.
    var itemAppearance: UITabBarItemAppearance? { didSet { update() } }

    /// The image area: 30 points high, its top 4 points below the bar's top.
    static let imageTop: CGFloat = 4
    static let imageAreaHeight: CGFloat = 30
    /// The title's font size and its baseline area (the bottom of the 49 points).
    static let titleFontSize: CGFloat = 10
    static let titleBottom: CGFloat = 46
    static let badgeHeight: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        imageView.contentMode = .center
        titleLabel.font = .systemFont(ofSize: Self.titleFontSize, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.isOpaque = false
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
        badgeView.isUserInteractionEnabled = false
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.isOpaque = false
        badgeView.addSubview(badgeLabel)
        for view in [imageView, titleLabel] as [UIView] { view.isUserInteractionEnabled = false; addSubview(view) }
        addSubview(badgeView)
        update()
    }

    required init?(coder: NSCoder) { fatalError("a tab bar button is made by its tab bar") }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { update() } }
    }

    /// Shows the item's current image, title, badge and state.
    private var titleOffset = UIOffset.zero

    func update() {
        var color: UIColor = !item.isEnabled ? unselectedColor.withAlphaComponent(0.5) : (isSelected ? selectedColor : unselectedColor)
        // The appearance's state (`UITabBarItemStateAppearance`): its icon colour, title
        // attributes and badge, under what the item sets itself.
        let state = itemAppearance.map { !item.isEnabled ? $0.disabled : (isSelected ? $0.selected : $0.normal) }
        if let iconColor = state?.iconColor { color = iconColor }
        let source = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = source.map { tinted.tinted($0, color) }
        titleLabel.text = item.title
        // The item's title attributes (`setTitleTextAttributes(_:for:)`) for this state,
        // else `.normal`'s: their font, and their colour while the item is enabled.
        let own = item._effectiveTitleAttributes(for: isSelected ? .selected : .normal)
        let fromAppearance = state?.titleTextAttributes ?? [:]
        titleLabel.textColor = (item.isEnabled ? own?[.foregroundColor] as? UIColor : nil)
            ?? fromAppearance[.foregroundColor] as? UIColor ?? color
        titleLabel.font = own?[.font] as? UIFont ?? fromAppearance[.font] as? UIFont
            ?? .systemFont(ofSize: Self.titleFontSize, weight: .medium)
        titleOffset = state?.titlePositionAdjustment ?? .zero
        badgeLabel.text = item.badgeValue
        badgeView.isHidden = item.badgeValue == nil
        badgeView.backgroundColor = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
        badgeLabel.textColor = state?.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
        badgeLabel.font = state?.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        let titleHeight = titleLabel.text == nil ? 0 : titleLabel.sizeThatFits(.zero).height
        var imageFrame = CGRect.zero
        if hasImage {
            let size = imageView.image!.size
            imageFrame = CGRect(x: (bounds.midX - size.width / 2).rounded(),
                                y: (Self.imageTop + (Self.imageAreaHeight - size.height) / 2).rounded(),
                                width: size.width, height: size.height)
            imageView.frame = imageFrame.offsetBy(dx: item.imageInsets.left - item.imageInsets.right,
                                                  dy: item.imageInsets.top - item.imageInsets.bottom)
        }
        let titleY = hasImage ? Self.titleBottom - titleHeight : ((49 - titleHeight) / 2).rounded()
        titleLabel.frame = CGRect(x: titleOffset.horizontal, y: titleY.rounded() + titleOffset.vertical,
                                  width: bounds.width, height: titleHeight)
        if !badgeView.isHidden {
            let text = badgeLabel.sizeThatFits(.zero)
            let width = Swift.max(Self.badgeHeight, (text.width + 10).rounded(.up))
            let anchorX = hasImage ? imageFrame.midX + 6 : bounds.midX + 12
            let anchorY = hasImage ? imageFrame.minY - 2 : titleY - 8
            badgeView.frame = CGRect(x: anchorX.rounded(), y: anchorY.rounded(), width: width, height: Self.badgeHeight)
            badgeLabel.frame = badgeView.bounds
        }
    }

    /// The image view's frame (for tests).
    var _imageFrame: CGRect { imageView.frame }
    /// The title's frame (for tests).
    var _titleFrame: CGRect { titleLabel.frame }
    /// The badge's frame, when shown (for tests).
    var _badgeFrame: CGRect? { badgeView.isHidden ? nil : badgeView.frame }
}

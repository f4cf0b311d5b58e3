import Foundation

/// The button a navigation bar shows for a bar button item, or for its back button:
/// a `.system` button (its title in the tint, faded while pressed) whose image is
/// drawn as a template in the tint.
final class _UIBarButton: UIButton {
    /// The item shown (`nil` for the back button).
    let item: UIBarButtonItem?
    /// Run when tapped.
    var onTap: (_UIBarButton) -> Void = { _ in }
    private var template: UIImage?
    /// The back button's chevron (a navigation bar appearance's `backIndicatorImage`);
    /// `nil`: the system chevron.
    var backChevron: UIImage?
    /// The title offset of ``barAppearance`` already added to the title insets.
    private var _appliedTitleOffset = UIOffset.zero
    /// The bar appearance's look for this button's style; the item's own title attributes
    /// win over it.
    var barAppearance: UIBarButtonItemAppearance? {
        didSet { _applyBarAppearance() }
    }
    private var tinted = _UITintedImageCache()

    /// The height bar buttons take (the bar's content height).
    static let height: CGFloat = 44
    /// Horizontal padding inside the button, so the touch area is larger than the title.
    static let padding: CGFloat = 4

    init(item: UIBarButtonItem?) {
        self.item = item
        super.init(type: .system)
        contentEdgeInsets = UIEdgeInsets(top: 0, left: Self.padding, bottom: 0, right: Self.padding)
        addAction(UIAction { [unowned self] _ in self.onTap(self) }, for: .touchUpInside)
        if let item {
            _apply(item)
            addGestureRecognizer(UILongPressGestureRecognizer { [weak self] press in
                guard press.state == .began, let self else { return }
                item._longPressed(from: self)
            })
        }
    }

    required init?(coder: NSCoder) {
        item = nil
        super.init(coder: coder)
    }

    /// Shows `title` and `image` (a template), semibold when `bold`.
    func configure(title: String?, image: UIImage?, bold: Bool, enabled: Bool) {
        titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        setTitle(title, for: .normal)
        template = image
        isEnabled = enabled
        _applyImage()
        sizeToFit()
        frame.size.height = Self.height
        if barAppearance != nil { _applyBarAppearance() }
    }

    /// Fonts, colours and title offsets from ``barAppearance`` where the item sets none.
    private func _applyBarAppearance() {
        guard let appearance = barAppearance else { return }
        let normal = appearance.normal.titleTextAttributes
        if item?.titleTextAttributes(for: .normal)?[.font] == nil, let font = normal[.font] as? UIFont {
            titleLabel?.font = font
        }
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            if item?._effectiveTitleAttributes(for: state)?[.foregroundColor] != nil { continue }
            if let color = appearance._state(state).titleTextAttributes[.foregroundColor] as? UIColor {
                setTitleColor(color, for: state)
            }
        }
        let offset = appearance.normal.titlePositionAdjustment
        let dx = offset.horizontal - _appliedTitleOffset.horizontal, dy = offset.vertical - _appliedTitleOffset.vertical
        if dx != 0 || dy != 0 {
            titleEdgeInsets.left += dx
            titleEdgeInsets.right -= dx
            titleEdgeInsets.top += dy
            titleEdgeInsets.bottom -= dy
            _appliedTitleOffset = offset
        }
        sizeToFit()
        frame.size.height = Self.height
    }

    /// The item's title attributes (`setTitleTextAttributes(_:for:)`): the font of
    /// `.normal`, and each state's foreground colour.
    private func _applyTitleAttributes(of item: UIBarItem) {
        guard item.titleTextAttributes(for: .normal) != nil || item.titleTextAttributes(for: .disabled) != nil
            || item.titleTextAttributes(for: .highlighted) != nil else { return }
        if let font = item.titleTextAttributes(for: .normal)?[.font] as? UIFont { titleLabel?.font = font }
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            setTitleColor(item._effectiveTitleAttributes(for: state)?[.foregroundColor] as? UIColor, for: state)
        }
        sizeToFit()
        frame.size.height = Self.height
    }

    /// The back button: a chevron and `title` (nil: the chevron alone).
    func configureAsBackButton(title: String?) {
        // The title 6 points right of the chevron; the pair from the left edge.
        titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: -6)
        _appliedTitleOffset = .zero
        contentHorizontalAlignment = .left
        configure(title: title, image: backChevron ?? _UIBarGlyphs.image(.backChevron), bold: false, enabled: true)
        if title != nil { frame.size.width += 6 }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyImage()
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _applyImage() } }
    }

    private func _applyImage() {
        guard let template else { return setImage(nil, for: .normal) }
        let color: UIColor = isEnabled ? tintColor : .systemGray
        setImage(tinted.tinted(template, color), for: .normal)
    }

    private func _apply(_ item: UIBarButtonItem) {
        tintColor = item.tintColor
        configure(title: item.image == nil ? item.title : nil, image: item.image, bold: item.style == .done,
                  enabled: item.isEnabled)
        _applyTitleAttributes(of: item)
        if item.width > frame.width { frame.size.width = item.width }
    }
}

import Foundation

/// An alert controller's view: it fills the window, dims it, and holds the panel (an
/// alert) or the two groups (an action sheet) described in `UIAlertController`.
final class _UIAlertView: UIView {
    unowned let controller: UIAlertController
    /// The panel (alert), or the group of actions (action sheet).
    let panel = UIView()
    /// The action sheet's cancel group.
    let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private(set) var buttons: [_UIAlertButton] = []
    private var hairlines: [UIView] = []
    private var needsContent = true

    // Alert metrics (iOS's).
    static let dimmingAlpha: CGFloat = 0.2
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let alertPadding: CGFloat = 16
    static let alertTopPadding: CGFloat = 20
    static let textFieldHeight: CGFloat = 24
    // Action sheet metrics.
    static let sheetMargin: CGFloat = 8
    static let sheetButtonHeight: CGFloat = 57
    static let sheetCornerRadius: CGFloat = 13
    static let sheetMaxWidth: CGFloat = 400
    static let panelColor = UIColor(white: 0.97, alpha: 1)
    /// An action sheet shown as a popover is this wide.
    static let popoverWidth: CGFloat = 304
    /// Draws the panel and arrow of an action sheet shown as a popover.
    private let popoverBackground = _UIPopoverBackgroundView()

    init(controller: UIAlertController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for group in [panel, cancelGroup] {
            group.backgroundColor = Self.panelColor
            group.clipsToBounds = true
            addSubview(group)
        }
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        for label in [titleLabel, messageLabel] {
            label.isOpaque = false
            panel.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { fatalError("an alert view is made by its alert controller") }

    var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// The title, message, fields or actions changed.
    func setNeedsContent() {
        needsContent = true
        setNeedsLayout()
    }

    /// A tap on the dimmed background of an action sheet uses its cancel action.
    /// An action sheet shown as a popover is dismissed by a tap outside it even without
    /// a cancel action.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSheet, let touch = touches.first, touch.view === self else { return }
        if let cancel = controller._cancelAction {
            controller._perform(cancel)
        } else if isPopover {
            controller.dismiss(animated: true)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsContent { rebuild() }
        if isSheet { layoutSheet() } else { layoutAlert() }
    }

    private func rebuild() {
        needsContent = false
        for view in buttons as [UIView] + hairlines { view.removeFromSuperview() }
        hairlines = []
        let sheet = isSheet
        titleLabel.text = controller.title
        titleLabel.font = sheet ? .systemFont(ofSize: 13, weight: .semibold) : .boldSystemFont(ofSize: 17)
        titleLabel.textColor = sheet ? .systemGray : .label
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = sheet ? .systemGray : .label
        for field in controller.textFields ?? [] where field.superview !== panel { panel.addSubview(field) }
        buttons = controller._orderedActions.map { action in
            let bold = action.style == .cancel && controller.preferredAction == nil || action === controller.preferredAction
            let button = _UIAlertButton(action: action, fontSize: sheet ? 20 : 17, bold: bold)
            button.addAction(UIAction { [unowned self] _ in self.controller._perform(action) }, for: .touchUpInside)
            return button
        }
        cancelGroup.isHidden = !(sheet && controller._cancelAction != nil) || isPopover
        for button in buttons {
            (sheet && button.action.style == .cancel ? cancelGroup : panel).addSubview(button)
        }
    }

    private func hairline(in group: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        line.isOpaque = false
        group.addSubview(line)
        hairlines.append(line)
    }

    /// Lays out the title, message and text fields from `y` in a group `width` wide;
    /// returns where the buttons start.
    private func layoutHeader(width: CGFloat, top: CGFloat, gap: CGFloat) -> CGFloat {
        let inner = width - 2 * Self.alertPadding
        var y = top
        var any = false
        for label in [titleLabel, messageLabel] {
            guard let text = label.text, !text.isEmpty else { label.isHidden = true; continue }
            label.isHidden = false
            if any { y += gap }
            let height = label.sizeThatFits(CGSize(width: inner, height: 0)).height.rounded(.up)
            label.frame = CGRect(x: Self.alertPadding, y: y, width: inner, height: height)
            y += height
            any = true
        }
        for field in controller.textFields ?? [] {
            y += any ? 12 : 0
            field.frame = CGRect(x: Self.alertPadding, y: y, width: inner, height: Self.textFieldHeight)
            y += Self.textFieldHeight
            any = true
        }
        return any ? y + Self.alertTopPadding : 0
    }

    private func layoutAlert() {
        let width = Self.alertWidth
        let headerBottom = layoutHeader(width: width, top: Self.alertTopPadding, gap: 4)
        let sideBySide = buttons.count == 2
        let buttonsHeight = sideBySide ? Self.alertButtonHeight : CGFloat(buttons.count) * Self.alertButtonHeight
        let height = Swift.min(headerBottom + buttonsHeight, bounds.height)
        panel.frame = CGRect(x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
                             width: width, height: height)
        panel.layer.cornerRadius = Self.alertCornerRadius
        for line in hairlines { line.removeFromSuperview() }
        hairlines = []
        if sideBySide {
            let half = width / 2
            for (i, button) in buttons.enumerated() {
                button.frame = CGRect(x: CGFloat(i) * half, y: headerBottom, width: half, height: Self.alertButtonHeight)
            }
            hairline(in: panel, CGRect(x: 0, y: headerBottom, width: width, height: 1))
            hairline(in: panel, CGRect(x: half, y: headerBottom, width: 1, height: Self.alertButtonHeight))
        } else {
            for (i, button) in buttons.enumerated() {
                let y = headerBottom + CGFloat(i) * Self.alertButtonHeight
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
                if y > 0 { hairline(in: panel, CGRect(x: 0, y: y, width: width, height: 1)) }
            }
        }
    }

    /// Where an action sheet goes as a popover: in a window at least 768 points wide
    /// (a large screen) when its popover presentation controller has a source.
    private func popoverPlacement(height: CGFloat) -> (card: CGRect, arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?)? {
        guard bounds.width >= _UIPresentationLayout.largeScreenWidth,
              let popover = controller.presentationController as? UIPopoverPresentationController,
              let source = popover._sourceRect(in: self) else { return nil }
        let placed = _UIPopoverLayout.place(size: CGSize(width: Self.popoverWidth, height: height), source: source,
                                            in: bounds.inset(by: popover.popoverLayoutMargins),
                                            permitted: popover.permittedArrowDirections)
        popover.arrowDirection = placed.arrow?.direction ?? .unknown
        return placed
    }

    /// Whether the action sheet is shown as a popover (see `UIAlertController`).
    private(set) var isPopover = false

    private func layoutSheet() {
        let main = buttons.filter { $0.action.style != .cancel }
        let popoverHeaderBottom = layoutHeader(width: Self.popoverWidth, top: 14, gap: 2)
            - (controller.title == nil && controller.message == nil ? 0 : 6)
        if let placed = popoverPlacement(height: popoverHeaderBottom + CGFloat(main.count) * Self.sheetButtonHeight) {
            isPopover = true
            backgroundColor = .clear
            cancelGroup.isHidden = true
            panel.frame = placed.card
            panel.layer.cornerRadius = _UIPopoverLayout.cornerRadius
            if popoverBackground.superview !== self { insertSubview(popoverBackground, belowSubview: panel) }
            popoverBackground.fillColor = Self.panelColor
            popoverBackground.frame = bounds
            popoverBackground.update(card: placed.card, arrow: placed.arrow, in: self)
            layoutSheetButtons(main, width: placed.card.width, headerBottom: popoverHeaderBottom)
            return
        }
        isPopover = false
        popoverBackground.removeFromSuperview()
        backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        cancelGroup.isHidden = controller._cancelAction == nil
        let width = Swift.min(bounds.width - 2 * Self.sheetMargin, Self.sheetMaxWidth)
        let x = (bounds.midX - width / 2).rounded()
        let headerBottom = layoutHeader(width: width, top: 14, gap: 2) - (controller.title == nil && controller.message == nil ? 0 : 6)
        let cancel = buttons.first { $0.action.style == .cancel }
        var bottom = bounds.maxY - Self.sheetMargin - safeAreaInsets.bottom
        if let cancel {
            cancelGroup.frame = CGRect(x: x, y: bottom - Self.sheetButtonHeight, width: width, height: Self.sheetButtonHeight)
            cancelGroup.layer.cornerRadius = Self.sheetCornerRadius
            cancel.frame = cancelGroup.bounds
            bottom = cancelGroup.frame.minY - Self.sheetMargin
        }
        let height = headerBottom + CGFloat(main.count) * Self.sheetButtonHeight
        panel.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
        panel.layer.cornerRadius = Self.sheetCornerRadius
        layoutSheetButtons(main, width: width, headerBottom: headerBottom)
    }

    private func layoutSheetButtons(_ main: [_UIAlertButton], width: CGFloat, headerBottom: CGFloat) {
        for line in hairlines { line.removeFromSuperview() }
        hairlines = []
        for (i, button) in main.enumerated() {
            let y = headerBottom + CGFloat(i) * Self.sheetButtonHeight
            button.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
            if y > 0 { hairline(in: panel, CGRect(x: 0, y: y, width: width, height: 1)) }
        }
    }
}

/// One button of an alert: its action's title, centred; gray behind it while pressed.
final class _UIAlertButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()

    init(action: UIAlertAction, fontSize: CGFloat, bold: Bool) {
        self.action = action
        super.init(frame: .zero)
        isOpaque = false
        label.text = action.title
        label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        label.textAlignment = .center
        label.isOpaque = false
        label.isUserInteractionEnabled = false
        isEnabled = action.isEnabled
        addSubview(label)
        _updateColors()
    }

    required init?(coder: NSCoder) { fatalError("an alert button is made by its alert") }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { _updateColors() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateColors()
    }

    private func _updateColors() {
        if !action.isEnabled {
            label.textColor = .tertiaryLabel
        } else {
            label.textColor = action.style == .destructive ? .systemRed : tintColor
        }
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    /// The title's colour (for tests).
    var _titleColor: UIColor { label.textColor }
    /// The title's font (for tests).
    var _titleFont: UIFont { label.font }
}

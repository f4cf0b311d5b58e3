import Foundation

/// Menus on controls (iOS 14): a control with a menu (``UIButton/menu``) and
/// ``isContextMenuInteractionEnabled`` shows it on a long press (0.5 seconds) or a
/// secondary click — or, with ``showsMenuAsPrimaryAction``, as soon as a touch goes
/// down (sending `.menuActionTriggered` first, and no touch-up events for that touch;
/// sliding the finger onto a row and lifting it chooses the row). The menu stands below
/// the control (above when there is no room). Chosen actions are sent through
/// ``sendAction(_:)``, so their ``UIAction/sender`` is the control.
extension UIControl: _UIContextMenuSource {
    /// The interaction showing the control's menu on a long press; `nil` unless
    /// ``isContextMenuInteractionEnabled``.
    public var contextMenuInteraction: UIContextMenuInteraction? { _contextMenuInteraction }

    /// The menu the control shows (a button's); `nil` for other controls.
    var _controlMenu: UIMenu? { (self as? UIButton)?.menu }

    var _showsMenuOnTouchDown: Bool {
        showsMenuAsPrimaryAction && isContextMenuInteractionEnabled && _controlMenu != nil
    }

    func _updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled, _contextMenuInteraction == nil {
            let interaction = UIContextMenuInteraction(source: self)
            _contextMenuInteraction = interaction
            addInteraction(interaction)
        } else if !isContextMenuInteractionEnabled, let interaction = _contextMenuInteraction {
            _contextMenuInteraction = nil
            removeInteraction(interaction)
        }
    }

    /// The frame the menu stands beside (window coordinates).
    var _menuAnchor: CGRect { convert(bounds, to: nil) }

    /// Shows the menu for a touch going down (primary-action menus).
    func _showMenu(for touch: UITouch, with event: UIEvent?) {
        _menuTouch = touch
        _menuTouchStart = touch.location(in: nil)
        _sendActions(for: .menuActionTriggered, with: event)
        _presentControlMenu()
    }

    func _menuTouchMoved(_ touch: UITouch) -> Bool {
        let point = touch.location(in: nil)
        return hypot(point.x - _menuTouchStart.x, point.y - _menuTouchStart.y) > 4
    }

    /// Shows the control's menu in its window.
    func _presentControlMenu() {
        guard let menu = _controlMenu, let window else { return }
        var handlers = _UIMenuView.Handlers()
        handlers.perform = { [weak self] action in
            guard let self else { return action._perform(sender: nil) }
            self._menuWillPerform(action)
            self.sendAction(action)
        }
        _UIMenuView.present(menu, in: window, anchor: _menuAnchor, sender: self, handlers: handlers)
    }

    /// An action of the control's menu was chosen (a pop-up button changes its selection).
    func _menuWillPerform(_ action: UIAction) {
        (self as? UIButton)?._menuSelectionChanged(to: action)
    }

    // MARK: _UIContextMenuSource

    func _contextMenuConfiguration(for interaction: UIContextMenuInteraction, at location: CGPoint) -> UIContextMenuConfiguration? {
        guard isEnabled, !_showsMenuOnTouchDown, _controlMenu != nil else { return nil }
        // The menu itself is shown by `_presentControlMenu`; the configuration only
        // carries it (sender and selection handling are the control's).
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?._controlMenu }
    }

    func _contextMenuAnchor(for interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                            at location: CGPoint) -> CGRect? {
        _menuAnchor
    }

    func _contextMenuPerform(_ action: UIAction) {
        _menuWillPerform(action)
        sendAction(action)
    }
}

import Foundation

/// Setting and showing the columns (see `UISplitViewController`).
extension UISplitViewController {
    /// Column API: puts `vc` in `column` (`nil` empties it), wrapped in a navigation
    /// controller unless it is one; a plain controller set for a `.secondary` column that
    /// has a stack is pushed onto it, as UIKit does. The `.compact` controller is not
    /// wrapped. `.supplementary` is ignored for `.doubleColumn`, as UIKit ignores it.
    func _setViewController(_ vc: UIViewController?, for column: Column) {
        precondition(style != .unspecified, "setViewController(_:for:) needs a column-style split view controller (init(style:))")
        if column == .supplementary && style != .tripleColumn { return }
        if column == .compact {
            _replaceChild(_set[.compact], with: vc) { _set[.compact] = vc }
            return
        }
        guard let vc else {
            let old = _navigations[column]
            _replaceChild(old, with: nil) {
                _set[column] = nil
                _navigations[column] = nil
            }
            return
        }
        if let navigation = vc as? UINavigationController {
            _replaceChild(_navigations[column], with: navigation) {
                _set[column] = navigation
                _navigations[column] = navigation
            }
            return
        }
        _set[column] = vc
        if isCollapsed, _set[.compact] == nil, column != .primary, let primary = _navigations[.primary],
           let collapse = _collapse, collapse.moved.contains(where: { $0.column == column }) {
            // The column is folded onto the primary's stack: pushed there, given back on expanding.
            primary.pushViewController(vc, animated: false)
            _collapse!.moved.append((column, [vc]))
            if _navigations[column] == nil { _install(UINavigationController(nibName: nil, bundle: nil), for: column) }
            return
        }
        if let navigation = _navigations[column] {
            if column == .secondary && !navigation.viewControllers.isEmpty {
                if navigation.topViewController !== vc { navigation.pushViewController(vc, animated: false) }
            } else {
                navigation.setViewControllers([vc], animated: false)
            }
        } else {
            _install(UINavigationController(rootViewController: vc), for: column)
        }
    }

    private func _install(_ navigation: UINavigationController, for column: Column) {
        _replaceChild(_navigations[column], with: navigation) { _navigations[column] = navigation }
    }

    /// Replaces the child `old` by `new` with the containment calls around `change`
    /// (which records it) and the views updated in between.
    func _replaceChild(_ old: UIViewController?, with new: UIViewController?, change: () -> Void) {
        guard old !== new else { change(); return }
        if let new { addChild(new) }
        old?.willMove(toParent: nil)
        change()
        _updateShown()
        old?.removeFromParent()
        new?.didMove(toParent: self)
    }

    /// Classic API: the new [primary, secondary].
    func _setClassic(_ controllers: [UIViewController]) {
        let old = _classic
        let removed = old.filter { c in !controllers.contains { $0 === c } }
        let added = controllers.filter { c in !old.contains { $0 === c } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        _classic = controllers
        if isCollapsed && _view != nil && _classic.count > 1 {
            _isCollapsed = false
            _setCollapsed(true)
        } else {
            _updateShown()
        }
        for controller in removed where controller._parent === self { controller.removeFromParent() }
        for controller in added where controller._parent === self { controller.didMove(toParent: self) }
    }

    // MARK: Showing and hiding columns

    /// Shows `column`: a hidden side column joins the secondary (beside it with the
    /// `.tile` behaviour, over it with `.overlay`); `.secondary` hides overlaid columns.
    /// Collapsed, `.primary` pops the stack back to the primary's controllers, and
    /// `.secondary` (or `.supplementary`) pushes that column's controllers onto it.
    func _showColumn(_ column: Column) {
        if isCollapsed {
            guard _set[.compact] == nil, let collapse = _collapse, let primary = _navigations[.primary] else { return }
            if column == .primary {
                if primary.viewControllers.count > collapse.primaryCount, collapse.primaryCount > 0 {
                    primary.popToViewController(primary.viewControllers[collapse.primaryCount - 1], animated: false)
                }
            } else if column == .secondary || column == .supplementary {
                _foldOntoPrimary(column == .secondary && style == .tripleColumn ? [.supplementary, .secondary] : [column])
            }
            return
        }
        let mode = displayMode
        let over = splitBehavior == .overlay
        var target = mode
        switch (column, style) {
        case (.primary, .tripleColumn):
            if !_visibleColumns(mode).contains(.primary) {
                target = over ? .twoOverSecondary : (splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary)
            }
        case (.primary, _):
            if mode == .secondaryOnly { target = over ? .oneOverSecondary : .oneBesideSecondary }
        case (.supplementary, .tripleColumn):
            if mode == .secondaryOnly { target = over ? .oneOverSecondary : .oneBesideSecondary }
        case (.secondary, _):
            // The nearest mode where the secondary is whole: overlays go, a displaced
            // secondary comes back beside the supplementary.
            if mode == .oneOverSecondary || mode == .twoOverSecondary { target = .secondaryOnly }
            if mode == .twoDisplaceSecondary { target = .oneBesideSecondary }
        default:
            break
        }
        _changeDisplayMode(to: target)
    }

    /// Collapsed: pushes the controllers of `columns` not yet on the primary's stack
    /// onto it (what `show(.secondary)` does on a collapsed split view controller).
    func _foldOntoPrimary(_ columns: [Column]) {
        guard let primary = _navigations[.primary], _collapse != nil else { return }
        var pushed: [UIViewController] = []
        for column in columns where !_collapse!.moved.contains(where: { $0.column == column }) {
            guard let navigation = _navigations[column], !navigation.viewControllers.isEmpty else { continue }
            let controllers = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            _collapse!.moved.append((column, controllers))
            pushed += controllers
        }
        guard !pushed.isEmpty else { return }
        primary.setViewControllers(primary.viewControllers + pushed, animated: true)
    }

    /// Hides `column`: `.primary` (and `.supplementary`, which takes the primary with it
    /// in three columns) leave the secondary alone or with the supplementary.
    func _hideColumn(_ column: Column) {
        guard !isCollapsed else { return }
        let mode = displayMode
        var target = mode
        switch (column, style) {
        case (.primary, .tripleColumn):
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: target = .oneBesideSecondary
            case .twoOverSecondary: target = .oneOverSecondary
            default: break
            }
        case (.primary, _), (.supplementary, .tripleColumn):
            target = .secondaryOnly
        default:
            break
        }
        _changeDisplayMode(to: target)
    }

    /// A bar button item that shows or hides the primary column (the delegate's
    /// `targetDisplayModeForAction(in:)` may choose the mode). Made on first use.
    var _makeDisplayModeButtonItem: UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let action = UIAction(title: "Toggle Sidebar") { [weak self] _ in self?._displayModeButtonTapped() }
        let image = UIImage(systemName: "sidebar.left")
        let item = image.map { UIBarButtonItem(image: $0, primaryAction: action) } ?? UIBarButtonItem(primaryAction: action)
        _displayModeButtonItem = item
        return item
    }

    private func _displayModeButtonTapped() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            _changeDisplayMode(to: target)
        } else if _visibleColumns(displayMode).contains(.primary) {
            hide(.primary)
        } else {
            show(.primary)
        }
    }

    // MARK: show and showDetailViewController

    func _splitShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        if detail {
            if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return true }
        } else if delegate?.splitViewController(self, show: vc, sender: sender) == true {
            return true
        }
        if isCollapsed {
            let stack = style == .unspecified ? _classic.first as? UINavigationController
                : (_set[.compact] == nil ? _navigations[.primary] : _set[.compact] as? UINavigationController)
            guard let stack else { return false }
            let pushed = (vc as? UINavigationController).map { nav in
                let controllers = nav.viewControllers
                nav.setViewControllers([], animated: false)
                return controllers
            } ?? [vc]
            stack.setViewControllers(stack.viewControllers + pushed, animated: true)
            if detail, style != .unspecified, _set[.compact] == nil, _collapse != nil {
                _collapse!.moved.append((.secondary, pushed))
            }
            return true
        }
        if style == .unspecified {
            var controllers = _classic
            let index = detail ? 1 : 0
            if controllers.count > index { controllers[index] = vc } else { controllers.append(vc) }
            _setClassic(controllers)
        } else if detail {
            if vc is UINavigationController {
                setViewController(vc, for: .secondary)
            } else if let navigation = _navigations[.secondary] {
                _set[.secondary] = vc
                navigation.setViewControllers([vc], animated: false)
            } else {
                setViewController(vc, for: .secondary)
            }
        } else {
            guard let navigation = _navigations[.primary], !(vc is UINavigationController) else {
                setViewController(vc, for: .primary)
                return true
            }
            _set[.primary] = vc
            navigation.setViewControllers([vc], animated: false)
        }
        if detail, displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { show(.secondary) }
        return true
    }
}

import Foundation

/// Widths, display modes and the columns' frames (see `UISplitViewController`).
extension UISplitViewController {
    func _width(of rect: CGRect) -> CGFloat { rect.width }

    /// A column's width by UIKit's rules: the preferred points, else the fraction of the
    /// view's width, else 320; within the minimum (0 when automatic) and the maximum (320
    /// when automatic, none when points are preferred); never wider than the view.
    func _columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let total = _view?.bounds.width ?? (_frameForLoading ?? UIScreen.main.bounds).width
        let automatic = Self.automaticDimension
        var width: CGFloat
        if preferred != automatic && preferred >= 0 {
            width = preferred
        } else if fraction != automatic && fraction >= 0 {
            width = (total * fraction).rounded()
        } else {
            width = Self._defaultColumnWidth
        }
        let upper = maximum != automatic && maximum >= 0 ? maximum
            : (preferred != automatic && preferred >= 0 ? CGFloat.infinity : Self._defaultColumnWidth)
        let lower = minimum != automatic && minimum >= 0 ? minimum : 0
        width = Swift.max(lower, Swift.min(width, upper))
        return Swift.max(0, Swift.min(width, total))
    }

    /// The display mode when expanded: the override of `show`/`hide`, else the preferred
    /// one resolved (see the type's documentation), with two-column modes for two columns.
    var _expandedDisplayMode: DisplayMode {
        var mode = _displayModeOverride ?? preferredDisplayMode
        if mode == .automatic {
            switch splitBehavior {
            case .overlay:
                mode = .secondaryOnly
            case .displace:
                mode = style == .tripleColumn ? .twoDisplaceSecondary : .oneBesideSecondary
            default:
                if style == .tripleColumn {
                    let total = _view?.bounds.width ?? (_frameForLoading ?? UIScreen.main.bounds).width
                    let sides = primaryColumnWidth + supplementaryColumnWidth + 2 * Self._separatorWidth
                    mode = total - sides >= Self._defaultColumnWidth ? .twoBesideSecondary : .oneBesideSecondary
                } else {
                    mode = .oneBesideSecondary
                }
            }
        }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// The columns a display mode shows (expanded).
    func _visibleColumns(_ mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly, .automatic: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// Moves to `mode` (from `show`/`hide`).
    func _changeDisplayMode(to mode: DisplayMode) {
        let old = displayMode
        guard mode != old else { return }
        _displayModeOverride = mode
        _displayModeChanged(from: old)
    }

    /// The display mode may have changed from `old`: the delegate hears of the new mode
    /// and of the columns that come and go (before the views change), then the views follow.
    func _displayModeChanged(from old: DisplayMode) {
        let mode = displayMode
        if mode != old && !isCollapsed {
            let before = _visibleColumns(old), after = _visibleColumns(mode)
            delegate?.splitViewController(self, willChangeTo: mode)
            if style != .unspecified {
                for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
                for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
            }
        }
        _updateShown()
    }

    /// The controller in `column`, as shown (classic: the primary or secondary).
    func _controller(in column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return _classic.first
            case .secondary: return _classic.count > 1 ? _classic[1] : nil
            default: return nil
            }
        }
        return column == .compact ? _set[.compact] : _navigations[column]
    }

    /// What should be in the view, bottom first: the secondary under side columns laid
    /// over it.
    var _desiredShown: [UIViewController] {
        if isCollapsed {
            if style != .unspecified, let compact = _set[.compact] { return [compact] }
            return [_controller(in: .primary)].compactMap { $0 }
        }
        let columns = _visibleColumns(displayMode)
        return [Column.secondary, .supplementary, .primary].filter(columns.contains).compactMap(_controller(in:))
    }

    /// The frames of the shown columns and of the separators after the side columns.
    func _frames() -> (columns: [Column: CGRect], separators: [CGRect]) {
        guard let view = _view else { return ([:], []) }
        let bounds = view.bounds
        if isCollapsed { return ([.primary: bounds, .compact: bounds], []) }
        let mode = displayMode
        let visible = _visibleColumns(mode)
        let sides = [Column.primary, .supplementary].filter { visible.contains($0) && $0 != .secondary }
        var x: CGFloat = 0
        var columns: [Column: CGRect] = [:]
        var separators: [CGRect] = []
        for column in sides {
            let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            columns[column] = CGRect(x: x, y: 0, width: width, height: bounds.height)
            separators.append(CGRect(x: x + width, y: 0, width: Self._separatorWidth, height: bounds.height))
            x += width + Self._separatorWidth
        }
        switch mode {
        case .oneOverSecondary, .twoOverSecondary, .secondaryOnly:
            columns[.secondary] = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        case .twoDisplaceSecondary where style == .tripleColumn:
            // The secondary keeps the width it has beside the supplementary alone.
            let width = bounds.width - supplementaryColumnWidth - Self._separatorWidth
            columns[.secondary] = CGRect(x: x, y: 0, width: Swift.max(0, width), height: bounds.height)
        default:
            columns[.secondary] = CGRect(x: x, y: 0, width: Swift.max(0, bounds.width - x), height: bounds.height)
        }
        // The trailing primary edge mirrors the columns.
        func placed(_ rect: CGRect) -> CGRect {
            var rect = rect.offsetBy(dx: bounds.minX, dy: bounds.minY)
            if primaryEdge == .trailing { rect.origin.x = bounds.minX + bounds.maxX - rect.maxX }
            return rect
        }
        return (columns.mapValues(placed), separators.map(placed))
    }

    /// The frame of a shown controller.
    func _frame(of controller: UIViewController) -> CGRect {
        let frames = _frames().columns
        for column in [Column.compact, .primary, .supplementary, .secondary] where _controller(in: column) === controller {
            if let frame = frames[column] { return frame }
        }
        return _view?.bounds ?? .zero
    }

    // MARK: The view

    func _loadSplitView() {
        let view = _UILayoutContainerView(frame: _frameForLoading ?? UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.layoutContent = { [unowned self] in self._layoutColumns() }
        for separator in _separators { view.addSubview(separator) }
        self.view = view
        if view.bounds.width < Self.regularWidthThreshold { _setCollapsed(true) }
    }

    /// Puts the shown controllers' views in the view (with the appearance callbacks while
    /// the split view controller is visible) and lays them out.
    func _updateShown() {
        guard let view = _view else { return }
        let new = _desiredShown
        let old = _shown
        let leaving = old.filter { c in !new.contains { $0 === c } }
        let coming = new.filter { c in !old.contains { $0 === c } }
        // Loaded in column order (primary first); `new` is bottom first.
        for controller in coming.reversed() {
            controller._frameForLoading = _frame(of: controller)
            controller.loadViewIfNeeded()
        }
        let visible = _appearance.isShown
        _AppearanceTransition.perform(disappearing: visible ? leaving.reversed() : [], appearing: visible ? coming.reversed() : [],
                                      animated: false, layoutRoot: view) {
            for controller in leaving where controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
            for controller in new {
                if controller.view.superview !== view { view.addSubview(controller.view) } else { view.bringSubviewToFront(controller.view) }
            }
            for separator in _separators { view.bringSubviewToFront(separator) }
            _shown = new
            _placeOverlayCatcher()
            _placeColumns()
        }
    }

    /// The layout pass: collapse or expand at the threshold, then place the columns.
    func _layoutColumns() {
        guard let view = _view else { return }
        let collapsed = view.bounds.width < Self.regularWidthThreshold
        if collapsed != _isCollapsed {
            _setCollapsed(collapsed)
            _updateShown()
        }
        _placeColumns()
    }

    /// Column API, expanded: the ``displayModeButtonItem`` leads the bar of the first
    /// column shown (the primary's while it is shown, else the next one's), as UIKit's
    /// sidebar button does since iOS 14; none when collapsed or with `.never`.
    func _placeDisplayModeButton() {
        guard style != .unspecified else { return }
        var target: Column?
        if !isCollapsed && displayModeButtonVisibility != .never {
            let visible = _visibleColumns(displayMode)
            target = [Column.primary, .supplementary, .secondary].first(where: visible.contains)
        }
        for column in [Column.primary, .supplementary, .secondary] {
            guard let navigation = _navigations[column] else { continue }
            navigation.navigationBar._leadingSystemItems = column == target ? [displayModeButtonItem] : []
        }
    }

    /// Over-secondary modes: a clear view over the secondary (under the side columns)
    /// whose tap hides the side columns, as UIKit's does.
    private func _placeOverlayCatcher() {
        guard let view = _view else { return }
        let catcher = _overlayCatcher
        let mode = displayMode
        guard !isCollapsed, mode == .oneOverSecondary || mode == .twoOverSecondary,
              let secondary = _controller(in: .secondary)?.viewIfLoaded, secondary.superview === view else {
            catcher.removeFromSuperview()
            return
        }
        if catcher.gestureRecognizers?.isEmpty ?? true {
            catcher.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISplitViewController._overlayTapped))
        }
        view.insertSubview(catcher, aboveSubview: secondary)
    }

    private func _overlayTapped() { show(.secondary) }

    private func _placeColumns() {
        _placeDisplayModeButton()
        let frames = _frames()
        for controller in _shown {
            guard let childView = controller.viewIfLoaded, childView.superview === _view else { continue }
            childView.frame = _frame(of: controller)
        }
        for (i, separator) in _separators.enumerated() {
            separator.isHidden = i >= frames.separators.count
            if i < frames.separators.count { separator.frame = frames.separators[i] }
        }
        if _overlayCatcher.superview != nil, let secondary = _controller(in: .secondary)?.viewIfLoaded {
            _overlayCatcher.frame = secondary.frame
        }
    }
}

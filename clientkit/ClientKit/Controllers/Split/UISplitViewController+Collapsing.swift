import Foundation

/// Collapsing into one stack and expanding back into columns (see `UISplitViewController`).
extension UISplitViewController {
    /// Collapses (the columns leave the view first, then their controllers fold onto the
    /// primary's stack) or expands (the controllers go back first, then the columns
    /// return), asking and telling the delegate.
    func _setCollapsed(_ collapsed: Bool) {
        guard collapsed != _isCollapsed else { return }
        if collapsed {
            _isCollapsed = true
            if style == .unspecified { _collapseClassic() } else { _collapseColumns() }
        } else {
            if style == .unspecified { _expandClassic() } else { _expandColumns() }
        }
    }

    // MARK: Column API

    private func _collapseColumns() {
        _updateShown()
        if _set[.compact] == nil, let primary = _navigations[.primary] {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            var columns: [Column] = []
            if style == .tripleColumn && (top == .supplementary || top == .secondary) { columns.append(.supplementary) }
            if top == .secondary { columns.append(.secondary) }
            var moved: [(column: Column, controllers: [UIViewController])] = []
            for column in columns {
                guard let navigation = _navigations[column], !navigation.viewControllers.isEmpty else { continue }
                moved.append((column, navigation.viewControllers))
                navigation.setViewControllers([], animated: false)
            }
            _collapse = (primary.viewControllers.count, moved)
            primary.setViewControllers(primary.viewControllers + moved.flatMap(\.controllers), animated: false)
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func _expandColumns() {
        if let collapse = _collapse, let primary = _navigations[.primary] {
            _collapse = nil
            // The primary keeps its stack up to the first controller folded onto it;
            // what follows goes back to the columns (pushed above a folded one: the secondary).
            let stack = primary.viewControllers
            let folded = collapse.moved.flatMap(\.controllers)
            let split = stack.firstIndex { c in folded.contains { $0 === c } } ?? stack.count
            let keep = Array(stack[..<split])
            let rest = Array(stack[split...])
            let fromSupplementary = collapse.moved.filter { $0.column == .supplementary }.flatMap(\.controllers)
            var supplementary = rest.filter { c in fromSupplementary.contains { $0 === c } }
            var secondary = rest.filter { c in !fromSupplementary.contains { $0 === c } }
            primary.setViewControllers(keep, animated: false)
            // A column popped empty while collapsed gets its controllers back.
            if supplementary.isEmpty { supplementary = fromSupplementary }
            if secondary.isEmpty { secondary = collapse.moved.filter { $0.column == .secondary }.flatMap(\.controllers) }
            if let navigation = _navigations[.supplementary], !supplementary.isEmpty {
                navigation.setViewControllers(supplementary, animated: false)
            }
            if let navigation = _navigations[.secondary], !secondary.isEmpty {
                navigation.setViewControllers(secondary, animated: false)
            }
        }
        let proposed = _expandedDisplayMode
        if let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed),
           chosen != proposed {
            _displayModeOverride = chosen
        }
        _isCollapsed = false
        _updateShown()
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: Classic API

    private func _collapseClassic() {
        if let primary = delegate?.primaryViewController(forCollapsing: self), primary !== _classic.first {
            _isCollapsed = false
            _setClassic([primary] + _classic.dropFirst())
            _isCollapsed = true
        }
        _updateShown()
        guard _classic.count > 1 else { return }
        let primary = _classic[0], secondary = _classic[1]
        secondary.willMove(toParent: nil)
        _classic = [primary]
        secondary.removeFromParent()
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            _droppedSecondary = secondary
        } else {
            primary.collapseSecondaryViewController(secondary, for: self)
            _droppedSecondary = secondary._parent == nil ? secondary : nil
        }
    }

    private func _expandClassic() {
        if let primary = delegate?.primaryViewController(forExpanding: self), primary !== _classic.first {
            _setClassic([primary])
        }
        guard let primary = _classic.first else {
            _isCollapsed = false
            _updateShown()
            return
        }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        if secondary == nil, let dropped = _droppedSecondary, dropped._parent == nil { secondary = dropped }
        _droppedSecondary = nil
        _isCollapsed = false
        if let secondary {
            _setClassic([primary, secondary])
        } else {
            _updateShown()
        }
    }
}

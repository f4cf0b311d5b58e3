import Foundation

/// Context menus on rows: a long press (or a secondary click) on a row asks the
/// delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`; a configuration
/// shows its menu below the row (see ``UIContextMenuInteraction``), and the delegate
/// hears `willDisplayContextMenu`, `willEndContextMenuInteraction` and, when the
/// preview is tapped, `willPerformPreviewActionForMenuWith`. The table owns the
/// interaction; it is not in the table's `interactions`.
extension UITableView: _UIContextMenuSource {
    /// Adds the table's context-menu interaction (its long press begins only over a
    /// row the delegate has a menu for).
    func _installContextMenuInteraction() {
        let interaction = UIContextMenuInteraction(source: self)
        _contextMenuInteraction = interaction
        interaction.didMove(to: self)
    }

    func _contextMenuConfiguration(for interaction: UIContextMenuInteraction, at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPathForRow(at: location), let delegate = _tableDelegate else { return nil }
        let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: location)
        if configuration != nil { _contextMenuIndexPath = indexPath }
        return configuration
    }

    func _contextMenuAnchor(for interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                            at location: CGPoint) -> CGRect? {
        guard let indexPath = _contextMenuIndexPath else { return nil }
        return convert(rectForRow(at: indexPath), to: nil)
    }

    func _contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        _ = _tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        _tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func _contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        _tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
        _ = _tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        _contextMenuIndexPath = nil
    }

    func _contextMenuWillPerformPreview(_ configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionCommitAnimating) {
        _tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}

import Foundation

/// Context menus on items: a long press (or a secondary click) asks the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16) with the
/// pressed item — whose default asks the iOS 13
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)` — and shows the
/// configuration's menu below the item (see ``UIContextMenuInteraction``); the
/// delegate hears `willDisplayContextMenu`, `willEndContextMenuInteraction` and
/// `willPerformPreviewActionForMenuWith`. A press on the background asks with no
/// index paths. The collection view owns the interaction; it is not in `interactions`.
extension UICollectionView: _UIContextMenuSource {
    func _installContextMenuInteraction() {
        let interaction = UIContextMenuInteraction(source: self)
        _contextMenuInteraction = interaction
        interaction.didMove(to: self)
    }

    func _contextMenuConfiguration(for interaction: UIContextMenuInteraction, at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = _collectionDelegate else { return nil }
        let indexPaths = indexPathForItem(at: location).map { [$0] } ?? []
        let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: location)
        if configuration != nil { _contextMenuIndexPath = indexPaths.first }
        return configuration
    }

    func _contextMenuAnchor(for interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                            at location: CGPoint) -> CGRect? {
        guard let indexPath = _contextMenuIndexPath,
              let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        return convert(frame, to: nil)
    }

    func _contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        _ = _collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        _collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func _contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        _collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
        _ = _collectionDelegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
        _contextMenuIndexPath = nil
    }

    func _contextMenuWillPerformPreview(_ configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionCommitAnimating) {
        _collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}

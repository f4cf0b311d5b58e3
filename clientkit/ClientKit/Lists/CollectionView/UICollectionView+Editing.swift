import Foundation

extension UICollectionView {
    /// Whether the collection view is in editing mode (iOS 14). Default `false`. List
    /// cells show the accessories displayed `.whenEditing` and hide those displayed
    /// `.whenNotEditing`; every visible cell's configuration state changes
    /// (`isEditing`), so its configurations are updated.
    public var isEditing: Bool {
        get { _isEditing }
        set {
            guard newValue != _isEditing else { return }
            _isEditing = newValue
            for cell in _visibleCells.values {
                cell.setNeedsUpdateConfiguration()
                cell._editingDidChange()
            }
        }
    }
}

import Foundation

extension UIView {
    /// The tint at the top of a hierarchy: the system blue (made once).
    static let _defaultTintColor = UIColor.systemBlue

    /// The receiver's effective tint changed: it and every descendant that inherits
    /// the tint (none set of its own) get `tintColorDidChange()`, parents first.
    func _tintColorChanged() {
        tintColorDidChange()
        for subview in _subviews where subview._tintColor == nil && !(subview is UIWindow) {
            subview._tintColorChanged()
        }
    }
}

import Foundation

/// Showing a controller without knowing the container (UIKit's `show(_:sender:)` and
/// `showDetailViewController(_:sender:)`), and the hooks a split view controller uses
/// when it collapses and expands.
///
/// UIKit finds the target of `show` with `targetViewController(forAction:sender:)`: the
/// receiver or the nearest ancestor (parent, else presenting controller) that overrides
/// the method. ClientKit has no selectors; the same walk asks each controller whether it
/// shows controllers itself: a navigation controller pushes (`show`), a split view
/// controller places the controller in a column (`showDetailViewController`, and `show`
/// from a child not in a navigation controller). With no such ancestor the controller
/// is presented modally, as in UIKit.
extension UIViewController {
    /// `show(_:sender:)`: the first target that shows `vc`, else a modal presentation.
    func _showInContext(_ vc: UIViewController, sender: Any?) {
        for target in _showTargets where target._show(vc, sender: sender, detail: false) { return }
        present(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)`: a split view controller above, else `show`.
    func _showDetailInContext(_ vc: UIViewController, sender: Any?) {
        for target in _showTargets where target._show(vc, sender: sender, detail: true) { return }
        show(vc, sender: sender)
    }

    /// The receiver, then its parents, then (past a presented root) its presenter's chain.
    private var _showTargets: [UIViewController] {
        var result: [UIViewController] = []
        var current: UIViewController? = self
        while let controller = current {
            result.append(controller)
            current = controller._parent ?? controller._presenter
        }
        return result
    }

    /// The nearest ancestor that is a split view controller (`nil` if none).
    public var splitViewController: UISplitViewController? {
        _selfAndAncestors.dropFirst().lazy.compactMap { $0 as? UISplitViewController }.first
    }
}

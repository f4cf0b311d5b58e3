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
/// from a child not in a navigation controller). With no such ancestor the window's root
/// view controller presents it modally, as in UIKit.
extension UIViewController {
    /// `show(_:sender:)`: the first target that shows `vc`, else a modal presentation.
    func _showInContext(_ vc: UIViewController, sender: Any?) {
        for target in _showTargets where target._show(vc, sender: sender, detail: false) { return }
        _presentFromRoot(vc)
    }

    /// `showDetailViewController(_:sender:)`: a split view controller above, else a modal
    /// presentation (UIKit's default; a navigation controller does not push a detail).
    func _showDetailInContext(_ vc: UIViewController, sender: Any?) {
        for target in _showTargets where target._show(vc, sender: sender, detail: true) { return }
        _presentFromRoot(vc)
    }

    /// With no container to show it, UIKit presents `vc` from the window's root view
    /// controller (from the receiver when it is in no window).
    private func _presentFromRoot(_ vc: UIViewController) {
        let presenter = _view?.window?.rootViewController ?? self
        presenter.present(vc, animated: true)
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

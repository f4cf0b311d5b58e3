import Foundation

// The toolbar's geometry and items (its public API is in the class body, to be
// overridable as UIKit's).
extension UINavigationController {
    /// The toolbar's frame: the bottom 44 points above the view's bottom safe area.
    var _toolbarFrame: CGRect {
        guard let view = _view else { return .zero }
        let height = UIToolbar.barHeight
        return CGRect(x: view.bounds.minX, y: view.bounds.maxY - view.safeAreaInsets.bottom - height,
                      width: view.bounds.width, height: height)
    }

    /// `controller` set its toolbar items: shown if it is on top.
    func _toolbarItemsChanged(of controller: UIViewController) {
        guard controller === topViewController else { return }
        _toolbar.setItems(controller.toolbarItems, animated: false)
    }
}

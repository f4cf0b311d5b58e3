import Foundation

/// The pan that turns a page view controller's pages: it begins only when the finger
/// moves more along the navigation axis than across it, so a vertical drag in a
/// horizontal book scrolls the page's content instead (UIKit's paging scroll view locks
/// to its axis the same way).
final class _UIPageViewControllerPanGestureRecognizer: UIPanGestureRecognizer {
    var isHorizontal = true

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        isHorizontal ? abs(translation.x) >= abs(translation.y) : abs(translation.y) >= abs(translation.x)
    }
}

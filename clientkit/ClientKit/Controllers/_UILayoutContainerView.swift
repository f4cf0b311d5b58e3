import Foundation

/// The root view of ClientKit's containers (UIKit's `UILayoutContainerView`): it lays
/// out the container's bars and shown child when it lays out.
final class _UILayoutContainerView: UIView {
    /// Lays out the container's bars and content (set by the container).
    var layoutContent: @MainActor () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }
}

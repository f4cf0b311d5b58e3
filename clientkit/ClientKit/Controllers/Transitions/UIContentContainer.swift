import Foundation

/// What view controllers and presentation controllers adopt to hear about their
/// children's sizes and their own size changes (UIKit's `UIContentContainer`).
///
/// In ClientKit a change of a presented controller's or a child's
/// `preferredContentSize` reaches its presentation controller (a popover resizes to it)
/// or its parent. ClientKit never calls `viewWillTransition(to:with:)` or
/// `willTransition(to:with:)` yet (window resizes and trait changes are not announced
/// to controllers); they exist so that controllers overriding them build.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed (never called by ClientKit).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child gets inside `parentSize` (by default `parentSize`).
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change to `size` (never called by ClientKit yet).
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change (never called by ClientKit yet).
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

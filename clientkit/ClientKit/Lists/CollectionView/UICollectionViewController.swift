import Foundation

/// A view controller that manages a collection view, as UIKit's
/// `UICollectionViewController`: its ``collectionView`` is its view, laid out by the
/// layout it was created with, with the controller as data source and delegate; the
/// selection is cleared when the view appears again (``clearsSelectionOnViewWillAppear``).
///
/// Swift calls a protocol method a subclass adds only when the class that conforms
/// declares it, so this class declares the data-source, delegate and scroll-view
/// methods subclasses override (with the collection view's default behaviour): write
/// `override func collectionView(…)` as in UIKit. A subclass that adopts
/// `UICollectionViewDelegateFlowLayout` itself (`extension MyController:
/// UICollectionViewDelegateFlowLayout`) has its sizing methods called as in UIKit.
/// ``setEditing(_:animated:)`` (and so the ``editButtonItem``) puts the collection view in
/// editing mode too.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var _layout: UICollectionViewLayout
    private var _collectionView: UICollectionView?

    /// Whether the selected items are deselected when the view is about to appear.
    /// Default `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item starts moving it (the collection view's
    /// interactive movement: the item follows the finger and is put down where it
    /// lifts). Default `true`, as in UIKit. The press does not start a movement on an item
    /// the data source does not let move, nor on one the delegate gives a context menu,
    /// nor when the controller (as data source) does not override
    /// ``collectionView(_:moveItemAt:to:)``.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { _movementGesture?.isEnabled = installsStandardGestureForInteractiveMovement }
    }

    /// The standard long press that moves items.
    private var _movementGesture: UILongPressGestureRecognizer?

    /// Whether pushing this controller animates from the previous controller's layout
    /// (kept: pushes are instant). Default `false`.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist in ClientKit: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view), made on first use with the controller
    /// as its data source and delegate. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            if let collectionView = _collectionView { return collectionView }
            loadViewIfNeeded()
            return _collectionView
        }
        set {
            _collectionView = newValue
            if let newValue { _layout = newValue.collectionViewLayout }
            view = newValue
        }
    }

    /// The layout: the collection view's (the one given at creation until the view is made).
    open var collectionViewLayout: UICollectionViewLayout {
        _collectionView?.collectionViewLayout ?? _layout
    }

    open override func loadView() {
        let collectionView = UICollectionView(frame: _frameForLoading ?? UIScreen.main.bounds, collectionViewLayout: _layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isEditing = isEditing
        _collectionView = collectionView
        view = collectionView
        let press = UILongPressGestureRecognizer(target: self, action: UICollectionViewController._handleMovementPress)
        press.isEnabled = installsStandardGestureForInteractiveMovement
        collectionView.addGestureRecognizer(press)
        _movementGesture = press
    }

    /// Whether this controller, as the data source, overrides
    /// ``collectionView(_:moveItemAt:to:)`` (learned once).
    private var _overridesMoveItem: Bool?

    /// Whether the data source moves items. For the controller itself, learned the first
    /// time by asking it to move an item to where it is (which changes nothing): Swift
    /// cannot tell otherwise whether a subclass overrides `moveItemAt`, and UIKit's
    /// standard gesture moves nothing without it. Another data source: the collection
    /// view's `beginInteractiveMovementForItem(at:)` decides.
    private func _movesItems(in collectionView: UICollectionView, probing path: IndexPath) -> Bool {
        guard collectionView.dataSource === self else { return true }
        if let known = _overridesMoveItem { return known }
        collectionView._defaultMoveAnswers.remove(.moveItem)
        self.collectionView(collectionView, moveItemAt: path, to: path)
        let overrides = !collectionView._defaultMoveAnswers.contains(.moveItem)
        _overridesMoveItem = overrides
        return overrides
    }

    /// The standard gesture's action: begin, follow, end or cancel the movement.
    private func _handleMovementPress(_ press: UILongPressGestureRecognizer) {
        guard let collectionView = press.view as? UICollectionView else { return }
        let location = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let path = collectionView.indexPathForItem(at: location), _movesItems(in: collectionView, probing: path),
                  collectionView._collectionDelegate?.collectionView(collectionView, contextMenuConfigurationForItemAt: path,
                                                                     point: location) == nil,
                  collectionView.beginInteractiveMovementForItem(at: path) else { return }
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            collectionView.cancelInteractiveMovement()
        default:
            break
        }
    }

    /// Enters or leaves editing mode, and puts the collection view in it (or out of it).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        _collectionView?.isEditing = editing
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = _collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source (defaults: one empty section)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override to return a dequeued cell; the default stops with UIKit's message.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) must override collectionView(_:cellForItemAt:) for the item at \(indexPath)")
    }
    /// Default: items may move unless ``collectionView(_:moveItemAt:to:)`` is not
    /// overridden (see `UICollectionViewDataSource.collectionView(_:canMoveItemAt:)`).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView._noteDefaultMoveAnswer(.canMoveItem)
        return !collectionView._defaultMoveAnswers.contains(.moveItem)
    }
    /// Override to move the item in your data; the default moves nothing (the item goes back).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        collectionView._noteDefaultMoveAnswer(.moveItem)
    }
    /// Override when the layout places headers or footers; the default stops with UIKit's message.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("\(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), "
                            + "but the layout asks for a supplementary view of kind \(kind) at \(indexPath)")
    }

    // MARK: Delegate (defaults: UIKit's behaviour without a delegate)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}

    // MARK: Scroll view delegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

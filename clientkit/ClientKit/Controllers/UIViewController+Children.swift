extension UIViewController {
    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { _children }

    /// The parent view controller, if this is a child. Not retained.
    public var parent: UIViewController? { _parent }

    /// Adds `childController` as a child. Calls the child's
    /// `willMove(toParent: self)` first; you add its view to your hierarchy and then call
    /// `childController.didMove(toParent: self)`. A child of another controller is
    /// removed from it first.
    public func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "a view controller cannot be its own child")
        guard childController._parent !== self else { return }
        if childController._parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        _children.append(childController)
        childController._parent = self
    }

    /// Removes the receiver from its parent and then calls `didMove(toParent: nil)`.
    /// Call `willMove(toParent: nil)` before and remove the view yourself, as in UIKit.
    public func removeFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    /// The receiver and its ancestors, nearest first.
    var _selfAndAncestors: [UIViewController] {
        var result: [UIViewController] = []
        var current: UIViewController? = self
        while let controller = current {
            result.append(controller)
            current = controller._parent
        }
        return result
    }
}

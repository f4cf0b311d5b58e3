import Foundation

extension UIView {
    /// The view this one is a subview of. Not retained (the superview retains its subviews).
    public var superview: UIView? { _superview }

    /// The subviews, back to front.
    public var subviews: [UIView] { _subviews }

    /// The window the view is in (the nearest `UIWindow` ancestor, or the view itself
    /// if it is a window), or `nil`.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view._superview
        }
        return nil
    }

    /// Adds `view` in front of the other subviews.
    ///
    /// A view with another superview is removed from it first: the old superview gets
    /// `willRemoveSubview(_:)`, the view `willMove(toSuperview:)` with the receiver, and
    /// window notifications are sent only if the window changes. A view already among
    /// the receiver's subviews is moved to the front without notifications. Adding the
    /// receiver or one of its ancestors is a programmer error.
    public func addSubview(_ view: UIView) {
        if view._superview === self {
            bringSubviewToFront(view)
        } else {
            _add(view, at: _subviews.count)
        }
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is the back); indexes past the end
    /// insert at the front. A view already among the subviews is moved.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(index >= 0, "subview index must not be negative")
        if view._superview === self {
            _subviews.removeAll { $0 === view }
            _subviews.insert(view, at: Swift.min(index, _subviews.count))
            _syncSublayerOrder(of: view)
        } else {
            _add(view, at: index)
        }
    }

    /// Inserts `view` directly above `siblingSubview`: in ``subviews`` and in the
    /// layer tree (its layer goes right above the sibling's layer, below any plain
    /// sublayers that sit above the sibling's).
    ///
    /// When `siblingSubview` is not a subview of the receiver, UIKit documents
    /// nothing; ClientKit follows the rule AppKit documents for
    /// `addSubview(_:positioned:relativeTo:)`: the view is added above all its new
    /// siblings, as ``addSubview(_:)`` does.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insert(view, nextTo: siblingSubview, above: true)
    }

    /// Inserts `view` directly below `siblingSubview`: in ``subviews`` and in the
    /// layer tree (its layer goes right below the sibling's layer).
    ///
    /// When `siblingSubview` is not a subview of the receiver, the view is added below
    /// all its new siblings (AppKit's documented rule; UIKit documents nothing), its
    /// layer behind all sublayers.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insert(view, nextTo: siblingSubview, above: false)
    }

    /// Detaches the view from its superview (and window), with notifications. If the
    /// view or a descendant is its window's first responder, it resigns first.
    public func removeFromSuperview() {
        guard let parent = _superview else { return }
        let inheritedTint = _tintColor == nil ? tintColor : nil
        let oldWindow = window
        let newWindow = self as? UIWindow
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        _autoLayoutWillLeaveSuperview()
        let windowChanges = oldWindow !== newWindow
        if windowChanges {
            oldWindow?._resignFirstResponder(within: self)
            _notifyWillMove(toWindow: newWindow)
        }
        parent._subviews.removeAll { $0 === self }
        _superview = nil
        layer.removeFromSuperlayer()
        _updateSafeAreaInsets()
        if windowChanges { _notifyDidMoveToWindow() }
        didMoveToSuperview()
        if let inheritedTint, tintColor != inheritedTint { _tintColorChanged() }
        parent.setNeedsLayout()
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view._superview === self else { return }
        _subviews.removeAll { $0 === view }
        _subviews.append(view)
        _syncSublayerOrder(of: view)
    }

    /// Moves `view`, a subview, to the back: its layer becomes the receiver's
    /// backmost sublayer, behind plain sublayers too.
    public func sendSubviewToBack(_ view: UIView) {
        guard view._superview === self else { return }
        _subviews.removeAll { $0 === view }
        _subviews.insert(view, at: 0)
        _syncSublayerOrder(of: view, .back)
    }

    /// Swaps the subviews at the two indexes, which must be valid.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2 else { return }
        _subviews.swapAt(index1, index2)
        // The front one first: its upper neighbour is already in place.
        _syncSublayerOrder(of: _subviews[Swift.max(index1, index2)])
        _syncSublayerOrder(of: _subviews[Swift.min(index1, index2)])
    }

    /// Whether the receiver is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v._superview
        }
        return false
    }

    /// The first view with the given tag in the receiver's hierarchy: the receiver
    /// itself, else its subviews depth first, back to front.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Internals

    /// The root of the receiver's hierarchy (its window, or its topmost ancestor).
    var _rootView: UIView {
        var view = self
        while let parent = view._superview { view = parent }
        return view
    }

    private func _insert(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard view !== sibling else { return }
        guard sibling._superview === self else {
            // Not a sibling: above or below everything (see insertSubview(_:aboveSubview:)).
            if above { addSubview(view) } else { _move(view, to: 0, placement: .back) }
            return
        }
        let placement: _SublayerPlacement = above ? .above(sibling.layer) : .below(sibling.layer)
        let offset = above ? 1 : 0
        if view._superview === self {
            _subviews.removeAll { $0 === view }
            let index = _subviews.firstIndex { $0 === sibling }! + offset
            _subviews.insert(view, at: index)
            _syncSublayerOrder(of: view, placement)
        } else {
            // Removing `view` from another superview cannot move `sibling`.
            let index = _subviews.firstIndex { $0 === sibling }! + offset
            _add(view, at: index, placement: placement)
        }
    }

    /// Puts `view` at `index` of ``subviews``, adding it if it is not a subview yet.
    private func _move(_ view: UIView, to index: Int, placement: _SublayerPlacement) {
        if view._superview === self {
            _subviews.removeAll { $0 === view }
            _subviews.insert(view, at: Swift.min(index, _subviews.count))
            _syncSublayerOrder(of: view, placement)
        } else {
            _add(view, at: index, placement: placement)
        }
    }

    /// Adds a view that is not yet a subview of the receiver, with notifications.
    ///
    /// A view that has another superview moves: the old superview gets
    /// `willRemoveSubview(_:)` (UIKit calls it "when the subview's superview changes"),
    /// the view gets one `willMove(toSuperview:)` with the receiver, and window
    /// notifications only if the window changes (so a first responder moving within
    /// its window stays first responder).
    private func _add(_ view: UIView, at index: Int, placement: _SublayerPlacement = .beforeNextSubview) {
        precondition(!isDescendant(of: view), "cannot add a view to itself or to one of its descendants")
        let inheritedTint = view._tintColor == nil ? view.tintColor : nil
        let oldSuperview = view._superview
        let oldWindow = view.window
        let newWindow = (view as? UIWindow) ?? window
        let windowChanges = oldWindow !== newWindow
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if windowChanges {
            oldWindow?._resignFirstResponder(within: view)
            view._notifyWillMove(toWindow: newWindow)
        }
        if let oldSuperview {
            view._autoLayoutWillLeaveSuperview()
            oldSuperview._subviews.removeAll { $0 === view }
            view.layer.removeFromSuperlayer()
        }
        _subviews.insert(view, at: Swift.min(index, _subviews.count))
        view._superview = self
        _syncSublayerOrder(of: view, placement)
        view._updateSafeAreaInsets()
        view._autoLayoutDidJoinSuperview()
        if windowChanges { view._notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        if let inheritedTint, view.tintColor != inheritedTint { view._tintColorChanged() }
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Where a subview's layer goes among the receiver's sublayers, which may hold
    /// plain layers between the subviews' layers.
    enum _SublayerPlacement {
        /// Below the next subview's layer, or in front of all sublayers for the
        /// frontmost subview.
        case beforeNextSubview
        /// Right above this sublayer (a sibling subview's layer).
        case above(CALayer)
        /// Right below this sublayer.
        case below(CALayer)
        /// Behind all sublayers.
        case back
    }

    /// Puts `view`'s layer where its index in ``subviews`` and `placement` say.
    private func _syncSublayerOrder(of view: UIView, _ placement: _SublayerPlacement = .beforeNextSubview) {
        guard let index = _subviews.firstIndex(where: { $0 === view }) else { return }
        view.layer.removeFromSuperlayer()
        switch placement {
        case .above(let sibling) where sibling.superlayer === layer:
            layer.insertSublayer(view.layer, above: sibling)
        case .below(let sibling) where sibling.superlayer === layer:
            layer.insertSublayer(view.layer, below: sibling)
        case .back:
            layer.insertSublayer(view.layer, at: 0)
        default:
            if index + 1 < _subviews.count, _subviews[index + 1].layer.superlayer === layer {
                layer.insertSublayer(view.layer, below: _subviews[index + 1].layer)
            } else {
                layer.addSublayer(view.layer)
            }
        }
    }

    /// Calls `willMove(toWindow:)` on the receiver and its subtree, parents first (and
    /// tells a root view's controller, whose appearance may follow the move).
    func _notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        _viewController?._rootViewWillMove(toWindow: newWindow)
        for subview in _subviews where !(subview is UIWindow) {
            subview._notifyWillMove(toWindow: newWindow)
        }
    }

    /// Calls `didMoveToWindow()` on the receiver and its subtree, parents first.
    func _notifyDidMoveToWindow() {
        if _UIAppearanceRegistry.isInUse, window != nil { _applyAppearance() }
        _autoLayoutDidMoveToWindow()
        didMoveToWindow()
        _viewController?._rootViewDidMoveToWindow()
        for subview in _subviews where !(subview is UIWindow) {
            subview._notifyDidMoveToWindow()
        }
    }
}

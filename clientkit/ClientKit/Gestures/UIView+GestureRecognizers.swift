import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added;
    /// `nil` when there are none (as UIKit). Setting it removes the current ones and
    /// adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (the view retains it). A recognizer
    /// belongs to one view: adding it here removes it from its previous view. It takes
    /// touches that begin from then on, in this view or its subviews.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer._view === self && _gestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
            return
        }
        gestureRecognizer._view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled and the
    /// recognizer is reset. Does nothing if it is not attached to the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        _gestureRecognizers.remove(at: index)
        gestureRecognizer._view = nil
        _GestureArena.shared.remove(gestureRecognizer)
    }
}

extension UITouch {
    /// The gesture recognizers receiving the touch (those of its view and the view's
    /// ancestors that accepted it and have not reset or ignored it since); `nil` before
    /// the touch is delivered and after it is forgotten.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        _GestureArena.shared.record(for: self)?.recognizers
    }
}

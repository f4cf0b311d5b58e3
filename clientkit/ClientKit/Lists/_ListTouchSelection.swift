import Foundation

/// Tap-to-select, as table and collection views share it: a touch that begins on an
/// item highlights it (when the list allows), a touch that slides off lets go, a touch
/// that lifts on the item it began on selects it, a cancelled one (a drag that scrolls
/// began) only unhighlights.
///
/// Touches on cells reach the list through the responder chain (content view, cell,
/// list). The scroll view's pan holds `touchesBegan` until the touch is clearly not a
/// drag (0.15 s, or it ends first) and cancels it when a drag begins, so a drag never
/// selects and a quick tap highlights and selects at once when it lifts — UIKit's
/// `delaysContentTouches` behaviour.
@MainActor
protocol _ListTouchSelecting: UIScrollView {
    /// The item a touch is on, and the touch.
    var _trackedPath: IndexPath? { get set }
    var _trackedTouch: UITouch? { get set }
    /// The item at a point of the list's own coordinates.
    func _listPath(at point: CGPoint) -> IndexPath?
    /// Whether a touch on the item highlights it (selection allowed, the delegate agrees).
    func _listMayHighlight(_ path: IndexPath) -> Bool
    /// Shows or clears the highlight and tells the delegate.
    func _listSetHighlighted(_ highlighted: Bool, _ path: IndexPath)
    /// The user tapped the item: select (or toggle) it through the delegate.
    func _listTapped(_ path: IndexPath)
}

extension _ListTouchSelecting {
    func _trackTouchesBegan(_ touches: Set<UITouch>) {
        guard _trackedTouch == nil, let touch = touches.first,
              let path = _listPath(at: touch.location(in: self)), _listMayHighlight(path) else { return }
        _trackedTouch = touch
        _trackedPath = path
        _listSetHighlighted(true, path)
    }

    func _trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = _trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        if _listPath(at: touch.location(in: self)) != _trackedPath { _stopTracking() }
    }

    func _trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = _trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let onItem = _listPath(at: touch.location(in: self)) == _trackedPath
        guard let path = _stopTracking(), onItem else { return }
        _listTapped(path)
    }

    func _trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = _trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        _stopTracking()
    }

    /// Ends tracking and unhighlights the item; returns it.
    @discardableResult
    func _stopTracking() -> IndexPath? {
        guard let path = _trackedPath else { return nil }
        _trackedPath = nil
        _trackedTouch = nil
        _listSetHighlighted(false, path)
        return path
    }
}

import Foundation

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`):
/// it fails unless its first touch comes down within 20 points of one of ``edges`` of the
/// window (an app's window fills the screen on a kiosk; on a desktop the window's edge is
/// the nearest thing to the screen's an app can see), then tracks as a pan.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from. Default none (the recognizer never begins),
    /// as in UIKit: set it.
    open var edges: UIRectEdge = []

    /// How close to an edge the first touch must come down.
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let point = touch.location(in: window)
            let bounds = window.bounds
            let width = Self.edgeWidth
            let nearEdge = (edges.contains(.left) && point.x - bounds.minX <= width)
                || (edges.contains(.right) && bounds.maxX - point.x <= width)
                || (edges.contains(.top) && point.y - bounds.minY <= width)
                || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
            if !nearEdge {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}

import Foundation

/// Converting between windows and the screen, as UIKit's `UIWindow` does.
///
/// These overloads are more specific than ``UIView``'s `convert(_:to:)` family for a
/// `UIWindow?` argument, so `window.convert(p, to: nil)` means what UIKit documents for
/// a window — the screen's coordinate space, in points — where `UIView`'s `nil` means
/// the receiver's own window. (Linux has no `UIScreen` coordinate space of its own: the
/// screen is the daemon's output, where a window's frame is, and one point is one pixel.)
extension UIWindow {
    /// Converts `point` from the window's coordinates to `window`'s; `nil`: to the
    /// screen's.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        guard let window else { return layer.convert(point, to: nil as CALayer?) }
        return convert(point, to: window as UIView)
    }

    /// Converts `point` from `window`'s coordinates to the window's; `nil`: from the
    /// screen's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        guard let window else { return layer.convert(point, from: nil as CALayer?) }
        return convert(point, from: window as UIView)
    }

    /// Converts `rect` from the window's coordinates to `window`'s (`nil`: to the
    /// screen's): the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        guard let window else { return layer.convert(rect, to: nil as CALayer?) }
        return convert(rect, to: window as UIView)
    }

    /// Converts `rect` from `window`'s coordinates to the window's (`nil`: from the
    /// screen's): the bounding box of the converted corners.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        guard let window else { return layer.convert(rect, from: nil as CALayer?) }
        return convert(rect, from: window as UIView)
    }
}

import Foundation

extension UIView {
    /// Converts `point` from the receiver's coordinates to `view`'s.
    ///
    /// Works between any two views, through transforms and bounds origins. `nil` means
    /// the receiver's window (for a view outside any window, its topmost ancestor).
    /// Views in different windows meet in screen coordinates (the windows' frames).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: _conversionLayer(for: view))
    }

    /// Converts `point` from `view`'s coordinates to the receiver's (`nil`: the window's).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: _conversionLayer(for: view))
    }

    /// Converts `rect` from the receiver's coordinates to `view`'s (`nil`: the
    /// window's): the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: _conversionLayer(for: view))
    }

    /// Converts `rect` from `view`'s coordinates to the receiver's (`nil`: the
    /// window's): the bounding box of the converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: _conversionLayer(for: view))
    }

    private func _conversionLayer(for view: UIView?) -> CALayer {
        (view ?? window ?? _rootView).layer
    }
}

import Foundation
import StrataCairo

extension CGContext {
    /// The current transformation matrix: user space to device pixels (y down in
    /// ClientKit; see the type's documentation).
    public var ctm: CGAffineTransform { _state.ctm }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles,
    /// since ClientKit's space is y-down).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Prepends `transform` to the CTM: points are transformed by it first.
    public func concatenate(_ transform: CGAffineTransform) {
        _state.ctm = transform.concatenating(_state.ctm)
        _applyCTM()
    }

    /// Converts a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// Converts a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// Converts a rectangle from user space to device space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    /// Converts a rectangle from device space to user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Hands the CTM to cairo, whose user space is kept equal to ours.
    func _applyCTM() {
        let t = _state.ctm
        cr.matrix = CairoMatrix(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                x0: Double(t.tx), y0: Double(t.ty))
    }
}

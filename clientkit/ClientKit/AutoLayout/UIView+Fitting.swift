internal import LayoutSolver
import Foundation

extension UIView {
    /// The smallest size, for `systemLayoutSizeFitting(_:)`: zero.
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero

    /// A very large size, for `systemLayoutSizeFitting(_:)`: 10,000 points each way.
    /// (UIKit documents only "the largest possible size".)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The default `systemLayoutSizeFitting`: the receiver measured alone, in an engine of
    /// its own with the constraints it and its descendants hold, its descendants'
    /// autoresizing masks and intrinsic sizes, and its own intrinsic size (its own
    /// autoresizing mask and the constraints its ancestors hold are left out, as in
    /// UIKit); the target size pulls at the given priorities. Rounded up to whole points.
    func _systemLayoutSizeFitting(_ target: CGSize, horizontal: UILayoutPriority,
                                  vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = _LayoutEngine(host: self, fitting: true)
        var held: [NSLayoutConstraint] = []
        _collectHeldConstraints(into: &held)
        for constraint in held { engine.enqueue(constraint) }
        let item = engine.item(for: self)
        _ = engine.add(Constraint(item.width - Double(target.width), .equal,
                                  strength: _LayoutEngine.strength(for: horizontal)),
                       owner: .fitting(self, .horizontal))
        _ = engine.add(Constraint(item.height - Double(target.height), .equal,
                                  strength: _LayoutEngine.strength(for: vertical)),
                       owner: .fitting(self, .vertical))
        engine.setNeedsSolve()
        engine.solveIfNeeded()
        func up(_ value: Double) -> CGFloat {
            // Rounded up to the pixel grid, as UIKit; tiny solver noise is not a pixel.
            (CGFloat(value) - 1e-6).rounded(.up)
        }
        return CGSize(width: Swift.max(0, up(item.width.value)), height: Swift.max(0, up(item.height.value)))
    }

    private func _collectHeldConstraints(into result: inout [NSLayoutConstraint]) {
        if let storage = _layoutStorage { result += storage.constraints }
        for subview in _subviews { subview._collectHeldConstraints(into: &result) }
    }
}

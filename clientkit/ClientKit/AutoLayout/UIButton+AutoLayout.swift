import Foundation

extension UIButton: _BaselineProviding {
    /// The title's baselines: the title is centred in the content rectangle (the bounds
    /// inside `contentEdgeInsets`). A button without a title has its baselines at its bottom.
    func _baselineShapes(forWidth width: CGFloat) -> (first: _BaselineShape, last: _BaselineShape) {
        guard let title = currentTitle, !title.isEmpty, let label = titleLabel else { return (.bottom, .bottom) }
        let shift = (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2
        let shapes = label._baselineShapes(forWidth: width)
        return (_BaselineShape(heightFraction: 0.5, offset: shapes.first.offset + shift),
                _BaselineShape(heightFraction: 0.5, offset: shapes.last.offset + shift))
    }
}
